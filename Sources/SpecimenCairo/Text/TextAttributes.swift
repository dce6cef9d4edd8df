import CPango
import Foundation
import SpecimenUI

/// The Pango attributes of resolved text: each run's font, color, tracking and baseline offset,
/// and the system font's SF spacing (`SystemLineBox`).
enum TextAttributes {
  /// Returns the largest positive letter spacing of the runs, in points (see `TextLayout.makeLayout`).
  @discardableResult
  static func apply(_ text: ResolvedText, _ fit: TextFit, system: SystemLineBox?, to layout: OpaquePointer,
                    session: PangoSession) -> CGFloat {
    guard let attributes = pango_attr_list_new() else { return 0 }
    var largestSpacing: CGFloat = 0
    defer { pango_attr_list_unref(attributes) }
    let japanese = TextLayout.isJapanese(text.string)
    let runs = text.effectiveRuns
    let fixedPitch = TextLayout.fixedLineHeight(text, fit)
    var merged = MergedAttributes(list: attributes, merges: runs.count > mergedRunCount)
    var start = 0
    for (index, run) in runs.enumerated() {
      let end = start + run.string.utf8.count
      defer { start = end }
      guard end > start else { continue }
      let font = run.font.scaled(by: fit.scale)
      func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
        guard let attribute else { return }
        attribute.pointee.start_index = guint(start)
        attribute.pointee.end_index = guint(end)
        merged.insert(attribute)
      }
      if !text.runs.isEmpty {
        insert(pango_attr_font_desc_new(session.fontDescription(font, japanese: japanese).description))
        if run.paint != text.paint, case .color(let color) = run.paint {
          func channel(_ value: Double) -> guint16 { guint16(min(max(value.isFinite ? value : 0, 0), 1) * 65535) }
          insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
          insert(pango_attr_foreground_alpha_new(channel(color.alpha)))
        }
      }
      let isSystem = SystemLineBox.isSystem(run.font, session: session)
      let face = isSystem ? session.library.systemFace(for: font) : nil
      // An inline image is not a glyph of the font: the font's own tracking does not space it.
      let systemTracking = run.image == nil ? face?.tracking(design: font.design, size: font.size) ?? 0 : 0
      // Apple's fonts carry their own AAT `trak` table, which HarfBuzz applies at the point size
      // (depending on its version and the font's STAT table); it is switched off so that the
      // HIG's table is applied exactly once, the same with every HarfBuzz.
      if let face, !face.standIn { insert(pango_attr_font_features_new("-trak")) }
      // The stand-ins' contextual alternates (Inter's `calt`: "3x3" as "3×3", "->" as an arrow, a colon raised
      // between digits or capitals) are not San Francisco's defaults (SF's centred colon is an opt-in stylistic
      // alternate), so system text sets them off, except in runs holding a script whose fallback font may need
      // `calt` to shape its letters (`needsContextualAlternates`).
      if let face, face.standIn, !TextAttributes.needsContextualAlternates(run.string) {
        insert(pango_attr_font_features_new("calt=0"))
      }
      let spacing = systemTracking + run.tracking - fit.tightening * font.size
      if spacing != 0 { insert(pango_attr_letter_spacing_new(TextLayout.pangoUnits(spacing))) }
      if spacing.isFinite { largestSpacing = max(largestSpacing, spacing) }
      if let pitch = fixedPitch ?? system?.pitch { insert(pango_attr_line_height_new_absolute(TextLayout.pangoUnits(pitch))) }
      // Small capitals: Pango (1.50+) uses the font's `smcp`/`c2sc` glyphs and synthesizes them from
      // scaled capitals when the font has none; uppercase-only asks for `c2sc` alone.
      switch font.smallCaps {
      case .lowercase?: insert(pango_attr_variant_new(PANGO_VARIANT_SMALL_CAPS))
      case .all?: insert(pango_attr_variant_new(PANGO_VARIANT_ALL_SMALL_CAPS))
      case .uppercase?: insert(pango_attr_font_features_new("c2sc"))
      case nil: break
      }
      if run.baselineOffset != 0 { insert(pango_attr_rise_new(TextLayout.pangoUnits(run.baselineOffset))) }
      if let image = run.image, let shape = InlineImages.attribute(InlineImages.box(of: image, font: font).box, index: index) {
        // A shape stands for its one character: never merged with a neighbour.
        shape.pointee.start_index = guint(start)
        shape.pointee.end_index = guint(end)
        pango_attr_list_insert(attributes, shape)
      }
      // A part's own line (`Text("a").underline() + …`, an attributed run's underlineStyle).
      // Lines with a colour or pattern of their own are drawn by `StyledTextLines`.
      if run.underline == true, text.underline != true, run.underlineStyle == nil { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
      if run.strikethrough == true, text.strikethrough != true, run.strikethroughStyle == nil { insert(pango_attr_strikethrough_new(1)) }
    }
    // `.monospacedDigit()`: OpenType tabular figures, as SF's monospaced-digit variant draws them.
    if text.font.monospacedDigit == true || text.runs.contains(where: { $0.font.monospacedDigit == true }) {
      pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
    }
    if text.underline == true, text.underlineStyle == nil { pango_attr_list_insert(attributes, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
    if text.strikethrough == true, text.strikethroughStyle == nil { pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1)) }
    merged.flush()
    suppressHyphens(in: text.string, attributes)
    pango_layout_set_attributes(layout, attributes)
    return largestSpacing
  }

