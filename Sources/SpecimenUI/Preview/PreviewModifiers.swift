import Foundation

/// The modifier behind the preview modifiers: it draws nothing and changes no layout; it only
/// records a preview trait that `PreviewVariant.variants(of:)` reads.
nonisolated public struct _PreviewTraitModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let write: @Sendable (inout PreviewTraits) -> Void
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    context.resolveChildren(content)
  }
}

/// A modifier that records a preview trait.
protocol PreviewTraitWriter {
  /// Writes this modifier's trait.
  func writeTrait(_ traits: inout PreviewTraits)
}

extension _PreviewTraitModifier: PreviewTraitWriter {
  func writeTrait(_ traits: inout PreviewTraits) { write(&traits) }
}

nonisolated extension View {
  /// Overrides the size of the container for the preview.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    modifier(_PreviewTraitModifier { $0.layout = value })
  }

  /// Sets a user visible name to show in the canvas (and in Specimen's sheet) for a preview.
  public func previewDisplayName(_ displayName: String?) -> some View {
    modifier(_PreviewTraitModifier { $0.displayName = displayName })
  }

  /// Overrides the device for a preview; nil keeps the default device.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    modifier(_PreviewTraitModifier { $0.device = value })
  }

  /// Overrides the orientation of the preview.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(_PreviewTraitModifier { $0.orientation = value })
  }

  /// Declares a context for the preview; Specimen records nothing for it.
  public func previewContext<C: PreviewContext>(_ value: C) -> some View {
    modifier(_PreviewTraitModifier { _ in })
  }
}
