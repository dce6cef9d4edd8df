import Foundation
@testable import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// iOS 26's `lineHeight(_:)`: lines that many points apart, the text that many points per line tall,
/// its first baseline the font's ascent below the top (public code notes that a line tighter than the
/// font lets the last line's glyphs out of the frame, which puts the slack below each baseline).
@Suite struct LineHeightTests {
  static func metrics(_ string: String, size: CGFloat = 17, family: String? = nil, _ lineHeight: AttributedString.LineHeight?,
                      lineSpacing: CGFloat = 0, width: CGFloat? = nil, height: CGFloat? = nil) -> TextMetrics {
    var text = ResolvedText(string: string, font: ResolvedFont(family: family, size: size), lineSpacing: lineSpacing)
    text.lineHeight = lineHeight
    return PangoTextMeasurer().measure(text, in: ProposedViewSize(width: width, height: height))
  }

  static let ascent17 = 17 * SystemTypography.ascender

  @Test(arguments: [(AttributedString.LineHeight.exact(points: 30), 30.0), (.exact(points: 14), 14), (.multiple(factor: 2), 34),
                    (.leading(increase: 8), 25), (.tight, 18.7), (.normal, 22.1), (.loose, 25.5)])
  func threeLinesAreThreeLineHeights(_ lineHeight: AttributedString.LineHeight, _ points: CGFloat) throws {
    let three = Self.metrics("One\nTwo\nThree", lineHeight)
    #expect(abs(three.size.height - 3 * points) < 0.01, "\(three.size.height)")
    #expect(abs(three.firstBaseline - Self.ascent17) < 0.01, "\(three.firstBaseline)")
    #expect(abs(three.lastBaseline - three.firstBaseline - 2 * points) < 0.01)
    let one = Self.metrics("One", lineHeight)
    #expect(abs(one.size.height - points) < 0.01, "\(one.size.height)")
  }

  /// `.variable` and nil keep the font's own box: SF's 22-pt pitch at 17 pt.
  @Test func variableKeepsTheFontsLineBox() {
    let plain = Self.metrics("One\nTwo", nil)
    #expect(Self.metrics("One\nTwo", .variable).size == plain.size)
    #expect(abs(plain.lastBaseline - plain.firstBaseline - SystemTypography.linePitch(size: 17)) < 0.01)
  }

  /// A custom font takes the line height too, its baseline its own ascent below the top.
  @Test func customFontTakesTheLineHeight() {
    let natural = Self.metrics("One\nTwo", family: "Inter", nil)
    let set = Self.metrics("One\nTwo", family: "Inter", .exact(points: 40))
    #expect(abs(set.size.height - 80) < 0.01, "\(set.size.height)")
    #expect(abs(set.firstBaseline - natural.firstBaseline) < 0.01, "\(set.firstBaseline) vs \(natural.firstBaseline)")
  }

  /// Line spacing still adds between lines; a height limit counts lines of the line height.
  @Test func lineSpacingAndHeightLimitUseTheLineHeight() {
    let spaced = Self.metrics("One\nTwo\nThree", .exact(points: 20), lineSpacing: 6)
    #expect(abs(spaced.size.height - (3 * 20 + 2 * 6)) < 0.01, "\(spaced.size.height)")
    let limited = Self.metrics("One two three four five six seven eight nine ten", .exact(points: 30), width: 60, height: 65)
    #expect(abs(limited.size.height - 60) < 0.01, "two lines of 30 fit in 65: \(limited.size.height)")
  }

  /// The modifier reaches text through the environment; an attributed paragraph's own line height wins.
  @Test func modifierAndAttributeSetTheTextsHeight() throws {
    let modified = Render.list(VStack(spacing: 0) { Text("A\nB") }.font(.system(size: 17)).lineHeight(.exact(points: 40)))
    #expect(modified.size.height == 80)
    var attributed = AttributedString("A\nB")
    attributed.lineHeight = .exact(points: 25)
    let paragraph = Render.list(Text(attributed).font(.system(size: 17)).lineHeight(.exact(points: 40)))
    #expect(paragraph.size.height == 50)
  }

  /// The glyphs sit where the baselines say: ink of the second line starts one line height below the first's.
  @Test func glyphsMoveWithTheLineHeight() throws {
    let image = try Render.image(Text("H\nH").font(.system(size: 20)).lineHeight(.exact(points: 50)).foregroundStyle(.black), scale: 1)
    Render.save(image, "line-height-exact-50")
    func inkRows() -> [Int] {
      (0..<image.height).filter { y in (0..<image.width).contains { image.px($0, y).r < 128 } }
    }
    let rows = inkRows()
    let first = try #require(rows.first)
    let second = try #require(rows.first { $0 > first + 20 })
    #expect(second - first == 50, "\(rows)")
    #expect(image.height == 100)
  }

  /// A line height that is not above 0 is named and the font's own is used.
  @Test func unusableLineHeightIsNamed() throws {
    let image = try Render.image(Text("A\nB").font(.system(size: 17)).lineHeight(.leading(increase: -20)))
    let warning = try #require(image.diagnostics.warnings.first { $0.message.contains(".lineHeight") })
    #expect(warning.message.contains(".lineHeight(.leading(increase: -20)) gives a line height of -3 pt"), "\(warning.message)")
    let plain = Self.metrics("A\nB", nil)
    #expect(abs(CGFloat(image.height) - plain.size.height.rounded(.up)) <= 1)
    let tiny = try Render.image(Text("A").lineHeight(.exact(points: 1e-9)))
    #expect(tiny.diagnostics.warnings.contains { $0.message.contains(".lineHeight(.exact(points: ") && $0.message.contains("from 0.001 to 100000 pt") }, "\(tiny.diagnostics)")
    let nan = try Render.image(Text("A").lineHeight(.multiple(factor: .nan)))
    #expect(nan.diagnostics.warnings.contains { $0.message.contains(".lineHeight(.multiple(factor: nan))") }, "\(nan.diagnostics)")
  }
}
