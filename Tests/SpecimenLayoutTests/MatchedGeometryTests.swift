import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// `matchedGeometryEffect`: a view that is not its group's source takes the source's frame after layout.
@Suite struct MatchedGeometryTests {
  /// Three 40 × 20 segments; the pill behind the row is proposed the second segment's size and placed on it.
  @Test func nonSourceTakesTheSourceFrame() {
    let ns = Namespace().wrappedValue
    let view = HStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { index in
        Color.red.frame(width: 40, height: 20).matchedGeometryEffect(id: index, in: ns)
      }
    }
    .background { Color.blue.id("pill").matchedGeometryEffect(id: 1, in: ns, isSource: false) }
    .padding(5)
    let placed = place(view, width: 130, height: 30)
    #expect(frame("pill", in: placed) == CGRect(x: 45, y: 5, width: 40, height: 20))
  }

  /// `.position` only: the view keeps its own size and puts its anchor on the source's anchor.
  @Test func positionOnlyMatchesTheAnchor() {
    let ns = Namespace().wrappedValue
    let view = HStack(spacing: 10) {
      Color.red.frame(width: 30, height: 30)
      Color.red.frame(width: 50, height: 30).matchedGeometryEffect(id: "b", in: ns)
    }
    .overlay(alignment: .topLeading) {
      Color.blue.frame(width: 10, height: 4).id("bar")
        .matchedGeometryEffect(id: "b", in: ns, properties: .position, anchor: .bottom, isSource: false)
    }
    let placed = place(view, width: 90, height: 30)
    // The source spans x 40…90, y 0…30: its bottom centre is (65, 30); the 10 × 4 bar hangs above it.
    #expect(frame("bar", in: placed) == CGRect(x: 60, y: 26, width: 10, height: 4))
  }

  /// No source in the group (or only takers): the view stays where its parent laid it out.
  @Test func withoutASourceTheViewStays() {
    let ns = Namespace().wrappedValue
    let view = Color.blue.frame(width: 20, height: 10).id("alone")
      .matchedGeometryEffect(id: 7, in: ns, isSource: false)
      .padding(3)
    let placed = place(view, width: 26, height: 16)
    #expect(frame("alone", in: placed) == CGRect(x: 3, y: 3, width: 20, height: 10))
  }

  /// Groups are told apart by namespace as well as identifier.
  @Test func anotherNamespaceIsAnotherGroup() {
    let a = Namespace().wrappedValue, b = Namespace().wrappedValue
    let view = VStack(spacing: 0) {
      Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: a)
      Color.blue.frame(width: 10, height: 10).id("other").matchedGeometryEffect(id: 1, in: b, isSource: false)
    }
    let placed = place(view, width: 20, height: 30)
    #expect(frame("other", in: placed) == CGRect(x: 5, y: 20, width: 10, height: 10))
  }

  private func place<V: View>(_ view: V, width: CGFloat, height: CGFloat) -> PlacedNode {
    LayoutEngine(measurers: fakeMeasurers).place(ResolveContext().resolve(view), in: ProposedViewSize(width: width, height: height))
  }

  private func frame(_ id: String, in node: PlacedNode) -> CGRect? {
    if node.node.id == id { return node.frame }
    return node.children.lazy.compactMap { frame(id, in: $0) }.first
  }
}