  /// Whether `string` holds characters that fallback fonts shape with contextual alternates: Hebrew to the
  /// scripts of South and South-East Asia (U+0590–U+1FFF), Indic and Hangul extensions (U+A800–U+ABFF),
  /// presentation forms (U+FB1D–U+FEFF), and the supplementary planes (emoji sequences, historic scripts).
  /// Latin, Greek, Cyrillic, punctuation and symbols, which the system font's stand-ins draw, do not.
  static func needsContextualAlternates(_ string: String) -> Bool {
    if string.utf8.allSatisfy({ $0 < 0x80 }) { return false }
    return string.unicodeScalars.contains {
      (0x0590..<0x2000).contains($0.value) || (0xA800..<0xAC00).contains($0.value) || (0xFB1D..<0xFF00).contains($0.value)
        || $0.value >= 0x10000
    }
  }

  /// A word longer than the line breaks between two letters with no hyphen, as iOS's text views
  /// break it (their hyphenation factor is 0); Pango 1.44+ would add one. A soft hyphen (U+00AD)
  /// still shows as a hyphen where the line breaks at it, so the attribute leaves those characters out.
  /// Past `maxSoftHyphens` soft hyphens the rest of the text is one attribute (its soft hyphens break with no
  /// hyphen shown).
  static func suppressHyphens(in string: String, _ attributes: OpaquePointer) {
    var start = 0, offset = 0, carved = 0
    func insert(upTo end: Int) {
      guard end > start, let attribute = pango_attr_insert_hyphens_new(0) else { return }
      attribute.pointee.start_index = guint(start)
      attribute.pointee.end_index = guint(end)
      pango_attr_list_insert(attributes, attribute)
    }
    // U+00AD is the byte pair C2 AD in UTF-8, which no other character contains: the bytes are scanned,
    // not decoded, on this path that every layout takes.
    var previous: UInt8 = 0
    for byte in string.utf8 {
      offset += 1
      if previous == 0xC2, byte == 0xAD, carved < maxSoftHyphens {
        insert(upTo: offset - 2)
        start = offset
        carved += 1
      }
      previous = byte
    }
    insert(upTo: offset)
  }

  /// The most soft hyphens a text keeps its hyphen at. Each splits the no-hyphen attribute, and Pango's attribute
  /// iterator is quadratic in attributes (see `mergedRunCount`): 9 500 soft hyphens in a 60-pt column took 15.7 s and
  /// 700 MB to lay out (now 1.2 s), plain text of that length 0.2 s.
  static let maxSoftHyphens = 1_000

  /// Text of more runs than this has each run's attributes merged with its neighbour's when equal (a font, a
  /// line height, a colour shared by many runs becomes one attribute). Pango's attribute iterator steps through
  /// every open attribute at each change, quadratic in their number: 8 000 runs in a height-limited frame took
  /// 7.6 s to lay out and draw, 83 s when `minimumScaleFactor` searched for a size. Fewer runs keep one
  /// attribute per run, as Specimen's goldens were drawn (a boundary between attributes can end a shaping run).
  static let mergedRunCount = 1_000
}

