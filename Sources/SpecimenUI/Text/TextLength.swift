import Foundation

/// The named limit on how many characters one `Text` lays out, so a megabyte string costs milliseconds, not minutes.
///
/// Pango shapes the whole string each time a text is measured, and fitting a text (line limits,
/// `minimumScaleFactor`, `allowsTightening`) measures it up to twenty times per proposal: a 1 MB `Text`
/// took minutes per cell. No cell shows that much text: a 16 384-px canvas holds about 20 000 characters
/// of body text at a phone's width. A `Text` longer than `limit` characters lays out its first `limit`
/// characters (whole characters, each concatenated run cut in its own style) and the cell gets a
/// warning naming the text, its length, the limit and the fix.
public enum TextLength {
  /// The most characters one `Text` lays out: 20 000, or `SPECIMEN_MAX_TEXT_CHARACTERS` (from 1 000 to 10 000 000).
  public static let limit: Int = {
    guard let text = ProcessInfo.processInfo.environment[environmentVariable], let n = Int(text) else { return 20_000 }
    return min(max(n, 1_000), 10_000_000)
  }()

  /// The environment variable that raises or lowers `limit`.
  public static let environmentVariable = "SPECIMEN_MAX_TEXT_CHARACTERS"

  /// `string` as a message quotes it: at most `length` characters, then "…" and the count of the rest,
  /// with line breaks shown as spaces, so a warning about a megabyte string stays one short line; other control
  /// characters (NUL) and bidi controls are shown escaped (`\u{0}`, `\u{202E}`): a terminal shows nothing for the one
  /// and turns the rest of the line around for the other, hiding what the message names.
  public static func quoted(_ string: String, length: Int = 40) -> String {
    let head = string.prefix(length)
    let shown = head.map { c -> String in
      if c.isNewline { return " " }
      guard c.unicodeScalars.contains(where: isHidden) else { return String(c) }
      return c.unicodeScalars.map { isHidden($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined()
    }.joined()
    guard head.endIndex < string.endIndex else { return shown }
    return shown + "… (\(string.count) characters)"
  }

  /// Whether `scalar` is a control character or a bidi control (embeddings, overrides, isolates, marks).
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control || (0x202A...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value) || [0x200E, 0x200F, 0x061C].contains(scalar.value)
  }

  /// `message` short enough for a manifest and a terminal: up to 2 000 characters as they are; a longer
  /// one (a megabyte image name quoted in an error) keeps its first 1 200 and last 400 characters, so
  /// both what went wrong and the fix at its end still show.
  public static func shortenedMessage(_ message: String) -> String {
    guard message.utf8.count > 2_000, message.count > 2_000 else { return message }
    return String(message.prefix(1_200)) + " … [\(message.count - 1_600) characters left out] … " + String(message.suffix(400))
  }

  /// `text` cut to `limit` characters, reporting a warning when it was longer; one O(1) check when it is not.
  static func checked(_ text: ResolvedText) -> ResolvedText {
    // Characters never outnumber UTF-8 bytes: most texts are ruled out without counting.
    guard text.string.utf8.count > limit,
          let cut = text.string.index(text.string.startIndex, offsetBy: limit, limitedBy: text.string.endIndex), cut < text.string.endIndex
    else { return text }
    var shorter = text
    shorter.string = String(text.string[..<cut])
    if !text.runs.isEmpty {
      var left = limit
      shorter.runs = []
      for var run in text.runs where left > 0 {
        let end = run.string.index(run.string.startIndex, offsetBy: left, limitedBy: run.string.endIndex) ?? run.string.endIndex
        run.string = String(run.string[..<end])
        left -= run.string.count
        shorter.runs.append(run)
      }
      shorter.string = shorter.runs.map(\.string).joined()
    }
    ResolveIssues.report(ResolveIssue(.textTooLong, "Text(\"\(quoted(text.string))\") has more than \(limit) characters "
      + "(TextLength.limit); laid out its first \(limit): show a shorter string (what a screen shows of it) "
      + "or raise the limit with \(environmentVariable)=N"))
    return shorter
  }
}
