import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// Which items an iPhone tab bar shows: iOS 18 `Tab`s placed only in the sidebar or hidden from the tab bar have
/// none, `TabSection`s' tabs join the bar in line with the others, badges sit on their items, and items draw their
/// symbols in the fill variant. The bar is drawn over the page once the page is laid out (its background follows
/// the page's scroll content), so these read the placed tree.
@Suite struct TabBarItemTests {
  private enum Section: Hashable { case home, radio, downloads, search }

  /// The texts of `view` laid out in 390 × 300, in drawing order.
  private func strings(_ view: some View) -> [String] {
    func collect(_ placed: PlacedNode) -> [String] {
      if case .text(let text) = placed.node.kind { return [text.string] }
      return placed.children.flatMap(collect)
    }
    return collect(place(view))
  }

  /// The symbol names (with their fallbacks) of `view` laid out in 390 × 300.
  private func symbols(_ view: some View) -> [String] {
    func collect(_ placed: PlacedNode) -> [String] {
      if case .image(let image) = placed.node.kind, case .symbol(let name) = image.source { return [name] + image.symbolFallbacks }
      return placed.children.flatMap(collect)
    }
    return collect(place(view))
  }

  private func place(_ view: some View) -> PlacedNode {
    LayoutEngine(measurers: fakeMeasurers).place(ResolveContext().resolve(view), in: ProposedViewSize(width: 390, height: 300))
  }

  @Test func sidebarOnlyAndTabBarHiddenTabsHaveNoItem() {
    let view = TabView(selection: .constant(Section.home)) {
      Tab("Home", systemImage: "house", value: .home) { Text("home screen") }
      Tab("Radio", systemImage: "radio", value: .radio) { Text("radio screen") }.tabPlacement(.sidebarOnly)
      Tab("Downloads", systemImage: "arrow.down", value: .downloads) { Text("downloads screen") }
        .defaultVisibility(.hidden, for: .tabBar)
      Tab("Search", systemImage: "magnifyingglass", value: .search) { Text("search screen") }
        .defaultVisibility(.hidden, for: .sidebar)
        .tabPlacement(.pinned)
    }
    #expect(strings(view) == ["home screen", "Home", "Search"])
  }

  @Test func aSelectedSidebarOnlyTabShowsWithNoItemSelected() {
    let view = TabView(selection: .constant(Section.radio)) {
      Tab("Home", systemImage: "house", value: .home) { Text("home screen") }
      Tab("Radio", systemImage: "radio", value: .radio) { Text("radio screen") }.tabPlacement(.sidebarOnly)
    }
    #expect(strings(view) == ["radio screen", "Home"])
  }

  @Test func aBadgeOnATabIsDrawnOnItsItem() {
    let view = TabView {
      Tab("Inbox", systemImage: "tray", value: 0) { Text("inbox screen") }.badge(4)
      Tab("Sent", systemImage: "paperplane", value: 1) { Text("sent screen") }.badge(0)
    }
    #expect(strings(view) == ["inbox screen", "Inbox", "4", "Sent"])
  }

  @Test func sectionTabsJoinTheTabBar() {
    let view = TabView {
      Tab("Home", systemImage: "house", value: 0) { Text("home screen") }
      TabSection("Library") {
        Tab("Songs", systemImage: "music.note", value: 1) { Text("songs screen") }
        Tab("Albums", systemImage: "square.stack", value: 2) { Text("albums screen") }
      }
    }
    let texts = strings(view)
    #expect(texts.contains("Songs") && texts.contains("Albums") && texts.contains("Home"))
    #expect(!texts.contains("Library"))
    // The first tab's screen shows; the others' do not.
    #expect(texts.contains("home screen") && !texts.contains("songs screen"))
  }

  /// iOS tab bars draw their items' symbols in the fill variant, the plain symbol as the fallback.
  @Test func tabItemSymbolsTakeTheFillVariant() {
    let view = TabView {
      Text("inbox").tabItem { Label("Inbox", systemImage: "tray") }
      Text("more").tabItem { Image(systemName: "ellipsis.circle"); Text("More") }
    }
    #expect(symbols(view) == ["tray.fill", "tray", "ellipsis.circle.fill", "ellipsis.circle"])
  }
}
