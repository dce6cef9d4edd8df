import CPango
import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// A word broken between two letters gets no hyphen, as in iOS's text views (hyphenation factor 0);
/// a soft hyphen (U+00AD) still shows as one where the line breaks at it.
@Suite struct WordBreakHyphenTests {
  /// Each line of `string` laid out in `width` points at 17 pt: its characters and its drawn width in points.
  static func lines(_ string: String, width: CGFloat) -> [(text: String, width: CGFloat)] {
    let layout = PangoSession.current.layout(ResolvedText(string: string, font: ResolvedFont(size: 17)), width: width, height: nil)
    let bytes = Array(string.utf8)
    return (0..<pango_layout_get_line_count(layout.layout)).compactMap { index in
      guard let line = pango_layout_get_line_readonly(layout.layout, index) else { return nil }
      let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
      var ink = PangoRectangle(), logical = PangoRectangle()
      pango_layout_line_get_extents(line, &ink, &logical)
      return (String(decoding: bytes[start..<end], as: UTF8.self), CGFloat(logical.width) / CGFloat(PANGO_SCALE))
    }
  }

  /// The width of `string` on one line at 17 pt.
  static func width(_ string: String) -> CGFloat {
    lines(string, width: 10_000).first?.width ?? 0
  }

  @Test func aWordBrokenBetweenLettersHasNoHyphen() throws {
    let word = "Supercalifragilisticexpialidocious"
    let broken = Self.lines(word, width: 120)
    #expect(broken.count >= 2)
    #expect(broken.map(\.text).joined() == word)
    for line in broken.dropLast() {
      #expect(abs(line.width - Self.width(line.text)) < 0.5, "\(line.text): \(line.width) against \(Self.width(line.text))")
    }
  }

  @Test func aSoftHyphenStillShowsWhereTheLineBreaksAtIt() throws {
    let broken = Self.lines("soft\u{00AD}hyphenated\u{00AD}wording", width: 90)
    let first = try #require(broken.first)
    #expect(first.text == "soft\u{00AD}hyphenated\u{00AD}" || first.text == "soft\u{00AD}", "\(broken.map(\.text))")
    // The line is wider than its letters by the hyphen drawn at its end.
    let letters = first.text.replacingOccurrences(of: "\u{00AD}", with: "")
    #expect(first.width > Self.width(letters) + 3, "\(first.width) against \(Self.width(letters))")
  }
}
