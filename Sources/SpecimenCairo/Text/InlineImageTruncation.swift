import CPango
import Foundation
import SpecimenUI

/// Tail truncation of text that holds inline images. Pango's ellipsizer drops a line's inline-image
/// placeholders together with the text before them (`Text("x") + Text(Image(…))…` under
/// `lineLimit(1)` showed only "…"), so such text is cut here instead: laid out whole, cut after the
/// last character that lets the text and an ellipsis keep within the lines Pango allowed, as
/// UIKit truncates a line of text and attachments.
enum InlineImageTruncation {
  /// The most characters taken off the last kept line before giving up (Pango's own result stays).
  static let maximumSteps = 400

  /// `text` cut after the longest prefix whose layout, with "…" appended, keeps within `lines` lines of
  /// `width`, and that layout; nil when the text fits whole or no prefix fits.
  static func truncated(_ text: ResolvedText, _ fit: TextFit, width: CGFloat?, lines: Int,
                        session: PangoSession) -> (text: ResolvedText, layout: OpaquePointer)? {
    guard lines >= 1, !text.runs.isEmpty else { return nil }
    var whole = text
    whole.lineLimit = nil
    let full = TextLayout.makeLayout(whole, fit, width: width, height: nil, session: session)
    defer { g_object_unref(UnsafeMutableRawPointer(full)) }
    guard Int(pango_layout_get_line_count(full)) > lines, let line = pango_layout_get_line_readonly(full, Int32(lines - 1)) else { return nil }
    // The scalar boundaries up to the end of the last kept line, longest prefix first.
    let end = Int(line.pointee.start_index) + Int(line.pointee.length)
    var boundaries: [Int] = []
    var offset = 0
    for scalar in text.string.unicodeScalars {
      offset += UTF8.width(scalar)
      if offset > end { break }
      boundaries.append(offset)
    }
    for cut in boundaries.reversed().prefix(maximumSteps) {
      guard let candidate = prefix(of: whole, utf8Count: cut) else { continue }
      let layout = TextLayout.makeLayout(candidate, fit, width: width, height: nil, session: session)
      if Int(pango_layout_get_line_count(layout)) <= lines { return (candidate, layout) }
      g_object_unref(UnsafeMutableRawPointer(layout))
    }
    return nil
  }

  /// The first `count` UTF-8 bytes of `text`'s runs, trailing spaces dropped, with "…" in the last run's
  /// style after them; nil when nothing but spaces is left.
  static func prefix(of text: ResolvedText, utf8Count count: Int) -> ResolvedText? {
    var runs: [TextRun] = [], taken = 0
    for run in text.runs where taken < count {
      let length = run.string.utf8.count
      var kept = run
      if taken + length > count {
        guard run.image == nil else { break }
        kept.string = String(decoding: run.string.utf8.prefix(count - taken), as: UTF8.self)
      }
      runs.append(kept)
      taken += length
    }
    while let last = runs.last, last.image == nil, last.string.last?.isWhitespace == true {
      runs[runs.count - 1].string = String(last.string.dropLast())
      if runs[runs.count - 1].string.isEmpty { runs.removeLast() }
    }
    guard let last = runs.last else { return nil }
    var ellipsis = last
    ellipsis.string = "…"
    ellipsis.image = nil
    runs.append(ellipsis)
    var cut = text
    cut.runs = runs
    cut.string = runs.map(\.string).joined()
    return cut
  }
}
