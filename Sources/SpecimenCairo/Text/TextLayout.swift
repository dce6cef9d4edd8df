import CPango
import Foundation
import SpecimenLayout
import SpecimenUI

/// A Pango layout of resolved text for one proposal: the single place where text is laid out,
/// used both to measure (layout) and to draw (renderer), so the two always agree.
final class TextLayout {
  let layout: OpaquePointer
  /// The logical extents in points: origin offset and size.
  let logical: CGRect
  let metrics: TextMetrics
  /// Glyphs no font in the library has (drawn as boxes), as counted by Pango.
  let unknownGlyphs: Int
  /// Set when the text's custom font family is not installed.
  let fontWarning: String?
  /// Numbers of the text that could not be honoured (a NaN font size, say), each naming the modifier, the value and what was used.
  let numberWarnings: [String]
  /// The font size the text was laid out with (after the checks and `minimumScaleFactor`), in points.
  let fontSize: CGFloat
  /// The `minimumScaleFactor` shrink applied to fit (1: none).
  let fitScale: CGFloat
  /// The text's runs as laid out, their numbers checked and their fonts scaled to fit (what inline images
  /// are sized by); empty when no run holds an image, so plain text copies nothing.
  let runs: [TextRun]
  /// The underlines and strikethroughs with a colour or pattern of their own, over the laid-out string (Pango draws
  /// the others); placed in the layout only when it is drawn (`StyledTextLines.segments`).
  let styledLines: [StyledTextLines.Span]
  /// Whether part of the text is not shown: Pango replaced it with an ellipsis, or the line limit
  /// or the height cut whole lines at a line break.
  let isEllipsized: Bool

