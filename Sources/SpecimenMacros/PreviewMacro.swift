import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }`: compiles, and expands to nothing.
///
/// The compiler type-checks the body as the macro's argument, so a preview that does not
/// compile still fails the build, as in Xcode. Rendering is the `SpecimenPreviews` plugin's job:
/// it reads the same source text and copies each body into a function its registry calls, so the
/// expansion has nothing to add.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// `@Previewable` on a `#Preview` body's `@State var`: marks it, and adds nothing.
///
/// A local property wrapper already works in a closure body, so the variable needs no rewriting.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
