import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

private struct RankKey: ContainerValueKey { static let defaultValue = 0 }
extension ContainerValues {
  fileprivate var rank: Int {
    get { self[RankKey.self] }
    set { self[RankKey.self] = newValue }
  }
}

/// A custom container written the iOS 18 way: the first two subviews, then a count of the rest.
private struct Shelf<Content: View>: View {
  @ViewBuilder var content: Content
  var body: some View {
    HStack(spacing: 0) {
      Group(subviews: content) { subviews in
        ForEach(subviews.prefix(2)) { subview in
          subview.frame(width: CGFloat(10 * (subview.containerValues.rank + 1))).id("shelf\(subview.containerValues.rank)")
        }
        if subviews.count > 2 { Color.red.frame(width: CGFloat(subviews.count), height: 5).id("more") }
      }
    }
  }
}

/// `Group(subviews:transform:)`, `ForEach(subviews:content:)` and container values (iOS 18).
@Suite struct SubviewsTests {
  private func frame(_ id: String, in node: PlacedNode) -> CGRect? {
    if node.node.id == id { return node.frame }
    return node.children.lazy.compactMap { frame(id, in: $0) }.first
  }
  private func place(_ view: some View) -> PlacedNode {
    LayoutEngine(measurers: fakeMeasurers).place(ResolveContext().resolve(view), in: ProposedViewSize(width: 200, height: 100))
  }

  @Test func groupHandsTheContentOverOneSubviewAtATime() {
    let placed = place(Shelf {
      Color.blue.frame(height: 5).containerValue(\.rank, 0)
      Color.green.frame(height: 5).containerValue(\.rank, 1)
      ForEach(0..<3) { _ in Color.gray }
    })
    // Five subviews (the ForEach gives three): the first two at the widths their values ask for, then the count.
    #expect(frame("shelf0", in: placed)?.width == 10)
    #expect(frame("shelf1", in: placed)?.width == 20)
    #expect(frame("more", in: placed)?.width == 5)
    #expect(frame("shelf1", in: placed)?.minX == frame("shelf0", in: placed)?.maxX)
  }

  @Test func forEachOverSubviewsDrawsEach() {
    let view = VStack(spacing: 0) {
      ForEach(subviews: Group { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 20) }) { subview in
        subview.padding(5)
      }
    }
    #expect(place(view).frame.size == CGSize(width: 20, height: 50))
  }

  /// An unset container value reads its key's default.
  @Test func containerValuesDefault() {
    var ranks: [Int] = []
    _ = ResolveContext().resolve(Group(subviews: Group { Color.red; Color.blue.containerValue(\.rank, 7) }) { subviews in
      let _ = (ranks = subviews.map(\.containerValues.rank))
      EmptyView()
    })
    #expect(ranks == [0, 7])
  }
}
