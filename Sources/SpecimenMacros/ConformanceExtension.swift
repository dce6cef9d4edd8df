import SwiftSyntax

/// The extension an attached `extension` macro adds: `extension T: P, Q {}` for the protocols the
/// compiler lists (it lists only those the type does not conform to already), or none.
enum ConformanceExtension {
  static func make(_ type: some TypeSyntaxProtocol, _ protocols: [String]) -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty else { return [] }
    let decl: DeclSyntax = "extension \(type.trimmed): \(raw: protocols.joined(separator: ", ")) {}"
    return decl.as(ExtensionDeclSyntax.self).map { [$0] } ?? []
  }
}
