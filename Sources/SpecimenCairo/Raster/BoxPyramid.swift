import CCairo
import Foundation

/// The part of an image surface that a strong downscale reads, halved (each pixel the mean of 2 × 2) until fewer
/// than 2 of its pixels fall on one pixel of the result.
///
/// Cairo's `CAIRO_FILTER_GOOD` filters a downscale by `ratio` with a kernel `ratio` pixels wide in each direction,
/// which pixman computes pixel by pixel: a material's backdrop (a 15× downscale at 2×) spent most of its time
/// there. Halving with `CAIRO_FILTER_BILINEAR` at exactly half size samples each target pixel between four source
/// pixels, which is their mean, on pixman's fast path; the last step is left to `GOOD` at a ratio under 2.
final class BoxPyramid {
  /// The halved surface (owned).
  let surface: OpaquePointer
  /// How many of the source's pixels one of `surface`'s spans, in each direction (2, 4, 8, …).
  let factor: Double
  /// The source's point (in its pattern space) where `surface`'s pixel (0, 0) starts.
  let origin: (x: Double, y: Double)

  /// The halved copy of `source` around `footprint` (in the source's pattern space) for a downscale by `ratio`;
  /// nil when `ratio` is under 2, when the footprint misses the surface, or when a surface cannot be made.
  /// Outside the surface, `extend` applies as it would to `source` itself.
  init?(_ source: OpaquePointer, footprint: CGRect, ratio: Double, extend: cairo_extend_t) {
    guard ratio.isFinite, ratio >= 2, footprint.minX.isFinite, footprint.minY.isFinite,
          footprint.maxX.isFinite, footprint.maxY.isFinite else { return nil }
    var scaleX = 1.0, scaleY = 1.0, offsetX = 0.0, offsetY = 0.0
    cairo_surface_get_device_scale(source, &scaleX, &scaleY)
    cairo_surface_get_device_offset(source, &offsetX, &offsetY)
    guard scaleX == 1, scaleY == 1 else { return nil }
    let levels = min(Int(saturating: log2(ratio)), 16)
    let factor = Double(1 << levels)
    // The surface's pixels in pattern space, and the footprint with room for the last filter's kernel.
    let width = Double(cairo_image_surface_get_width(source)), height = Double(cairo_image_surface_get_height(source))
    let margin = 2 * factor
    let minX = max((Double(footprint.minX) - margin).rounded(.down), -offsetX)
    let minY = max((Double(footprint.minY) - margin).rounded(.down), -offsetY)
    let maxX = min((Double(footprint.maxX) + margin).rounded(.up), width - offsetX)
    let maxY = min((Double(footprint.maxY) + margin).rounded(.up), height - offsetY)
    guard maxX > minX, maxY > minY else { return nil }
    var current = source, owned: OpaquePointer?
    // Within the surface's own size: the crop is clamped to it above.
    var pixels = (width: Int(saturating: maxX - minX), height: Int(saturating: maxY - minY))
    for level in 0..<levels {
      pixels = ((pixels.width + 1) / 2, (pixels.height + 1) / 2)
      guard let half = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: pixels.width), Int32(clamping: pixels.height)),
            cairo_surface_status(half) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(half),
            let pattern = cairo_pattern_create_for_surface(current) else {
        if let owned { cairo_surface_destroy(owned) }
        return nil
      }
      // The first level reads the source from the crop's corner; later ones read the previous level from (0, 0).
      var matrix = level == 0 ? cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: minX, y0: minY)
                              : cairo_matrix_t(xx: 2, yx: 0, xy: 0, yy: 2, x0: 0, y0: 0)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_pattern_set_extend(pattern, extend)
      cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
      cairo_set_source(cr, pattern)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint(cr)
      cairo_pattern_destroy(pattern)
      cairo_destroy(cr)
      if let owned { cairo_surface_destroy(owned) }
      owned = half
      current = half
    }
    guard let owned else { return nil }
    cairo_surface_flush(owned)
    surface = owned
    self.factor = factor
    origin = (minX, minY)
  }

  deinit { cairo_surface_destroy(surface) }
}
