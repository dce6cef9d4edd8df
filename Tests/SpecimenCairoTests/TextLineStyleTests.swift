import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// Underlines and strikethroughs with a colour or pattern of their own (`underline(_:pattern:color:)`,
/// `strikethrough(_:pattern:color:)`, `Text.LineStyle` in an `AttributedString`) are drawn in that
/// colour and pattern, where Pango draws a plain line.
@Suite struct TextLineStyleTests {
  /// Rows of `image` and how many of their pixels `matches` accepts.
  static func rowCounts(_ image: RasterImage, _ matches: (Pixel) -> Bool) -> [Int] {
    (0..<image.height).map { y in (0..<image.width).filter { matches(image.px($0, y)) }.count }
  }

  static func isRed(_ p: Pixel) -> Bool { p.r > 200 && p.g < 120 && p.b < 120 }
  static func isBlue(_ p: Pixel) -> Bool { p.b > 200 && p.r < 120 }
  static func isDark(_ p: Pixel) -> Bool { p.r < 100 && p.g < 100 && p.b < 100 }

  /// The row with the most pixels `matches` accepts, and that count.
  static func busiestRow(_ image: RasterImage, _ matches: (Pixel) -> Bool) -> (y: Int, count: Int) {
    let counts = rowCounts(image, matches)
    let best = counts.indices.max { counts[$0] < counts[$1] } ?? 0
    return (best, counts[best])
  }

  /// How many separate stretches of pixels `matches` accepts there are along row `y`.
  static func stretches(_ image: RasterImage, y: Int, _ matches: (Pixel) -> Bool) -> Int {
    var count = 0, inside = false
    for x in 0..<image.width {
      let hit = matches(image.px(x, y))
      if hit, !inside { count += 1 }
      inside = hit
    }
    return count
  }

  static func render<V: View>(_ view: V) throws -> RasterImage {
    try Render.image(view.padding(4), scale: 2)
  }

  @Test func aColouredUnderlineIsDrawnInItsColourUnderTheText() throws {
    let image = try Self.render(Text("MMMMMM").underline(true, color: .red))
    let (y, count) = Self.busiestRow(image, Self.isRed)
    // The line spans the text (six capitals at 17 pt are about 90 pt, 180 px), below its letters.
    #expect(count > 150, "\(count) red pixels in the busiest row")
    let glyphRows = Self.rowCounts(image, Self.isDark).enumerated().filter { $0.element > 0 }.map(\.offset)
    let lettersEnd = try #require(glyphRows.last)
    #expect(y > lettersEnd, "the line at row \(y), letters down to \(lettersEnd)")
    // Without a colour the line is the text's own.
    let plain = try Self.render(Text("MMMMMM").underline())
    #expect(Self.busiestRow(plain, Self.isRed).count == 0)
  }

  @Test func anUnderlineInTheTextsOwnColourIsPlacedAsPangosIs() throws {
    let plain = try Self.render(Text("MMMMMM").foregroundColor(.black).underline())
    let coloured = try Self.render(Text("MMMMMM").foregroundColor(.black).underline(true, color: .black))
    let lineOfPlain = Self.busiestRow(plain, Self.isDark), lineOfColoured = Self.busiestRow(coloured, Self.isDark)
    #expect(lineOfPlain.y == lineOfColoured.y)
    #expect(abs(lineOfPlain.count - lineOfColoured.count) <= 2, "\(lineOfPlain.count) against \(lineOfColoured.count)")
  }

  @Test func patternsBreakTheLineIntoDashesAndDots() throws {
    func stretches(_ pattern: Text.LineStyle.Pattern) throws -> Int {
      let image = try Self.render(Text("MMMMMM").underline(true, pattern: pattern, color: .red))
      return Self.stretches(image, y: Self.busiestRow(image, Self.isRed).y, Self.isRed)
    }
    let solid = try stretches(.solid), dash = try stretches(.dash), dot = try stretches(.dot)
    let dashDot = try stretches(.dashDot), dashDotDot = try stretches(.dashDotDot)
    #expect(solid == 1)
    #expect(dash >= 10, "\(dash) dashes")
    #expect(dot > dash, "\(dot) dots, \(dash) dashes")
    #expect(dashDot > dash && dashDot < dot, "\(dashDot)")
    #expect(dashDotDot > dashDot, "\(dashDotDot) against \(dashDot)")
  }

  @Test func anAttributedRunsLineStyleCoversThatRunOnly() throws {
    var string = AttributedString("MMMM NNNN")
    let run = try #require(string.range(of: "NNNN"))
    string[run].underlineStyle = Text.LineStyle(pattern: .solid, color: .blue)
    let image = try Self.render(Text(string))
    let (y, count) = Self.busiestRow(image, Self.isBlue)
    #expect(count > 60, "\(count)")
    let blue = (0..<image.width).filter { Self.isBlue(image.px($0, y)) }
    // The first word (about 66 pt, 132 px, after 4 pt of padding) has no line.
    let start = try #require(blue.first)
    #expect(start > 130, "the line starts at x = \(start)")
  }

