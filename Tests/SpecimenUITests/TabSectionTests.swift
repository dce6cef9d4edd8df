import Foundation
import SpecimenUI
import Testing

/// iOS 18 `TabSection`: on an iPhone its tabs join the tab bar in line with the others.
@Suite struct TabSectionTests {
  private func strings(_ node: ResolvedNode) -> [String] {
    if case .text(let text) = node.kind { return [text.string] }
    return node.children.flatMap(strings)
  }

  @Test func sectionTabsJoinTheTabBar() {
    let view = TabView {
      Tab("Home", systemImage: "house", value: 0) { Text("home screen") }
      TabSection("Library") {
        Tab("Songs", systemImage: "music.note", value: 1) { Text("songs screen") }
        Tab("Albums", systemImage: "square.stack", value: 2) { Text("albums screen") }
      }
    }
    let texts = strings(ResolveContext().resolve(view))
    #expect(texts.contains("Songs") && texts.contains("Albums") && texts.contains("Home"))
    #expect(!texts.contains("Library"))
    // The first tab's screen shows; the others' do not.
    #expect(texts.contains("home screen") && !texts.contains("songs screen"))
  }

  private func symbols(_ node: ResolvedNode) -> [String] {
    if case .image(let image) = node.kind, case .symbol(let name) = image.source { return [name] + image.symbolFallbacks }
    return node.children.flatMap(symbols)
  }

  /// iOS tab bars draw their items' symbols in the fill variant, the plain symbol as the fallback.
  @Test func tabItemSymbolsTakeTheFillVariant() {
    let view = TabView {
      Text("inbox").tabItem { Label("Inbox", systemImage: "tray") }
      Text("more").tabItem { Image(systemName: "ellipsis.circle"); Text("More") }
    }
    #expect(symbols(ResolveContext().resolve(view)) == ["tray.fill", "tray", "ellipsis.circle.fill", "ellipsis.circle"])
  }
}
