import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Model` on a class (SwiftData, iOS 17): the `PersistentModel` and `Observable` conformances,
/// the state a context keeps about the object, and `_specimenRelatedModels`, the models its stored
/// properties hold (each property's value goes through `_SpecimenRelationships.models(in:)`, whose
/// overloads pick models, optional models and arrays of models by type), which inserting the object
/// inserts too. Stored properties stay stored: nothing is tracked in a still.
public struct ModelMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else {
      throw MacroExpansionErrorMessage("@Model applies to classes only (a SwiftData model is a reference type: write 'final class')")
    }
    let names = storedPropertyNames(of: declaration)
    let related = names.isEmpty ? "[]" : names.map { "_SpecimenRelationships.models(in: self.\($0))" }.joined(separator: " + ")
    return [
      "public let _specimenModelState = _ModelState()",
      "public var _specimenRelatedModels: [any PersistentModel] { \(raw: related) }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ClassDeclSyntax.self) else { return [] }
    return ConformanceExtension.make(type, protocols.map(\.trimmedDescription))
  }

  /// The names of the stored instance properties (`var` and `let`, with or without observers).
  static func storedPropertyNames(of declaration: some DeclGroupSyntax) -> [String] {
    var names: [String] = []
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      let modifiers = variable.modifiers.map(\.name.text)
      if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let accessors = binding.accessorBlock?.accessors {
          // A computed property stores nothing; observers (willSet/didSet) keep it stored.
          guard case .accessors(let list) = accessors,
                list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { continue }
        }
        names.append(name)
      }
    }
    return names
  }
}

/// `@Attribute`, `@Relationship` and `@Transient` on a model's property: markers whose options the
/// in-memory store does not apply, so their expansion adds nothing.
public struct SwiftDataMarkerMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `#Unique` and `#Index` in a model (iOS 18): constraints the in-memory store does not enforce.
public struct SwiftDataConstraintMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Query(…) var trips: [Trip]` (SwiftData): a peer `_trips = Query<Trip, [Trip]>(…)` holding the
/// query, made from the attribute's arguments, and a getter reading its results. Being a macro (as
/// in Apple's SDK) rather than a property wrapper, it learns the model type from the declared
/// array type, so a view may leave the query to its `init` (`_trips = Query(filter: …)`).
public struct QueryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let (name, _) = try queried(declaration) else { return [] }
    return ["get { _\(raw: name).wrappedValue }"]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (name, type) = try queried(declaration) else { return [] }
    let arguments = node.arguments?.as(LabeledExprListSyntax.self)?.trimmedDescription ?? ""
    // Internal, whatever the property's access: a `private` stored property would make the view's
    // memberwise initializer private (`@Query private var trips` beside `let title: String`), which
    // a property wrapper's private storage does not.
    return ["var _\(raw: name) = Query<\(raw: type.element), \(raw: type.whole)>(\(raw: arguments))"]
  }

  /// The property's name and its declared array type, with the element type.
  static func queried(_ declaration: some DeclSyntaxProtocol) throws -> (String, (whole: String, element: String))? {
    guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      throw MacroExpansionErrorMessage("@Query applies to a stored 'var', such as '@Query var trips: [Trip]'")
    }
    guard let type = binding.typeAnnotation?.type else {
      throw MacroExpansionErrorMessage("@Query needs the type of '\(name)', such as 'var \(name): [Trip]'")
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return (name, (type.trimmedDescription, array.element.trimmedDescription))
    }
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Array",
       let argument = identifier.genericArgumentClause?.arguments.first {
      return (name, (type.trimmedDescription, argument.argument.trimmedDescription))
    }
    throw MacroExpansionErrorMessage("@Query results are an array of models: declare '\(name)' as '[Model]'")
  }
}

/// `@ModelActor` on an actor (SwiftData): the `ModelActor` conformance, the container and an
/// executor holding a context of the actor's own, and `init(modelContainer:)`.
public struct ModelActorMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(ActorDeclSyntax.self) else {
      throw MacroExpansionErrorMessage("@ModelActor applies to actors only: write 'actor'")
    }
    return [
      "public nonisolated let modelExecutor: any ModelExecutor",
      "public nonisolated let modelContainer: ModelContainer",
      """
      public init(modelContainer: ModelContainer) {
        self.modelExecutor = DefaultSerialModelExecutor(modelContext: ModelContext(modelContainer))
        self.modelContainer = modelContainer
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(ActorDeclSyntax.self) else { return [] }
    return ConformanceExtension.make(type, protocols.map(\.trimmedDescription))
  }
}
