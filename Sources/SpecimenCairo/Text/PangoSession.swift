import CCairo
import CPango
import Foundation
import SpecimenUI

/// One thread's Pango font map and context, set up with Specimen's fixed text options.
///
/// Pango objects must not be shared between threads, so each thread that measures or
/// draws text gets its own session; all use the same `FontLibrary`. Cairo's fonts under
/// them are shared all the same, so layouts are made under `FontEngineLock`.
final class PangoSession {
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  let library: FontLibrary
  private var fontCache: [FontKey: (description: OpaquePointer, warning: String?, systemFace: Bool)] = [:]

  /// Text layouts by text and proposal: stack layout measures the same text several times, and
  /// drawing lays it out once more; all of them share one Pango layout on this thread.
  private var layouts: [LayoutKey: TextLayout] = [:]
  /// Layouts kept before the cache starts over (a few cells' worth; keeps memory flat on long runs).
  static let layoutCacheLimit = 512

  private struct LayoutKey: Hashable {
    var text: ResolvedText
    var width: CGFloat?
    var height: CGFloat?
  }

  private struct FontKey: Hashable {
    var font: ResolvedFont
    var japanese: Bool
  }

  init(library: FontLibrary) {
    self.library = library
    fontMap = library.makeFontMap()
    guard let context = pango_font_map_create_context(fontMap) else { fatalError("Pango could not create a context") }
    self.context = context
    pango_cairo_context_set_resolution(context, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(context, 0)
    pango_context_set_language(context, pango_language_from_string("en-us"))
    pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
  }

  /// The session of the calling thread.
  static var current: PangoSession {
    let key = "specimen.pango-session"
    if let session = Thread.current.threadDictionary[key] as? PangoSession { return session }
    let session = PangoSession(library: .shared)
    Thread.current.threadDictionary[key] = session
    return session
  }

  /// The layout of `text` for a proposal (nil dimensions mean unlimited), made once per thread and reused.
  func layout(_ text: ResolvedText, width: CGFloat?, height: CGFloat?) -> TextLayout {
    let key = LayoutKey(text: text, width: width, height: height)
    if let cached = layouts[key] { return cached }
    if layouts.count >= PangoSession.layoutCacheLimit { layouts.removeAll(keepingCapacity: true) }
    let layout = FontEngineLock.run { TextLayout(text, width: width, height: height, session: self) }
    layouts[key] = layout
    return layout
  }

  /// A cached Pango font description for `font` (Japanese CJK shapes first when `japanese`), and
  /// the warning to report when its custom family is not installed.
  func fontDescription(_ font: ResolvedFont, japanese: Bool = false) -> (description: OpaquePointer, warning: String?, systemFace: Bool) {
    let key = FontKey(font: font, japanese: japanese)
    if let cached = fontCache[key] { return cached }
    guard let description = pango_font_description_new() else { fatalError("Pango could not allocate a font description") }
    let request = library.request(for: font, japanese: japanese)
    pango_font_description_set_family(description, request.families)
    pango_font_description_set_absolute_size(description, Double(font.size) * Double(PANGO_SCALE))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(request.weight)))
    pango_font_description_set_style(description, request.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    if let variations = request.variations { pango_font_description_set_variations(description, variations) }
    fontCache[key] = (description, request.warning, request.systemFace)
    return (description, request.warning, request.systemFace)
  }
}

extension PangoSession {
  /// The vertical metrics UIKit reports for an installed font named `name` (PostScript or family name) at `size`:
  /// the font's ascent, descent and line gap from Pango (`PangoLineMetrics`). Nil when no installed font has the
  /// name (it draws as the system font) or the size is not drawable.
  func verticalMetrics(ofFontNamed name: String, size: CGFloat) -> FontVerticalMetrics? {
    guard size.isFinite, size > 0, size <= RenderLimits.maxFontSize else { return nil }
    let choice = fontDescription(ResolvedFont(family: name, size: size))
    guard !choice.systemFace, let font = FontEngineLock.run({ PangoLineMetrics(context: context, description: choice.description) }) else { return nil }
    return FontVerticalMetrics(ascender: font.ascent, descender: -font.descent, leading: font.leading,
                               capHeight: font.capHeight, xHeight: font.xHeight)
  }
}
