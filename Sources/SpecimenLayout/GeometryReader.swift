import Foundation
import SpecimenUI

extension LayoutEngine {
  /// A GeometryReader takes the whole proposal (nil → 10); at placement it calls its content
  /// closure once with that size (and its origin, named coordinate spaces and safe-area insets
  /// from the placement scope) and lays the content (a top-leading ZStack) out in it, at
  /// the reader's origin.
  func placeGeometryReader(_ node: ResolvedNode, _ makeContent: (GeometryProxy) -> ResolvedNode,
                           _ p: ProposedViewSize, at origin: CGPoint) -> PlacedNode {
    let size = geometryReaderSize(p)
    let scope = PlacementScope.current
    let proxy = GeometryProxy(size: size, origin: origin, namedFrames: scope.namedFrames,
                              safeAreaInsets: scope.safeAreaInsets(of: CGRect(origin: origin, size: size)))
    let content = makeContent(proxy)
    cache.retain(content)
    let placed = place(content, ProposedViewSize(size), .none, at: origin)
    return PlacedNode(node: node, frame: CGRect(origin: origin, size: size), proposal: p, children: [placed])
  }
}
