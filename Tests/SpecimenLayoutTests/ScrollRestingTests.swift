import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// Where a scroll view's content rests in a still frame: `defaultScrollAnchor`, content margins,
/// a `ScrollPosition` at an edge, and `scrollClipDisabled`.
@Suite struct ScrollRestingTests {
  private func frame(_ id: String, _ view: some View, _ width: CGFloat = 100, _ height: CGFloat = 100) -> CGRect? {
    let placed = LayoutEngine(measurers: fakeMeasurers).place(ResolveContext().resolve(view), in: ProposedViewSize(width: width, height: height))
    return find(id, placed)
  }
  private func find(_ id: String, _ node: PlacedNode) -> CGRect? {
    if node.node.id == id { return node.frame }
    return node.children.lazy.compactMap { find(id, $0) }.first
  }
  /// Three 20×50 rows (150 tall) in a 100-point viewport, spacing 0.
  private func rows() -> some View {
    VStack(spacing: 0) {
      Color.red.frame(width: 20, height: 50).id("first")
      Color.green.frame(width: 20, height: 50)
      Color.blue.frame(width: 20, height: 50).id("last")
    }
  }

  @Test func startsAtTheTopByDefault() {
    #expect(frame("first", ScrollView { rows() }) == CGRect(x: 40, y: 0, width: 20, height: 50))
  }

  /// A chat's `.defaultScrollAnchor(.bottom)`: the end of the content shows.
  @Test func bottomAnchorShowsTheEnd() {
    let view = ScrollView { rows() }.defaultScrollAnchor(.bottom)
    #expect(frame("last", view) == CGRect(x: 40, y: 50, width: 20, height: 50))
    #expect(frame("first", view)?.minY == -50)
    // Content shorter than the viewport sits at the anchor too (the alignment role).
    let short = ScrollView { Color.red.frame(width: 20, height: 30).id("only") }.defaultScrollAnchor(.bottom)
    #expect(frame("only", short)?.minY == 70)
    let centred = ScrollView { Color.red.frame(width: 20, height: 30).id("only") }.defaultScrollAnchor(.center)
    #expect(frame("only", centred)?.minY == 35)
  }

  /// iOS 18 roles: the initial offset applies to long content only, alignment to short content only.
  @Test func anchorRoles() {
    let long = ScrollView { rows() }.defaultScrollAnchor(.bottom, for: .alignment)
    #expect(frame("first", long)?.minY == 0)
    let short = ScrollView { Color.red.frame(width: 20, height: 30).id("only") }.defaultScrollAnchor(.bottom, for: .initialOffset)
    #expect(frame("only", short)?.minY == 0)
    let both = ScrollView { rows() }.defaultScrollAnchor(.bottom, for: .initialOffset)
    #expect(frame("last", both)?.maxY == 100)
  }

