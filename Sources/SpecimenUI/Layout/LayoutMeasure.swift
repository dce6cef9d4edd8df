import Foundation

/// How user code measures a view while the layout engine runs it (a canvas renderer's
/// `GraphicsContext.resolve(_:)` followed by `measure(in:)`): the engine binds `current` around the closures it
/// calls during placement, so SpecimenUI can ask for sizes it cannot compute itself (text needs Pango).
package struct LayoutMeasure: Sendable {
  /// A node's size for a proposal, with its first and last baselines when it is text (nil otherwise).
  package let measure: @Sendable (ResolvedNode, ProposedViewSize) -> (size: CGSize, firstBaseline: CGFloat?, lastBaseline: CGFloat?)

  /// Whether a node, laid out for a proposal, has scroll content past its bottom edge (`BottomBarScrollEdge`) or
  /// its top edge (`TopBarScrollEdge`).
  package let scrollContentPassesEdge: @Sendable (ResolvedNode, ProposedViewSize, VerticalEdge) -> Bool

  package init(measure: @escaping @Sendable (ResolvedNode, ProposedViewSize) -> (size: CGSize, firstBaseline: CGFloat?, lastBaseline: CGFloat?),
               scrollContentPassesEdge: @escaping @Sendable (ResolvedNode, ProposedViewSize, VerticalEdge) -> Bool) {
    self.measure = measure
    self.scrollContentPassesEdge = scrollContentPassesEdge
  }

  /// The measure of the layout pass in progress; nil outside one.
  @TaskLocal package static var current: LayoutMeasure?
}
