import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// Text laid out with real Pango measurement (`LayoutInspector.layout(of:in:environment:)`).
///
/// Expectations come from separate measurements of the words and lines involved, each
/// measured alone and unwrapped, never from the engine's answer for the view under test.
@Suite("Layout with Pango text")
struct PangoTextLayoutTests {
  /// Pango rounds extents to 1/1024 pt; line boxes may differ by subpixel amounts.
  let tolerance: CGFloat = 0.05

  /// The unwrapped size of `string` at `size` pt, measured on its own.
  func alone(_ string: String, size: CGFloat = 17) -> CGSize {
    let text = ResolvedText(string: string, font: ResolvedFont(size: size))
    return PangoTextMeasurer().measure(text, in: .unspecified).size
  }

  /// The frame of the view tagged "t".
  func frame(_ view: some View, _ proposal: ProposedViewSize) -> CGRect {
    LayoutInspector.layout(of: view, in: proposal).frames["t"] ?? .null
  }

  @Test("text wraps at the proposed width, one line per word group that fits")
  func wrapsAtProposedWidth() {
    let firstLine = alone("alpha beta"), whole = alone("alpha beta gamma"), twoLines = alone("alpha\ngamma").height
    // Room for "alpha beta" but not for all three words.
    let width = (firstLine.width + whole.width) / 2
    let f = frame(Text(verbatim: "alpha beta gamma").font(.system(size: 17)).id("t"), ProposedViewSize(width: width, height: nil))
    #expect(abs(f.height - twoLines) <= tolerance, "two lines: \(f.height) vs \(twoLines)")
    #expect(abs(f.width - firstLine.width) <= tolerance, "as wide as its longer line 'alpha beta': \(f.width) vs \(firstLine.width)")
  }

  @Test("the ideal size of text is its unwrapped single line")
  func idealIsOneLine() {
    let whole = alone("alpha beta gamma")
    let f = frame(Text(verbatim: "alpha beta gamma").font(.system(size: 17)).fixedSize().id("t"), ProposedViewSize(width: 40, height: nil))
    #expect(abs(f.width - whole.width) <= tolerance && abs(f.height - whole.height) <= tolerance, "\(f.size) vs \(whole)")
  }

  @Test("in an HStack, text wraps in what a fixed sibling leaves")
  func wrapsBesideFixedSibling() {
    let second = alone("gamma"), firstLine = alone("alpha beta"), twoLines = alone("alpha\ngamma").height
    let textWidth = (firstLine.width + alone("alpha beta gamma").width) / 2
    let view = HStack(spacing: 0) {
      Text(verbatim: "alpha beta gamma").font(.system(size: 17)).id("t")
      Color.red.frame(width: 50, height: 10)
    }
    let f = frame(view, ProposedViewSize(width: textWidth + 50, height: nil))
    #expect(abs(f.height - twoLines) <= tolerance)
    #expect(f.width <= textWidth + tolerance && f.width >= second.width)
  }

  @Test("lineLimit(1) truncates to one line's height within the proposed width")
  func lineLimitOneTruncates() {
    let line = alone("The quick brown fox").height
    let long = "The quick brown fox jumps over the lazy dog"
    let f = frame(Text(verbatim: long).font(.system(size: 17)).lineLimit(1).id("t"), ProposedViewSize(width: 80, height: nil))
    #expect(abs(f.height - line) <= tolerance, "one line: \(f.height) vs \(line)")
    #expect(f.width <= 80 + tolerance, "no wider than proposed: \(f.width)")
    #expect(alone(long).width > 80, "the test text really needs truncating")
  }

  @Test("minimumScaleFactor shrinks the font until the line fits")
  func minimumScaleFactorShrinks() {
    let string = "Scaled headline"
    let full = alone(string)
    let width = full.width * 0.75
    let f = frame(Text(verbatim: string).font(.system(size: 17)).lineLimit(1).minimumScaleFactor(0.5).id("t"),
                  ProposedViewSize(width: width, height: nil))
    #expect(f.width <= width + tolerance, "fits: \(f.width) ≤ \(width)")
    // At 75 % the string is as wide as proposed; a smaller font is shorter than the full-size line.
    #expect(f.height < full.height - 1, "shrunk: \(f.height) vs \(full.height)")
    #expect(f.height >= alone(string, size: 17 * 0.5).height - tolerance, "not below the factor")
    // The chosen size is within the search's precision of the largest that fits: 12.75 pt or a bit less.
    #expect(f.width >= alone(string, size: 17 * 0.7).width - tolerance, "not shrunk further than needed: \(f.width)")
  }

  @Test("multilineTextAlignment moves lines, not the frame", arguments: [TextAlignment.leading, .center, .trailing])
  func alignmentKeepsFrame(_ alignment: TextAlignment) {
    let firstLine = alone("alpha beta"), twoLines = alone("alpha\ngamma").height
    let width = (firstLine.width + alone("alpha beta gamma").width) / 2
    let view = Text(verbatim: "alpha beta gamma").font(.system(size: 17)).multilineTextAlignment(alignment)
      .id("t").frame(width: width, alignment: .leading)
    let f = frame(view, ProposedViewSize(width: 300, height: nil))
    #expect(f.minX == 0, "leading in the frame")
    #expect(abs(f.width - firstLine.width) <= tolerance && abs(f.height - twoLines) <= tolerance)
  }

  @Test("right-to-left text sits at the leading (right) edge of a leading frame")
  func rightToLeftTextFrame() {
    let word = alone("alpha")
    let view = Text(verbatim: "alpha").font(.system(size: 17)).id("t")
      .frame(width: 200, alignment: .leading).environment(\.layoutDirection, .rightToLeft)
    let f = frame(view, ProposedViewSize(width: 300, height: nil))
    #expect(abs(f.minX - (200 - word.width)) <= tolerance, "\(f.minX) vs \(200 - word.width)")
  }
}
