import Foundation

/// The most font changes between the runs of one `Text` that are laid out as given.
///
/// Pango re-reads a text's attributes from the start for each line it breaks, and a font change ends a shaping run:
/// an `AttributedString` of 20 000 one-letter runs alternating between font sizes took 21 s to lay out in a
/// 200-pt column (5 000 runs 1.3 s; 20 000 runs changing only their colour 0.6 s). Past the limit, the runs keep
/// their colours, lines and spacing but are drawn in the font of the run where the limit was reached, and the text is
/// reported.
public enum TextFontChangeLimit {
  /// The most font changes laid out as given.
  public static let maxChanges = 4_000

  /// `text` with the fonts of its runs past `maxChanges` font changes set to the last font before them, reporting a
  /// warning; `text` itself when it has no more changes (one pass over its runs).
  static func checked(_ text: ResolvedText) -> ResolvedText {
    guard text.runs.count > maxChanges else { return text }
    var changes = 0, cappedAt: Int?
    for index in text.runs.indices.dropFirst() where text.runs[index].font != text.runs[index - 1].font {
      changes += 1
      if changes > maxChanges { cappedAt = index; break }
    }
    guard let cappedAt else { return text }
    var capped = text
    let font = text.runs[cappedAt - 1].font
    for index in cappedAt..<capped.runs.count { capped.runs[index].font = font }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "Text(\"\(TextLength.quoted(text.string))\") changes font more than "
      + "TextFontChangeLimit.maxChanges (\(maxChanges)) times between its runs; the runs after the first \(cappedAt) are drawn "
      + "in the font of run \(cappedAt). Give runs that follow each other the same font, or show fewer runs"))
    return capped
  }
}
