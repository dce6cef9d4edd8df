import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside an extension of `EnvironmentValues`, `Transaction`,
/// `ContainerValues` or `FocusedValues`: the key type and the accessors SwiftUI's `@Entry` writes.
///
/// The peer is `private struct __Key_name` conforming to the container's key protocol (its
/// `defaultValue` is the initializer, `nil` for an optional without one); the accessors read and
/// write `self[__Key_name.self]`. In `FocusedValues` the property's type is optional and the key's
/// `Value` is the wrapped type, as `FocusedValueKey` requires.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let entry = try Entry(declaration, in: context)
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    // A mistake is reported once, by the accessor role; the key is left out.
    guard let entry = try? Entry(declaration, in: context) else { return [] }
    return [DeclSyntax(stringLiteral: entry.keyDeclaration)]
  }
}

/// The container an `@Entry` property extends, and the key protocol its values use.
enum EntryContainer: String, CaseIterable {
  case environmentValues = "EnvironmentValues"
  case transaction = "Transaction"
  case containerValues = "ContainerValues"
  case focusedValues = "FocusedValues"

  /// The key protocol, by SpecimenUI's underscored alias: a module-qualified name would not resolve in a
  /// file compiled with `-module-alias SwiftUI=SpecimenUI`, and a bare `EnvironmentKey` could be a user's own type.
  var keyProtocol: String {
    switch self {
    case .environmentValues: "_SpecimenEntryEnvironmentKey"
    case .transaction: "_SpecimenEntryTransactionKey"
    case .containerValues: "_SpecimenEntryContainerValueKey"
    case .focusedValues: "_SpecimenEntryFocusedValueKey"
    }
  }
}

/// One `@Entry` property, read from its declaration and the extension around it.
struct Entry {
  let name: String
  let container: EntryContainer
  let type: TypeSyntax?
  let initializer: ExprSyntax?

  init(_ declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext) throws {
    guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
          variable.bindings.count == 1, let binding = variable.bindings.first,
          let identifier = binding.pattern.as(IdentifierPatternSyntax.self), binding.accessorBlock == nil
    else { throw MacroExpansionErrorMessage("@Entry applies to a single stored 'var', such as '@Entry var accent: Color = .blue'") }
    let extended = context.lexicalContext.lazy.compactMap { $0.as(ExtensionDeclSyntax.self) }.first
    let extendedName = extended.map { $0.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" }
    guard let extendedName, let container = EntryContainer(rawValue: extendedName) else {
      let names = EntryContainer.allCases.map(\.rawValue).joined(separator: ", ")
      throw MacroExpansionErrorMessage("@Entry must be declared in an extension of one of \(names)")
    }
    name = identifier.identifier.trimmedDescription
    self.container = container
    type = binding.typeAnnotation?.type
    initializer = binding.initializer?.value
    if initializer == nil && !(type.map(Self.isOptional) ?? false) {
      throw MacroExpansionErrorMessage("@Entry var \(name) needs a default value ('= …') or an optional type")
    }
    if container == .focusedValues && !(type.map(Self.isOptional) ?? false) {
      throw MacroExpansionErrorMessage("@Entry in FocusedValues needs an optional type, such as 'var \(name): Value?'")
    }
  }

  /// The peer key type's name, as SwiftUI names it.
  var keyName: String { "__Key_\(name)" }

  /// The key type: `Value` and, except for focused values, `defaultValue`.
  var keyDeclaration: String {
    var members: [String] = []
    if let type {
      let value = container == .focusedValues ? Self.wrapped(type)
        : type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ? "Optional<\(Self.wrapped(type))>" : type.trimmedDescription
      members.append("typealias Value = \(value)")
      if container != .focusedValues {
        members.append("static var defaultValue: Value { \(initializer?.trimmedDescription ?? "nil") }")
      }
    } else if let initializer {
      // Without a written type only a stored property can infer it (as `static let` in a
      // hand-written key); its value must then be Sendable in Swift 6 mode, as there.
      members.append("static let defaultValue = \(initializer.trimmedDescription)")
    }
    return "private struct \(keyName): \(container.keyProtocol) {\n  " + members.joined(separator: "\n  ") + "\n}"
  }

  /// Whether `type` is written `T?`, `T!` or `Optional<T>`.
  static func isOptional(_ type: TypeSyntax) -> Bool {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
    if let named = type.as(IdentifierTypeSyntax.self) { return named.name.text == "Optional" && named.genericArgumentClause != nil }
    return false
  }

  /// The type an optional wraps, written as source.
  static func wrapped(_ type: TypeSyntax) -> String {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType.trimmedDescription }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return unwrapped.wrappedType.trimmedDescription }
    if let named = type.as(IdentifierTypeSyntax.self), let argument = named.genericArgumentClause?.arguments.first {
      return argument.argument.trimmedDescription
    }
    return type.trimmedDescription
  }
}
