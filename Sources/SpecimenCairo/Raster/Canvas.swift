import CCairo
import CPango
import Foundation
import SpecimenDraw
import SpecimenUI

/// Issues the Cairo calls for display items on one surface.
final class Canvas {
  let cr: OpaquePointer
  /// Device pixels per point of the surface (effects rasterise at this scale).
  let scale: CGFloat
  let images: ImageStore
  /// Where this render's findings go (shared with the offscreen layers of effects).
  let diagnostics: DiagnosticsCollector

  /// Whether groups are clipped to their ink bounds: a speed-up for pixel surfaces only. Cairo 1.16's SVG
  /// surface offsets a mask inside such a clipped group twice, which drops template icons drawn at 50% opacity.
  let clipsGroupsToInk: Bool

  init(surface: OpaquePointer, scale: CGFloat, images: ImageStore = .shared, diagnostics: DiagnosticsCollector = DiagnosticsCollector()) {
    guard let cr = cairo_create(surface) else { fatalError("cairo_create failed") }
    self.cr = cr
    self.scale = scale
    self.images = images
    self.diagnostics = diagnostics
    clipsGroupsToInk = cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    cairo_scale(cr, Double(scale), Double(scale))
  }

  deinit { cairo_destroy(cr) }

  func draw(_ list: DisplayList, background: RGBA?) {
    if let background {
      setSource(.color(background), bounds: .zero)
      cairo_paint(cr)
    }
    draw(list.items)
  }

  func draw(_ items: [DisplayItem]) {
    for item in items { draw(item) }
  }

  func draw(_ item: DisplayItem) {
    switch item {
    case .fill(let fill):
      addPath(fill.path)
      cairo_set_fill_rule(cr, fill.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(fill.paint, bounds: fill.bounds)
      cairo_fill(cr)
    case .stroke(let stroke):
      addPath(stroke.path)
      apply(stroke.style)
      setSource(stroke.paint, bounds: stroke.bounds)
      cairo_stroke(cr)
    case .text(let text):
      drawText(text)
    case .image(let image):
      images.draw(image, on: self)
    case .group(let group):
      drawGroup(group)
    }
  }

  /// A frame as "(x, y, w×h)" in points, for messages.
  static func describe(_ r: CGRect) -> String {
    func f(_ v: CGFloat) -> String { String(format: "%g", Double((v * 100).rounded() / 100)) }
    return "(\(f(r.minX)), \(f(r.minY)), \(f(r.width))×\(f(r.height)))"
  }

  func addPath(_ path: Path) {
    cairo_new_path(cr)
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y))
      case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y))
      case .quadCurve(let p, let c):
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        let c1x = x0 + 2 / 3 * (Double(c.x) - x0), c1y = y0 + 2 / 3 * (Double(c.y) - y0)
        let c2x = Double(p.x) + 2 / 3 * (Double(c.x) - Double(p.x)), c2y = Double(p.y) + 2 / 3 * (Double(c.y) - Double(p.y))
        cairo_curve_to(cr, c1x, c1y, c2x, c2y, Double(p.x), Double(p.y))
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }

  func apply(_ style: StrokeStyle) {
    cairo_set_line_width(cr, Double(style.lineWidth))
    cairo_set_line_cap(cr, cairo_line_cap_t(rawValue: UInt32(style.lineCap.rawValue)))
    cairo_set_line_join(cr, cairo_line_join_t(rawValue: UInt32(style.lineJoin.rawValue)))
    cairo_set_miter_limit(cr, Double(style.miterLimit))
    let dashes = style.dash.map(Double.init)
    cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
  }

  /// Sets the source to `paint`; gradient unit points refer to `bounds`.
  func setSource(_ paint: Paint, bounds: CGRect) {
    switch paint {
    case .color(let c):
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    case .linearGradient(let stops, let start, let end):
      let p = cairo_pattern_create_linear(
        Double(bounds.minX + start.x * bounds.width), Double(bounds.minY + start.y * bounds.height),
        Double(bounds.minX + end.x * bounds.width), Double(bounds.minY + end.y * bounds.height))
      setPattern(p, stops: stops)
    case .radialGradient(let stops, let center, let r0, let r1):
      let cx = Double(bounds.minX + center.x * bounds.width), cy = Double(bounds.minY + center.y * bounds.height)
      let p = cairo_pattern_create_radial(cx, cy, r0, cx, cy, r1)
      setPattern(p, stops: stops)
    case .angularGradient(let stops, let center, let a0, let a1):
      setPattern(AngularGradient.mesh(stops: stops, center: center, startAngle: a0, endAngle: a1, bounds: bounds), stops: nil)
    }
  }

  private func setPattern(_ pattern: OpaquePointer?, stops: [GradientStop]?) {
    guard let pattern else { return }
    for stop in stops ?? [] {
      cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
    }
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  func drawText(_ item: TextItem) {
    let layout = PangoSession.current.layout(item.text, width: item.proposedWidth, height: item.proposedHeight)
    if layout.unknownGlyphs > 0 {
      diagnostics.report(.missingGlyphs, .error, "Text(\"\(item.text.string)\") at \(Canvas.describe(item.frame)): "
        + "\(layout.unknownGlyphs) glyph(s) missing from every font; add a font covering them to Assets/Fonts")
    }
    if let warning = layout.fontWarning {
      diagnostics.report(.unknownFontFamily, .warning, "Text(\"\(item.text.string)\"): \(warning)")
    }
    cairo_save(cr)
    setSource(item.text.paint, bounds: item.frame)
    cairo_move_to(cr, Double(item.frame.minX - layout.logical.minX), Double(item.frame.minY - layout.logical.minY))
    pango_cairo_show_layout(cr, layout.layout)
    cairo_restore(cr)
  }
}
