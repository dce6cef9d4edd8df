import CPango
import Foundation
import SpecimenUI

/// Underlines and strikethroughs that have a colour or a pattern of their own
/// (`.underline(true, pattern: .dash, color: .red)`, `.strikethrough(true, color: .gray)`, an
/// `AttributedString` run's `underlineStyle = Text.LineStyle(pattern: .dot)`): Pango draws lines
/// solid and in one colour with no opacity, so Specimen draws these itself, where Pango would put
/// them (the font's underline and strikethrough position and thickness, under the run's characters).
/// Lines without either stay Pango's (`TextAttributes`).
enum StyledTextLines {
  /// A styled line over a byte range of the laid-out string.
  struct Span: Equatable {
    var bytes: Range<Int>
    var isStrikethrough: Bool
    var style: ResolvedLineStyle
    /// The run's baseline offset, in points (its line moves with its glyphs).
    var rise: CGFloat
    /// Whether the line is the whole text's (`Text("…").underline(…)`), not one run's.
    var isWholeText = false
  }

  /// One straight piece to stroke, in layout points.
  struct Segment: Equatable {
    var x: ClosedRange<CGFloat>
    /// The middle of the line.
    var y: CGFloat
    var thickness: CGFloat
    var style: ResolvedLineStyle
  }

  /// The styled lines of `text`: the whole text's own, else each run's.
  static func spans(of text: ResolvedText) -> [Span] {
    var spans: [Span] = []
    let length = text.string.utf8.count
    if text.underline == true, let style = text.underlineStyle {
      spans.append(Span(bytes: 0..<length, isStrikethrough: false, style: style, rise: text.baselineOffset, isWholeText: true))
    }
    if text.strikethrough == true, let style = text.strikethroughStyle {
      spans.append(Span(bytes: 0..<length, isStrikethrough: true, style: style, rise: text.baselineOffset, isWholeText: true))
    }
    guard text.runs.contains(where: { $0.underlineStyle != nil || $0.strikethroughStyle != nil }) else { return spans }
    var start = 0
    for run in text.runs {
      let end = start + run.string.utf8.count
      defer { start = end }
      if run.underline == true, text.underline != true, let style = run.underlineStyle {
        spans.append(Span(bytes: start..<end, isStrikethrough: false, style: style, rise: run.baselineOffset))
      }
      if run.strikethrough == true, text.strikethrough != true, let style = run.strikethroughStyle {
        spans.append(Span(bytes: start..<end, isStrikethrough: true, style: style, rise: run.baselineOffset))
      }
    }
    return spans
  }

  /// Where `spans` fall in `layout`: per glyph run, under (or through) its characters at its font's
  /// line position and thickness; neighbouring pieces of one line are joined so a pattern runs on.
  static func segments(of spans: [Span], in layout: OpaquePointer) -> [Segment] {
    guard !spans.isEmpty, let iter = pango_layout_get_iter(layout) else { return [] }
    defer { pango_layout_iter_free(iter) }
    let scale = CGFloat(PANGO_SCALE)
    var segments: [Segment] = []
    let lookup = SpanLookup(spans)
    repeat {
      guard let run = pango_layout_iter_get_run_readonly(iter), let item = run.pointee.item,
            let line = pango_layout_iter_get_line_readonly(iter) else { continue }
      let itemStart = Int(item.pointee.offset), itemEnd = itemStart + Int(item.pointee.length)
      let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
      guard let metrics = pango_font_get_metrics(item.pointee.analysis.font, nil) else { continue }
      defer { pango_font_metrics_unref(metrics) }
      for span in lookup.spans(overlapping: itemStart..<itemEnd) {
        let from = max(span.bytes.lowerBound, itemStart), to = min(span.bytes.upperBound, itemEnd)
        guard from < to else { continue }
        let position = CGFloat(span.isStrikethrough ? pango_font_metrics_get_strikethrough_position(metrics)
                                                    : pango_font_metrics_get_underline_position(metrics)) / scale
        let thickness = CGFloat(span.isStrikethrough ? pango_font_metrics_get_strikethrough_thickness(metrics)
                                                     : pango_font_metrics_get_underline_thickness(metrics)) / scale
        // Pango's position is the top of the line, above the baseline.
        let y = baseline - span.rise - position + thickness / 2
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line, Int32(from), Int32(to), &ranges, &count)
        defer { g_free(ranges) }
        guard let ranges else { continue }
        for index in 0..<Int(max(count, 0)) {
          let left = CGFloat(ranges[2 * index]) / scale, right = CGFloat(ranges[2 * index + 1]) / scale
          guard right > left, thickness > 0 else { continue }
          let piece = Segment(x: left...right, y: y, thickness: thickness, style: span.style)
          if let last = segments.last, last.style == piece.style, last.y == piece.y, last.thickness == piece.thickness,
             abs(last.x.upperBound - left) < 0.01 {
            segments[segments.count - 1].x = last.x.lowerBound...right
          } else {
            segments.append(piece)
          }
        }
      }
    } while pango_layout_iter_next_run(iter) != 0
    return segments
  }

  /// Finds the spans over a glyph run without looking at every span: the whole text's (at most two) always,
  /// and the runs' from a binary search (each kind's spans follow one another without overlapping, so walking
  /// back from the run's end stops at the first span of each kind that starts before it). 10 000 runs each
  /// with its own underline colour and alternating fonts took 9.4 s to draw when every span was checked
  /// against every glyph run, 0.4 s without lines.
  struct SpanLookup {
    let whole: [Span]
    let runs: [Span]
    let kinds: Int

    init(_ spans: [Span]) {
      whole = spans.filter(\.isWholeText)
      runs = spans.filter { !$0.isWholeText }.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }
      kinds = Set(runs.map(\.isStrikethrough)).count
    }

    /// The spans that share bytes with `bytes`, the whole text's first.
    func spans(overlapping bytes: Range<Int>) -> [Span] {
      guard !runs.isEmpty else { return whole }
      var low = 0, high = runs.count
      while low < high {
        let middle = (low + high) / 2
        if runs[middle].bytes.lowerBound < bytes.upperBound { low = middle + 1 } else { high = middle }
      }
      var found: [Span] = [], startedBefore: Set<Bool> = []
      var index = low - 1
      while index >= 0, startedBefore.count < kinds {
        let span = runs[index]
        if span.bytes.lowerBound < bytes.lowerBound { startedBefore.insert(span.isStrikethrough) }
        if span.bytes.upperBound > bytes.lowerBound { found.append(span) }
        index -= 1
      }
      return whole + found.reversed()
    }
  }

  /// The dash lengths of `pattern`, in multiples of the line's thickness (on, off, on, off …); empty for solid.
  ///
  /// Apple publishes no lengths for `NSUnderlineStyle.patternDot`/`patternDash`/`patternDashDot`/
  /// `patternDashDotDot`: these are Specimen's estimates of how the patterns look (round dots as far apart
  /// as they are wide, dashes three dots long).
  static func dashes(_ pattern: ResolvedLineStyle.Pattern) -> [Double] {
    switch pattern {
    case .solid: return []
    case .dot: return [1, 1]
    case .dash: return [3, 1.5]
    case .dashDot: return [3, 1.5, 1, 1.5]
    case .dashDotDot: return [3, 1.5, 1, 1.5, 1, 1.5]
    }
  }
}