  /// Lays out `text` for a proposal; nil dimensions mean unlimited.
  ///
  /// Text that does not fit (it would be truncated, or is taller than a finite proposed height)
  /// first tightens its spacing when `allowsTightening` is set, then shrinks down to
  /// `minimumScaleFactor`, as UIKit and SwiftUI do before they truncate.
  init(_ text: ResolvedText, width: CGFloat?, height: CGFloat?, session: PangoSession = .current) {
    var warnings: [String] = []
    var text = TextControlCharacters.replaced(TextLayout.checked(text, warnings: &warnings))
    var fit = TextFit()
    var layout = TextLayout.makeLayout(text, fit, width: width, height: height, session: session)
    if let warning = TextLayout.overflowWarning(layout, text, session: session) {
      // Laid out again without the line height and spacing that carry its lines past Pango's coordinates.
      warnings.append(warning)
      (text.lineHeight, text.lineSpacing) = (nil, 0)
      g_object_unref(UnsafeMutableRawPointer(layout))
      layout = TextLayout.makeLayout(text, fit, width: width, height: height, session: session)
    }
    numberWarnings = warnings
    func fits(_ fit: TextFit) -> Bool {
      let candidate = TextLayout.makeLayout(text, fit, width: width, height: height, session: session)
      defer { g_object_unref(UnsafeMutableRawPointer(candidate)) }
      return TextLayout.fits(candidate, text, fit, width: width, height: height, session: session)
    }
    if !TextLayout.fits(layout, text, fit, width: width, height: height, session: session) {
      if text.allowsTightening {
        var tight = fit
        tight.tightening = TextFit.maximumTightening
        if fits(tight) {
          // The least tightening that fits.
          var low: CGFloat = 0, high = TextFit.maximumTightening
          for _ in 0..<8 {
            let mid = (low + high) / 2
            var trial = fit
            trial.tightening = mid
            if fits(trial) { high = mid } else { low = mid }
          }
          fit.tightening = high
        } else {
          fit.tightening = TextFit.maximumTightening
        }
      }
      if text.minimumScaleFactor < 1, !fits(fit) {
        var low = min(max(0.01, text.minimumScaleFactor.isFinite ? text.minimumScaleFactor : 1), 1), high: CGFloat = 1
        var best = low
        for _ in 0..<12 {
          var trial = fit
          trial.scale = (low + high) / 2
          if fits(trial) { best = trial.scale; low = trial.scale } else { high = trial.scale }
        }
        fit.scale = best
      }
      if fit != TextFit() {
        g_object_unref(UnsafeMutableRawPointer(layout))
        layout = TextLayout.makeLayout(text, fit, width: width, height: height, session: session)
      }
    }
    // Pango's ellipsizer can lose inline images and the text before them: when it shows fewer images
    // than a cut by hand keeps, the text is cut by hand.
    var laidOut = text, cutByHand = false
    if text.truncationMode == .tail, text.runs.contains(where: { $0.image != nil }), pango_layout_is_ellipsized(layout) != 0,
       let cut = InlineImageTruncation.truncated(text, fit, width: width, lines: Int(pango_layout_get_line_count(layout)), session: session) {
      if InlineImages.placements(in: layout).count < cut.text.runs.filter({ $0.image != nil }).count {
        g_object_unref(UnsafeMutableRawPointer(layout))
        (layout, laidOut, cutByHand) = (cut.layout, cut.text, true)
      } else {
        g_object_unref(UnsafeMutableRawPointer(cut.layout))
      }
    }
    self.layout = layout
    fontSize = (laidOut.effectiveRuns.map(\.font.size).max() ?? laidOut.font.size) * fit.scale
    fitScale = fit.scale
    runs = !laidOut.runs.contains(where: { $0.image != nil }) ? [] : laidOut.runs.map { run in
      var run = run
      run.font = run.font.scaled(by: fit.scale)
      return run
    }
    isEllipsized = cutByHand || pango_layout_is_ellipsized(layout) != 0 || TextLayout.dropsLines(layout, laidOut)
    styledLines = StyledTextLines.spans(of: laidOut)
    unknownGlyphs = Int(pango_layout_get_unknown_glyphs_count(layout))
    let japanese = TextLayout.isJapanese(laidOut.string)
    fontWarning = laidOut.effectiveRuns.lazy.compactMap { session.fontDescription($0.font, japanese: japanese).warning }.first
    let system = SystemLineBox(laidOut, fit, session: session)
    let frame = TextLayout.frame(of: layout, laidOut, fit, system: system)
    logical = frame.box
    metrics = TextMetrics(size: frame.box.size, firstBaseline: frame.first - frame.box.minY, lastBaseline: frame.last - frame.box.minY,
                          font: TextLayout.fontMetrics(of: layout, laidOut, fit, system: system))
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// The text's box in layout coordinates and its first and last baselines.
  ///
  /// System text takes iOS's line box: SF's ascent above the first baseline and SF's descent below
  /// the last (`SystemLineBox`); other text keeps Pango's logical extents. Reserved lines
  /// (`lineLimit(_:reservesSpace:)`, `lineLimit(2...)`) add height below the last line.
  ///
  /// Text with a line height (`lineHeight(_:)`) is that many points per line: its first baseline sits the
  /// font's ascent below the top and each line adds the line height, so a tighter line lets the last
  /// line's descenders out of the box, as on iOS 26.
  static func frame(of layout: OpaquePointer, _ text: ResolvedText, _ fit: TextFit,
                    system: SystemLineBox?) -> (box: CGRect, first: CGFloat, last: CGFloat) {
    var rect = PangoRectangle()
    pango_layout_get_extents(layout, nil, &rect)
    let scale = CGFloat(PANGO_SCALE)
    let first = CGFloat(pango_layout_get_baseline(layout)) / scale
    var last = first
    if let iter = pango_layout_get_iter(layout) {
      while pango_layout_iter_next_line(iter) != 0 {}
      last = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
      pango_layout_iter_free(iter)
    }
    var box = CGRect(x: CGFloat(rect.x) / scale, y: CGFloat(rect.y) / scale,
                     width: CGFloat(rect.width) / scale, height: CGFloat(rect.height) / scale)
    let fixed = fixedLineHeight(text, fit)
    if let fixed {
      box.origin.y = first - (system?.ascent ?? fontAscent(layout) ?? first)
      box.size.height = last - first + fixed
    } else if let system {
      box.origin.y = first - system.ascent
      box.size.height = last + system.descent - box.minY
    }
    if let reserved = text.reservedLines, reserved > 1 {
      let lines = CGFloat(max(1, pango_layout_get_line_count(layout)))
      let pitch = (fixed ?? system?.pitch ?? lineHeight(layout)) + text.lineSpacing
      let missing = CGFloat(min(reserved, 10_000)) - lines
      if missing > 0 { box.size.height += missing * pitch }
    }
    return (box, first, last)
  }

  /// Whether the layout shows all of the text within the proposal.
  static func fits(_ layout: OpaquePointer, _ text: ResolvedText, _ fit: TextFit, width: CGFloat?, height: CGFloat?,
                   session: PangoSession) -> Bool {
    if pango_layout_is_ellipsized(layout) != 0 || dropsLines(layout, text) { return false }
    if let width, width.isFinite, overflows(layout, width) { return false }
    if let height, height.isFinite, frame(of: layout, text, fit, system: SystemLineBox(text, fit, session: session)).box.height > height + 0.001 { return false }
    return true
  }

  /// `text` with the numbers Pango takes made usable: the font size within 0…`RenderLimits.maxFontSize`
  /// (Pango keeps sizes in 1/1024 pt in an Int32), finite line spacing and minimum scale factor.
  /// One comparison per value when all are fine.
  static func checked(_ text: ResolvedText, warnings: inout [String]) -> ResolvedText {
    var text = text
    let size = text.font.size
    if !size.isFinite || size < 0 || size > RenderLimits.maxFontSize {
      let used: CGFloat = size.isNaN || size < 0 ? 17 : RenderLimits.maxFontSize
      warnings.append("font size \(NumberText.describe(Double(size))) (Font.system(size:) or Font.custom(_:size:)) is not usable; "
        + "drawn at \(NumberText.describe(Double(used))) pt (sizes go from 0 to RenderLimits.maxFontSize, \(Int(RenderLimits.maxFontSize)) pt)")
      text.font.size = used
    }
    if !text.lineSpacing.isFinite || abs(text.lineSpacing) > RenderLimits.maxCoordinate {
      warnings.append(".lineSpacing(\(NumberText.describe(Double(text.lineSpacing)))) is not usable; drawn with line spacing 0")
      text.lineSpacing = 0
    } else if text.lineSpacing < 0 {
      // SwiftUI and UIKit add no space for a negative spacing (NSParagraphStyle's lineSpacing "is always nonnegative").
      warnings.append(".lineSpacing(\(NumberText.describe(Double(text.lineSpacing)))) is negative; iOS adds no space between lines for it "
        + "(line spacing is never below 0), so it is drawn with 0. Bring lines closer with .lineHeight(_:) or Font.leading(.tight)")
      text.lineSpacing = 0
    }
    if !text.minimumScaleFactor.isFinite {
      warnings.append(".minimumScaleFactor(\(NumberText.describe(Double(text.minimumScaleFactor)))) is not usable; drawn with factor 1")
      text.minimumScaleFactor = 1
    } else if text.minimumScaleFactor < 0 || text.minimumScaleFactor > 1 {
      let used = min(max(text.minimumScaleFactor, 0), 1)
      warnings.append(".minimumScaleFactor(\(NumberText.describe(Double(text.minimumScaleFactor)))) is outside 0...1; drawn with factor "
        + "\(NumberText.describe(Double(used))) (give a factor from 0 to 1)")
      text.minimumScaleFactor = used
    }
    // Concatenated parts: the same size check per part; tracking and baseline offsets within the coordinate limit.
    func usable(_ value: CGFloat, _ name: String) -> CGFloat {
      guard !(value.isFinite && abs(value) <= RenderLimits.maxCoordinate) else { return value }
      warnings.append(".\(name)(\(NumberText.describe(Double(value)))) is not usable; drawn with 0")
      return 0
    }
    text.tracking = usable(text.tracking, "tracking")
    text.baselineOffset = usable(text.baselineOffset, "baselineOffset")
    text.runs = text.runs.map { run in
      var run = run
      let size = run.font.size
      if !size.isFinite || size < 0 || size > RenderLimits.maxFontSize {
        let used: CGFloat = size.isNaN || size < 0 ? 17 : RenderLimits.maxFontSize
        warnings.append("font size \(NumberText.describe(Double(size))) of a concatenated Text is not usable; drawn at \(NumberText.describe(Double(used))) pt")
        run.font.size = used
      }
      run.tracking = usable(run.tracking, "tracking")
      run.baselineOffset = usable(run.baselineOffset, "baselineOffset")
      // A run's own colour goes to Pango, which has no NaN: named as a drawn colour is (once per text), NaN drawn as 0.
      if run.paint != text.paint, case .color(let color) = run.paint, !color.isFinite {
        run.paint = .color(Canvas.finiteColor(color) { component, value, drawn in
          let message = "Color \(component) \(NumberText.describe(value)) of a run is not usable; drawn as \(Int(drawn))"
          if !warnings.contains(message) { warnings.append(message) }
        })
      }
      return run
    }
    if let first = text.runs.first { text.font = first.font }
    if let lineHeight = text.lineHeight, let points = fixedLineHeight(text, TextFit()),
       !(points >= minimumLineHeight && points <= RenderLimits.maxCoordinate) {
      warnings.append(".lineHeight(\(lineHeight.swiftDescription)) gives a line height of \(NumberText.describe(Double(points))) pt, "
        + "which is not usable; drawn with the font's own line height (give a line height from 0.001 to "
        + "\(NumberText.describe(Double(RenderLimits.maxCoordinate))) pt)")
      text.lineHeight = nil
    }
    return text
  }

  /// Why `layout`'s lines reach past `RenderLimits.maxTextHeight` (its line count times the pitch its line height or
  /// spacing gives), naming the modifier and the value; nil when they do not, or when neither is set.
  static func overflowWarning(_ layout: OpaquePointer, _ text: ResolvedText, session: PangoSession) -> String? {
    let fixed = fixedLineHeight(text, TextFit())
    guard fixed != nil || text.lineSpacing != 0 else { return nil }
    let lines = Int(pango_layout_get_line_count(layout))
    let pitch = (fixed ?? SystemLineBox(text, TextFit(), session: session)?.pitch ?? lineHeight(layout)) + text.lineSpacing
    let height = CGFloat(lines) * pitch
    guard height > RenderLimits.maxTextHeight else { return nil }
    let cause = fixed != nil && (text.lineSpacing == 0 || (fixed ?? 0) >= text.lineSpacing)
      ? ".lineHeight(\(text.lineHeight?.swiftDescription ?? ""))" : ".lineSpacing(\(NumberText.describe(Double(text.lineSpacing))))"
    return "\(cause) puts its \(lines) lines \(NumberText.describe(Double(pitch))) pt apart, \(NumberText.describe(Double(height))) pt "
      + "in all: more than text is laid out in (RenderLimits.maxTextHeight, \(NumberText.describe(Double(RenderLimits.maxTextHeight))) pt). "
      + "Drawn with the font's own line height and no line spacing; give a line height or spacing near the font's size"
  }

  static func overflows(_ layout: OpaquePointer, _ width: CGFloat) -> Bool {
    var rect = PangoRectangle()
    pango_layout_get_extents(layout, nil, &rect)
    return CGFloat(rect.width) / CGFloat(PANGO_SCALE) > width + 0.001
  }

  static func makeLayout(_ text: ResolvedText, _ fit: TextFit, width: CGFloat?, height: CGFloat?,
                         session: PangoSession) -> OpaquePointer {
    guard let layout = pango_layout_new(session.context) else { fatalError("Pango could not create a layout") }
    pango_layout_set_text(layout, text.string, -1)
    let japanese = isJapanese(text.string)
    pango_layout_set_font_description(layout, session.fontDescription(text.font.scaled(by: fit.scale), japanese: japanese).description)
    pango_layout_set_spacing(layout, pangoUnits(text.lineSpacing))
    let system = SystemLineBox(text, fit, session: session)
    let spacing = TextAttributes.apply(text, fit, system: system, to: layout, session: session)
    pango_layout_set_auto_dir(layout, 0)
    switch text.alignment {
    case .leading: pango_layout_set_alignment(layout, text.layoutDirection == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, text.layoutDirection == .rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
    }
    var maxLines = text.lineLimit
    if let height, height.isFinite {
      // Lines after the first add one pitch each (the line height, the system font's pitch, or the font's own).
      let fixed = fixedLineHeight(text, fit)
      let first = fixed ?? system.map { $0.ascent + $0.descent } ?? TextLayout.lineHeight(layout)
      let pitch = (fixed ?? system?.pitch ?? TextLayout.lineHeight(layout)) + text.lineSpacing
      let extra = ((height + 0.001 - first) / max(pitch, 0.001)).rounded(.down)
      let fitting = extra.isFinite ? 1 + Int(min(max(extra, 0), 10_000)) : 1
      maxLines = min(maxLines ?? fitting, fitting)
    }
    // Pango's extents leave out the letter spacing after a line's last character, but its line
    // breaking counts it: without this allowance, tracked text laid out at its own measured width
    // (a stack's widest child) would wrap its last word. All lines move alike, so alignment is unchanged.
    let trailingSpacing = min(spacing, 1_000)
    var lineWidth = width.flatMap { $0.isFinite ? max(0, $0) : nil }
    if lineWidth == nil, let maxLines, pango_layout_get_line_count(layout) > maxLines {
      // Unlimited width breaks lines only at line breaks; to cut lines, Pango needs a width, so the
      // text takes its own (its widest paragraph's), where no paragraph wraps.
      var rect = PangoRectangle()
      pango_layout_get_extents(layout, nil, &rect)
      lineWidth = CGFloat(rect.width) / CGFloat(PANGO_SCALE) + 0.01
    }
    guard let width = lineWidth else { return layout }
    pango_layout_set_width(layout, pangoUnits(width + trailingSpacing))
    pango_layout_set_wrap(layout, hasLongWord(text.string) ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
    if let maxLines {
      let lines = min(max(1, maxLines), 10_000)
      pango_layout_set_height(layout, -Int32(lines))
      switch text.truncationMode {
      case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
      case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
      case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      }
      if pango_layout_get_line_count(layout) > lines { limitWholeText(layout, toLines: lines) }
      // Pango fits the ellipsis before letter spacing is applied, so tracked text can end up a
      // little wider than the width; narrow the target by the overshoot until the line fits.
      var target = width
      for _ in 0..<4 where pango_layout_is_ellipsized(layout) != 0 && overflows(layout, width) {
        var rect = PangoRectangle()
        pango_layout_get_extents(layout, nil, &rect)
        target -= CGFloat(rect.width) / CGFloat(PANGO_SCALE) - width + 0.01
        pango_layout_set_width(layout, pangoUnits(max(0, target) + trailingSpacing))
      }
    }
    return layout
  }

  /// The longest word (characters between two line-break opportunities) that is wrapped at word boundaries.
  ///
  /// Pango's word-then-character wrapping is quadratic in the length of a word longer than a line: it searches the
  /// rest of the word for a word boundary on every line (a 20 000-character word in a 200-pt frame: 15 s per layout,
  /// 31 s per cell; 2 000 characters: 0.2 s). Text holding a longer word is wrapped at character boundaries
  /// instead (0.3 s for 20 000 characters): the same lines for the long word itself, but a short word before it shares
  /// a line with its start, and other words may break where they end a line.
  static let longestWordWrapped = 2_000

  /// Whether `string` holds a word longer than `longestWordWrapped` characters (Pango's line-break opportunities).
  static func hasLongWord(_ string: String) -> Bool {
    let length = string.utf8.count
    guard length > longestWordWrapped, length < Int(Int32.max) else { return false }
    let count = string.unicodeScalars.count
    guard count > longestWordWrapped else { return false }
    var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
    string.withCString { pango_get_log_attrs($0, Int32(length), -1, pango_language_from_string("en"), &attributes, Int32(count + 1)) }
    var word = 0
    for attribute in attributes.prefix(count) {
      word = attribute.is_line_break != 0 ? 1 : word + 1
      if word > longestWordWrapped { return true }
    }
    return false
  }

  /// Limits a layout whose paragraphs together have more than `lines` lines to its first `lines` lines.
  ///
  /// A negative Pango height limits the lines of each paragraph, but SwiftUI's `lineLimit` (like
  /// UILabel's `numberOfLines`) counts the lines of the whole text, line breaks included. A positive
  /// height limits the whole layout: Pango keeps the lines that fit and ellipsizes the last one when
  /// its paragraph goes on; later paragraphs are dropped. The height used is the bottom of the last
  /// kept line plus half of its height, inside the window where Pango keeps exactly `lines` lines.
  static func limitWholeText(_ layout: OpaquePointer, toLines lines: Int) {
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    var top: Int32 = 0, bottom: Int32 = 0, index = 1
    pango_layout_iter_get_line_yrange(iter, &top, &bottom)
    while index < lines, pango_layout_iter_next_line(iter) != 0 {
      pango_layout_iter_get_line_yrange(iter, &top, &bottom)
      index += 1
    }
    let (height, overflow) = bottom.addingReportingOverflow(max(0, bottom - top) / 2)
    pango_layout_set_height(layout, overflow ? Int32.max : height)
  }

  /// Whether lines of the text were left out of the layout (cut by a line limit or the height) with
  /// no ellipsis to show it: the last laid-out line ends before the text's last visible character.
  static func dropsLines(_ layout: OpaquePointer, _ text: ResolvedText) -> Bool {
    let count = pango_layout_get_line_count(layout)
    guard count > 0, let last = pango_layout_get_line_readonly(layout, count - 1) else { return false }
    let end = Int(last.pointee.start_index) + Int(last.pointee.length)
    let bytes = text.string.utf8
    guard end >= 0, end < bytes.count else { return false }
    return bytes.dropFirst(end).contains { !($0 == 0x0A || $0 == 0x0D || $0 == 0x20 || $0 == 0x09) }
  }

  /// A length in points as Pango units, clamped to what an Int32 holds.
  static func pangoUnits(_ points: CGFloat) -> Int32 {
    guard points.isFinite else { return 0 }
    return Int32(min(max(points * CGFloat(PANGO_SCALE), -1e9), 1e9).rounded())
  }

  /// Whether `string` has kana, so Han characters in it should take Japanese rather than Chinese shapes.
  static func isJapanese(_ string: String) -> Bool {
    string.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x31F0...0x31FF).contains($0.value) }
  }

  /// The vertical metrics of the text's largest font: SF's for system text (`SystemLineBox`, with the
  /// HIG pitch's extra space as leading), else the layout font's own from Pango.
  static func fontMetrics(of layout: OpaquePointer, _ text: ResolvedText, _ fit: TextFit, system: SystemLineBox?) -> TextFontMetrics? {
    if let system {
      let size = (text.effectiveRuns.map(\.font.size).max() ?? text.font.size) * fit.scale
      return TextFontMetrics(ascender: system.ascent, descender: system.descent,
                             leading: max(0, system.pitch - system.ascent - system.descent), capHeight: size * SystemTypography.capHeight)
    }
    guard let description = pango_layout_get_font_description(layout),
          let font = PangoLineMetrics(context: pango_layout_get_context(layout), description: description) else { return nil }
    return TextFontMetrics(ascender: font.ascent, descender: font.descent, leading: font.leading, capHeight: font.capHeight)
  }

  /// The smallest line height drawn, in points: Pango keeps line heights in 1/1024 pt and reads 0 as none.
  static let minimumLineHeight: CGFloat = 0.001

  /// The distance between baselines that `lineHeight(_:)` sets, in points, for the text's largest point size
  /// after `fit`; nil when the text keeps its fonts' own (no line height, or `.variable`).
  static func fixedLineHeight(_ text: ResolvedText, _ fit: TextFit) -> CGFloat? {
    guard let lineHeight = text.lineHeight else { return nil }
    let size = (text.effectiveRuns.map(\.font.size).max() ?? text.font.size) * fit.scale
    return lineHeight.points(pointSize: size)
  }

  /// The ascent of the layout's font, in points, from Pango's metrics.
  static func fontAscent(_ layout: OpaquePointer) -> CGFloat? {
    guard let description = pango_layout_get_font_description(layout) else { return nil }
    return PangoLineMetrics(context: pango_layout_get_context(layout), description: description)?.ascent
  }

  /// The height of one line of the layout's font, in points.
  static func lineHeight(_ layout: OpaquePointer) -> CGFloat {
    guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
    var rect = PangoRectangle()
    pango_layout_line_get_extents(line, nil, &rect)
    return CGFloat(rect.height) / CGFloat(PANGO_SCALE)
  }
}

/// How text is adjusted to fit before it is truncated: spacing tightened, then the font shrunk.
struct TextFit: Equatable {
  /// The factor every font size is multiplied by (`minimumScaleFactor`).
  var scale: CGFloat = 1
  /// Space taken from every character, in em (`allowsTightening`).
  var tightening: CGFloat = 0

