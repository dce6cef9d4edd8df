import SpecimenCairo
import SwiftUI
import Testing

/// `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)`: a style (a `Color` too, which takes
/// the style form as in SwiftUI) reaches into the safe area on the edges where the view touches it, by default all;
/// a view in a scroll view, a view that does not touch the edge, or an empty edge set stays in its frame.
@Suite struct SafeAreaBackgroundTests {
  /// A navigation stack 200×300 whose large-title bar takes the top 96 pt.
  struct Screen<Root: View>: View {
    let root: Root
    var body: some View {
      NavigationStack { root.navigationTitle("Title") }.frame(width: 200, height: 300)
    }
  }

  @Test func aColorBackgroundReachesUnderTheNavigationBar() throws {
    let root = Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow)
    let image = try Render.image(Screen(root: root), scale: 1)
    expectPixel(image, 2, 2, Pixel(255, 204, 0))
    expectPixel(image, 2, 150, Pixel(255, 204, 0))
  }

  @Test func aGradientBackgroundAndAColorOverlayToo() throws {
    let gradient = LinearGradient(colors: [.red, .red], startPoint: .top, endPoint: .bottom)
    let image = try Render.image(Screen(root: Color.clear.background(gradient)), scale: 1)
    expectPixel(image, 2, 2, Pixel(255, 59, 48))
    let overlay = try Render.image(Screen(root: Color.clear.overlay(Color.green)), scale: 1)
    expectPixel(overlay, 2, 2, Pixel(52, 199, 89))
  }

  @Test func aViewThatDoesNotTouchTheEdgeStaysInItsFrame() throws {
    let root = VStack { Spacer().frame(height: 20); Text("x").frame(maxWidth: .infinity).background(Color.yellow); Spacer() }
    let image = try Render.image(Screen(root: root), scale: 1)
    expectPixel(image, 2, 2, Pixel(255, 255, 255))
    expectPixel(image, 2, 125, Pixel(255, 204, 0))
  }

  @Test func noEdgesAndTheViewFormStayInTheFrame() throws {
    let none = Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow, ignoresSafeAreaEdges: [])
    let noneImage = try Render.image(Screen(root: none), scale: 1)
    expectPixel(noneImage, 2, 2, Pixel(255, 255, 255))
    expectPixel(noneImage, 2, 150, Pixel(255, 204, 0))
    let view = Text("x").frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.yellow, alignment: .center)
    expectPixel(try Render.image(Screen(root: view), scale: 1), 2, 2, Pixel(255, 255, 255))
  }

  @Test func aRowInAScrollViewStaysInItsFrame() throws {
    let root = ScrollView { Text("x").frame(maxWidth: .infinity).padding().background(Color.yellow) }
    let image = try Render.image(Screen(root: root), scale: 1)
    expectPixel(image, 2, 2, Pixel(255, 255, 255))
    expectPixel(image, 2, 110, Pixel(255, 204, 0))
  }

  /// A scroll view's content shows in the unsafe area past the edges along its axis that it touches (under a clear
  /// bottom inset here), while a view that is not a scroll view keeps out of it; content shorter than the viewport
  /// leaves the unsafe area empty.
  @Test func scrollContentShowsUnderASafeAreaInset() throws {
    func screen<Content: View>(_ content: Content) -> some View {
      content.safeAreaInset(edge: .bottom) { Color.clear.frame(height: 40) }.frame(width: 200, height: 300)
    }
    let long = try Render.image(screen(ScrollView { Color.yellow.frame(height: 600) }), scale: 1)
    expectPixel(long, 100, 250, Pixel(255, 204, 0))
    expectPixel(long, 100, 290, Pixel(255, 204, 0))
    let short = try Render.image(screen(ScrollView { Color.yellow.frame(height: 100) }), scale: 1)
    expectPixel(short, 100, 290, Pixel(255, 255, 255))
    let fixed = try Render.image(screen(Color.yellow), scale: 1)
    expectPixel(fixed, 100, 290, Pixel(255, 255, 255))
  }
}
