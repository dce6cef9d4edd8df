import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable` on a struct, class or enum (iOS 26): the `Animatable` conformance and an
/// `animatableData` made of the animatable data of its stored `var` properties, first to last,
/// nested in `AnimatablePair`s (`EmptyAnimatableData` when there are none). A property marked
/// `@AnimatableIgnored` is left out. Each property needs a type (or a floating-point literal,
/// read as `Double`), since the pair's type is written from it. The names it writes are not
/// module-qualified, so the expansion compiles however the file imports the UI module.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let properties = try animatedProperties(of: declaration)
    return [DeclSyntax(stringLiteral: animatableData(properties))]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    // The compiler lists the protocol only when the type does not conform already.
    ConformanceExtension.make(type, protocols.isEmpty ? [] : ["Animatable"])
  }

  /// The stored instance `var`s that take part, with their types.
  static func animatedProperties(of declaration: some DeclGroupSyntax) throws -> [(name: String, type: String)] {
    var properties: [(name: String, type: String)] = []
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
            variable.bindingSpecifier.tokenKind == .keyword(.var) else { continue }
      let modifiers = variable.modifiers.map(\.name.text)
      if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { continue }
      let ignored = variable.attributes.contains { attribute in
        attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("AnimatableIgnored") ?? false
      }
      if ignored { continue }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        if let accessors = binding.accessorBlock?.accessors {
          // A computed property stores nothing; observers (willSet/didSet) keep it stored.
          guard case .accessors(let list) = accessors,
                list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { continue }
        }
        if let type = binding.typeAnnotation?.type.trimmedDescription {
          properties.append((name, type))
        } else if binding.initializer?.value.is(FloatLiteralExprSyntax.self) == true {
          properties.append((name, "Double"))
        } else {
          throw MacroExpansionErrorMessage(
            "@Animatable needs the type of '\(name)' (write 'var \(name): CGFloat = …'), or mark it @AnimatableIgnored")
        }
      }
    }
    return properties
  }

  /// The `animatableData` property over `properties`.
  static func animatableData(_ properties: [(name: String, type: String)]) -> String {
    guard !properties.isEmpty else {
      return "var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }"
    }
    func type(_ rest: ArraySlice<(name: String, type: String)>) -> String {
      let head = "\(rest.first!.type).AnimatableData"
      return rest.count == 1 ? head : "AnimatablePair<\(head), \(type(rest.dropFirst()))>"
    }
    func value(_ rest: ArraySlice<(name: String, type: String)>) -> String {
      let head = "\(rest.first!.name).animatableData"
      return rest.count == 1 ? head : "AnimatablePair(\(head), \(value(rest.dropFirst())))"
    }
    var setters: [String] = []
    for (index, property) in properties.enumerated() {
      var path = "newValue"
      for _ in 0..<index { path += ".second" }
      if index < properties.count - 1 { path += ".first" }
      setters.append("\(property.name).animatableData = \(path)")
    }
    let all = properties[...]
    return """
      var animatableData: \(type(all)) {
        get { \(value(all)) }
        set { \(setters.joined(separator: "; ")) }
      }
      """
  }
}

/// `@AnimatableIgnored` on a stored property: leaves it out of `@Animatable`'s `animatableData`
/// (the marker is read by `AnimatableMacro`; this expansion adds nothing).
public struct AnimatableIgnoredMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    []
  }
}
