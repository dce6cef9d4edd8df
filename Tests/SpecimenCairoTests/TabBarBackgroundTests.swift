import SpecimenCairo
import SwiftUI
import Testing

/// `toolbar(_:for: .tabBar)`, `toolbarBackground(_:for: .tabBar)` and `toolbarColorScheme(_:for: .tabBar)` on the
/// selected tab's content restyle or hide the tab bar, through a navigation stack in the tab, winning over UIKit's
/// proxy; on the `TabView` itself, or on a tab that is not selected, they change nothing. Without `.visible`, the
/// bar has a background only while the page's scroll content lies under it (iOS 15+'s scroll-edge appearance).
@Suite struct TabBarBackgroundTests {
  static let purple = Color(red: 0.5, green: 0, blue: 0.5)

  /// Two tabs in 200×150 (or `height`); the bar takes y 101…150. `first` is the first (selected) tab.
  struct Tabs<First: View>: View {
    let first: First
    var height: CGFloat = 150
    var body: some View {
      TabView {
        first.tabItem { Label("Home", systemImage: "house") }
        Color.white
          .toolbarBackground(Color.green, for: .tabBar)
          .tabItem { Label("Settings", systemImage: "gear") }
      }
      .frame(width: 200, height: height)
    }
  }

  @Test func theSelectedTabsContentStylesTheBar() throws {
    let content = Color.white
      .toolbarBackground(Self.purple, for: .tabBar)
      .toolbarBackground(.visible, for: .tabBar)
      .toolbarColorScheme(.dark, for: .tabBar)
    let image = try Render.image(Tabs(first: content), scale: 1)
    // The bar is the purple style, not the bar material (nor the other tab's green); the content stays white.
    expectPixel(image, 2, 140, Pixel(128, 0, 128), tolerance: 2)
    expectPixel(image, 2, 60, Pixel(255, 255, 255))
    // The hairline on top of the bar is the dark scheme's separator over purple: darker than the bar.
    #expect(image.px(2, 101).sum < Pixel(128, 0, 128).sum, "\(image.px(2, 101))")
  }

  /// A page whose scroll content (400 pt of white) runs on past the bar: at rest it lies under the bar.
  static var longPage: some View { ScrollView { Color.white.frame(height: 400) } }

  @Test func scrollContentUnderTheBarGivesItTheStandardMaterial() throws {
    let image = try Render.image(Tabs(first: Self.longPage), scale: 1)
    // The near-opaque bar material (249, 249, 249 at 94 %) over the white window, under a darker hairline.
    expectPixel(image, 2, 140, Pixel(249, 249, 249), tolerance: 2)
    #expect(image.px(2, 101).sum < Pixel(249, 249, 249).sum, "\(image.px(2, 101))")
    // 90 pt of content fits the 101 pt above the bar, but its 20-pt bottom content margin does not: it scrolls, and
    // at rest the margin lies under the bar.
    let margined = try Render.image(Tabs(first: ScrollView { Color.white.frame(height: 90) }.contentMargins(.bottom, 20)), scale: 1)
    expectPixel(margined, 2, 140, Pixel(249, 249, 249), tolerance: 2)
  }

  @Test func aPageWithNoScrollContentUnderTheBarLeavesItClear() throws {
    // iOS 15+: at the scroll edge a tab bar with no scroll-edge appearance is transparent, with no hairline, so
    // the page's yellow that reaches into the safe area shows under the items.
    let image = try Render.image(Tabs(first: Self.yellowPage), scale: 1)
    expectPixel(image, 2, 140, Pixel(255, 204, 0))
    expectPixel(image, 2, 101, Pixel(255, 204, 0))
    #expect(tintedPixels(image, in: 0..<100, 101..<150) > 20)
    // Content that does not reach into the safe area stops above the bar: the white window shows under it.
    let plain = try Render.image(Tabs(first: Color.yellow), scale: 1)
    expectPixel(plain, 2, 140, Pixel(255, 255, 255))
    expectPixel(plain, 2, 101, Pixel(255, 255, 255))
  }

  @Test func scrollContentThatMeetsTheBarLeavesItClear() throws {
    let pages: [AnyView] = [
      // Shorter than its scroll view.
      AnyView(ScrollView { Color.yellow.frame(height: 40) }),
      // Longer, but resting at its end.
      AnyView(ScrollView { Color.yellow.frame(height: 400) }.defaultScrollAnchor(.bottom)),
      // Longer, but its scroll view ends above a footer, so nothing scrolls under the bar.
      AnyView(VStack(spacing: 0) { Self.longPage; Color.yellow.frame(height: 20) }),
    ]
    for (index, page) in pages.enumerated() {
      let image = try Render.image(Tabs(first: page), scale: 1)
      #expect(image.px(2, 140) == Pixel(255, 255, 255), "page \(index): \(image.px(2, 140))")
      #expect(image.px(2, 101) == Pixel(255, 255, 255), "page \(index): \(image.px(2, 101))")
    }
  }

