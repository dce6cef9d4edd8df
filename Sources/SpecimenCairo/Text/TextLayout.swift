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

  /// Lays out `text` for a proposal; nil dimensions mean unlimited.
  init(_ text: ResolvedText, width: CGFloat?, height: CGFloat?, session: PangoSession = .current) {
    var warnings: [String] = []
    let text = TextLayout.checked(text, warnings: &warnings)
    numberWarnings = warnings
    var font = text.font
    var layout = TextLayout.makeLayout(text, font: font, width: width, height: height, session: session)
    // minimumScaleFactor: shrink until the text fits without truncation, down to the factor.
    if text.minimumScaleFactor < 1, let width, width.isFinite, pango_layout_is_ellipsized(layout) != 0 || TextLayout.overflows(layout, width) {
      var low = max(0.01, text.minimumScaleFactor), high: CGFloat = 1
      var best = low
      for _ in 0..<12 {
        let mid = (low + high) / 2
        let trial = text.font.scaled(by: mid)
        let candidate = TextLayout.makeLayout(text, font: trial, width: width, height: height, session: session)
        let fits = pango_layout_is_ellipsized(candidate) == 0 && !TextLayout.overflows(candidate, width)
        g_object_unref(UnsafeMutableRawPointer(candidate))
        if fits { best = mid; low = mid } else { high = mid }
      }
      font = text.font.scaled(by: best)
      g_object_unref(UnsafeMutableRawPointer(layout))
      layout = TextLayout.makeLayout(text, font: font, width: width, height: height, session: session)
    }
    self.layout = layout
    fontSize = font.size
    unknownGlyphs = Int(pango_layout_get_unknown_glyphs_count(layout))
    fontWarning = session.fontDescription(font, japanese: TextLayout.isJapanese(text.string)).warning
    var ink = PangoRectangle(), rect = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &rect)
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
    if let system = SystemLineBox(font, session: session) {
      // iOS's line box: SF's ascent above the first baseline, SF's descent below the last.
      box.origin.y = first - system.ascent
      box.size.height = last + system.descent - box.minY
    }
    logical = box
    metrics = TextMetrics(size: logical.size, firstBaseline: first - logical.minY, lastBaseline: last - logical.minY)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

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
    }
    if !text.minimumScaleFactor.isFinite {
      warnings.append(".minimumScaleFactor(\(NumberText.describe(Double(text.minimumScaleFactor)))) is not usable; drawn with factor 1")
      text.minimumScaleFactor = 1
    }
    return text
  }

  static func overflows(_ layout: OpaquePointer, _ width: CGFloat) -> Bool {
    var rect = PangoRectangle()
    pango_layout_get_extents(layout, nil, &rect)
    return CGFloat(rect.width) / CGFloat(PANGO_SCALE) > width + 0.001
  }

  static func makeLayout(_ text: ResolvedText, font: ResolvedFont, width: CGFloat?, height: CGFloat?, session: PangoSession) -> OpaquePointer {
    guard let layout = pango_layout_new(session.context) else { fatalError("Pango could not create a layout") }
    pango_layout_set_text(layout, text.string, -1)
    pango_layout_set_font_description(layout, session.fontDescription(font, japanese: isJapanese(text.string)).description)
    pango_layout_set_spacing(layout, Int32(text.lineSpacing * CGFloat(PANGO_SCALE)))
    let system = SystemLineBox(font, session: session)
    if let system, let attributes = pango_attr_list_new() {
      pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(TextLayout.pangoUnits(system.tracking)))
      pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(TextLayout.pangoUnits(system.pitch)))
      pango_layout_set_attributes(layout, attributes)
      pango_attr_list_unref(attributes)
    }
    pango_layout_set_auto_dir(layout, 0)
    switch text.alignment {
    case .leading: pango_layout_set_alignment(layout, text.layoutDirection == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
    case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
    case .trailing: pango_layout_set_alignment(layout, text.layoutDirection == .rightToLeft ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
    }
    guard let width, width.isFinite else { return layout }
    pango_layout_set_width(layout, Int32(saturating: max(0, width) * CGFloat(PANGO_SCALE)))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    var maxLines = text.lineLimit
    if let height, height.isFinite {
      // Lines after the first add one pitch each (the system font's pitch, or the font's own line height).
      let first = system.map { $0.ascent + $0.descent } ?? TextLayout.lineHeight(layout)
      let pitch = system.map { $0.pitch + text.lineSpacing } ?? TextLayout.lineHeight(layout) + text.lineSpacing
      let extra = ((height + 0.001 - first) / max(pitch, 0.001)).rounded(.down)
      let fitting = extra.isFinite ? 1 + Int(min(max(extra, 0), 10_000)) : 1
      maxLines = min(maxLines ?? fitting, fitting)
    }
    if let maxLines {
      pango_layout_set_height(layout, -Int32(clamping: max(1, maxLines)))
      switch text.truncationMode {
      case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
      case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
      case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
      }
      // Pango fits the ellipsis before letter spacing is applied, so tracked text can end up a
      // little wider than the width; narrow the target by the overshoot until the line fits.
      var target = max(0, width)
      for _ in 0..<4 where pango_layout_is_ellipsized(layout) != 0 && overflows(layout, width) {
        var rect = PangoRectangle()
        pango_layout_get_extents(layout, nil, &rect)
        target -= CGFloat(rect.width) / CGFloat(PANGO_SCALE) - width + 0.01
        pango_layout_set_width(layout, Int32(max(0, target) * CGFloat(PANGO_SCALE)))
      }
    }
    return layout
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

  /// The height of one line of the layout's font, in points.
  static func lineHeight(_ layout: OpaquePointer) -> CGFloat {
    guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
    var rect = PangoRectangle()
    pango_layout_line_get_extents(line, nil, &rect)
    return CGFloat(rect.height) / CGFloat(PANGO_SCALE)
  }
}

/// Measures text with Pango, exactly as the renderer will lay it out.
public struct PangoTextMeasurer: TextMeasurer {
  public init() {}
  public func measure(_ text: ResolvedText, in proposal: ProposedViewSize) -> TextMetrics {
    PangoSession.current.layout(text, width: proposal.width, height: proposal.height).metrics
  }
}

/// How the system font is set like San Francisco (`SystemTypography`): SF Pro's tracking for the
/// size, SF Pro's ascent and descent as the line box, and the HIG's line pitch. Custom fonts keep
/// their own metrics, as on iOS; a custom family that is not installed falls back to the system
/// font, as on iOS, and is set like it.
struct SystemLineBox {
  var tracking: CGFloat
  var ascent: CGFloat
  var descent: CGFloat
  var pitch: CGFloat

  init?(_ font: ResolvedFont, session: PangoSession) {
    guard font.size.isFinite, font.size > 0 else { return nil }
    if font.family != nil, session.fontDescription(font).warning == nil { return nil }
    tracking = SystemTypography.tracking(design: font.design, size: font.size)
    ascent = font.size * SystemTypography.ascender
    descent = font.size * SystemTypography.descender
    pitch = font.leading ?? SystemTypography.linePitch(size: font.size)
  }
}

extension ResolvedFont {
  /// This font at `factor` times its size (a text style's pitch scales with it).
  func scaled(by factor: CGFloat) -> ResolvedFont {
    var copy = self
    copy.size = size * factor
    copy.leading = leading.map { $0 * factor }
    return copy
  }
}
