import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// UIKit appearance proxies set in a screen's `init()` restyle the UIKit-backed pieces SwiftUI draws: the
/// navigation bar (scroll-edge background, title attributes), the tab bar (standard background, item colours),
/// the segmented picker and the page dots; one render's settings never reach another.
@Suite struct UIAppearanceProxyTests {
  /// Builds its content inside the render, as a catalog cell builds a preview, so the content's `init()` runs
  /// while the render's proxies are kept.
  struct Host<Content: View>: View {
    let make: () -> Content
    var body: some View { make() }
  }

  struct SegmentedScreen: View {
    @State private var choice = 0
    init(themed: Bool) {
      guard themed else { return }
      UISegmentedControl.appearance().selectedSegmentTintColor = .systemIndigo
      UISegmentedControl.appearance().backgroundColor = .systemYellow
      UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    }
    var body: some View {
      Picker("Period", selection: $choice) {
        Text("Day").tag(0)
        Text("Week").tag(1)
      }
      .pickerStyle(.segmented)
      .frame(width: 200)
    }
  }

  @Test func aSegmentedPickerTakesItsProxysTints() throws {
    let image = try Render.image(Host { SegmentedScreen(themed: true) }, scale: 1)
    // 200 × 32: the selected segment is x 2…100 inside a 2-pt inset; its corner-free middle left of the text
    // is the proxy's selected tint (systemIndigo, 88 86 214), the other segment's the track (systemYellow, 255 204 0).
    expectPixel(image, 12, 16, Pixel(88, 86, 214), tolerance: 2)
    expectPixel(image, 112, 16, Pixel(255, 204, 0), tolerance: 2)
    // The selected title is white on indigo: no dark text pixel in its segment.
    let title = pixels(image, x: 30..<70, y: 8..<24)
    let darkest = title.map(\.sum).min() ?? 0
    #expect(darkest > 3 * 80, "the selected title should be white on indigo; darkest pixel sum \(darkest)")
    #expect(title.contains { $0.isClose(to: Pixel(255, 255, 255), tolerance: 10) })
  }

  @Test func oneRendersProxiesDoNotReachTheNext() throws {
    _ = try Render.image(Host { SegmentedScreen(themed: true) }, scale: 1)
    let plain = try Render.image(Host { SegmentedScreen(themed: false) }, scale: 1)
    // The standard look: a white thumb on the tertiary fill track (118 118 128 at 12 % over white).
    expectPixel(plain, 12, 16, Pixel(255, 255, 255), tolerance: 2)
    expectPixel(plain, 112, 16, Pixel(239, 239, 240), tolerance: 2)
    // Outside a render a proxy is a throwaway instance.
    #expect(UISegmentedControl.appearance() !== UISegmentedControl.appearance())
  }

  struct NavigationScreen: View {
    enum Theme { case scrollEdge, standardOnly, legacyTitle, barViewColor }
    init(_ theme: Theme) {
      switch theme {
      case .scrollEdge:
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
      case .standardOnly:
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemTeal
        UINavigationBar.appearance().standardAppearance = appearance
      case .legacyTitle:
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
      case .barViewColor:
        UINavigationBar.appearance().backgroundColor = .systemTeal
      }
    }
    var body: some View {
      NavigationStack {
        Color.white.navigationTitle("Inbox")
      }
      .frame(width: 240, height: 200)
    }
  }

  /// The large title's ink in the title row (x 16…100, y 52…88): the pixels that differ from `background`.
  private func titleInk(_ image: RasterImage, on background: Pixel) -> [Pixel] {
    pixels(image, x: 16..<100, y: 52..<88).filter { !$0.isClose(to: background, tolerance: 30) }
  }

  @Test func aScrollEdgeAppearanceFillsTheBarAndStylesTheTitle() throws {
    let image = try Render.image(Host { NavigationScreen(.scrollEdge) }, scale: 1)
    let teal = Pixel(48, 176, 199)
    // The 96-pt bar (44 + the 52-pt large-title row) is teal to the right of the title, white content below.
    expectPixel(image, 200, 20, teal, tolerance: 2)
    expectPixel(image, 200, 80, teal, tolerance: 2)
    expectPixel(image, 200, 150, Pixel(255, 255, 255))
    let ink = titleInk(image, on: teal)
    #expect(ink.count > 100, "the title should be drawn: \(ink.count) pixels")
    #expect(ink.allSatisfy { $0.sum > 3 * 150 }, "the title should be white on teal")
  }