  /// A horizontal scroll view anchored at the trailing edge shows its last item.
  @Test func trailingAnchorOnAHorizontalScrollView() {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) { ForEach(0..<5) { i in Color.red.frame(width: 40, height: 20).id("item\(i)") } }
    }.defaultScrollAnchor(.trailing)
    #expect(frame("item4", view)?.maxX == 100)
    #expect(frame("item0", view)?.minX == -100)
  }

  @Test func contentMarginsInsetTheContent() {
    let view = ScrollView { rows() }.contentMargins(.vertical, 12).contentMargins(.horizontal, 8, for: .scrollContent)
    #expect(frame("first", view) == CGRect(x: 40, y: 12, width: 20, height: 50))
    // Content proposed the width less the margins: a flexible row is 84 wide, starting at 8.
    let flexible = ScrollView { Color.red.frame(height: 10).id("row") }.contentMargins(.horizontal, 8)
    #expect(frame("row", flexible) == CGRect(x: 8, y: 0, width: 84, height: 10))
    // An inner modifier replaces only the edges it names; indicator margins change nothing drawn.
    let inner = ScrollView { Color.red.frame(height: 10).id("row") }.contentMargins(.leading, 20).contentMargins(.all, 4)
    #expect(frame("row", inner) == CGRect(x: 20, y: 4, width: 76, height: 10))
    let indicators = ScrollView { Color.red.frame(height: 10).id("row") }.contentMargins(.all, 30, for: .scrollIndicators)
    #expect(frame("row", indicators) == CGRect(x: 0, y: 0, width: 100, height: 10))
    // A bottom anchor rests the content's end at the bottom margin.
    let anchored = ScrollView { rows() }.contentMargins(.bottom, 10).defaultScrollAnchor(.bottom)
    #expect(frame("last", anchored)?.maxY == 90)
  }

  /// `containerRelativeFrame` in a scroll view with margins sizes from the viewport less the margins.
  @Test func containerRelativeFrameSeesTheMargins() {
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) { Color.red.containerRelativeFrame(.horizontal).frame(height: 10).id("card") }
    }.contentMargins(.horizontal, 10)
    #expect(frame("card", view)?.width == 80)
    #expect(frame("card", view)?.minX == 10)
  }

  @Test func marginsIgnoreBadNumbers() {
    let view = ScrollView { Color.red.frame(height: 10).id("row") }.contentMargins(.all, .nan).contentMargins(.leading, -20)
    #expect(frame("row", view) == CGRect(x: 0, y: 0, width: 100, height: 10))
    let anchor = ScrollView { rows() }.defaultScrollAnchor(UnitPoint(x: .nan, y: .infinity))
    #expect(frame("first", anchor)?.minY == 0)
  }

  /// A `ScrollPosition` created at the bottom edge rests the scroll view at the end.
  @Test func scrollPositionAtAnEdge() {
    let view = ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(edge: .bottom)))
    #expect(frame("last", view)?.maxY == 100)
    let plain = ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(idType: Int.self)))
    #expect(frame("first", plain)?.minY == 0)
  }

  /// A `ScrollPosition` at an edge across no scroll axis (`.trailing` on a vertical scroll view, `.top` on a horizontal
  /// one) leaves the content at its start, and one at `.bottom` of a two-axis scroll view moves it only down.
  @Test func scrollPositionAtAnEdgeOffItsAxisRestsAtTheStart() {
    let vertical = ScrollView { rows() }.scrollPosition(.constant(ScrollPosition(edge: .trailing)))
    #expect(frame("first", vertical)?.minY == 0)
    let horizontal = ScrollView(.horizontal) { HStack(spacing: 0) { Color.red.frame(width: 150, height: 20).id("wide") } }
      .scrollPosition(.constant(ScrollPosition(edge: .top)))
    #expect(frame("wide", horizontal)?.minX == 0)
    let both = ScrollView([.horizontal, .vertical]) { VStack(spacing: 0) { Color.red.frame(width: 150, height: 150).id("square") } }
      .scrollPosition(.constant(ScrollPosition(edge: .bottom)))
    #expect(frame("square", both) == CGRect(x: 0, y: -50, width: 150, height: 150))
  }

  /// `scrollClipDisabled()` removes the scroll view's clip; the default clips.
  @Test func clipDisabled() {
    func hasClip(_ node: ResolvedNode) -> Bool {
      if case .effect(.clip) = node.kind { return true }
      return node.children.contains(where: hasClip)
    }
    #expect(hasClip(ResolveContext().resolve(ScrollView { rows() })))
    #expect(!hasClip(ResolveContext().resolve(ScrollView { rows() }.scrollClipDisabled())))
  }

  /// `.safeAreaPadding` on a scroll view (iOS 17): the scroll view keeps the whole width and takes
  /// the padding as content margins, so a card one container wide is the viewport less the padding
  /// and the next card starts inside the trailing padding; other views are still padded.
  @Test func safeAreaPaddingBecomesContentMargins() {
    let carousel = ScrollView(.horizontal) {
      HStack(spacing: 10) {
        ForEach(0..<3) { i in Color.red.frame(height: 20).containerRelativeFrame(.horizontal).id("card\(i)") }
      }
    }
    .id("scroll")
    .safeAreaPadding(.horizontal, 20)
    #expect(frame("scroll", carousel) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame("card0", carousel) == CGRect(x: 20, y: 40, width: 60, height: 20))
    #expect(frame("card1", carousel) == CGRect(x: 90, y: 40, width: 60, height: 20))
    let plain = Color.red.id("plain").safeAreaPadding(.horizontal, 20)
    #expect(frame("plain", plain) == CGRect(x: 20, y: 0, width: 60, height: 100))
  }
}