  @Test func aLongListFillsTheBarAndAShortOneLeavesItsBackgroundUnderIt() throws {
    let long = try Render.image(Tabs(first: List(0..<20, id: \.self) { Text("Row \($0)") }), scale: 1)
    // The material over the grouped background (242, 242, 247) that reaches under the bar.
    expectPixel(long, 2, 140, Pixel(248, 248, 248), tolerance: 2)
    // One row (35 + 44 + 35 pt with the grouped style's spacing) fits the 251 pt above the bar of a taller tab view.
    let short = try Render.image(Tabs(first: List { Text("Row") }, height: 300), scale: 1)
    expectPixel(short, 2, 290, Pixel(242, 242, 247))
    expectPixel(short, 2, 251, Pixel(242, 242, 247))
  }

  @Test func aStyleAloneFillsTheBarWhileContentLiesUnderIt() throws {
    let image = try Render.image(Tabs(first: Self.longPage.toolbarBackground(Self.purple, for: .tabBar)), scale: 1)
    expectPixel(image, 2, 140, Pixel(128, 0, 128), tolerance: 2)
    // At the scroll edge a style alone is not shown ("may not be displayed"; `.visible` ensures it).
    let edge = try Render.image(Tabs(first: Color.white.toolbarBackground(Self.purple, for: .tabBar)), scale: 1)
    expectPixel(edge, 2, 140, Pixel(255, 255, 255))
  }

  @Test func aSchemeAloneDarkensTheStandardBar() throws {
    let image = try Render.image(Tabs(first: Self.longPage.toolbarColorScheme(.dark, for: .tabBar)), scale: 1)
    // The dark bar material (30, 30, 30 at 94 %) over the white window.
    expectPixel(image, 2, 140, Pixel(44, 44, 44), tolerance: 2)
  }

  @Test func settingsInsideANavigationStackReachTheBar() throws {
    let content = NavigationStack {
      List(0..<20, id: \.self) { Text("Row \($0)") }.navigationTitle("Home").toolbarBackground(Self.purple, for: .tabBar)
    }
    let image = try Render.image(Tabs(first: content), scale: 1)
    expectPixel(image, 2, 140, Pixel(128, 0, 128), tolerance: 2)
  }

  /// A page whose yellow background reaches into the safe area, as `.background(Color…)` does.
  static var yellowPage: some View {
    Text("Home").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)
  }

  @Test func hiddenBackgroundShowsThePageUnderTheBarWithItsItems() throws {
    let image = try Render.image(Tabs(first: Self.yellowPage.toolbarBackground(.hidden, for: .tabBar)), scale: 1)
    // The page's yellow background reaches under the clear bar, with no hairline.
    expectPixel(image, 2, 140, Pixel(255, 204, 0))
    expectPixel(image, 2, 101, Pixel(255, 204, 0))
    // The items are still drawn: the selected one in the tint.
    #expect(tintedPixels(image, in: 0..<100, 101..<150) > 20)
  }

  @Test func aHiddenTabBarLeavesTheContentTheWholeHeight() throws {
    let content = Color.orange.toolbar(.hidden, for: .tabBar)
    let image = try Render.image(Tabs(first: content), scale: 1)
    // The orange content reaches the bottom and no item is drawn.
    expectPixel(image, 2, 148, Pixel(255, 149, 0), tolerance: 4)
    expectPixel(image, 50, 120, Pixel(255, 149, 0), tolerance: 4)
    #expect(tintedPixels(image, in: 0..<100, 101..<150) == 0)
  }

  @Test func onTheTabViewItselfNothingChanges() throws {
    let tabs = Tabs(first: Color.white).toolbarBackground(Self.purple, for: .tabBar).toolbar(.hidden, for: .tabBar)
    let image = try Render.image(tabs, scale: 1)
    // The standard bar material over white, with its items.
    let pixel = image.px(2, 140)
    #expect(pixel.r > 200 && pixel.g > 200 && pixel.b > 200, "\(pixel)")
    #expect(tintedPixels(image, in: 0..<100, 101..<150) > 20)
  }

  /// A tab-bar setting outside a navigation-bar setting no longer hides it from the navigation bar: the
  /// navigation bar keeps its red background (it was clear when the outer modifier set nothing for it).
  @Test func aTabBarSettingDoesNotHideANavigationBarSetting() throws {
    let view = NavigationStack {
      Color.white
        .navigationTitle("Home")
        .toolbarBackground(Color.red, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarBackground(.visible, for: .tabBar)
        .toolbarColorScheme(.dark, for: .tabBar)
    }
    .frame(width: 200, height: 300)
    let image = try Render.image(view, scale: 1)
    expectPixel(image, 2, 5, Pixel(255, 59, 48), tolerance: 4)
  }

  /// How many pixels in the region are the system blue tint (the selected item).
  private func tintedPixels(_ image: RasterImage, in xs: Range<Int>, _ ys: Range<Int>) -> Int {
    var count = 0
    for x in xs {
      for y in ys {
        let pixel = image.px(x, y)
        if pixel.b > 200, pixel.r < 80, pixel.g < 160 { count += 1 }
      }
    }
    return count
  }
}
