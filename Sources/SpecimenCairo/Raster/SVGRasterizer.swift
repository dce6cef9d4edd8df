import CCairo
import CRsvg
import Foundation

extension CairoRenderer {
  /// Rasterizes an SVG export of a display list of `size` points with librsvg at `scale`, on the same
  /// `ceil(size × scale)` pixel canvas `rasterize` uses, so the two can be compared pixel for pixel.
  public static func rasterizeSVG(_ data: Data, size: CGSize, scale: CGFloat) throws -> RasterImage {
    let width = Int(saturating: (size.width * scale).rounded(.up)), height = Int(saturating: (size.height * scale).rounded(.up))
    return try rasterizeSVG(data, width: width, height: height,
                            viewport: CGSize(width: size.width * scale, height: size.height * scale))
  }

  /// Rasterizes an SVG document with librsvg, scaled to fill `width`×`height` pixels.
  public static func rasterizeSVG(_ data: Data, width: Int, height: Int) throws -> RasterImage {
    try rasterizeSVG(data, width: width, height: height, viewport: CGSize(width: width, height: height))
  }

  private static func rasterizeSVG(_ data: Data, width: Int, height: Int, viewport size: CGSize) throws -> RasterImage {
    guard width > 0, height > 0, width <= RenderLimits.maxPixelSide, height <= RenderLimits.maxPixelSide, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
      throw RenderError.surfaceFailed("image surface \(width)×\(height)")
    }
    var error: UnsafeMutablePointer<GError>?
    let handle = data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
      guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
      return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
    }
    if let error { g_error_free(error) }
    guard let handle else {
      cairo_surface_destroy(surface)
      throw RenderError.surfaceFailed("librsvg could not parse the SVG")
    }
    defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
    guard let cr = cairo_create(surface) else { throw RenderError.surfaceFailed("cairo context") }
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    var renderError: UnsafeMutablePointer<GError>?
    // A document holding text is drawn under `FontEngineLock` too (librsvg lays it out with Cairo's shared fonts).
    let ok = FontEngineLock.run(if: SVGDocument.holdsText(data)) {
      ImageStore.shared.withLibrsvgLock { rsvg_handle_render_document(handle, cr, &viewport, &renderError) }
    }
    if let renderError { g_error_free(renderError) }
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    guard ok != 0 else { throw RenderError.surfaceFailed("librsvg could not render the SVG") }
    return RasterImage(surface: surface)
  }
}

extension ImageStore {
  /// Runs `body` while holding the lock that serialises librsvg calls.
  func withLibrsvgLock<T>(_ body: () -> T) -> T {
    librsvgLock.lock()
    defer { librsvgLock.unlock() }
    return body()
  }
}
