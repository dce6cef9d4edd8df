import Foundation
@testable import SpecimenUI
import Testing
@testable import Specimen

/// Wraps whatever UIKit view `make` returns, as apps wrap UIKit views for SwiftUI.
private struct Wrapped<V: UIView>: UIViewRepresentable {
  let make: () -> V
  func makeUIView(context: Context) -> V { make() }
  func updateUIView(_ uiView: V, context: Context) {}
}

/// A UIKit view whose intrinsic size is whatever the test sets.
private final class SizedView: UIView {
  var size = CGSize.zero
  override var intrinsicContentSize: CGSize { size }
}

private func render<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> RasterImage {
  let renderer = ViewRenderer(scale: 1, background: .white)
  return try renderer.rasterize(view.frame(width: width, height: height),
                                in: ProposedViewSize(width: width, height: height), environment: EnvironmentValues())
}

private func rgb(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
  let p = image.pixel(x: x, y: y)
  return [Int(p.r), Int(p.g), Int(p.b)]
}

@Suite struct UIKitRestingViewTests {
  /// A spinner takes its intrinsic side (20 pt medium, 37 pt large) and a search bar its 56-pt
  /// height: SwiftUI's red (#FF3B30) below starts exactly there, at the left edge outside the spinner.
  @Test(arguments: [(UIActivityIndicatorView.Style.medium, 20), (.large, 37), (.whiteLarge, 37), (.gray, 20)])
  func aSpinnerTakesItsIntrinsicSide(_ style: UIActivityIndicatorView.Style, _ side: Int) throws {
    let image = try render(VStack(spacing: 0) {
      Wrapped { UIActivityIndicatorView(style: style) }
      Color.red
    }, width: 100, height: 100)
    #expect(rgb(image, 2, side - 1) == [255, 255, 255])
    #expect(rgb(image, 2, side) == [255, 59, 48])
  }

  /// A page control takes its 26-pt height, as UIKit sizes its dots' row; the red below starts there.
  @Test func aPageControlIs26PointsTall() throws {
    let image = try render(VStack(spacing: 0) {
      Wrapped {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.backgroundColor = .blue
        return control
      }
      Color.red
    }, width: 100, height: 100)
    #expect(rgb(image, 2, 25) == [0, 0, 255])
    #expect(rgb(image, 2, 26) == [255, 59, 48])
  }

  /// A progress view is 4 pt tall and pins what it is given to 0…1 (NaN as 0), as UIKit pins it:
  /// 5 fills the whole track in the progress tint, -2 and NaN leave it all track; the red below starts at y 4.
  @Test(arguments: [(Float(5), Float(1)), (-2, 0), (.nan, 0), (.infinity, 1), (0.25, 0.25)])
  func aProgressViewPinsItsProgress(_ value: Float, _ pinned: Float) throws {
    let bar = UIProgressView(progressViewStyle: .bar)
    bar.progressTintColor = .blue
    bar.trackTintColor = .green
    bar.progress = value
    #expect(bar.progress == pinned)
    let image = try render(VStack(spacing: 0) {
      Wrapped { bar }
      Color.red
    }, width: 100, height: 20)
    #expect(rgb(image, 90, 2) == (pinned == 1 ? [0, 0, 255] : [0, 255, 0]))
    #expect(rgb(image, 10, 2) == (pinned > 0 ? [0, 0, 255] : [0, 255, 0]))
    #expect(rgb(image, 50, 4) == [255, 59, 48])
  }

  @Test func aSearchBarIs56PointsTall() throws {
    let image = try render(VStack(spacing: 0) {
      Wrapped { UISearchBar(frame: .zero) }
      Color.red
    }, width: 100, height: 100)
    #expect(rgb(image, 50, 55) != [255, 59, 48])
    #expect(rgb(image, 50, 56) == [255, 59, 48])
  }

