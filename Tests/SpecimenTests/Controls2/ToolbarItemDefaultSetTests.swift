import Specimen
import Testing

/// `ToolbarItem(id:placement:showsByDefault:content:)`: an item outside the toolbar's default set is shown only after
/// the user adds it by customization (Apple's page for the initializer), so a still leaves it out of the bar.
@Suite struct ToolbarItemDefaultSetTests {
  static func bar(customizable: Bool) -> LayoutResult {
    let items = Group {
      ToolbarItem(id: "bookmark", placement: .topBarTrailing, showsByDefault: true) {
        Color.red.frame(width: 20, height: 20).id("shown")
      }
      ToolbarItem(id: "share", placement: .topBarTrailing, showsByDefault: false) {
        Color.blue.frame(width: 20, height: 20).id("hidden")
      }
      ToolbarItem(id: "more", placement: .topBarTrailing) { Color.green.frame(width: 20, height: 20).id("last") }
    }
    let root = Color.white
    let view = NavigationStack {
      if customizable { root.toolbar(id: "reader") { items } } else { root.toolbar { items } }
    }
    return LayoutInspector.layout(of: view, in: ProposedViewSize(width: 393, height: 300))
  }

  @Test(arguments: [false, true])
  func anItemLeftOutOfTheDefaultSetIsNotInTheBar(customizable: Bool) throws {
    let bar = Self.bar(customizable: customizable)
    #expect(bar.frames["hidden"] == nil)
    let shown = try #require(bar.frames["shown"])
    let last = try #require(bar.frames["last"])
    // The two default items sit side by side with the bar group's 16-pt gap, the last at the trailing inset.
    #expect(abs(last.minX - shown.maxX - 16) < 0.001)
    #expect(abs(last.maxX - (393 - 16)) < 0.001)
  }
}
