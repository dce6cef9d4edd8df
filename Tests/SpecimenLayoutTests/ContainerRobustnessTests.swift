import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// Hostile numbers in the new containers' arguments: layout never traps and frames stay numbers.
@Suite("Layout containers with hostile input")
struct ContainerRobustnessTests {
  static let odd: [CGFloat] = [.nan, .infinity, -.infinity, -5, 0, 1e30, -1e30]

  /// Every frame of `view` laid out at each odd proposal is free of NaN.
  private func expectNoNaN(_ view: some View) {
    for proposal in [ProposedViewSize(width: 100, height: 100), .unspecified, .infinity, .zero,
                     ProposedViewSize(width: .nan, height: 1e30)] {
      let result = LayoutInspector.layout(of: view, in: proposal, measurers: fakeMeasurers)
      result.root.visit { node in
        let f = node.frame
        #expect(!f.origin.x.isNaN && !f.origin.y.isNaN && !f.width.isNaN && !f.height.isNaN, "\(node.node.type) at \(proposal)")
      }
    }
  }

  @Test("grid items with NaN, infinite, negative and huge sizes")
  func hostileGridItems() {
    for value in Self.odd {
      let items = [GridItem(.fixed(value), spacing: value), GridItem(.adaptive(minimum: value, maximum: value)),
                   GridItem(.flexible(minimum: value, maximum: value), spacing: value)]
      expectNoNaN(LazyVGrid(columns: items, spacing: value) { ForEach(0..<5) { _ in Color.red.frame(height: 5) } })
      expectNoNaN(LazyHGrid(rows: items, spacing: value) { ForEach(0..<5) { _ in Color.red.frame(width: 5) } })
    }
  }

  @Test("grid spans, anchors and spacing with hostile values")
  func hostileGridTraits() {
    for value in Self.odd {
      expectNoNaN(Grid(horizontalSpacing: value, verticalSpacing: value) {
        GridRow {
          Color.red.gridCellColumns(Int.max)
          Color.blue.gridCellColumns(-3).gridCellAnchor(UnitPoint(x: value, y: value))
        }
        Color.green.frame(height: 2).gridCellUnsizedAxes([.horizontal, .vertical])
      })
    }
  }

  @Test("a custom layout that answers and places with NaN and infinity")
  func hostileCustomLayout() {
    expectNoNaN(WildLayout { Color.red; Text("x"); Color.blue })
    expectNoNaN(ViewThatFits { WildLayout { Color.red }; Color.blue.frame(width: .nan) })
  }
}

/// A layout that returns NaN sizes and places subviews at NaN/∞ with odd proposals.
private struct WildLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: .nan, height: -.infinity)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for (index, subview) in subviews.enumerated() {
      let value: CGFloat = index.isMultiple(of: 2) ? .nan : .infinity
      subview.place(at: CGPoint(x: value, y: -value), anchor: UnitPoint(x: value, y: value),
                    proposal: ProposedViewSize(width: value, height: -1))
    }
  }
}
