import CPango
import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// A word longer than `TextLayout.longestWordWrapped` characters (a pasted token, a URL, a base64 blob) is wrapped at
/// character boundaries: Pango's word-then-character wrapping searched the rest of such a word on every line, 15 s per
/// layout of a 20 000-character word in a 200-pt frame.
@Suite struct LongWordWrapTests {
  /// The lines of `string` laid out in `width` points at 17 pt.
  static func lines(_ string: String, width: CGFloat) -> [String] {
    let layout = PangoSession.current.layout(ResolvedText(string: string, font: ResolvedFont(size: 17)), width: width, height: nil)
    let bytes = Array(string.utf8)
    return (0..<pango_layout_get_line_count(layout.layout)).compactMap { index in
      guard let line = pango_layout_get_line_readonly(layout.layout, index) else { return nil }
      let start = Int(line.pointee.start_index), end = start + Int(line.pointee.length)
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }

  @Test func aWordOverTheLimitIsWrappedAtCharacters() {
    let limit = TextLayout.longestWordWrapped
    let long = "ab " + String(repeating: "x", count: limit + 1)
    let wrapped = Self.lines(long, width: 100)
    // Character wrapping: the short word shares the first line with the long word's start; every line is full.
    #expect(wrapped.first?.hasPrefix("ab x") == true, "\(wrapped.prefix(2))")
    #expect(wrapped.joined() == long)
    // At the limit, words wrap at word boundaries first: the long word starts a line of its own.
    let atLimit = Self.lines("ab " + String(repeating: "x", count: limit), width: 100)
    #expect(atLimit.first == "ab ", "\(atLimit.prefix(2))")
  }

  @Test func onlyUnbreakableRunsCountAsLongWords() {
    let limit = TextLayout.longestWordWrapped
    #expect(TextLayout.hasLongWord(String(repeating: "x", count: limit + 1)))
    #expect(!TextLayout.hasLongWord(String(repeating: "x", count: limit)))
    #expect(!TextLayout.hasLongWord(String(repeating: "word ", count: 4_000)), "20 000 characters of short words")
    #expect(!TextLayout.hasLongWord(String(repeating: "漢", count: 5_000)), "a line may break between any two ideographs")
    #expect(TextLayout.hasLongWord("e" + String(repeating: "\u{0301}", count: limit + 1)), "one character of 2 002 scalars")
  }
}
