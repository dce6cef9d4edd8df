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
    // The content closure may measure views (a canvas resolving text): give it this engine's measurers.
    let content = LayoutMeasure.$current.withValue(contentMeasure) { makeContent(proxy) }
    cache.retain(content)
    let placed = place(content, ProposedViewSize(size), .none, at: origin)
    return PlacedNode(node: node, frame: CGRect(origin: origin, size: size), proposal: p, children: [placed])
  }

  /// Measures a node as this engine would, text with its baselines, and lays a page out to ask where its scroll
  /// content rests (`LayoutMeasure`; a fresh engine of this one's measurers and scale, placing the page as a root).
  var contentMeasure: LayoutMeasure {
    LayoutMeasure(measure: { [self] node, proposal in
      if case .text(let text) = node.kind {
        let metrics = measurers.text.measure(text, in: proposal)
        return (metrics.size, metrics.firstBaseline, metrics.lastBaseline)
      }
      return (sizeThatFits(node, proposal), nil, nil)
    }, scrollContentPassesEdge: { [measurers, displayScale] node, proposal, edge in
      var engine = LayoutEngine(measurers: measurers)
      engine.displayScale = displayScale
      let placed = engine.place(node, in: proposal)
      return edge == .bottom ? placed.scrollContentPassesBottomEdge : placed.scrollContentPassesTopEdge
    })
  }
}
