import SpecimenCairo
import SwiftUI
import Testing

/// An inline navigation bar has its standard appearance, the `.bar` material with a hairline along its bottom edge,
/// while the root's scroll content lies under it, and is clear while the content meets it (iOS 15+:
/// `UINavigationBar.scrollEdgeAppearance` nil is the standard appearance made transparent). A still is at rest, so
/// content lies under the bar only when it rests elsewhere than its start: a transcript anchored at its end. The bar
/// takes y 0…44 of a 200-pt stack; the page below it is 156 pt.
@Suite struct NavigationBarScrollEdgeTests {
  struct Stack<Root: View>: View {
    let root: Root
    var body: some View {
      NavigationStack {
        root.navigationTitle("Chat").navigationBarTitleDisplayMode(.inline)
      }
      .frame(width: 200, height: 200)
    }
  }

  /// A scroll view of yellow content `height` pt tall, anchored at `anchor`.
  static func transcript(height: CGFloat, anchor: UnitPoint? = .bottom) -> some View {
    ScrollView { Color.yellow.frame(height: height) }.defaultScrollAnchor(anchor)
  }

  static let white = Pixel(255, 255, 255)
  static let yellow = Pixel(255, 204, 0)

  @Test func contentRestingAtItsEndUnderTheBarGivesItTheMaterialAndHairline() throws {
    let image = try Render.image(Stack(root: Self.transcript(height: 400)), scale: 1)
    // The material over the yellow content scrolled under the bar: neither the clear bar's white nor the yellow.
    let bar = image.px(2, 20)
    #expect(!bar.isClose(to: Self.white, tolerance: 2) && !bar.isClose(to: Self.yellow, tolerance: 20), "\(bar)")
    // The hairline along the bar's bottom edge, darker than the material above it; the page's yellow under it.
    #expect(image.px(2, 43).sum < bar.sum - 30, "\(image.px(2, 43))")
    expectPixel(image, 2, 44, Self.yellow)
    // The title is drawn on the material: dark pixels in the bar's middle.
    var dark = 0
    for y in 10..<34 { for x in 70..<130 where image.px(x, y).sum < 300 { dark += 1 } }
    #expect(dark > 20, "title pixels: \(dark)")
  }

  @Test func contentAtRestAtItsStartLeavesTheBarClear() throws {
    // No anchor: the content starts under the bar's bottom edge; the bar is the window's white, with no hairline.
    let atStart = try Render.image(Stack(root: Self.transcript(height: 400, anchor: nil)), scale: 1)
    expectPixel(atStart, 2, 20, Self.white)
    expectPixel(atStart, 2, 43, Self.white)
    expectPixel(atStart, 2, 46, Self.yellow)
    // Anchored at its end but shorter than the page: it does not overflow, so nothing is scrolled under the bar; it
    // sits at the page's bottom, as the anchor also aligns short content.
    let short = try Render.image(Stack(root: Self.transcript(height: 100)), scale: 1)
    expectPixel(short, 2, 20, Self.white)
    expectPixel(short, 2, 46, Self.white)
    expectPixel(short, 2, 190, Self.yellow)
    // Content that fits inside its top content margin rests at its start, below the margin.
    let margined = Self.transcript(height: 140).contentMargins(.top, 10, for: .scrollContent)
    expectPixel(try Render.image(Stack(root: margined), scale: 1), 2, 20, Self.white)
  }

  @Test func contentScrolledOffItsStartInsideItsMarginIsUnderTheBar() throws {
    // 150 pt of content under a 10-pt top margin overflows the 156-pt page by 4 pt: resting at its end it is scrolled
    // 4 pt off its start, as a UIKit scroll view's offset past its top inset, so the bar has its standard appearance
    // though the content's top edge is still below the bar.
    let margined = Self.transcript(height: 150).contentMargins(.top, 10, for: .scrollContent)
    let image = try Render.image(Stack(root: margined), scale: 1)
    #expect(!image.px(2, 20).isClose(to: Self.white, tolerance: 2), "\(image.px(2, 20))")
  }

  @Test func theRootsSettingsDecideOverWhereTheContentRests() throws {
    // `.hidden`: the bar stays clear over content under it, so the content shows under the title.
    let hidden = Self.transcript(height: 400).toolbarBackground(.hidden, for: .navigationBar)
    expectPixel(try Render.image(Stack(root: hidden), scale: 1), 2, 20, Self.yellow)
    // A style with the automatic visibility: drawn once content lies under the bar.
    let purple = Self.transcript(height: 400).toolbarBackground(Color(red: 0.5, green: 0, blue: 0.5), for: .navigationBar)
    expectPixel(try Render.image(Stack(root: purple), scale: 1), 2, 20, Pixel(128, 0, 128), tolerance: 2)
    // ... and not while the content meets the bar.
    let purpleAtStart = Self.transcript(height: 400, anchor: nil)
      .toolbarBackground(Color(red: 0.5, green: 0, blue: 0.5), for: .navigationBar)
    expectPixel(try Render.image(Stack(root: purpleAtStart), scale: 1), 2, 20, Self.white)
  }

  @Test func aTabsStackAsksToo() throws {
    // A tab's stack is not nested in another stack's root: its bar follows its root's content (the tab bar below is
    // clear, as the content rests at its end, meeting it).
    let view = TabView {
      NavigationStack {
        Self.transcript(height: 600).navigationTitle("Chat").navigationBarTitleDisplayMode(.inline)
      }
      .tabItem { Label("Chats", systemImage: "message") }
    }.frame(width: 200, height: 300)
    let image = try Render.image(view, scale: 1)
    let bar = image.px(2, 20)
    #expect(!bar.isClose(to: Self.white, tolerance: 2) && !bar.isClose(to: Self.yellow, tolerance: 20), "\(bar)")
  }
}