  /// An intrinsic size that is not a usable length (NaN, infinite, negative, past 10 000 pt) is
  /// ignored: the view fills the space offered, as one without an intrinsic size does.
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -3, 1e12])
  func anUnusableIntrinsicSizeFillsTheSpace(_ length: CGFloat) throws {
    let image = try render(Wrapped {
      let view = SizedView()
      view.size = CGSize(width: length, height: length)
      view.backgroundColor = .red
      return view
    }, width: 40, height: 30)
    #expect(rgb(image, 1, 1) == [255, 0, 0])
    #expect(rgb(image, 38, 28) == [255, 0, 0])
  }

  /// The current page is clamped to the pages, as UIKit clamps it, whatever order they are set in.
  @Test func thePageIsClampedToThePages() {
    let control = UIPageControl()
    control.numberOfPages = 3
    control.currentPage = 7
    #expect(control.currentPage == 2)
    control.currentPage = Int.min
    #expect(control.currentPage == 0)
    control.currentPage = 2
    control.numberOfPages = 1
    #expect(control.currentPage == 0)
    control.numberOfPages = -4
    #expect(control.currentPage == 0)
  }

  /// Hostile page counts and text insets draw without trapping: no dots for a negative count,
  /// at most 100 for a huge one (the first one in the current tint), text at a NaN inset drawn from the corner.
  @Test(arguments: [Int.min, -1, 0, 1, 101, Int.max])
  func hostilePageCountsDraw(_ count: Int) throws {
    let image = try render(Wrapped {
      let control = UIPageControl()
      control.numberOfPages = count
      control.currentPageIndicatorTintColor = .red
      control.pageIndicatorTintColor = .blue
      return control
    }, width: 2000, height: 26)
    // The dots row is centred: with 100 dots (1592 pt) the first is centred at x 208.
    let first = rgb(image, 208, 13)
    #expect(first == (count >= 100 ? [255, 0, 0] : [255, 255, 255]))
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -50, 1e300])
  func hostileTextInsetsDraw(_ inset: CGFloat) throws {
    let image = try render(Wrapped {
      let view = UITextView()
      view.text = "WWWWWW"
      view.textColor = .black
      view.textContainerInset = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
      view.textContainer.lineFragmentPadding = inset
      return view
    }, width: 120, height: 40)
    // A usable inset of 1e300 is capped at 10 000 pt and leaves nothing to see; the others draw from the corner.
    let dark = (0..<40).contains { x in (0..<20).contains { y in rgb(image, x, y)[0] < 100 } }
    #expect(dark == !(inset > 0 && inset.isFinite))
  }
}

@Suite struct UITextFieldRestingTests {
  /// A rounded-rect field is 34 pt tall and the others 22 pt: SwiftUI's red below starts there.
  @Test(arguments: [(UITextField.BorderStyle.roundedRect, 34), (.none, 22), (.line, 22), (.bezel, 22)])
  func aFieldTakesItsBorderStylesHeight(_ style: UITextField.BorderStyle, _ height: Int) throws {
    let image = try render(VStack(spacing: 0) {
      Wrapped {
        let field = UITextField(frame: .zero)
        field.borderStyle = style
        return field
      }
      Color.red
    }, width: 100, height: 100)
    #expect(rgb(image, 50, height - 1) != [255, 59, 48])
    #expect(rgb(image, 50, height) == [255, 59, 48])
  }
}

@Suite struct UIKitControlValueTests {
  /// A slider's drawn position is its value's fraction of the range, clamped; anything not a
  /// number, or an empty or reversed range, puts the thumb at the start.
  @Test(arguments: [
    (Float(5), Float(0), Float(10), 0.5), (-3, 0, 10, 0), (99, 0, 10, 1), (.nan, 0, 10, 0), (.infinity, 0, 10, 0),
    (5, 10, 0, 0), (5, 5, 5, 0), (5, -.infinity, 10, 0), (Float.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, 1),
  ])
  func aSlidersFractionIsClamped(_ value: Float, _ low: Float, _ high: Float, _ expected: Double) {
    let slider = UISlider()
    slider.minimumValue = low
    slider.maximumValue = high
    slider.value = value
    #expect(slider.fraction == expected)
  }

  /// Segments insert at a clamped position, at most 100 of them; titles out of range are nil.
  @Test func segmentsInsertAtAClampedPosition() {
    let control = UISegmentedControl(items: ["a", "b"])
    control.insertSegment(withTitle: "z", at: Int.max, animated: false)
    control.insertSegment(withTitle: "y", at: Int.min, animated: false)
    #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["y", "a", "b", "z"])
    #expect(control.titleForSegment(at: -1) == nil)
    for _ in 0..<200 { control.insertSegment(withTitle: "n", at: 0, animated: false) }
    #expect(control.numberOfSegments == 100)
    #expect(UISegmentedControl(items: Array(repeating: "s", count: 500)).numberOfSegments == 100)
  }
}
