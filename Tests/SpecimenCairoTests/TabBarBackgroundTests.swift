import SpecimenCairo
import SwiftUI
import Testing

/// `toolbar(_:for: .tabBar)`, `toolbarBackground(_:for: .tabBar)` and `toolbarColorScheme(_:for: .tabBar)` on the
/// selected tab's content restyle or hide the tab bar, through a navigation stack in the tab, winning over UIKit's
/// proxy; on the `TabView` itself, or on a tab that is not selected, they change nothing.
@Suite struct TabBarBackgroundTests {
  static let purple = Color(red: 0.5, green: 0, blue: 0.5)

  /// Two tabs in 200×150; the bar takes y 101…150. `content` is the first (selected) tab.
  struct Tabs<First: View>: View {
    let first: First
    var body: some View {
      TabView {
        first.tabItem { Label("Home", systemImage: "house") }
        Color.white
          .toolbarBackground(Color.green, for: .tabBar)
          .tabItem { Label("Settings", systemImage: "gear") }
      }
      .frame(width: 200, height: 150)
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

  @Test func theStandardBarLiesOverThePage() throws {
    let image = try Render.image(Tabs(first: Self.yellowPage), scale: 1)
    // The near-opaque bar material (249, 249, 249 at 94 %) over the yellow that reaches under it.
    expectPixel(image, 2, 140, Pixel(249, 246, 234), tolerance: 2)
    // Content that does not reach into the safe area stops above the bar: the window shows under it.
    let plain = try Render.image(Tabs(first: Color.yellow), scale: 1)
    expectPixel(plain, 2, 140, Pixel(249, 249, 249), tolerance: 2)
  }

  @Test func aStyleAloneFillsTheStandardBar() throws {
    let image = try Render.image(Tabs(first: Color.white.toolbarBackground(Self.purple, for: .tabBar)), scale: 1)
    expectPixel(image, 2, 140, Pixel(128, 0, 128), tolerance: 2)
  }

  @Test func aSchemeAloneDarkensTheStandardBar() throws {
    let image = try Render.image(Tabs(first: Color.white.toolbarColorScheme(.dark, for: .tabBar)), scale: 1)
    // The dark bar material (30, 30, 30 at 94 %) over the white window.
    expectPixel(image, 2, 140, Pixel(44, 44, 44), tolerance: 2)
  }

  @Test func settingsInsideANavigationStackReachTheBar() throws {
    let content = NavigationStack {
      Color.white.navigationTitle("Home").toolbarBackground(Self.purple, for: .tabBar)
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
