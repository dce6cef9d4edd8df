import Foundation
import SpecimenUI

/// A node of the placed tree: a resolved node with its final frame.
///
/// Frames are in the root's coordinate space (origin top-left, y down), in points,
/// unrounded as layout leaves them; `snapped(toPixelsOf:)` moves them onto a display's pixel
/// grid, which is what the renderer draws (docs/pixel-snapping.md). Children follow the node kind's order: stacks and ZStacks in declaration
/// order (groups flattened, empty views dropped); background, overlay and mask as
/// [primary, secondary]; a GeometryReader's one child is its resolved content.
public final class PlacedNode: @unchecked Sendable {
  /// The resolved node this placement is for.
  public let node: ResolvedNode
  /// The node's frame in root coordinates.
  public let frame: CGRect
  /// The size the node was proposed when placed (text is drawn with this proposal).
  public let proposal: ProposedViewSize
  /// The placed children.
  public let children: [PlacedNode]

  public init(node: ResolvedNode, frame: CGRect, proposal: ProposedViewSize, children: [PlacedNode]) {
    self.node = node
    self.frame = frame
    self.proposal = proposal
    self.children = children
  }
}