  @Test func aStandardAppearanceAloneLeavesTheBarClearAtRest() throws {
    // iOS 15+: without a scroll-edge appearance the bar at the top of its content is the standard one made transparent.
    let image = try Render.image(Host { NavigationScreen(.standardOnly) }, scale: 1)
    expectPixel(image, 200, 20, Pixel(255, 255, 255))
    expectPixel(image, 200, 80, Pixel(255, 255, 255))
  }

  @Test func legacyTitleAttributesColourTheLargeTitle() throws {
    let image = try Render.image(Host { NavigationScreen(.legacyTitle) }, scale: 1)
    expectPixel(image, 200, 20, Pixel(255, 255, 255))
    let ink = titleInk(image, on: Pixel(255, 255, 255))
    #expect(ink.count > 100)
    // systemRed (255 59 48) and its antialiased edges over white: red stays the largest channel.
    #expect(ink.allSatisfy { $0.r == 255 || ($0.r > $0.g && $0.r > $0.b) }, "the title should be red")
    #expect(ink.contains { $0.isClose(to: Pixel(255, 59, 48), tolerance: 6) })
  }

  @Test func theBarViewsColourFillsTheBar() throws {
    let image = try Render.image(Host { NavigationScreen(.barViewColor) }, scale: 1)
    expectPixel(image, 200, 20, Pixel(48, 176, 199), tolerance: 2)
    expectPixel(image, 200, 150, Pixel(255, 255, 255))
  }

  struct TabScreen: View {
    /// Whether the page's scroll content runs on under the bar (else the page has no scroll content: the bar is at
    /// its scroll edge).
    var contentUnderBar = true
    /// A blue opaque `scrollEdgeAppearance`, when set.
    var edgeAppearance = false

    init(contentUnderBar: Bool = true, edgeAppearance: Bool = false) {
      self.contentUnderBar = contentUnderBar
      self.edgeAppearance = edgeAppearance
      let appearance = UITabBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = .black
      appearance.shadowColor = .systemOrange
      UITabBar.appearance().standardAppearance = appearance
      if edgeAppearance {
        let edge = UITabBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemBlue
        UITabBar.appearance().scrollEdgeAppearance = edge
      }
      UITabBar.appearance().unselectedItemTintColor = .systemGreen
      UITabBar.appearance().tintColor = .systemPink
    }
    var body: some View {
      TabView {
        Group {
          if contentUnderBar { ScrollView { Color.white.frame(height: 400) } } else { Color.white }
        }
        .tabItem { Label("Home", systemImage: "house") }
        Color.white.tabItem { Label("Settings", systemImage: "gear") }
      }
      .frame(width: 200, height: 150)
    }
  }

  @Test func atTheScrollEdgeATabBarTakesItsProxysScrollEdgeBackgroundOrNone() throws {
    // Only a standard appearance: at the scroll edge UIKit draws it with a transparent background and no hairline,
    // its item colours kept.
    let clear = try Render.image(Host { TabScreen(contentUnderBar: false) }, scale: 1)
    expectPixel(clear, 2, 140, Pixel(255, 255, 255))
    expectPixel(clear, 2, 101, Pixel(255, 255, 255))
    #expect(pixels(clear, x: 100..<200, y: 104..<132).contains { $0.isClose(to: Pixel(52, 199, 89), tolerance: 8) })
    // A scroll-edge appearance gives the bar its background there (systemBlue), and the standard one under content.
    let edge = try Render.image(Host { TabScreen(contentUnderBar: false, edgeAppearance: true) }, scale: 1)
    expectPixel(edge, 2, 140, Pixel(0, 122, 255), tolerance: 2)
    let under = try Render.image(Host { TabScreen(contentUnderBar: true, edgeAppearance: true) }, scale: 1)
    expectPixel(under, 2, 140, Pixel(0, 0, 0))
  }

