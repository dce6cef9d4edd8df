import Foundation
import SpecimenUI

extension PlacedNode {
  /// Whether scroll content lies under a bar along this node's bottom edge, as a tab bar's background asks
  /// (`BottomBarScrollEdge`): the first vertical scroll view in pre-order whose frame reaches the bottom edge (not
  /// one inside a nested tab view, which has its own bar; inside a navigation stack's root over its bottom toolbar,
  /// reaching the toolbar counts) holds content past its bottom content margin. Scroll views
  /// are placed at rest, so content that overflows lies under the edge unless it rests at its end
  /// (`defaultScrollAnchor(.bottom)`); content shorter than its scroll view never does.
  public var scrollContentPassesBottomEdge: Bool {
    var answer: Bool?
    func visit(_ placed: PlacedNode, edge: CGFloat) {
      guard answer == nil, placed.node.type != BottomBarScrollEdge.nestedBarNodeType else { return }
      if case .scrollView(let spec) = placed.node.kind, spec.axes.contains(.vertical), placed.frame.maxY >= edge,
         let content = placed.children.first {
        let margin = spec.margins.bottom.isFinite ? max(0, spec.margins.bottom) : 0
        answer = content.frame.maxY > placed.frame.maxY - margin + Self.edgeTolerance
        return
      }
      // A navigation stack's bottom toolbar that reaches the edge: scroll content reaching the toolbar reaches the edge.
      let reachesToolbar = placed.node.type == BottomBarScrollEdge.toolbarPageNodeType && placed.frame.maxY >= edge
      let inner = reachesToolbar ? min(edge, placed.frame.maxY - BottomBarScrollEdge.toolbarHeight - Self.edgeTolerance) : edge
      placed.children.forEach { visit($0, edge: inner) }
    }
    visit(self, edge: frame.maxY - Self.edgeTolerance)
    return answer ?? false
  }

  /// How far apart two unsnapped edges may be and still meet (half a point).
  private static let edgeTolerance: CGFloat = 0.5
}
