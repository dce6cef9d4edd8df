import SwiftSyntax
import SwiftSyntaxMacros

/// `#bundle` (Foundation, Xcode 26): the bundle holding the current module's resources, as package and
/// app code pass it to `Text(_:bundle:)`, `Color(_:bundle:)` and `String(localized:bundle:)`.
///
/// Expands to `Foundation.Bundle.main`: Specimen has no string tables and finds a package's colours
/// and fonts through its own catalogs, so every bundle answers alike.
public struct BundleMacro: ExpressionMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> ExprSyntax {
    "Foundation.Bundle.main"
  }
}
