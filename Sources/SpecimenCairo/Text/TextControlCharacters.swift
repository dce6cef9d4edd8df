import SpecimenUI

/// Control characters inside drawn text: U+0000 (NUL), the other C0 controls but tab, line feed and carriage return,
/// DEL and the C1 controls (BEL, ESC and the rest of a terminal's colour codes, a pasted form feed), and the two line
/// breaks that are not line feeds, U+0085 NEXT LINE and U+2028 LINE SEPARATOR.
///
/// Pango cannot lay them out as iOS does. `pango_layout_set_text` stops at the first NUL byte even when it is given a
/// length, so `Text("a\u{0}b")`, a text field's text or a prompt drew "a" and silently lost the rest; the other
/// controls have a glyph in no font, nor has NEXT LINE anywhere or LINE SEPARATOR in a one-line field, so Pango drew hex boxes and the render failed the cell with
/// "glyphs missing from every font", a fix no font can give. A Swift `String` holds each as a character like any other
/// and iOS lays the whole string out, drawing a control as nothing and breaking the line at both separators
/// (Unicode's line breaking gives them a mandatory break, UAX #14 classes NL and BK). So each control is laid out as
/// U+2060 WORD JOINER, which has no width and allows no line break, and each separator as a line feed, which a
/// one-line field lays out as it does a typed one. Tab, line
/// feed and carriage return keep their meaning. Every run is changed as the whole string is, so the runs stay in step.
enum TextControlCharacters {
  /// What each control is laid out as.
  static let standIn: Unicode.Scalar = "\u{2060}"

  /// `text` with every control of its string and its runs replaced; `text` itself when it has none.
  static func replaced(_ text: ResolvedText) -> ResolvedText {
    guard holdsControl(text.string) || text.runs.contains(where: { holdsControl($0.string) }) else { return text }
    var text = text
    text.string = replaced(text.string)
    for index in text.runs.indices { text.runs[index].string = replaced(text.runs[index].string) }
    return text
  }

  /// What `scalar` is laid out as, or nil when it is laid out as itself.
  static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: nil
    case 0x85, 0x2028: "\n"
    case 0x00...0x1F, 0x7F...0x9F: standIn
    default: nil
    }
  }

  /// Whether `string` holds a scalar that is replaced: C0 controls and DEL are single UTF-8 bytes, C1 controls the
  /// two bytes 0xC2 0x80…0x9F and LINE SEPARATOR the three bytes 0xE2 0x80 0xA8, so the bytes are scanned without
  /// decoding.
  private static func holdsControl(_ string: String) -> Bool {
    var last: UInt8 = 0, beforeLast: UInt8 = 0
    for byte in string.utf8 {
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
      if byte == 0x7F { return true }
      if last == 0xC2, byte >= 0x80, byte <= 0x9F { return true }
      if beforeLast == 0xE2, last == 0x80, byte == 0xA8 { return true }
      (beforeLast, last) = (last, byte)
    }
    return false
  }

  private static func replaced(_ string: String) -> String {
    guard holdsControl(string) else { return string }
    var scalars = String.UnicodeScalarView()
    for scalar in string.unicodeScalars { scalars.append(replacement(for: scalar) ?? scalar) }
    return String(scalars)
  }
}
