import Foundation
import Specimen
import SpecimenCairo
import SpecimenUI
import Testing

/// Custom containers as public code writes them: SwiftUI's underscored variadic views (a unary root
/// is one view of the stack around it, a multi root spreads its body into it, traits reach the root),
/// a `Layout` whose cache is an optional, AppKit's application object and iOS 18's view-built label.
@Suite struct CustomContainerTests {
  struct Stacked: _VariadicView_UnaryViewRoot {
    func body(children: _VariadicView.Children) -> some View {
      VStack(spacing: 0) { ForEach(children) { $0 } }
    }
  }

  struct FirstTwo: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
      ForEach(children.prefix(2)) { $0 }
    }
  }

  struct Marked: _ViewTraitKey {
    static let defaultValue = false
  }

  /// Red behind a marked child, blue behind the one a `ForEach` gave the id "b", green behind the others; a
  /// black bar under all but the last.
  struct MarkedInRed: _VariadicView_UnaryViewRoot {
    @ViewBuilder func body(children: _VariadicView.Children) -> some View {
      let last = children.last?.id
      HStack(spacing: 0) {
        ForEach(children) { child in
          VStack(spacing: 0) {
            child.background(child[Marked.self] ? Color.red : child.id(as: String.self) == "b" ? Color.blue : Color.green)
            (child.id == last ? Color.white : Color.black).frame(height: 4)
          }
        }
      }
    }
  }

  /// A child's tab item as custom tab bars keep it: an optional view.
  struct TabItem: _ViewTraitKey {
    static var defaultValue: AnyView? { nil }
  }

  /// An optional trait whose default is not nil.
  struct Accent: _ViewTraitKey {
    static var defaultValue: Color? { .orange }
  }

  /// A bar of each child's tab item (grey where it has none) in its accent (black where it sets nil).
  struct TabBar: _VariadicView_MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
      HStack(spacing: 0) {
        ForEach(children) { child in
          (child[TabItem.self] ?? AnyView(Color.gray)).frame(width: 10, height: 10)
            .background(child[Accent.self] ?? .black).padding(.bottom, 4).background(child[Accent.self] ?? .black)
        }
      }
    }
  }

  /// A layout that measures nothing until its cache, an optional, is made: 30 pt wide, its subview at the leading edge.
  struct OptionalCacheLayout: Layout {
    func makeCache(subviews: Subviews) -> CGFloat? { subviews.isEmpty ? nil : 30 }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat?) -> CGSize {
      CGSize(width: cache ?? 0, height: 10)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CGFloat?) {
      guard let width = cache else { return }
      subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: width, height: 10))
    }
  }

  @MainActor private func pixels<V: View>(_ view: V) throws -> RasterImage {
    try ViewRenderer(scale: 1).rasterize(view.background(Color.white), in: .unspecified)
  }

  private func px(_ image: RasterImage, _ x: Int, _ y: Int) -> Px { Px(image.pixel(x: x, y: y)) }

  @Test @MainActor func unaryRootIsOneViewOfItsStack() throws {
    let image = try pixels(HStack(spacing: 0) {
      _VariadicView.Tree(Stacked()) {
        Color.red.frame(width: 10, height: 10)
        Color.green.frame(width: 10, height: 10)
      }
      Color.blue.frame(width: 10, height: 10)
    })
    #expect(image.width == 20 && image.height == 20)
    #expect(px(image, 5, 5).isClose(to: Px(255, 59, 48)), "\(px(image, 5, 5))")
    #expect(px(image, 5, 15).isClose(to: Px(52, 199, 89)), "\(px(image, 5, 15))")
    #expect(px(image, 15, 10).isClose(to: Px(0, 122, 255)), "\(px(image, 15, 10))")
  }

  @Test @MainActor func multiRootSpreadsItsBodyIntoTheStack() throws {
    let image = try pixels(HStack(spacing: 0) {
      _VariadicView.Tree(FirstTwo()) {
        Color.red.frame(width: 10, height: 10)
        Color.green.frame(width: 10, height: 10)
        Color.purple.frame(width: 10, height: 10)
      }
      Color.blue.frame(width: 10, height: 10)
    })
    // Three views side by side: the root's first two children join the stack, the third is left out.
    #expect(image.width == 30 && image.height == 10)
    #expect(px(image, 5, 5).isClose(to: Px(255, 59, 48)))
    #expect(px(image, 15, 5).isClose(to: Px(52, 199, 89)))
    #expect(px(image, 25, 5).isClose(to: Px(0, 122, 255)), "\(px(image, 25, 5))")
  }

  /// Expects the colours `column` gives at x 100 of `image`, top to bottom.
  private func expectColumn(_ image: RasterImage, _ column: [(y: Int, color: Px)], sourceLocation: SourceLocation = #_sourceLocation) {
    for (y, color) in column {
      #expect(px(image, 100, y).isClose(to: color), "y \(y): \(px(image, 100, y))", sourceLocation: sourceLocation)
    }
  }

  @Test @MainActor func listRowsFollowTheRootsKind() throws {
    let (red, green, blue) = (Px(255, 59, 48), Px(52, 199, 89), Px(0, 122, 255))
    // A multi root's views are rows of their own (44 pt each) ...
    let multi = try pixels(List {
      _VariadicView.Tree(FirstTwo()) {
        Color.red.frame(height: 10)
        Color.green.frame(height: 10)
        Color.purple.frame(height: 10)
      }
      Color.blue.frame(height: 10)
    }.listStyle(.plain).frame(width: 200, height: 140))
    expectColumn(multi, [(22, red), (66, green), (110, blue)])
    // ... a unary root's tree is one row, its views stacked in it.
    let unary = try pixels(List {
      _VariadicView.Tree(Stacked()) {
        Color.red.frame(height: 10)
        Color.green.frame(height: 10)
      }
      Color.blue.frame(height: 10)
    }.listStyle(.plain).frame(width: 200, height: 140))
    expectColumn(unary, [(17, red), (27, green), (66, blue)])
  }

  @Test @MainActor func traitsReachTheRootAndChildIDsAreDistinct() throws {
    let image = try pixels(_VariadicView.Tree(MarkedInRed()) {
      Color.clear.frame(width: 10, height: 10)
      Color.clear.frame(width: 10, height: 10)._trait(Marked.self, true)
      ForEach(["b", "c"], id: \.self) { _ in Color.clear.frame(width: 10, height: 10) }
    })
    #expect(image.width == 40 && image.height == 14)
    #expect(px(image, 5, 5).isClose(to: Px(52, 199, 89)), "\(px(image, 5, 5))")
    #expect(px(image, 15, 5).isClose(to: Px(255, 59, 48)), "\(px(image, 15, 5))")
    #expect(px(image, 25, 5).isClose(to: Px(0, 122, 255)), "\(px(image, 25, 5))")
    #expect(px(image, 35, 5).isClose(to: Px(52, 199, 89)), "\(px(image, 35, 5))")
    // Each child's id is its own: only the last has no bar under it.
    #expect(px(image, 25, 12).isClose(to: Px(0, 0, 0)), "\(px(image, 25, 12))")
    #expect(px(image, 35, 12).isClose(to: Px(255, 255, 255)), "\(px(image, 35, 12))")
  }

  /// An optional trait reads what the child set, through the modifiers outside it (`.id`), and its default
  /// where the child set none; a nil the child set stays nil.
  @Test @MainActor func optionalTraitsReadWhatTheChildSet() throws {
    let image = try pixels(_VariadicView.Tree(TabBar()) {
      Color.clear._trait(TabItem.self, AnyView(Color.red)).id("home")
      Color.clear._trait(Accent.self, .blue)
      Color.clear._trait(Accent.self, nil)._trait(TabItem.self, AnyView(Color.green))
    })
    #expect(image.width == 30 && image.height == 14)
    // The items: red, none (grey), green.
    #expect(px(image, 5, 5).isClose(to: Px(255, 59, 48)), "\(px(image, 5, 5))")
    #expect(px(image, 15, 5).isClose(to: Px(142, 142, 147)), "\(px(image, 15, 5))")
    #expect(px(image, 25, 5).isClose(to: Px(52, 199, 89)), "\(px(image, 25, 5))")
    // The accents under them: the default orange, blue, and the nil the third set (black).
    #expect(px(image, 5, 12).isClose(to: Px(255, 149, 0)), "\(px(image, 5, 12))")
    #expect(px(image, 15, 12).isClose(to: Px(0, 122, 255)), "\(px(image, 15, 12))")
    #expect(px(image, 25, 12).isClose(to: Px(0, 0, 0)), "\(px(image, 25, 12))")
  }

  @Test @MainActor func optionalCacheIsMade() throws {
    let image = try pixels(HStack(spacing: 0) {
      OptionalCacheLayout { Color.red }
      Color.blue.frame(width: 10, height: 10)
    })
    #expect(image.width == 40)
    #expect(px(image, 15, 5).isClose(to: Px(255, 59, 48)), "\(px(image, 15, 5))")
    #expect(px(image, 35, 5).isClose(to: Px(0, 122, 255)))
  }

  @Test @MainActor func viewBuiltAccessibilityLabelReadsItsText() throws {
    let view = Image(systemName: "trash").accessibilityLabel { _ in Text("Delete draft") }
    let found = AccessibilityElements.elements(of: ViewRenderer().place(view, in: ProposedViewSize(width: 100, height: nil)))
    #expect(found.map(\.label) == ["Delete draft"])
  }

  @Test func applicationNotificationsHaveAppKitsNames() {
    #expect(NSApplication.didBecomeActiveNotification.rawValue == "NSApplicationDidBecomeActiveNotification")
    #expect(NSApplication.willTerminateNotification.rawValue == "NSApplicationWillTerminateNotification")
    #expect(NSApp.isActive)
    #expect(NSApp === NSApplication.shared)
  }
}