  /// The most `allowsTightening` takes between characters: 5 % of the point size. Apple does not
  /// publish UIKit's limit; this is Specimen's choice, about what a designer's "tight" tracking is.
  static let maximumTightening: CGFloat = 0.05
}

/// Measures text with Pango, exactly as the renderer will lay it out.
public struct PangoTextMeasurer: TextMeasurer {
  /// Also lets `UIFont.familyNames` list the fonts this measurer draws with.
  public init() {
    InstalledFonts.install { FontLibrary.shared.postScriptNamesByFamily }
    InstalledFontMetrics.install { name, size in PangoSession.current.verticalMetrics(ofFontNamed: name, size: size) }
    StringDrawingMeasure.install { text, proposal in PangoSession.current.layout(text, width: proposal.width, height: proposal.height).metrics.size }
  }
  public func measure(_ text: ResolvedText, in proposal: ProposedViewSize) -> TextMetrics {
    PangoSession.current.layout(text, width: proposal.width, height: proposal.height).metrics
  }
}

/// A font's vertical metrics as Pango reads them from its file, in points.
struct PangoLineMetrics {
  var ascent: CGFloat
  var descent: CGFloat
  /// The line gap: the font's line height past its ascent and descent.
  var leading: CGFloat

  /// Pango does not report a cap height; three quarters of the ascent is close for common UI faces
  /// (SF Pro 0.74, Inter 0.75, Roboto 0.77 of their ascenders, from their font headers).
  var capHeight: CGFloat { ascent * 0.75 }
  /// Nor an x-height; 0.55 of the ascent is SF Pro's ratio (1078/1950 units, from its font header).
  var xHeight: CGFloat { ascent * 0.55 }

  /// The metrics of the font `description` selects in `context`; nil when Pango has none or they are not usable.
  init?(context: OpaquePointer?, description: OpaquePointer) {
    guard let metrics = pango_context_get_metrics(context, description, nil) else { return nil }
    defer { pango_font_metrics_unref(metrics) }
    let scale = CGFloat(PANGO_SCALE)
    ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
    descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
    let height = CGFloat(pango_font_metrics_get_height(metrics)) / scale
    guard ascent.isFinite, descent.isFinite, height.isFinite, ascent > 0, ascent + descent > 0 else { return nil }
    leading = max(0, height - ascent - descent)
  }
}
