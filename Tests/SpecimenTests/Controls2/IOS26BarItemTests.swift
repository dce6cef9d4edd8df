import Specimen
import Testing

/// iOS 26 bar API at rest: `ToolbarSpacer` breaks a bar group with an empty gap, and
/// `tabViewBottomAccessory` floats its content on a capsule above the tab bar.
@Suite struct IOS26BarItemTests {
  static func bar<Spacer: View>(@ViewBuilder spacer: () -> Spacer) -> LayoutResult {
    let view = NavigationStack {
      Color.white
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Color.red.frame(width: 20, height: 20).id("a") }
          spacer()
          ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 20, height: 20).id("b") }
        }
    }
    return LayoutInspector.layout(of: view, in: ProposedViewSize(width: 393, height: 300))
  }

  @Test func aFixedSpacerDoublesTheGapBetweenItsNeighbours() throws {
    let plain = Self.bar { EmptyView() }
    let spaced = Self.bar { ToolbarSpacer(.fixed, placement: .topBarTrailing) }
    let plainGap = try #require(plain.frames["b"]).minX - (try #require(plain.frames["a"])).maxX
    let spacedGap = try #require(spaced.frames["b"]).minX - (try #require(spaced.frames["a"])).maxX
    #expect(abs(plainGap - 16) < 0.001)
    #expect(abs(spacedGap - 32) < 0.001)
    // The trailing item stays at the bar's trailing inset.
    #expect(abs((spaced.frames["b"]?.maxX ?? 0) - (393 - 16)) < 0.001)
  }

  @Test func theAccessoryFloatsOnACapsuleAboveTheTabBar() throws {
    struct Accessory: View {
      @Environment(\.tabViewBottomAccessoryPlacement) var placement
      var body: some View {
        if placement == .expanded { Color.green.id("expanded") } else { Color.red.id("other") }
      }
    }
    struct Page: View {
      @Environment(\.tabViewBottomAccessoryPlacement) var placement
      var body: some View { Color.white.id(placement == nil ? "page" : "page-with-placement") }
    }
    let view = TabView {
      Page().tabItem { Label("Home", systemImage: "house") }
    }
    .tabViewBottomAccessory { Accessory() }
    let result = LayoutInspector.layout(of: view, in: ProposedViewSize(width: 393, height: 600))
    // 49-pt bar at y 551; the 48-pt capsule ends 8 pt above it, inset 16 pt; its content 16 pt further in.
    #expect(result.frames["expanded"] == CGRect(x: 32, y: 495, width: 329, height: 48))
    #expect(result.frames["other"] == nil)
    #expect(result.frames["page"] != nil)
  }

  @Test func aDisabledAccessoryIsNotDrawn() {
    let view = TabView { Color.white.tabItem { Text("Home") } }
      .tabViewBottomAccessory(isEnabled: false) { Color.green.id("accessory") }
    let result = LayoutInspector.layout(of: view, in: ProposedViewSize(width: 393, height: 600))
    #expect(result.frames["accessory"] == nil)
  }
}
