import CCairo
import Foundation
import SpecimenDraw
import SpecimenUI

/// A material's backdrop: what is drawn behind a shape filled with a material, blurred and saturated
/// inside the shape under the material's tint (`GroupEffect.backdrop`).
///
/// "Behind" is what this image holds when the shape is drawn: the pixels of this canvas (its surface,
/// and the group being composed, if any) over those of the canvases it is an effect layer of
/// (`backdropParent`), as a material on iOS blurs the content under it. Past the image's edge the edge
/// pixels continue, so a material at the edge of a cell is not darkened by transparency outside it.
/// Only pixel surfaces are read: in an SVG or PDF render a material draws its tint alone.
extension Canvas {
  func drawBackdrop(_ group: GroupItem, _ blur: BackdropBlur) {
    guard group.items.count == 1, case .fill(let fill) = group.items[0],
          let backdrop = treatedBackdrop(under: fill.path.boundingRect, blur) else {
      draw(group.items)
      return
    }
    cairo_save(cr)
    if addPath(fill.path), let pattern = cairo_pattern_create_for_surface(backdrop.surface) {
      cairo_set_fill_rule(cr, fill.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
      // In device space: a device pixel d is the point d / scale + origin, the backdrop's pixel
      // (point − backdrop origin) × its resolution; bilinear between its (few, smooth) pixels.
      cairo_identity_matrix(cr)
      let ratio = Double(backdrop.rasterScale / scale)
      var matrix = cairo_matrix_t(xx: ratio, yx: 0, xy: 0, yy: ratio, x0: Double((origin.x - backdrop.origin.x) * backdrop.rasterScale),
                                  y0: Double((origin.y - backdrop.origin.y) * backdrop.rasterScale))
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
      cairo_set_source(cr, pattern)
      // The backdrop's pixels replace the sharp ones inside the shape (its antialiased edge blends the two),
      // as the material covers what it blurs.
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      // `treatedBackdrop` gives a backdrop only for an opacity above 0 (never NaN).
      cairo_paint_with_alpha(cr, min(blur.opacity, 1))
      cairo_pattern_destroy(pattern)
    }
    cairo_restore(cr)
    draw(group.items)
  }

  /// The backdrop under `shape` (in the current user space), blurred and saturated as `blur` asks; nil when
  /// nothing of it is visible, when it cannot be read, or when its layer would pass the render's limits (then the
  /// material draws its tint alone).
  ///
  /// A blur this wide leaves no detail finer than a fraction of its σ, so the backdrop is sampled (box-filtered)
  /// at `BackdropBlur.pixelsPerSigma` pixels per σ, at most this canvas's own pixels: a σ of 30 pt at 2× blurs
  /// 1/225 of the pixels, and the result is drawn back bilinearly.
  private func treatedBackdrop(under shape: CGRect, _ blur: BackdropBlur) -> Offscreen? {
    guard blur.radius.isFinite, blur.radius >= 0, blur.saturation.isFinite, blur.opacity > 0,
          let device = deviceBox(of: shape), let visible = clipDeviceBox() else { return nil }
    let radius = min(blur.radius, RenderLimits.maxShadowRadius)
    // `Canvas.intersection` is `.null` or finite.
    let shown = Canvas.intersection(device, visible)
    guard !shown.isNull else { return nil }
    let margin = radius * 3 + 2
    let region = CGRect(x: shown.minX / scale + origin.x, y: shown.minY / scale + origin.y,
                        width: shown.width / scale, height: shown.height / scale).insetBy(dx: -margin, dy: -margin)
    let resolution = radius > 0 ? min(scale, BackdropBlur.pixelsPerSigma / radius) : scale
    let width = Int(saturating: (region.width * resolution).rounded(.up)), height = Int(saturating: (region.height * resolution).rounded(.up))
    guard width > 0, height > 0, width <= RenderLimits.maxPixelSide, height <= RenderLimits.maxPixelSide,
          width * height <= RenderLimits.maxEffectLayerPixels,
          layers.take(width * height, for: "a material's backdrop on a shape of \(Canvas.describe(shape))"),
          let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
    if let target = cairo_create(surface) {
      paintBehind(into: target, region: region, pixelsPerPoint: resolution)
      cairo_destroy(target)
    }
    let layer = Offscreen(taking: surface, origin: region.origin, rasterScale: resolution)
    layer.blur(radius: radius, opaque: false)
    if blur.saturation != 1 { layer.apply(ChannelMatrix(.saturation(blur.saturation))) }
    return layer
  }

  /// Paints what this canvas and the canvases it is a layer of hold over `region` (in points) into `target`,
  /// whose pixels are `pixelsPerPoint` per point from the region's top-left, back to front.
  private func paintBehind(into target: OpaquePointer, region: CGRect, pixelsPerPoint: CGFloat) {
    backdropParent?.paintBehind(into: target, region: region, pixelsPerPoint: pixelsPerPoint)
    let base = cairo_get_target(cr)
    // The image's own surface continues past its edge; a layer or a group is transparent outside it.
    paintSurface(base, into: target, region: region, pixelsPerPoint: pixelsPerPoint,
                 extend: backdropParent == nil ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    if let group = cairo_get_group_target(cr), group != base {
      paintSurface(group, into: target, region: region, pixelsPerPoint: pixelsPerPoint, extend: CAIRO_EXTEND_NONE)
    }
  }

  private func paintSurface(_ surface: OpaquePointer?, into target: OpaquePointer, region: CGRect, pixelsPerPoint: CGFloat,
                            extend: cairo_extend_t) {
    guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
    cairo_surface_flush(surface)
    // A target pixel p is the point p / pixelsPerPoint + region.origin, which is this canvas's device pixel
    // (point − origin) × scale; a surface pattern's space is its surface's device space.
    let ratio = Double(scale / pixelsPerPoint)
    let start = (x: Double((region.minX - origin.x) * scale), y: Double((region.minY - origin.y) * scale))
    if let reduced = BoxPyramid(surface, footprint: CGRect(x: start.x, y: start.y, width: Double(region.width * scale),
                                                                       height: Double(region.height * scale)),
                                            ratio: ratio, extend: extend) {
      // The halved copy's pixel is `reduced.factor` of the surface's from `reduced.origin`: at most 2 of them
      // per target pixel are left to filter.
      paint(reduced.surface, into: target, matrix: cairo_matrix_t(xx: ratio / reduced.factor, yx: 0, xy: 0, yy: ratio / reduced.factor,
                                                                  x0: (start.x - reduced.origin.x) / reduced.factor,
                                                                  y0: (start.y - reduced.origin.y) / reduced.factor),
            extend: extend, filter: CAIRO_FILTER_GOOD)
      return
    }
    paint(surface, into: target, matrix: cairo_matrix_t(xx: ratio, yx: 0, xy: 0, yy: ratio, x0: start.x, y0: start.y),
          extend: extend, filter: ratio == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
  }

  private func paint(_ surface: OpaquePointer, into target: OpaquePointer, matrix: cairo_matrix_t, extend: cairo_extend_t,
                     filter: cairo_filter_t) {
    guard let pattern = cairo_pattern_create_for_surface(surface) else { return }
    var matrix = matrix
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_extend(pattern, extend)
    cairo_pattern_set_filter(pattern, filter)
    cairo_set_source(target, pattern)
    cairo_paint(target)
    cairo_pattern_destroy(pattern)
  }

  /// The device-space bounding box of `rect` under the current transform; nil when it is not finite.
  private func deviceBox(of rect: CGRect) -> CGRect? {
    guard !rect.isNull, [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy(\.isFinite) else { return nil }
    var xs: [Double] = [], ys: [Double] = []
    for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
      var dx = Double(x), dy = Double(y)
      cairo_user_to_device(cr, &dx, &dy)
      xs.append(dx)
      ys.append(dy)
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
          [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The device-space bounding box of the current clip.
  private func clipDeviceBox() -> CGRect? {
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    return deviceBox(of: CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1))
  }
}