  @Test func aStrikethroughCrossesTheLettersInItsColour() throws {
    let image = try Self.render(Text("MMMMMM").strikethrough(true, color: .red))
    let (y, count) = Self.busiestRow(image, Self.isRed)
    #expect(count > 150)
    let glyphRows = Self.rowCounts(image, Self.isDark).enumerated().filter { $0.element > 0 }.map(\.offset)
    let top = try #require(glyphRows.first), bottom = try #require(glyphRows.last)
    #expect(y > top && y < bottom, "the line at row \(y), letters from \(top) to \(bottom)")
  }

  @Test func aContainersLineStyleReachesItsTextsUnlessOneTurnsItOff() throws {
    let image = try Self.render(VStack(spacing: 20) {
      Text("MMMMMM")
      Text("MMMMMM").underline(false)
    }.underline(pattern: .dash, color: .red))
    let rows = Self.rowCounts(image, Self.isRed).enumerated().filter { $0.element > 0 }.map(\.offset)
    // One line, under the first text (the second starts about 40 px down).
    let first = try #require(rows.first), last = try #require(rows.last)
    #expect(last - first < 6, "red rows \(rows)")
    #expect(last < image.height / 2)
  }

  @Test func aTranslucentColourIsDrawnTranslucent() throws {
    let image = try Self.render(Text("MMMMMM").foregroundColor(.black).underline(true, color: .red.opacity(0.5)))
    let (y, _) = Self.busiestRow(image, { $0.r > 200 && $0.g > 90 && $0.g < 170 && $0.b > 90 && $0.b < 170 })
    // Half-red over white: about (255, 128, 128) in the line's middle.
    let middle = image.px(image.width / 2, y)
    #expect(middle.isClose(to: Pixel(255, 128, 128), tolerance: 40), "\(middle)")
  }
}

/// The spans over a glyph run are found by search, and are exactly those a check of every span finds.
@Suite struct StyledLineLookupTests {
  @Test func theLookupFindsWhatCheckingEverySpanFinds() {
    let red = ResolvedLineStyle(pattern: .dot, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
    // Runs of 1 to 4 bytes, each underlined, struck through, both or neither, and a whole-text strikethrough.
    var spans: [StyledTextLines.Span] = [], start = 0, seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Int((seed >> 33) % UInt64(bound))
    }
    for _ in 0..<400 {
      let end = start + 1 + next(4)
      let kind = next(4)
      if kind & 1 == 1 { spans.append(.init(bytes: start..<end, isStrikethrough: false, style: red, rise: 0)) }
      if kind & 2 == 2 { spans.append(.init(bytes: start..<end, isStrikethrough: true, style: red, rise: 0)) }
      start = end
    }
    let whole = StyledTextLines.Span(bytes: 0..<start, isStrikethrough: true, style: red, rise: 0, isWholeText: true)
    for set in [spans, spans + [whole], spans.filter { !$0.isStrikethrough }] {
      let lookup = StyledTextLines.SpanLookup(set)
      for from in stride(from: 0, to: start, by: 3) {
        for length in [1, 2, 7, 40] {
          let bytes = from..<min(from + length, start)
          let expected = set.filter { $0.bytes.overlaps(bytes) }
          let found = lookup.spans(overlapping: bytes)
          #expect(found.count == expected.count && found.allSatisfy { span in expected.contains(span) },
                  "\(bytes): found \(found.map(\.bytes)), expected \(expected.map(\.bytes))")
        }
      }
    }
  }
}

/// UIKit's `NSUnderlineStyle` and SwiftUI's conversions to and from `Text.LineStyle` (iOS 15).
@Suite struct NSUnderlineStyleTests {
  @Test func rawValuesAreUIKits() {
    #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.thick.rawValue == 2 && NSUnderlineStyle.double.rawValue == 9)
    #expect(NSUnderlineStyle.patternDot.rawValue == 0x100 && NSUnderlineStyle.patternDashDotDot.rawValue == 0x400)
    #expect(NSUnderlineStyle.byWord.rawValue == 0x8000)
  }

  @Test func lineStylesConvertBothWays() {
    #expect(Text.LineStyle(nsUnderlineStyle: .single) == Text.LineStyle(pattern: .solid))
    #expect(Text.LineStyle(nsUnderlineStyle: [.single, .patternDash]) == Text.LineStyle(pattern: .dash))
    #expect(Text.LineStyle(nsUnderlineStyle: .patternDot) == Text.LineStyle(pattern: .dot))
    #expect(Text.LineStyle(nsUnderlineStyle: .double) == nil)
    #expect(Text.LineStyle(nsUnderlineStyle: [.single, .byWord]) == nil)
    #expect(Text.LineStyle(nsUnderlineStyle: NSUnderlineStyle(rawValue: 0x0500)) == nil)
    #expect(NSUnderlineStyle(Text.LineStyle(pattern: .dashDot, color: .red)) == [.single, .patternDashDot])
    #expect(NSUnderlineStyle(.single) == .single)
  }
}
