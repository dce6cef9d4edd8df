import CCairo
import CRsvg
import Foundation
import SpecimenDraw
import SpecimenUI

/// Asset-catalog images: bitmaps at the render's scale, PDF pages with poppler, SVGs and custom symbols with librsvg.
extension ImageStore {
  /// The size of the SF Symbols template's glyph rows: its designs are drawn for a 100 pt font
  /// (cap height 70.46 units between `Capline-M` and `Baseline-M`, SF Pro's 0.705 of the point
  /// size), so a custom symbol is scaled by point size ÷ 100, like the system's own.
  static let symbolTemplatePointSize: CGFloat = 100

  /// The natural size of a catalog image in points.
  func catalogSize(_ image: CatalogImage, resolved: ResolvedImage) -> CGSize {
    if image.isSymbol {
      guard let file = image.file(forScale: 2), let (document, layer) = symbolDocument(file.path) else {
        return CGSize(width: resolved.font.size, height: resolved.font.size)
      }
      let size = customSymbolLayout(document, layer: layer, resolved: resolved).size
      return CGSize(width: (size.width * 100).rounded() / 100, height: (size.height * 100).rounded() / 100)
    }
    // Measure with the sharpest file: every scale of a set describes the same point size.
    let sharpest = image.files.first { $0.scale == nil } ?? image.files.max { ($0.scale ?? 0) < ($1.scale ?? 0) }
    guard let file = sharpest else { return CGSize(width: 32, height: 32) }
    let path = file.path.lowercased()
    if path.hasSuffix(".svg"), let document = svg(file.path) { return document.size }
    if path.hasSuffix(".pdf"), let page = pdf(file.path) { return page.size }
    if let surface = bitmap(file.path) {
      let scale = CGFloat(file.scale ?? 1)
      return CGSize(width: CGFloat(cairo_image_surface_get_width(surface)) / scale,
                    height: CGFloat(cairo_image_surface_get_height(surface)) / scale)
    }
    return CGSize(width: 32, height: 32)
  }

  /// Draws a catalog image into `item.frame`; returns the file drawn, or nil when none could be read.
  func drawCatalog(_ image: CatalogImage, _ item: ImageItem, on canvas: Canvas) -> (drawn: Bool, path: String?) {
    guard let file = image.file(forScale: Double(canvas.scale)) else { return (false, nil) }
    let cr = canvas.cr, frame = item.frame, path = file.path.lowercased()
    if image.isSymbol {
      guard let (document, layer) = symbolDocument(file.path) else { return (false, file.path) }
      let inkFrame = customSymbolInk(document, layer: layer, item: item)
      return (document.render(layer: layer, on: cr, inkIn: inkFrame, lock: librsvgLock), file.path)
    }
    if path.hasSuffix(".svg") {
      guard let document = svg(file.path) else { return (false, file.path) }
      return (document.render(on: cr, in: frame, lock: librsvgLock), file.path)
    }
    if path.hasSuffix(".pdf") {
      guard let page = pdf(file.path) else { return (false, file.path) }
      librsvgLock.lock()
      cairo_save(cr)
      cairo_translate(cr, Double(frame.minX), Double(frame.minY))
      cairo_scale(cr, Double(frame.width / page.size.width), Double(frame.height / page.size.height))
      page.functions.render(page.page, cr)
      cairo_restore(cr)
      librsvgLock.unlock()
      return (true, file.path)
    }
    guard let surface = bitmap(file.path) else { return (false, file.path) }
    paint(surface, in: frame, on: cr, nearest: item.image.usesNearestNeighbour)
    return (true, file.path)
  }

  /// Paints a bitmap surface stretched over `frame`; `nearest` samples it without smoothing (`interpolation(.none)`).
  func paint(_ surface: OpaquePointer, in frame: CGRect, on cr: OpaquePointer, nearest: Bool = false) {
    let w = Double(cairo_image_surface_get_width(surface)), h = Double(cairo_image_surface_get_height(surface))
    cairo_save(cr)
    cairo_translate(cr, Double(frame.minX), Double(frame.minY))
    cairo_scale(cr, Double(frame.width) / w, Double(frame.height) / h)
    cairo_set_source_surface(cr, surface, 0, 0)
    if nearest { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST) }
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Where a custom symbol's ink goes in `item.frame`: filling it when the image is resizable, else at
  /// its place in the symbol's layout (`customSymbolLayout`), scaled to the frame.
  func customSymbolInk(_ document: SVGDocument, layer: String?, item: ImageItem) -> CGRect {
    let frame = item.frame
    guard !item.image.isResizable else { return frame }
    let layout = customSymbolLayout(document, layer: layer, resolved: item.image)
    guard layout.size.width > 0, layout.size.height > 0 else { return frame }
    let sx = frame.width / layout.size.width, sy = frame.height / layout.size.height
    return CGRect(x: frame.minX + layout.ink.minX * sx, y: frame.minY + layout.ink.minY * sy,
                  width: layout.ink.width * sx, height: layout.ink.height * sy)
  }

