// The compiler runs this executable to expand Specimen's macros.
//
// It is built against the swift-syntax libraries that ship inside the Swift toolchain
// (`<toolchain>/usr/lib/swift/host`), because SwiftPM cannot fetch the swift-syntax package on
// machines without network access. Those libraries provide the message handling but not the
// small `SwiftCompilerPlugin` module, so the entry point below is that module's `main()`,
// written out: read requests from the compiler on standard input, answer on standard output.
import SwiftSyntaxMacros
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling

/// The macros this plugin expands, by the type name their declarations give in `#externalMacro`.
struct SpecimenMacroProvider: PluginProvider {
  static let macros: [String: Macro.Type] = [
    "PreviewMacro": PreviewMacro.self,
    "PreviewableMacro": PreviewableMacro.self,
    "EntryMacro": EntryMacro.self,
    "AnimatableMacro": AnimatableMacro.self,
    "AnimatableIgnoredMacro": AnimatableIgnoredMacro.self,
    "ModelMacro": ModelMacro.self,
    "SwiftDataMarkerMacro": SwiftDataMarkerMacro.self,
    "SwiftDataConstraintMacro": SwiftDataConstraintMacro.self,
    "QueryMacro": QueryMacro.self,
    "ModelActorMacro": ModelActorMacro.self,
    "BundleMacro": BundleMacro.self,
  ]

  func resolveMacro(moduleName: String, typeName: String) throws -> Macro.Type {
    guard let macro = Self.macros[typeName] else { throw UnknownMacro(moduleName: moduleName, typeName: typeName) }
    return macro
  }
}

/// A macro declaration that names a type this plugin does not have.
struct UnknownMacro: Error, CustomStringConvertible {
  let moduleName: String
  let typeName: String
  var description: String { "Specimen's macro plugin has no macro named \(moduleName).\(typeName)" }
}

/// The plugin's entry point.
@main
enum SpecimenMacrosPlugin {
  static func main() throws {
    let connection = try StandardIOMessageConnection()
    let listener = CompilerPluginMessageListener(connection: connection, provider: SpecimenMacroProvider())
    try listener.main()
  }
}
