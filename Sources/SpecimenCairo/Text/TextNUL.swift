import SpecimenUI

/// U+0000 (NUL) inside text. Pango cannot lay it out: `pango_layout_set_text` stops at the first NUL byte even when
/// it is given a length, so `Text("a\u{0}b")`, a text field's text or a prompt drew "a" and silently lost the rest. A
/// Swift `String` holds U+0000 as a character like any other, and iOS lays the whole string out, so the text after it
/// is drawn; each NUL is laid out as U+2060 WORD JOINER, which has no width and allows no line break. Both are one
/// character, and every run is changed as the whole string is, so the runs' byte ranges stay in step.
enum TextNUL {
  /// What each NUL is laid out as.
  static let standIn = "\u{2060}"

  /// `text` with every NUL of its string and its runs replaced by `standIn`; `text` itself when it has none.
  static func replaced(_ text: ResolvedText) -> ResolvedText {
    guard text.string.utf8.contains(0) || text.runs.contains(where: { $0.string.utf8.contains(0) }) else { return text }
    var text = text
    text.string = replaced(text.string)
    for index in text.runs.indices { text.runs[index].string = replaced(text.runs[index].string) }
    return text
  }

  private static func replaced(_ string: String) -> String {
    string.utf8.contains(0) ? string.replacingOccurrences(of: "\u{0}", with: standIn) : string
  }
}
