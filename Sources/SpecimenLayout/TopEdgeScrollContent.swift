import Foundation
import SpecimenUI

extension PlacedNode {
  /// Whether scroll content lies under a bar along this node's top edge, as an inline navigation bar's background
  /// asks (`TopBarScrollEdge`): the first vertical scroll view in pre-order whose frame reaches the top edge (not one
  /// inside a nested navigation container or tab view, which have bars of their own) holds content above its top
  /// content margin. Scroll views are placed at rest, so content rests at its start, with nothing under the edge,
  /// unless it is anchored elsewhere (`defaultScrollAnchor(.bottom)`, a scroll position) and overflows.
  public var scrollContentPassesTopEdge: Bool {
    var answer: Bool?
    let edge = frame.minY + Self.topEdgeTolerance
    func visit(_ placed: PlacedNode) {
      guard answer == nil, !TopBarScrollEdge.boundaryNodeTypes.contains(placed.node.type) else { return }
      if case .scrollView(let spec) = placed.node.kind, spec.axes.contains(.vertical), placed.frame.minY <= edge,
         let content = placed.children.first {
        let margin = spec.margins.top.isFinite ? max(0, spec.margins.top) : 0
        answer = content.frame.minY < placed.frame.minY + margin - Self.topEdgeTolerance
        return
      }
      placed.children.forEach(visit)
    }
    visit(self)
    return answer ?? false
  }

  /// How far apart two unsnapped edges may be and still meet (half a point).
  private static let topEdgeTolerance: CGFloat = 0.5
}