/// Pango attributes inserted run by run, an attribute equal to the last one of its type that ends where it
/// starts extending it instead (when `merges`); the extended attributes are inserted at `flush`.
struct MergedAttributes {
  let list: OpaquePointer
  let merges: Bool
  private var pending: [UInt32: UnsafeMutablePointer<PangoAttribute>] = [:]
  private var order: [UInt32] = []

  init(list: OpaquePointer, merges: Bool) {
    self.list = list
    self.merges = merges
  }

  mutating func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
    guard merges else { return pango_attr_list_insert(list, attribute) }
    let type = attribute.pointee.klass.pointee.type.rawValue
    if let last = pending[type] {
      if last.pointee.end_index == attribute.pointee.start_index, pango_attribute_equal(last, attribute) != 0 {
        last.pointee.end_index = attribute.pointee.end_index
        pango_attribute_destroy(attribute)
        return
      }
      pango_attr_list_insert(list, last)
    } else {
      order.append(type)
    }
    pending[type] = attribute
  }

  /// Inserts the attributes still being extended.
  mutating func flush() {
    for type in order { if let attribute = pending[type] { pango_attr_list_insert(list, attribute) } }
    pending = [:]
    order = []
  }
}

/// How system text is set like San Francisco (`SystemTypography`): SF Pro's ascent and descent
/// as the line box and the HIG's line pitch; the tracking is applied per run. Custom fonts keep
/// their own metrics, as on iOS; a custom family that is not installed falls back to the system
/// font, as on iOS, and is set like it. Text mixing a custom font with the system font keeps
/// Pango's line box.
struct SystemLineBox {
  var ascent: CGFloat
  var descent: CGFloat
  var pitch: CGFloat

  /// The box of `text`'s lines: the largest ascent, descent and pitch of its runs (raised runs
  /// add their offset), or nil when a run is in an installed custom font.
  init?(_ text: ResolvedText, _ fit: TextFit, session: PangoSession) {
    // Chinese, Japanese and Korean text falls back to taller faces on iOS too (PingFang, Hiragino),
    // whose line box is taller than SF's: such text keeps its fallback font's box.
    if SystemLineBox.hasCJK(text.string) { return nil }
    var ascent: CGFloat = 0, descent: CGFloat = 0, pitch: CGFloat = 0
    for run in text.effectiveRuns {
      let font = run.font.scaled(by: fit.scale)
      guard SystemLineBox.isSystem(font, session: session) else { return nil }
      ascent = max(ascent, font.size * SystemTypography.ascender + max(0, run.baselineOffset))
      descent = max(descent, font.size * SystemTypography.descender + max(0, -run.baselineOffset))
      if let image = run.image {
        // An image taller than the font's line box grows it, as an attachment grows its line on iOS.
        let box = InlineImages.box(of: image, font: font).box
        ascent = max(ascent, box.ascent + run.baselineOffset)
        descent = max(descent, box.descent - run.baselineOffset)
      }
      pitch = max(pitch, font.leading ?? SystemTypography.linePitch(size: font.size))
    }
    (self.ascent, self.descent, self.pitch) = (ascent, descent, pitch)
  }

  /// Whether `string` has Han, kana or Hangul characters.
  static func hasCJK(_ string: String) -> Bool {
    string.unicodeScalars.contains {
      (0x3040...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value)
        || (0xF900...0xFAFF).contains($0.value) || (0x20000...0x2FFFF).contains($0.value)
    }
  }

  /// Whether `font` is drawn as the system font: no family, or one that is not installed.
  static func isSystem(_ font: ResolvedFont, session: PangoSession) -> Bool {
    guard font.size.isFinite, font.size > 0 else { return false }
    return font.family == nil || session.fontDescription(font).systemFace
  }
}

extension ResolvedFont {
  /// This font at `factor` times its size (a text style's pitch scales with it).
  func scaled(by factor: CGFloat) -> ResolvedFont {
    guard factor != 1 else { return self }
    var copy = self
    copy.size = size * factor
    copy.leading = leading.map { $0 * factor }
    return copy
  }
}
