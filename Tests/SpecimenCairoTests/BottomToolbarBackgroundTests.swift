import SpecimenCairo
import SwiftUI
import Testing

/// A navigation stack's bottom toolbar has the `.bar` material under a hairline while the root's scroll content lies
/// under it, and is clear when the content meets it (iOS 15+: `UIToolbar.scrollEdgeAppearance` nil is the standard
/// appearance made transparent), as the tab bar; its 44 pt take y 156…200 of a 200-pt stack.
@Suite struct BottomToolbarBackgroundTests {
  struct Stack<Root: View>: View {
    let root: Root
    var body: some View {
      NavigationStack {
        root.toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } }
      }
      .frame(width: 200, height: 200)
    }
  }

  @Test func scrollContentUnderTheBarGivesItTheMaterialAndHairline() throws {
    let image = try Render.image(Stack(root: ScrollView { Color.white.frame(height: 400) }), scale: 1)
    expectPixel(image, 2, 190, Pixel(249, 249, 249), tolerance: 2)
    #expect(image.px(2, 156).sum < Pixel(249, 249, 249).sum, "\(image.px(2, 156))")
  }

  @Test func contentThatMeetsTheBarLeavesItClear() throws {
    // Yellow that ignores the safe area reaches under the clear bar; no hairline on top of it.
    let page = ScrollView { Color.clear.frame(height: 20) }.background(Color.yellow.ignoresSafeArea())
    let image = try Render.image(Stack(root: page), scale: 1)
    expectPixel(image, 2, 190, Pixel(255, 204, 0))
    expectPixel(image, 2, 156, Pixel(255, 204, 0))
    // The item is drawn in the tint on the yellow: its label's pixels sit in the bar's middle.
    var tinted = 0
    for y in 160..<196 { for x in 80..<120 where image.px(x, y).b > 150 { tinted += 1 } }
    #expect(tinted > 20, "blue item pixels: \(tinted)")
  }

  /// A short page: its content meets the bar, which the settings below fill or hide.
  static var shortPage: some View { ScrollView { Color.clear.frame(height: 20) }.background(Color.yellow.ignoresSafeArea()) }

  @Test func theRootsSettingsRestyleTheBar() throws {
    // `.visible` fills the bar at the scroll edge too: the material over the yellow, under a hairline.
    let visible = try Render.image(Stack(root: Self.shortPage.toolbarBackground(.visible, for: .bottomBar)), scale: 1)
    #expect(!visible.px(2, 190).isClose(to: Pixel(255, 204, 0), tolerance: 20), "\(visible.px(2, 190))")
    // A style with `.visible`: the bar is that colour, in the dark scheme asked for (a lighter hairline than purple's).
    let purple = Self.shortPage
      .toolbarBackground(Color(red: 0.5, green: 0, blue: 0.5), for: .bottomBar)
      .toolbarBackground(.visible, for: .bottomBar)
    expectPixel(try Render.image(Stack(root: purple), scale: 1), 2, 190, Pixel(128, 0, 128), tolerance: 2)
    // The navigation bar's settings do not reach the bottom toolbar.
    let navigationOnly = Self.shortPage.toolbarBackground(.visible, for: .navigationBar)
    expectPixel(try Render.image(Stack(root: navigationOnly), scale: 1), 2, 190, Pixel(255, 204, 0))
  }

  @Test func hidingTheBottomBarLeavesTheRootTheWholeHeight() throws {
    let root = ScrollView { Color.white.frame(height: 400) }.toolbar(.hidden, for: .bottomBar)
    let image = try Render.image(Stack(root: root), scale: 1)
    // No material and no item: the white content runs to the bottom.
    expectPixel(image, 2, 190, Pixel(255, 255, 255))
    var tinted = 0
    for y in 150..<200 { for x in 60..<140 where Int(image.px(x, y).b) > Int(image.px(x, y).r) + 40 { tinted += 1 } }
    #expect(tinted == 0, "item pixels: \(tinted)")
  }

  @Test func scrollContentUnderTheToolbarIsUnderATabBarBelowItToo() throws {
    // A tab's navigation stack with a bottom toolbar: the root's long scroll content runs under the toolbar, and on
    // under the tab bar below it, so both bars have the material over the yellow content that shows under them, as
    // a scroll view's content shows under bars on iOS (the tab bar takes y 251…300 of 300; clear, it would show the
    // yellow, and with the content clipped at the toolbar, the material would be over the white background).
    let view = TabView {
      NavigationStack {
        ScrollView { Color.yellow.frame(height: 600) }
          .background(Color.white.ignoresSafeArea())
          .toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } }
      }
      .tabItem { Label("Home", systemImage: "house") }
      Color.white.tabItem { Label("Settings", systemImage: "gear") }
    }
    .frame(width: 200, height: 300)
    let image = try Render.image(view, scale: 1)
    expectPixel(image, 2, 240, Pixel(249, 247, 234), tolerance: 3)
    expectPixel(image, 2, 290, Pixel(249, 247, 234), tolerance: 3)
  }
}
