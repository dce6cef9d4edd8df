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
  /// The layer pixels this render has used (shared with the offscreen layers of effects).
  let layers: LayerBudget
  /// The point at the surface's top-left pixel: a device pixel is at (point − origin) × scale.
  var origin: CGPoint = .zero
  /// The canvas this one is an effect layer of: what it has drawn is behind this canvas's content
  /// when a material blurs its backdrop (nil for the image's own canvas and for detached drawings).
  var backdropParent: Canvas?

  init(surface: OpaquePointer, scale: CGFloat, images: ImageStore = .shared, diagnostics: DiagnosticsCollector = DiagnosticsCollector(),
       layers: LayerBudget = LayerBudget()) {
    guard let cr = cairo_create(surface) else { fatalError("cairo_create failed") }
    self.cr = cr
    self.scale = scale
    self.images = images
    self.diagnostics = diagnostics
    self.layers = layers
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
      guard addPath(fill.path) else { return }
      cairo_set_fill_rule(cr, fill.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      setSource(fill.paint, bounds: fill.bounds)
      cairo_fill(cr)
    case .stroke(let stroke):
      guard let width = checkedLineWidth(stroke.style.lineWidth), addPath(stroke.path) else { return }
      apply(stroke.style, width: width)
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

  /// Adds `path` to Cairo's current path; coordinates are clamped to ±`RenderLimits.maxCoordinate` and
  /// a path with NaN or infinite coordinates is reported (those coordinates are drawn at 0). False, with the
  /// path reported and nothing added, when it has more than `RenderLimits.maxPathElements` elements.
  @discardableResult
  func addPath(_ path: Path) -> Bool {
    cairo_new_path(cr)
    guard path.elements.count <= RenderLimits.maxPathElements else {
      diagnostics.report(.invalidNumber, .warning, "a shape's path has \(path.elements.count) elements (bounds "
        + "\(Canvas.describe(path.boundingRect))), more than RenderLimits.maxPathElements (\(RenderLimits.maxPathElements)); "
        + "not drawn (as a clip, not applied). Build the shape from fewer elements (about one per pixel it covers is as fine as a screen shows)")
      return false
    }
    var finite = true
    func c(_ v: CGFloat) -> Double {
      if !v.isFinite { finite = false }
      return Canvas.coordinate(v)
    }
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, c(p.x), c(p.y))
      case .line(let p): cairo_line_to(cr, c(p.x), c(p.y))
      case .quadCurve(let p, let q):
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        let (px, py, qx, qy) = (c(p.x), c(p.y), c(q.x), c(q.y))
        let c1x = x0 + 2 / 3 * (qx - x0), c1y = y0 + 2 / 3 * (qy - y0)
        let c2x = px + 2 / 3 * (qx - px), c2y = py + 2 / 3 * (qy - py)
        cairo_curve_to(cr, c1x, c1y, c2x, c2y, px, py)
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c(c1.x), c(c1.y), c(c2.x), c(c2.y), c(p.x), c(p.y))
      case .closeSubpath: cairo_close_path(cr)
      }
    }
    if !finite {
      diagnostics.report(.invalidNumber, .warning, "a shape's path has NaN or infinite coordinates (bounds "
        + "\(Canvas.describe(path.boundingRect))); they were drawn at 0. Check the numbers given to the shape (Path, cornerRadius, inset(by:), trim, offset)")
    }
    return true
  }

  /// Sets Cairo's stroke parameters from `style`, with its line width already checked.
  func apply(_ style: StrokeStyle, width: Double) {
    cairo_set_line_width(cr, width)
    cairo_set_line_cap(cr, cairo_line_cap_t(rawValue: UInt32(style.lineCap.rawValue)))
    cairo_set_line_join(cr, cairo_line_join_t(rawValue: UInt32(style.lineJoin.rawValue)))
    cairo_set_miter_limit(cr, checkedMiterLimit(style.miterLimit))
    let dash = checkedDash(style.dash, phase: style.dashPhase) ?? ([], 0)
    cairo_set_dash(cr, dash.dashes, Int32(saturating: Double(dash.dashes.count)), dash.phase)
  }

  /// Sets the source to `paint`; gradient unit points refer to `bounds`.
  func setSource(_ paint: Paint, bounds: CGRect) {
    switch paint {
    case .color(let c):
      let c = checkedColor(c)
      cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    case .linearGradient(let stops, let start, let end):
      let p = cairo_pattern_create_linear(
        Canvas.coordinate(bounds.minX + start.x * bounds.width), Canvas.coordinate(bounds.minY + start.y * bounds.height),
        Canvas.coordinate(bounds.minX + end.x * bounds.width), Canvas.coordinate(bounds.minY + end.y * bounds.height))
      setPattern(p, stops: stops)
    case .radialGradient(let stops, let center, let r0, let r1):
      let cx = Canvas.coordinate(bounds.minX + center.x * bounds.width), cy = Canvas.coordinate(bounds.minY + center.y * bounds.height)
      let p = cairo_pattern_create_radial(cx, cy, checkedRadius(r0, "RadialGradient startRadius"), cx, cy,
                                          checkedRadius(r1, "RadialGradient endRadius"))
      setPattern(p, stops: stops)
    case .ellipticalGradient(let stops, let center, let f0, let f1):
      // A radial gradient in the unit square of the bounds, stretched to them by the pattern matrix.
      guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
        return
      }
      let (cx, cy) = checkedUnitPoint(center, "EllipticalGradient center")
      let p = cairo_pattern_create_radial(cx, cy, checkedRadius(f0, "EllipticalGradient startRadiusFraction"),
                                          cx, cy, checkedRadius(f1, "EllipticalGradient endRadiusFraction"))
      var matrix = cairo_matrix_t(xx: 1 / Double(bounds.width), yx: 0, xy: 0, yy: 1 / Double(bounds.height),
                                  x0: -Double(bounds.minX) / Double(bounds.width), y0: -Double(bounds.minY) / Double(bounds.height))
      if let p { cairo_pattern_set_matrix(p, &matrix) }
      setPattern(p, stops: stops)
    case .angularGradient(let stops, let center, var a0, var a1):
      if !a0.isFinite || !a1.isFinite {
        warnNumber("AngularGradient angle (degrees)", (a0.isFinite ? a1 : a0) * 180 / .pi, "drawn as a full turn from 0°")
        (a0, a1) = (0, 2 * .pi)
      }
      let turns = (a1 - a0) / (2 * .pi)
      if turns > AngularGradient.maxTurns {
        diagnostics.report(.invalidNumber, .warning, "AngularGradient sweeps \(NumberText.describe(turns)) turns (startAngle "
          + "\(NumberText.describe(a0 * 180 / .pi))°, endAngle \(NumberText.describe(a1 * 180 / .pi))°); SwiftUI draws only the last "
          + "complete turn, less than a thousandth of the gradient, so it shows as the gradient's last colour. "
          + "Give angles at most a turn apart (endAngle: startAngle + .degrees(360))")
      }
      let stops = stops.map { GradientStop(color: checkedColor($0.color, "Gradient.Stop color"), location: checkedLocation($0.location)) }
      let (cx, cy) = checkedUnitPoint(center, "AngularGradient center")
      setPattern(AngularGradient.mesh(stops: stops, center: UnitPoint(x: cx, y: cy), startAngle: a0, endAngle: a1, bounds: bounds), stops: nil)
    case .meshGradient(let mesh):
      guard mesh.isWellFormed else {
        diagnostics.report(.invalidNumber, .warning, "MeshGradient(width: \(mesh.width), height: \(mesh.height)) has "
          + "\(mesh.points.count) points and \(mesh.colors.count) colors; it needs width × height of each, with width and height "
          + "2…64; drawn clear")
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
        return
      }
      if let bad = mesh.points.first(where: { !$0.x.isFinite || !$0.y.isFinite }) {
        diagnostics.report(.invalidNumber, .warning, "MeshGradient point (\(NumberText.describe(Double(bad.x), decimals: 2)), "
          + "\(NumberText.describe(Double(bad.y), decimals: 2))) is not finite; drawn at 0")
      }
      let colors = mesh.colors.map { checkedColor($0, "MeshGradient color") }
      setPattern(MeshGradientPattern.pattern(mesh, colors: colors, bounds: bounds), stops: nil)
    case .shadowed(let base, _), .backdrop(let base, _):
      // The painter draws shadows and a fill's backdrop as groups around the item; here only the base is left.
      setSource(base, bounds: bounds)
    case .image(let spec):
      guard let pattern = imagePattern(spec, bounds: bounds) else {
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
        return
      }
      setPattern(pattern, stops: nil)
    }
  }

  private func setPattern(_ pattern: OpaquePointer?, stops: [GradientStop]?) {
    guard let pattern else { return }
    // A pattern in an error state would put the whole context in one, and nothing after it would be drawn.
    guard cairo_pattern_status(pattern) == CAIRO_STATUS_SUCCESS else { cairo_pattern_destroy(pattern); return }
    for stop in stops ?? [] {
      let color = checkedColor(stop.color, "Gradient.Stop color")
      cairo_pattern_add_color_stop_rgba(pattern, checkedLocation(stop.location), color.red, color.green, color.blue, color.alpha)
    }
    cairo_set_source(cr, pattern)
    cairo_pattern_destroy(pattern)
  }

  func drawText(_ item: TextItem) {
    let layout = PangoSession.current.layout(item.text, width: item.proposedWidth, height: item.proposedHeight)
    if layout.unknownGlyphs > 0 {
      diagnostics.report(.missingGlyphs, .error, "Text(\"\(TextLength.quoted(item.text.string))\") at \(Canvas.describe(item.frame)): "
        + "\(layout.unknownGlyphs) glyph(s) missing from every font\(UncoveredScripts.describe(item.text.string, in: PangoSession.current.library)); "
        + "add a font covering them to Assets/Fonts")
    }
    for warning in layout.numberWarnings {
      diagnostics.report(.invalidNumber, .warning, "Text(\"\(TextLength.quoted(item.text.string))\"): \(warning)")
    }
    if let warning = layout.fontWarning {
      diagnostics.report(.unknownFontFamily, .warning, "Text(\"\(TextLength.quoted(item.text.string))\"): \(warning)")
    }
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    let glyph = Double(layout.fontSize) * max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
    guard glyph.isFinite, glyph <= Double(RenderLimits.maxGlyphPixels) else {
      diagnostics.report(.invalidNumber, .warning, "Text(\"\(TextLength.quoted(item.text.string))\") would be drawn with glyphs "
        + "\(NumberText.describe(glyph, decimals: 0)) px tall (font size × .scaleEffect × scale), over the limit of "
        + "\(Int(RenderLimits.maxGlyphPixels)) px (RenderLimits.maxGlyphPixels); not drawn")
      return
    }
    cairo_save(cr)
    setSource(item.text.paint, bounds: item.frame)
    let origin = (x: Canvas.coordinate(item.frame.minX - layout.logical.minX), y: Canvas.coordinate(item.frame.minY - layout.logical.minY))
    cairo_move_to(cr, origin.x, origin.y)
    let placements = FontEngineLock.run {
      pango_cairo_show_layout(cr, layout.layout)
      drawStyledLines(layout, at: origin)
      return layout.runs.contains(where: { $0.image != nil }) ? InlineImages.placements(in: layout.layout) : []
    }
    cairo_restore(cr)
    // Drawn after the lock is let go: the image store's lock is never taken inside `FontEngineLock`'s from here.
    drawInlineImages(item, layout, placements)
  }

  /// Strokes `layout`'s underlines and strikethroughs that have a colour or pattern of their own
  /// (`StyledTextLines`), from the point where the layout was drawn, in the text's paint unless they have a colour.
  private func drawStyledLines(_ layout: TextLayout, at origin: (x: Double, y: Double)) {
    guard !layout.styledLines.isEmpty else { return }
    let segments = StyledTextLines.segments(of: layout.styledLines, in: layout.layout)
    let (x, y) = origin
    let textSource = cairo_pattern_reference(cairo_get_source(cr))
    defer { cairo_pattern_destroy(textSource) }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    for line in segments {
      if let color = line.style.color {
        let checked = checkedColor(color, "underline/strikethrough color")
        cairo_set_source_rgba(cr, checked.red, checked.green, checked.blue, checked.alpha)
      } else {
        cairo_set_source(cr, textSource)
      }
      let dashes = StyledTextLines.dashes(line.style.pattern).map { $0 * Double(line.thickness) }
      cairo_set_dash(cr, dashes, Int32(dashes.count), 0)
      cairo_set_line_width(cr, Double(line.thickness))
      cairo_move_to(cr, x + Double(line.x.lowerBound), y + Double(line.y))
      cairo_line_to(cr, x + Double(line.x.upperBound), y + Double(line.y))
      cairo_stroke(cr)
    }
  }

  /// Draws the images of `item`'s text (`InlineImages`) where its layout put their characters.
  private func drawInlineImages(_ item: TextItem, _ layout: TextLayout, _ placements: [(run: Int, x: CGFloat, baseline: CGFloat)]) {
    let runs = layout.runs
    guard runs.contains(where: { $0.image != nil }) else { return }
    let originX = item.frame.minX - layout.logical.minX, originY = item.frame.minY - layout.logical.minY
    for placement in placements where runs.indices.contains(placement.run) {
      let run = runs[placement.run]
      guard let image = run.image else { continue }
      let (drawn, box) = InlineImages.box(of: image, font: run.font, store: images)
      // A positive baseline offset raises the image, as it raises glyphs.
      let frame = CGRect(x: originX + placement.x, y: originY + placement.baseline - box.ascent - run.baselineOffset,
                         width: box.width, height: box.ascent + box.descent)
      images.draw(ImageItem(image: drawn, frame: frame), on: self)
    }
  }
}
