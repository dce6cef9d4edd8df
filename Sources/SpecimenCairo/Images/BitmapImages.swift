import CCairo
import SpecimenDraw
import Foundation
import SpecimenUI

// Drawing `BitmapImage`s: pixels made in code (Core Image's code generators), which have no file.
extension ImageStore {
  /// Draws `bitmap` stretched over `item`'s frame (nearest-neighbour with `interpolation(.none)`); a
  /// template image paints its tint through the pixels' alpha.
  func drawBitmap(_ bitmap: BitmapImage, _ item: ImageItem, on canvas: Canvas) {
    let cr = canvas.cr
    guard item.frame.width > 0, item.frame.height > 0, item.frame.width.isFinite, item.frame.height.isFinite,
          !Self.isClippedAway(item.frame, on: cr), let surface = Self.surface(of: bitmap) else { return }
    defer { cairo_surface_destroy(surface) }
    if item.image.renderingMode == .template {
      cairo_save(cr)
      cairo_push_group(cr)
      Self.paintClamped(surface, in: item.frame, on: cr, nearest: item.image.usesNearestNeighbour)
      let mask = cairo_pop_group(cr)
      canvas.setSource(item.image.tint, bounds: item.frame)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(mask)
      cairo_restore(cr)
    } else {
      Self.paintClamped(surface, in: item.frame, on: cr, nearest: item.image.usesNearestNeighbour)
    }
  }

  /// Paints `surface` stretched over `frame` with its edge pixels extended, as Core Graphics samples an
  /// image: a 1-pixel swatch stretched to a bar stays one solid colour to its edges, where Cairo's
  /// default (transparent outside the surface) would fade them.
  static func paintClamped(_ surface: OpaquePointer, in frame: CGRect, on cr: OpaquePointer, nearest: Bool) {
    let w = Double(cairo_image_surface_get_width(surface)), h = Double(cairo_image_surface_get_height(surface))
    cairo_save(cr)
    cairo_rectangle(cr, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height))
    cairo_clip(cr)
    cairo_translate(cr, Double(frame.minX), Double(frame.minY))
    cairo_scale(cr, Double(frame.width) / w, Double(frame.height) / h)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    if nearest { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST) }
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// A Cairo image surface holding `bitmap`'s pixels (premultiplied ARGB, as Cairo stores them).
  static func surface(of bitmap: BitmapImage) -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    // Through buffer pointers, with no call a pixel: a 4 096² bitmap (Core Image over its largest extent) is 16 million.
    data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * bitmap.height) { pixels in
      bitmap.rgba.withUnsafeBufferPointer { rgba in
        for y in 0..<bitmap.height {
          let row = pixels + y * stride / 4, source = y * bitmap.width * 4
          for x in 0..<bitmap.width {
            let i = source + x * 4, alpha = UInt32(rgba[i + 3])
            let r = (UInt32(rgba[i]) * alpha + 127) / 255, g = (UInt32(rgba[i + 1]) * alpha + 127) / 255
            let b = (UInt32(rgba[i + 2]) * alpha + 127) / 255
            row[x] = alpha << 24 | r << 16 | g << 8 | b
          }
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