  /// A custom symbol's frame size and its ink's rectangle in it, in points, laid out as SF Symbols are
  /// (`SymbolMetrics`): the drawn layer's ink scaled by point size ÷ 100 (a small-scale `-S` layer by
  /// 99.61 / 78.86 more for the medium scale, `circle.fill`'s growth, then by the image scale); as wide
  /// as the space between the layer's margin guides (`left-margin-Regular-S`) with the ink at its place,
  /// else the bare ink; as tall as the black master's ink (`Black-S`) when the template has one and it
  /// is taller, with the ink centred, else the ink.
  func customSymbolLayout(_ document: SVGDocument, layer: String?, resolved: ResolvedImage) -> (size: CGSize, ink: CGRect) {
    let configuration = layer.map { String($0.drop { $0 == "#" }) }
    let (ink, margins, black): (CGRect, (CGFloat, CGFloat)?, CGRect?) = document.withLibrsvg(librsvgLock) {
      let ink = document.ink(ofLayer: layer) ?? document.ink
      let black = configuration.flatMap { name in
        name.hasPrefix("Regular-") ? document.ink(ofLayer: "#Black-" + name.dropFirst("Regular-".count)) : nil
      }
      guard let configuration, let left = document.guideX("#left-margin-\(configuration)"),
            let right = document.guideX("#right-margin-\(configuration)"), right > left else { return (ink, nil, black) }
      return (ink, (left, right), black)
    }
    let smallToMedium: CGFloat = configuration?.hasSuffix("-S") == true ? 1 / Image.Scale.small.factor : 1
    let k = resolved.font.size / ImageStore.symbolTemplatePointSize * smallToMedium * resolved.scale.factor
    let inkSize = CGSize(width: ink.width * k, height: ink.height * k)
    guard k.isFinite, k > 0 else { return (inkSize, CGRect(origin: .zero, size: inkSize)) }
    let height = max(inkSize.height, (black?.height ?? 0) * k)
    let y = (height - inkSize.height) / 2
    guard let (left, right) = margins else {
      return (CGSize(width: inkSize.width, height: height), CGRect(x: 0, y: y, width: inkSize.width, height: inkSize.height))
    }
    let width = (right - left) * k
    return (CGSize(width: width, height: height), CGRect(x: (ink.minX - left) * k, y: y, width: inkSize.width, height: inkSize.height))
  }

  /// A symbol set's SVG and the layer to draw: `#Regular-M`, else `#Regular-S`, else the whole document.
  func symbolDocument(_ path: String) -> (SVGDocument, String?)? {
    guard let document = svg(path) else { return nil }
    for layer in ["#Regular-M", "#Regular-S"] where document.withLibrsvg(librsvgLock, { document.ink(ofLayer: layer) }) != nil {
      return (document, layer)
    }
    return (document, nil)
  }
}

/// The first page of a PDF, opened with poppler-glib.
final class PDFPage: @unchecked Sendable {
  let functions: Poppler.Functions
  let document: OpaquePointer
  let page: OpaquePointer
  let size: CGSize

  init?(path: String) {
    guard let functions = Poppler.functions else { return nil }
    var error: UnsafeMutableRawPointer?
    let uri = URL(fileURLWithPath: path).absoluteString
    guard let document = functions.newFromFile(uri, nil, &error) else {
      if let error { functions.freeError(error) }
      return nil
    }
    guard functions.pageCount(document) > 0, let page = functions.getPage(document, 0) else {
      functions.unref(UnsafeMutableRawPointer(document))
      return nil
    }
    var w = 0.0, h = 0.0
    functions.pageSize(page, &w, &h)
    guard w.isFinite, h.isFinite, w > 0, h > 0, w < 100_000, h < 100_000 else {
      functions.unref(UnsafeMutableRawPointer(page))
      functions.unref(UnsafeMutableRawPointer(document))
      return nil
    }
    self.functions = functions
    self.document = document
    self.page = page
    size = CGSize(width: w, height: h)
  }

  deinit {
    functions.unref(UnsafeMutableRawPointer(page))
    functions.unref(UnsafeMutableRawPointer(document))
  }
}

/// Loads a JPEG (or any format gdk-pixbuf reads) into a Cairo ARGB32 surface, premultiplying alpha.
enum PixbufLoader {
  /// A refusal when the header of the image at `path` gives a size over `AssetLimits.maxImageSide` (a JPEG
  /// claiming 65 535 × 65 535 pixels would have gdk-pixbuf allocate 12 GB before decoding a row); nil when the
  /// header is within it or unreadable (the decoder then reports the file itself).
  static func sideRefusal(_ path: String) -> String? {
    var width: Int32 = 0, height: Int32 = 0
    guard gdk_pixbuf_get_file_info(path, &width, &height) != nil else { return nil }
    return AssetFiles.sideRefusal(path, width: Double(width), height: Double(height))
  }

  static func surface(path: String) -> OpaquePointer? {
    var error: UnsafeMutablePointer<GError>?
    guard let pixbuf = gdk_pixbuf_new_from_file(path, &error) else {
      if let error { g_error_free(error) }
      return nil
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
    let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
    // The same side limit as render canvases, and at most 64 M pixels (256 MB), whatever the file claims.
    guard width > 0, height > 0, width <= RenderLimits.maxPixelSide, height <= RenderLimits.maxPixelSide,
          width * height <= 1 << 26, channels == 3 || channels == 4,
          gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, let pixels = gdk_pixbuf_read_pixels(pixbuf),
          let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
          cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
    let outStride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<height {
      let row = data.advanced(by: y * outStride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
      for x in 0..<width {
        let p = pixels.advanced(by: y * stride + x * channels)
        let a = channels == 4 ? UInt32(p[3]) : 255
        func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        row[x] = (a << 24) | (pre(p[0]) << 16) | (pre(p[1]) << 8) | pre(p[2])
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }
}
