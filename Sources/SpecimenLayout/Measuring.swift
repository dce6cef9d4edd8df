import Foundation
import SpecimenUI

/// Measures text for layout. `SpecimenCairo` implements it with Pango; tests may use a fake.
///
/// The renderer lays text out again from the same `ResolvedText` and proposal, so what
/// is measured is what is drawn.
public protocol TextMeasurer: Sendable {
  /// The size text chooses for `proposal` (wrapping at a proposed width, fitting lines in a
  /// proposed height, shrinking down to its minimum scale factor), with its baselines.
  func measure(_ text: ResolvedText, in proposal: ProposedViewSize) -> TextMetrics
}

/// The size and baselines of laid-out text, in points.
public struct TextMetrics: Hashable, Sendable {
  /// The size the text chooses.
  public var size: CGSize
  /// Distance from the top to the first line's baseline.
  public var firstBaseline: CGFloat
  /// Distance from the top to the last line's baseline.
  public var lastBaseline: CGFloat
  /// The vertical metrics of the text's largest font, which the default spacing around text in a
  /// stack is computed from (`ViewSpacing`); nil for a measurer that does not know them, and then
  /// the text is spaced like any other view.
  public var font: TextFontMetrics?

  public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, font: TextFontMetrics? = nil) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.font = font
  }
}

/// Gives images their intrinsic size. `SpecimenCairo` implements it with librsvg and libpng.
public protocol ImageMeasurer: Sendable {
  /// The natural size of `image` in points (for symbols, sized by the image's font).
  func intrinsicSize(of image: ResolvedImage) -> CGSize
  /// How far above the middle of its font's capital letters a symbol's frame is centred, in points: 0
  /// for a symbol drawn centred on the cap height, more for one whose ink rises above it (an arrow out of a
  /// tray), less for one that hangs below.
  func symbolRise(of image: ResolvedImage) -> CGFloat
}

extension ImageMeasurer {
  /// Every symbol centred on the cap height.
  public func symbolRise(of image: ResolvedImage) -> CGFloat { 0 }
}

/// What layout needs from the renderer: text and image measurement.
public struct Measurers: Sendable {
  public var text: any TextMeasurer
  public var image: any ImageMeasurer
  public init(text: any TextMeasurer, image: any ImageMeasurer) {
    self.text = text
    self.image = image
  }
}
