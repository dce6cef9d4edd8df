import CCairo
import Foundation
import SpecimenDraw
import SpecimenUI

extension Canvas {
  /// A repeating Cairo pattern of `paint`'s image region (`ImagePaint`), its tiles starting at the
  /// top-left corner of `bounds`. The tile is drawn at this canvas's pixel scale, so it is as sharp
  /// as the image drawn directly. Nil, with a warning, when its numbers are not usable or the tile
  /// would be larger than an effect layer may be.
  func imagePattern(_ paint: ImagePaintSpec, bounds: CGRect) -> OpaquePointer? {
    var scale = paint.scale
    if !scale.isFinite || scale <= 0 || scale > 1_000 {
      warnNumber("ImagePaint scale", Double(scale), "drawn at scale 1 (scales go from above 0 to 1 000)")
      scale = 1
    }
    var region = paint.sourceRect.standardized
    if ![region.minX, region.minY, region.width, region.height].allSatisfy({ $0.isFinite && abs($0) <= 1_000 }) || region.isEmpty {
      diagnostics.report(.invalidNumber, .warning, "ImagePaint sourceRect \(Canvas.describe(paint.sourceRect)) is not usable; "
        + "drawn with the whole image (sourceRect is in unit coordinates of the image, like CGRect(x: 0, y: 0, width: 1, height: 1))")
      region = CGRect(x: 0, y: 0, width: 1, height: 1)
    }
    let natural = images.intrinsicSize(of: paint.image)
    let full = CGSize(width: natural.width * scale, height: natural.height * scale)
    let tile = CGSize(width: region.width * full.width, height: region.height * full.height)
    let pixels = max(self.scale, 1)
    let width = (tile.width * pixels).rounded(.up), height = (tile.height * pixels).rounded(.up)
    guard width >= 1, height >= 1, width * height <= CGFloat(RenderLimits.maxEffectLayerPixels),
          let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(saturating: width), Int32(saturating: height)) else {
      diagnostics.report(.invalidNumber, .warning, "ImagePaint tile of \(NumberText.describe(Double(tile.width), decimals: 2))×"
        + "\(NumberText.describe(Double(tile.height), decimals: 2)) pt needs 1 to RenderLimits.maxEffectLayerPixels "
        + "(\(RenderLimits.maxEffectLayerPixels)) px; drawn clear (check the image, its sourceRect and scale)")
      return nil
    }
    defer { cairo_surface_destroy(surface) }
    let tileCanvas = Canvas(surface: surface, scale: pixels, images: images, diagnostics: diagnostics, layers: layers)
    var image = paint.image
    image.isResizable = true
    cairo_translate(tileCanvas.cr, -Double(region.minX * full.width), -Double(region.minY * full.height))
    let opacity = min(max(paint.opacity.isFinite ? paint.opacity : 1, 0), 1)
    if opacity < 1 { cairo_push_group(tileCanvas.cr) }
    images.draw(ImageItem(image: image, frame: CGRect(origin: .zero, size: full)), on: tileCanvas)
    if opacity < 1 {
      cairo_pop_group_to_source(tileCanvas.cr)
      cairo_paint_with_alpha(tileCanvas.cr, opacity)
    }
    cairo_surface_flush(surface)
    guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
    // User space (points) to tile pixels, the tiles starting at the bounds' corner.
    let sx = Double(width / tile.width), sy = Double(height / tile.height)
    var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy,
                                x0: -Canvas.coordinate(bounds.minX) * sx, y0: -Canvas.coordinate(bounds.minY) * sy)
    cairo_pattern_set_matrix(pattern, &matrix)
    return pattern
  }
}