  @Test func aTabBarTakesItsProxysBackgroundAndItemColours() throws {
    let image = try Render.image(Host { TabScreen() }, scale: 1)
    // The 49-pt bar (y 101…150) is black, under an orange hairline at its top: one pixel at the environment's
    // display scale (2), so half of this point's pixel is systemOrange (255 149 0) over the black.
    expectPixel(image, 2, 140, Pixel(0, 0, 0))
    expectPixel(image, 2, 101, Pixel(128, 75, 0), tolerance: 2)
    func ink(_ xs: Range<Int>, _ ys: Range<Int>) -> [Pixel] { pixels(image, x: xs, y: ys).filter { $0.sum > 120 } }
    // The selected item (first half) in the bar's tint (systemPink 255 45 85), the other in systemGreen (52 199 89):
    // the icons in the 32-pt symbol row (y 101…133) and the titles under them, each by its own setting.
    for rows in [104..<132, 134..<150] {
      #expect(ink(0..<100, rows).contains { $0.isClose(to: Pixel(255, 45, 85), tolerance: 8) }, "selected, rows \(rows)")
      #expect(ink(0..<100, rows).allSatisfy { $0.r > $0.g }, "selected, rows \(rows)")
      #expect(ink(100..<200, rows).contains { $0.isClose(to: Pixel(52, 199, 89), tolerance: 8) }, "unselected, rows \(rows)")
      #expect(ink(100..<200, rows).allSatisfy { $0.g > $0.r }, "unselected, rows \(rows)")
    }
  }

  struct PagerScreen: View {
    init() {
      UIPageControl.appearance().currentPageIndicatorTintColor = .systemRed
      UIPageControl.appearance().pageIndicatorTintColor = .systemBlue
    }
    var body: some View {
      TabView {
        Text("One").tag(0)
        Text("Two").tag(1)
        Text("Three").tag(2)
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      .frame(width: 200, height: 120)
    }
  }

  @Test func pageDotsTakeTheProxysTints() throws {
    let image = try Render.image(Host { PagerScreen() }, scale: 1)
    // Three 8-pt dots 8 pt apart centred at x = 100, 14 pt above the bottom: the first (current) one red, the others blue.
    expectPixel(image, 84, 106, Pixel(255, 59, 48), tolerance: 2)
    expectPixel(image, 100, 106, Pixel(0, 122, 255), tolerance: 2)
  }

  /// Every pixel of `image` in the rectangle `x` × `y`.
  private func pixels(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> [Pixel] {
    var found: [Pixel] = []
    for column in x { for row in y { found.append(image.px(column, row)) } }
    return found
  }
}

/// `UISwitch.appearance().onTintColor` and `thumbTintColor` set in a screen's `init()` colour SwiftUI's switch
/// toggles, which are `UISwitch`es on iOS; a SwiftUI tint wins over the proxy.
@Suite struct SwitchAppearanceProxyTests {
  struct Switches: View {
    init() {
      UISwitch.appearance().onTintColor = .systemPurple
      UISwitch.appearance().thumbTintColor = .black
    }
    var body: some View {
      VStack(spacing: 0) {
        Toggle("", isOn: .constant(true)).labelsHidden()
        Toggle("", isOn: .constant(true)).labelsHidden().tint(.orange)
      }
    }
  }

  @Test func switchesTakeTheProxysTintsUnlessSwiftUISetsOne() throws {
    let image = try Render.image(UIAppearanceProxyTests.Host { Switches() }, scale: 1)
    // Each switch is 51 × 31, on: the track's left end shows the on colour, the knob (x 22…49) sits right.
    expectPixel(image, 8, 15, Pixel(175, 82, 222), tolerance: 2)
    expectPixel(image, 36, 15, Pixel(0, 0, 0), tolerance: 2)
    // The second switch's SwiftUI tint wins over the proxy's on colour; the knob keeps the proxy's thumb tint.
    expectPixel(image, 8, 46, Pixel(255, 149, 0), tolerance: 2)
    expectPixel(image, 36, 46, Pixel(0, 0, 0), tolerance: 2)
  }
}
