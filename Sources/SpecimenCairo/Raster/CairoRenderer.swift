import CCairo
import CPango
import Foundation
import SpecimenDraw
import SpecimenUI

/// Draws display lists with Cairo: onto an image surface (PNG), or an SVG or PDF surface.
///
/// The renderer is dumb and total: every item maps to Cairo calls; it makes no layout or
/// style decisions. Images that fail to load are drawn as placeholders and reported.
public struct CairoRenderer: Sendable {
  /// Device pixels per point.
  public var scale: CGFloat
  /// Filled under everything; nil leaves the canvas transparent.
  public var background: RGBA?
  /// Where images are found and loaded from.
  public var images: ImageStore

  public init(scale: CGFloat = 2, background: RGBA? = nil, images: ImageStore = .shared) {
    self.scale = scale
    self.background = background
    self.images = images
  }

  /// Renders `list` into a new image of `ceil(size × scale)` pixels; the image's `diagnostics`
  /// name missing glyphs and icons, font substitutions, and a blank result where content was drawn.
  public func rasterize(_ list: DisplayList) throws -> RasterImage {
    guard RenderLimits.scaleRange.contains(scale) else { throw RenderError.invalidScale(Double(scale)) }
    let width = Int(saturating: (list.size.width * scale).rounded(.up)), height = Int(saturating: (list.size.height * scale).rounded(.up))
    guard width > 0, height > 0 else { throw RenderError.emptyCanvas(list.size) }
    guard width <= RenderLimits.maxPixelSide, height <= RenderLimits.maxPixelSide else {
      throw RenderError.canvasTooLarge(width: width, height: height)
    }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
          cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      throw RenderError.surfaceFailed("image surface \(width)×\(height)")
    }
    let collector = DiagnosticsCollector()
    for issue in list.issues {
      switch issue.kind {
      case .missingColor: collector.report(.missingColor, .error, issue.message)
      case .missingImage: collector.report(.missingAsset, .error, issue.message)
      case .invalidNumber: collector.report(.invalidNumber, .warning, issue.message)
      case .missingEnvironmentObject: collector.report(.missingEnvironmentObject, .error, issue.message)
      case .textTooLong: collector.report(.textTooLong, .warning, issue.message)
      case .beyondLimit: collector.report(.beyondLimit, .error, issue.message)
      case .missingLibrary: collector.report(.missingLibrary, .error, issue.message)
      case .trap: collector.report(.trap, .error, issue.message)
      }
    }
    let canvas = Canvas(surface: surface, scale: scale, images: images, diagnostics: collector)
    canvas.draw(list, background: background)
    if let warning = canvas.layers.warning { collector.report(.invalidNumber, .warning, warning) }
    cairo_surface_flush(surface)
    let image = RasterImage(surface: surface)
    if list.hasVisibleContent && image.isUniform {
      collector.report(.blankImage, .error, "the view drew \(list.items.count) item(s) but every pixel of the "
        + "\(width)×\(height) image is the same color; check opacity, clipping, colors equal to the background, and frames")
    }
    return RasterImage(surface: cairo_surface_reference(surface), diagnostics: collector.diagnostics)
  }

  /// Renders `list` as an SVG document.
  public func svgData(_ list: DisplayList) throws -> Data {
    try vectorData(list) { write, closure, w, h in cairo_svg_surface_create_for_stream(write, closure, w, h) }
  }

  /// Renders `list` as a one-page PDF document.
  public func pdfData(_ list: DisplayList) throws -> Data {
    try vectorData(list) { write, closure, w, h in cairo_pdf_surface_create_for_stream(write, closure, w, h) }
  }

  private func vectorData(
    _ list: DisplayList,
    make: (cairo_write_func_t, UnsafeMutableRawPointer, Double, Double) -> OpaquePointer?
  ) throws -> Data {
    let sink = DataSink()
    let closure = Unmanaged.passUnretained(sink).toOpaque()
    let side = Double(RenderLimits.maxPixelSide)
    guard list.size.width > 0, list.size.height > 0, Double(list.size.width) <= side, Double(list.size.height) <= side else {
      throw list.size.width > 0 && list.size.height > 0
        ? RenderError.canvasTooLarge(width: Int(saturating: list.size.width), height: Int(saturating: list.size.height))
        : RenderError.emptyCanvas(list.size)
    }
    guard let surface = make(DataSink.write, closure, Double(list.size.width), Double(list.size.height)) else {
      throw RenderError.surfaceFailed("vector surface")
    }
    let canvas = Canvas(surface: surface, scale: 1)
    canvas.draw(list, background: background)
    // Finishing replays the page into the document, writing its glyphs and font subsets from Cairo's shared fonts.
    let status = FontEngineLock.run {
      cairo_surface_finish(surface)
      let status = cairo_surface_status(surface)
      cairo_surface_destroy(surface)
      return status
    }
    guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.surfaceFailed(String(cString: cairo_status_to_string(status))) }
    return sink.data
  }
}

/// Collects the bytes Cairo writes to a stream.
final class DataSink {
  var data = Data()
  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue()
    sink.data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
  }
}

/// Limits on what the renderer accepts.
public enum RenderLimits {
  /// The largest image side in device pixels; larger canvases are refused rather than
  /// exhausting memory (a 16 384² ARGB surface is 1 GiB).
  public static let maxPixelSide = 16_384
}

/// Why a render could not be made.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// The content has zero width or height.
  case emptyCanvas(CGSize)
  /// The canvas would exceed `RenderLimits.maxPixelSide`.
  case canvasTooLarge(width: Int, height: Int)
  /// Cairo could not create or finish a surface.
  case surfaceFailed(String)
  /// The scale is not in `RenderLimits.scaleRange`.
  case invalidScale(Double)

  public var description: String {
    switch self {
    case .emptyCanvas(let size):
      return "nothing to draw: the content is \(NumberText.describe(size.width))×\(NumberText.describe(size.height)) pt; give it a size (e.g. .frame(width:height:)) or content"
    case .canvasTooLarge(let w, let h):
      // A side past any Int (a 10³⁰⁰-pt frame) is saturated: said in words, not as Int.max.
      let size = switch (w == .max, h == .max) {
      case (false, false): "\(w)×\(h) px"
      case (true, false): "\(h) px tall and more pixels wide than can be counted"
      case (false, true): "\(w) px wide and more pixels tall than can be counted"
      case (true, true): "more pixels wide and tall than can be counted"
      }
      return "canvas \(size) exceeds the limit of \(RenderLimits.maxPixelSide) px per side; lower the scale or the frame"
    case .surfaceFailed(let what):
      return "Cairo could not create the \(what)"
    case .invalidScale(let scale):
      return "scale \(NumberText.describe(scale)) is not a scale from \(NumberText.describe(RenderLimits.scaleRange.lowerBound)) "
        + "to \(NumberText.describe(RenderLimits.scaleRange.upperBound)) device pixels per point; use --scale 1, 2 or 3"
    }
  }
}
