import CCairo
import CRsvg
import Foundation
import SpecimenDraw
import SpecimenLayout
import SpecimenUI

/// Finds, loads and draws images: SF Symbol names through `SymbolMap`, assets by name.
///
/// SVGs are drawn with librsvg, PNGs with Cairo. A missing or broken image is drawn as a
/// visible placeholder and recorded in `problems`, never skipped silently.
public final class ImageStore: @unchecked Sendable {
  /// The store over Specimen's own assets, then the folders of `SPECIMEN_ASSET_PATH` (colon-separated, read once).
  public static let shared = ImageStore(assetFolders: [AssetLocator.builtinAssets] + ImageStore.environmentFolders())

  static func environmentFolders() -> [URL] {
    guard let path = ProcessInfo.processInfo.environment["SPECIMEN_ASSET_PATH"] else { return [] }
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
  }

  /// Folders searched for `Image("name")` assets, in order.
  public let assetFolders: [URL]
  private let lock = NSLock()
  var librsvgLock: NSLock { lock }
  private var svgCache: [String: SVGDocument] = [:]
  private var pngCache: [String: OpaquePointer] = [:]
  private var pdfCache: [String: PDFPage] = [:]
  /// Weighted symbols' coverage by everything it is computed from (`symbolBitmap`).
  private var weightedCoverage: [WeightedSymbolKey: [UInt8]] = [:]
  /// Where each symbol or loose asset name was found (nil: nowhere), so a run asks the file system once per name.
  private var foundFiles: [ResolvedImage.Source: String?] = [:]
  private var problemSet: Set<String> = []
  /// Files the loaders refused (not a regular file, over a size limit), by path, with the reason.
  private var refusals: [String: String] = [:]
  /// Symbols' multicolour drawings by the path they are drawn from (nil: the document has no multicolour layers).
  var multicolorCache: [String: MulticolorDrawing?] = [:]

  public init(assetFolders: [URL]) { self.assetFolders = assetFolders }

  /// Every image problem seen so far (missing symbol, missing asset, unreadable file), sorted.
  public var problems: [String] {
    lock.lock()
    defer { lock.unlock() }
    return problemSet.sorted()
  }

  private func report(_ problem: String) {
    lock.lock()
    problemSet.insert(problem)
    lock.unlock()
  }

  /// The file `image` draws: its source's, else the first of its symbol variant fallbacks that exists.
  func file(for image: ResolvedImage) -> String? {
    if let path = file(for: image.source) { return path }
    return image.symbolFallbacks.lazy.compactMap { self.file(for: .symbol($0)) }.first
  }

  /// The file an image source refers to, or nil when none exists.
  func file(for source: ResolvedImage.Source) -> String? {
    guard AssetFiles.nameRefusal(source.name) == nil else { return nil }
    switch source {
    case .symbol, .asset:
      lock.lock()
      let known = foundFiles[source]
      lock.unlock()
      if let known { return known }
      let found = searchFile(for: source)
      lock.lock()
      foundFiles[source] = found
      lock.unlock()
      return found
    case .catalog(let image):
      return image.file(forScale: 2)?.path
    case .bitmap:
      return nil
    }
  }

  /// Looks for a symbol's or loose asset's file in the asset folders (and Bootstrap Icons for symbols).
  private func searchFile(for source: ResolvedImage.Source) -> String? {
    switch source {
    case .symbol(let name):
      return SymbolMap.file(for: name, assetFolders: assetFolders)
    case .asset(let name):
      for folder in assetFolders {
        for ext in ["svg", "png"] {
          let path = folder.appendingPathComponent("\(name).\(ext)").path
          if FileManager.default.fileExists(atPath: path) { return path }
        }
      }
      return nil
    case .catalog, .bitmap:
      return nil
    }
  }

  /// The drawn part of a symbol's SVG in its own coordinates (what `Image(systemName:)` scales to its frame), or nil when there is no icon.
  public func symbolInk(_ name: String) -> CGRect? {
    guard let path = file(for: .symbol(name)), let document = svg(path) else { return nil }
    return document.ink
  }

  /// A symbol's frame size and the ink's rectangle in it (`SymbolMap.layout`); a missing drawing has a
  /// square frame as tall as the symbol would be, for its placeholder.
  func symbolLayout(of image: ResolvedImage) -> (size: CGSize, ink: CGRect) {
    let height = SymbolMap.inkHeight(pointSize: image.font.size, scale: image.scale, weight: image.font.weight)
    guard let path = file(for: image), let document = svg(path) else {
      return (CGSize(width: height, height: height), CGRect(x: 0, y: 0, width: height, height: height))
    }
    let regularHeight = SymbolMap.inkHeight(pointSize: image.font.size, scale: image.scale, weight: 400)
    return SymbolMap.layout(ink: document.ink, height: height, regularHeight: regularHeight, metrics: symbolMetrics(of: image))
  }

  /// How far above the cap height's middle a symbol's frame is centred, in points: its template's ink
  /// midline against the cap line's middle, at the symbol's scale (0 for unmeasured symbols and other images).
  public func symbolRise(of image: ResolvedImage) -> CGFloat {
    guard let metrics = symbolMetrics(of: image), !image.isResizable else { return 0 }
    let k = SymbolMap.inkHeight(pointSize: image.font.size, scale: image.scale, weight: image.font.weight) / SymbolMetrics.circleDiameter
    let rise = (metrics.inkMidline - SymbolMetrics.capMidline) * k
    return rise.isFinite ? rise : 0
  }

  /// The SF Symbol proportions `image` is laid out with: its own name's, else those of the fallback
  /// name it is drawn as (`symbolVariant` names), else nil (sized like `circle.fill`).
  func symbolMetrics(of image: ResolvedImage) -> SymbolMetrics? {
    guard case .symbol(let name) = image.source else { return nil }
    return SymbolMetrics.of(name) ?? drawnSymbolName(image).flatMap(SymbolMetrics.of)
  }

  /// Where a symbol's ink goes in `frame`: filling it when the image is resizable (the drawing is
  /// stretched to the frame it is given), else at its place in the symbol's layout, scaled to `frame`.
  func symbolInk(of image: ResolvedImage, in frame: CGRect) -> CGRect {
    guard !image.isResizable else { return frame }
    let layout = symbolLayout(of: image)
    guard layout.size.width > 0, layout.size.height > 0 else { return frame }
    let sx = frame.width / layout.size.width, sy = frame.height / layout.size.height
    return CGRect(x: frame.minX + layout.ink.minX * sx, y: frame.minY + layout.ink.minY * sy,
                  width: layout.ink.width * sx, height: layout.ink.height * sy)
  }

  /// The natural size of `image` in points.
  public func intrinsicSize(of image: ResolvedImage) -> CGSize {
    if case .catalog(let catalogImage) = image.source { return catalogSize(catalogImage, resolved: image) }
    if case .bitmap(let bitmap) = image.source { return bitmap.pointSize }
    if case .symbol = image.source {
      let size = symbolLayout(of: image).size
      return CGSize(width: (size.width * 100).rounded() / 100, height: (size.height * 100).rounded() / 100)
    }
    guard let path = file(for: image) else { return CGSize(width: 32, height: 32) }
    if path.hasSuffix(".svg"), let document = svg(path) { return document.size }
    if let surface = png(path) {
      return CGSize(width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
    }
    return CGSize(width: 32, height: 32)
  }

  /// Draws `item` on `canvas`; template images are tinted with their paint.
  func draw(_ item: ImageItem, on canvas: Canvas) {
    let cr = canvas.cr
    if drawSliced(item, on: canvas) { return }
    if case .bitmap(let bitmap) = item.image.source {
      drawBitmap(bitmap, item, on: canvas)
      return
    }
    if case .catalog(let image) = item.image.source, image.files.isEmpty {
      drawPlaceholder(item, on: canvas)  // resolve reported why (no such name in the bundle, no variant)
      return
    }
    // Catalog images were found by name inside a catalog (namespaces use "/"); only file lookups are refused.
    if !item.image.source.isCatalog, let refusal = AssetFiles.nameRefusal(item.image.source.name) {
      let message = "\(item.image.source.label): refused \(refusal); \(item.image.source.noun) names are plain file names "
        + "inside an asset folder (no \"/\", \"\\\" or \"..\"), e.g. Image(\"logo\") for Assets/logo.svg"
      fail(item, .refusedFile, message, on: canvas)
      return
    }
    // An empty or non-finite frame draws nothing (a zero scale would put Cairo in an error state).
    guard item.frame.width > 0, item.frame.height > 0, item.frame.width.isFinite, item.frame.height.isFinite else { return }
    if item.image.isTiled, item.image.isResizable {
      // Repeated at its own size from the frame's corner: the same tiling as `ImagePaint`.
      var tile = item.image
      tile.isTiled = false
      cairo_save(cr)
      cairo_rectangle(cr, Canvas.coordinate(item.frame.minX), Canvas.coordinate(item.frame.minY),
                      Canvas.coordinate(item.frame.width), Canvas.coordinate(item.frame.height))
      canvas.setSource(.image(ImagePaintSpec(image: tile, sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 1)), bounds: item.frame)
      cairo_fill(cr)
      cairo_restore(cr)
      return
    }
    guard let path = file(for: item.image) else {
      let message = "\(item.image.source.label) at \(Canvas.describe(item.frame)): no \(item.image.source.noun) named "
        + "\(item.image.source.shownName); \(missingHint(item.image.source))"
      fail(item, item.image.source.missingKind, message, on: canvas)
      return
    }
    // An image wholly outside the clip shows nothing: it is not drawn (a weighted symbol's bitmap is not made;
    // 2 000 heavy symbols of different sizes clipped away by a 50-pt frame took 84 s).
    if Self.isClippedAway(item.frame, on: cr) { return }
    if let side = Self.vectorSidePastCairo(item.frame, path: path, on: cr) {
      let message = "\(item.image.source.label) at \(Canvas.describe(item.frame)): could not draw \(URL(fileURLWithPath: path).lastPathComponent) "
        + "in a frame of \(NumberText.describe(item.frame.width))×\(NumberText.describe(item.frame.height)) pt: \(NumberText.describe(CGFloat(side))) px a side "
        + "is past what Cairo can place (\(Self.maxVectorSide) px, ImageStore.maxVectorSide); give the image a smaller frame or font size"
      fail(item, .unreadableImage, message, on: canvas)
      return
    }
    if drawMulticolor(item, on: canvas) { return }
    let template = item.image.renderingMode == .template
    if template {
      // On pixel surfaces the group covers the image's reach (its frame and as much again each side, past any symbol's
      // margin), not the whole clip: on a 4 000-px canvas each template image allocated, cleared and composited the
      // canvas (1 000 symbols took 18 s). Vector surfaces are not clipped, as `Canvas.pushGroup` does not clip them.
      cairo_save(cr)
      Self.clipGroupsToReach(of: item.frame, on: canvas)
      cairo_push_group(cr)
    }
    var drawn = false
    var drawnPath = path
    // A document that parsed but could not be drawn: librsvg's reason (a frame too large to draw, usually).
    var renderFailure: String?
    if case .catalog(let image) = item.image.source {
      let result = drawCatalog(image, item, on: canvas)
      drawn = result.drawn
      drawnPath = result.path ?? path
    } else if path.hasSuffix(".svg"), let document = svg(path) {
      if case .symbol = item.image.source {
        if template, let weighted = weightedSymbol(item, document: document, path: path, on: cr) {
          cairo_set_source(cr, weighted)
          cairo_paint(cr)
          cairo_pattern_destroy(weighted)
        } else {
          renderFailure = document.renderFailure(on: cr, inkIn: symbolInk(of: item.image, in: item.frame), lock: lock)
        }
      } else {
        renderFailure = document.renderFailure(on: cr, in: item.frame, lock: lock)
      }
      drawn = renderFailure == nil
    } else if let surface = png(path) {
      paint(surface, in: item.frame, on: cr, nearest: item.image.usesNearestNeighbour)
      drawn = true
    }
    if template {
      let mask = cairo_pop_group(cr)
      if let layers = symbolLayers(item, in: mask, on: cr) {
        // The container in the secondary style, then the glyph in the primary one (SF Symbols' order).
        canvas.setSource(item.image.layerTints[0], bounds: item.frame)
        cairo_mask(cr, layers.secondary)
        canvas.setSource(item.image.tint, bounds: item.frame)
        cairo_mask(cr, layers.primary)
        cairo_pattern_destroy(layers.primary)
        cairo_pattern_destroy(layers.secondary)
      } else {
        canvas.setSource(item.image.tint, bounds: item.frame)
        cairo_mask(cr, mask)
      }
      cairo_pattern_destroy(mask)
      cairo_restore(cr)
    }
    if !drawn {
      if let refusal = refusal(of: drawnPath) {
        let message = "\(item.image.source.label) at \(Canvas.describe(item.frame)): refused: \(refusal)"
        fail(item, .refusedFile, message, on: canvas)
        return
      }
      if let renderFailure {
        let message = "\(item.image.source.label) at \(Canvas.describe(item.frame)): librsvg could not draw \(URL(fileURLWithPath: drawnPath).lastPathComponent) "
          + "in a frame of \(NumberText.describe(item.frame.width))×\(NumberText.describe(item.frame.height)) pt (\(renderFailure)); "
          + "give the image a smaller frame or font size"
        fail(item, .unreadableImage, message, on: canvas)
        return
      }
      let message = "\(item.image.source.label) at \(Canvas.describe(item.frame)): could not read \(URL(fileURLWithPath: drawnPath).lastPathComponent)"
        + (item.image.source.catalogName.map { " in \($0)" } ?? "")
        + (drawnPath.lowercased().hasSuffix(".pdf") && Poppler.functions == nil
          ? "; \(Poppler.missing)" : "; check that it is a valid SVG, PDF, PNG or JPEG")
      fail(item, .unreadableImage, message, on: canvas)
    }
  }

  /// Names why `item` cannot be drawn (in the run's problems and as the cell's error of `kind`) and draws the
  /// placeholder in its place.
  private func fail(_ item: ImageItem, _ kind: RenderDiagnostic.Kind, _ message: String, on canvas: Canvas) {
    report(message)
    canvas.diagnostics.report(kind, .error, message)
    drawPlaceholder(item, on: canvas)
  }

  /// Clips `canvas` to an image's reach, `frame` and as much again on each side (past any symbol's margin), on
  /// targets whose groups are clipped to their ink (`Canvas.clipsGroupsToInk`), so a group made for the image
  /// covers that, not the whole clip. The caller saves and restores the context.
  static func clipGroupsToReach(of frame: CGRect, on canvas: Canvas) {
    guard canvas.clipsGroupsToInk else { return }
    let reach = frame.insetBy(dx: -frame.width - 2, dy: -frame.height - 2)
    let x0 = Canvas.coordinate(reach.minX), y0 = Canvas.coordinate(reach.minY)
    cairo_rectangle(canvas.cr, x0, y0, Canvas.coordinate(reach.maxX) - x0, Canvas.coordinate(reach.maxY) - y0)
    cairo_clip(canvas.cr)
  }

  /// The longest side, in device pixels, a vector drawing (SVG or PDF) may have: 2²², half of the ±2²³ that
  /// Cairo's 24.8 fixed-point coordinates hold. Past it a drawing's edges cannot be placed (they wrap), and
  /// librsvg spent up to 28 s drawing nothing (`cloud.rain.fill` in a 10⁹-pt frame).
  static let maxVectorSide = 4_194_304

  /// The longer device side of a vector drawing in `frame` when it is past `maxVectorSide`, else nil
  /// (bitmaps are drawn by a pattern matrix, whatever their size).
  static func vectorSidePastCairo(_ frame: CGRect, path: String, on cr: OpaquePointer) -> Double? {
    let lowered = path.lowercased()
    guard !lowered.hasSuffix(".png"), !lowered.hasSuffix(".jpg"), !lowered.hasSuffix(".jpeg") else { return nil }
    var wx = Double(frame.width), wy = 0.0, hx = 0.0, hy = Double(frame.height)
    cairo_user_to_device_distance(cr, &wx, &wy)
    cairo_user_to_device_distance(cr, &hx, &hy)
    let side = max((wx * wx + wy * wy).squareRoot(), (hx * hx + hy * hy).squareRoot())
    return side > Double(maxVectorSide) ? side : nil
  }

  /// Whether `frame`, grown on every side by its larger side (a symbol's ink and the strokes a heavier weight
  /// adds reach past its frame), lies wholly outside `cr`'s clip.
  static func isClippedAway(_ frame: CGRect, on cr: OpaquePointer) -> Bool {
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let margin = max(frame.width, frame.height)
    let grown = frame.insetBy(dx: -margin, dy: -margin)
    return Double(grown.maxX) < x1 || Double(grown.minX) > x2 || Double(grown.maxY) < y1 || Double(grown.minY) > y2
  }

  /// A layered symbol's glyph and container masks (`SymbolLayers`); nil when it draws as one layer:
  /// monochrome, not a glyph in a container, or not split. On an image target the drawn `mask` (a
  /// group of pixels) is split; a vector target's groups hold no pixels, so the symbol is drawn again
  /// into a bitmap for the split (`rasterizedGroup`).
  private func symbolLayers(_ item: ImageItem, in mask: OpaquePointer?, on cr: OpaquePointer) -> (primary: OpaquePointer, secondary: OpaquePointer)? {
    guard let mask, !item.image.layerTints.isEmpty, let drawn = drawnSymbolName(item.image),
          let kind = SymbolLayers.kind(of: drawn) else { return nil }
    if cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE { return SymbolLayers.split(mask, kind: kind) }
    guard let group = rasterizedGroup(item, symbol: drawn, on: cr) else { return nil }
    defer { cairo_pattern_destroy(group) }
    return SymbolLayers.split(group, kind: kind)
  }

  /// The symbol name whose drawing `image` shows: its own, else the first fallback that has one.
  func drawnSymbolName(_ image: ResolvedImage) -> String? {
    guard case .symbol(let name) = image.source else { return nil }
    return file(for: image.source) != nil ? name : image.symbolFallbacks.first { file(for: .symbol($0)) != nil }
  }

  /// `symbol` drawn into a bitmap at the target's scale, as a pattern in user space (`symbolBitmap`):
  /// the export then embeds the two masks split from it as images, and rasterised again it matches the PNG.
  private func rasterizedGroup(_ item: ImageItem, symbol: String, on cr: OpaquePointer) -> OpaquePointer? {
    guard let path = file(for: .symbol(symbol)), let document = svg(path) else { return nil }
    let scale = Self.deviceScale(of: cr)
    return symbolBitmap(item, document: document, path: path, scale: scale, weighted: drawnWeight(item, document: document, scale: scale))
  }

  /// A template symbol drawn at its font's weight (`SymbolWeight`) as a bitmap pattern, or nil when the
  /// weight changes its strokes by less than `SymbolWeight.smallestChange` pixels (or it cannot be drawn so).
  private func weightedSymbol(_ item: ImageItem, document: SVGDocument, path: String, on cr: OpaquePointer) -> OpaquePointer? {
    let scale = Self.deviceScale(of: cr)
    guard let weighted = drawnWeight(item, document: document, scale: scale) else { return nil }
    return symbolBitmap(item, document: document, path: path, scale: scale, weighted: weighted)
  }

  /// `item`'s weighted ink (`weightedInk`) when its stroke change reaches `SymbolWeight.smallestChange`
  /// pixels at `scale`; nil when the symbol draws as its drawing is.
  private func drawnWeight(_ item: ImageItem, document: SVGDocument, scale: Double) -> (ink: CGRect, change: CGFloat)? {
    guard let weighted = weightedInk(of: item.image, in: item.frame, document: document),
          abs(weighted.change) * scale >= SymbolWeight.smallestChange else { return nil }
    return weighted
  }

  /// How many pixels per user-space point a symbol bitmap for `cr` has: the device's (at least 1) on
  /// an image target; at least `vectorBitmapScale` on a vector one, whose export is rasterised later.
  static func deviceScale(of cr: OpaquePointer) -> Double {
    var unitX = 1.0, unitY = 0.0
    cairo_user_to_device_distance(cr, &unitX, &unitY)
    let length = (unitX * unitX + unitY * unitY).squareRoot()
    let scale = length.isFinite ? max(length, 1) : 1
    return cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE ? scale : max(scale, vectorBitmapScale)
  }

  /// Pixels per point of a symbol bitmap embedded in an SVG or PDF export: sharp when it is shown at 2× or 3×.
  static let vectorBitmapScale = 4.0

  /// Where a symbol's drawing goes at regular weight and how much its strokes change for its font's
  /// weight, in points (`SymbolWeight.strokeChange`); nil for a symbol that is not a template.
  ///
  /// A symbol at its natural size is drawn at the regular weight's size, centred where its ink is:
  /// the change in stroke grows it about as much as SF's heavier symbols grow. A resizable one keeps
  /// the ink filling its frame, so its drawing is inset by half the change.
  func weightedInk(of image: ResolvedImage, in frame: CGRect, document: SVGDocument) -> (ink: CGRect, change: CGFloat)? {
    guard case .symbol = image.source, image.renderingMode == .template, image.font.weight != 400 else { return nil }
    let regularHeight = SymbolMap.inkHeight(pointSize: image.font.size, scale: image.scale, weight: 400)
    let height = SymbolMap.inkHeight(pointSize: image.font.size, scale: image.scale, weight: image.font.weight)
    let regular = SymbolMap.layout(ink: document.ink, height: regularHeight, regularHeight: regularHeight, metrics: symbolMetrics(of: image))
    let ink = symbolInk(of: image, in: frame)
    guard regular.ink.height > 0, height > 0, ink.width > 0, ink.height > 0 else { return nil }
    if image.isResizable {
      let change = SymbolWeight.strokeChange(weight: image.font.weight, fullHeight: regularHeight * ink.height / regular.ink.height)
      let inset = min(change / 2, min(ink.width, ink.height) / 4)
      return (ink.insetBy(dx: inset, dy: inset), change)
    }
    let shrink = regularHeight / height
    let drawnInk = CGRect(x: ink.midX - ink.width * shrink / 2, y: ink.midY - ink.height * shrink / 2,
                          width: ink.width * shrink, height: ink.height * shrink)
    let change = SymbolWeight.strokeChange(weight: image.font.weight, fullHeight: regularHeight * drawnInk.height / regular.ink.height)
    return (drawnInk, change)
  }

  /// `item`'s symbol drawn into a bitmap at `scale` pixels per point, as a pattern in user space; its
  /// strokes changed by `weighted` (`drawnWeight`) when given, and the bitmap padded for the ink a heavier
  /// weight adds. Nil when the bitmap would exceed `SymbolLayers.maxSplitPixels` or cannot be drawn.
  private func symbolBitmap(_ item: ImageItem, document: SVGDocument, path: String, scale: Double,
                            weighted: (ink: CGRect, change: CGFloat)?) -> OpaquePointer? {
    let change = weighted.map { Double($0.change) } ?? 0
    // Padded by whole pixels, so the bitmap keeps the frame's place on the pixel grid.
    let pad = ((abs(change) / 2 + 0.5) * scale).rounded(.up) / scale
    let bounds = weighted == nil ? item.frame : item.frame.insetBy(dx: -pad, dy: -pad)
    // Checked as doubles first: a huge scale must not reach an integer conversion.
    let columns = (bounds.width * scale).rounded(.up), rows = (bounds.height * scale).rounded(.up)
    let limit = Double(SymbolLayers.maxSplitPixels)
    guard columns.isFinite, rows.isFinite, columns > 0, rows > 0, columns * rows <= limit else { return nil }
    var factor = weighted == nil ? 1 : SymbolWeight.supersampling
    while factor > 1 && columns * rows * Double(factor * factor) > limit { factor -= 1 }
    let width = Int(columns) * factor, height = Int(rows) * factor
    // Drawn in the bitmap's own coordinates, so the pixels depend only on the ink's place in it (the cache's key).
    let ink = (weighted?.ink ?? symbolInk(of: item.image, in: item.frame)).offsetBy(dx: -bounds.minX, dy: -bounds.minY)
    // Only weighted coverage is cached: an unweighted bitmap is the drawing as librsvg renders it.
    let key = weighted.map { _ in
      WeightedSymbolKey(path: path, ink: [ink.minX, ink.minY, ink.width, ink.height].map(Double.init), scale: scale,
                        columns: Int(columns), rows: Int(rows), factor: factor, change: change,
                        container: drawnSymbolName(item.image).flatMap(SymbolLayers.kind(of:)))
    }
    let bitmap: OpaquePointer
    if let key, let coverage = cachedWeightedCoverage(key) {
      guard let made = Self.maskSurface(coverage, width: Int(columns), height: Int(rows)) else { return nil }
      bitmap = made
    } else {
      guard let drawingSurface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
      defer { cairo_surface_destroy(drawingSurface) }
      guard cairo_surface_status(drawingSurface) == CAIRO_STATUS_SUCCESS, let drawing = cairo_create(drawingSurface) else { return nil }
      cairo_scale(drawing, scale * Double(factor), scale * Double(factor))
      let rendered = document.render(on: drawing, inkIn: ink, lock: lock)
      cairo_destroy(drawing)
      guard rendered else { return nil }
      if let key {
        let coverage = SymbolWeight.morph(Self.alpha(of: drawingSurface), width: width, height: height,
                                          radius: change / 2 * scale * Double(factor), factor: factor, container: key.container)
        storeWeightedCoverage(coverage, for: key)
        guard let made = Self.maskSurface(coverage, width: Int(columns), height: Int(rows)) else { return nil }
        bitmap = made
      } else {
        bitmap = cairo_surface_reference(drawingSurface)
      }
    }
    defer { cairo_surface_destroy(bitmap) }
    guard let group = cairo_pattern_create_for_surface(bitmap) else { return nil }
    // Pattern space is the bitmap's pixels: user (x, y) is pixel ((x − minX)·scale, (y − minY)·scale).
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, scale, scale)
    cairo_matrix_translate(&matrix, -bounds.minX, -bounds.minY)
    cairo_pattern_set_matrix(group, &matrix)
    return group
  }

  /// A weighted symbol's coverage computed before for the same drawing, place, size and weight.
  private func cachedWeightedCoverage(_ key: WeightedSymbolKey) -> [UInt8]? {
    lock.lock()
    defer { lock.unlock() }
    return weightedCoverage[key]
  }

  /// Keeps a weighted symbol's coverage for the next item that draws it the same way (a list's chevrons);
  /// the cache starts over past `maxWeightedCoverages` entries, so memory stays flat over long runs.
  private func storeWeightedCoverage(_ coverage: [UInt8], for key: WeightedSymbolKey) {
    lock.lock()
    defer { lock.unlock() }
    if weightedCoverage.count >= Self.maxWeightedCoverages { weightedCoverage.removeAll(keepingCapacity: true) }
    weightedCoverage[key] = coverage
  }

  /// The most weighted symbol coverages kept at once.
  static let maxWeightedCoverages = 256

  /// The alpha channel of an ARGB32 image surface, row by row.
  private static func alpha(of surface: OpaquePointer) -> [UInt8] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    var alpha = [UInt8](repeating: 0, count: width * height)
    guard let data = cairo_image_surface_get_data(surface) else { return alpha }
    for y in 0..<height {
      let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { alpha[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
    }
    return alpha
  }

  /// An ARGB32 surface of white at `coverage` (premultiplied), for use as a mask or a group's content.
  private static func maskSurface(_ coverage: [UInt8], width: Int, height: Int) -> OpaquePointer? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
      cairo_surface_destroy(surface)
      return nil
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        let a = UInt32(coverage[y * width + x])
        row[x] = a << 24 | a << 16 | a << 8 | a
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// What to do about a missing image: the catalogs searched and where a file would be found.
  private func missingHint(_ source: ResolvedImage.Source) -> String {
    let library = AssetLibrary.shared
    switch source {
    case .symbol(let name):
      if let found = library.image(named: name, inBundleAt: nil), found.asset.isSymbol {
        return "\(found.catalog.displayName) has a custom symbol of that name: use Image(\"\(name)\"), as on iOS "
          + "(Image(systemName:) only finds system symbols)"
      }
      if let release = SFSymbolNames.release(of: name) {
        return "SF Symbols \(release) (iOS \(SFSymbolNames.iOSVersion(ofRelease: release))) has it, but Specimen has no drawing of it: "
          + "add Assets/\(source.suggestedFile)"
      }
      let guess = SFSymbolNames.nearest(to: name).map { " (did you mean \"\($0)\"?)" } ?? ""
      return "SF Symbols has no symbol of that name either, so iOS draws nothing\(guess): check the spelling, "
        + "or add Assets/\(source.suggestedFile) for a drawing of your own"
    case .asset(let name):
      let shown = source.shownName
      return library.missReport(for: name, kind: "image", inBundleAt: nil)
        + "; add \(shown).imageset to a catalog, or \(shown).svg or \(shown).png to an asset folder"
    case .catalog, .bitmap:
      return "add \(source.suggestedFile)"
    }
  }

  /// Why the loaders refused the file at `path`, if they did.
  private func refusal(of path: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    return refusals[path]
  }

  private func drawPlaceholder(_ item: ImageItem, on canvas: Canvas) {
    let frame = item.frame.insetBy(dx: item.frame.width * 0.1, dy: item.frame.height * 0.1)
    canvas.addPath(Path(roundedRect: frame, cornerRadius: frame.width * 0.2))
    canvas.setSource(item.image.tint, bounds: frame)
    cairo_set_line_width(canvas.cr, 1)
    cairo_stroke(canvas.cr)
  }

  func svg(_ path: String) -> SVGDocument? {
    lock.lock()
    let cached = svgCache[path], refused = refusals[path] != nil
    lock.unlock()
    if let cached { return cached }
    guard !refused else { return nil }
    // Parsed without the lock: a document holding text is measured under `FontEngineLock`, which is never taken
    // while this lock is held. Two threads may parse the same file; the first document stored is the one kept.
    var refusal: String?
    var document: SVGDocument?
    var composed: (files: [String], failure: String)?
    if SymbolMap.isComposed(path) {
      // Built from other files' documents, which `svg` loads itself.
      let made = composedMarkup(path, refusal: &refusal)
      document = made.markup.flatMap { SVGDocument(data: $0, path: path, refusal: &refusal) }
      composed = (made.files, made.failure)
    } else if let fileRefusal = AssetFiles.fileRefusal(path, maxBytes: AssetLimits.maxImageBytes, limitName: "SPECIMEN_MAX_ASSET_BYTES") {
      refusal = fileRefusal
    } else {
      document = SVGDocument(path: path, refusal: &refusal)
    }
    lock.lock()
    defer { lock.unlock() }
    if let stored = svgCache[path] { return stored }
    if let document {
      svgCache[path] = document
      return document
    }
    if let composed {
      refusals[path] = refusal ?? composed.files.lazy.compactMap { self.refusals[$0] }.first ?? composed.failure
    } else {
      refusals[path] = refusal
    }
    return nil
  }

  /// The SVG markup of a composed symbol's `path` (`SymbolDecoration` or `SymbolBadge`), built from its drawings'
  /// documents, with those drawings' files and what to say when it cannot be built; `refusal` is set when a file is refused.
  private func composedMarkup(_ path: String, refusal: inout String?) -> (markup: Data?, files: [String], failure: String) {
    func drawing(_ file: String) -> (data: Data, size: CGSize, ink: CGRect)? {
      guard let document = svg(file), let data = SVGSource.load(file, refusal: &refusal) else { return nil }
      return (data, document.size, document.ink)
    }
    if let composition = SymbolDecoration.Composition(path: path) {
      let markup = drawing(composition.glyphPath).flatMap { composition.markup(glyph: $0.data, glyphSize: $0.size, glyphInk: $0.ink) }
      return (markup, [composition.glyphPath],
              "\(composition.glyphPath) has no root <svg> element to compose its \(composition.decoration.rawValue) variant with")
    }
    if let badged = SymbolBadge.Composition(path: path) {
      let markup = drawing(badged.glyphPath).flatMap { glyph in drawing(badged.badgePath).flatMap { badged.markup(glyph: glyph, badge: $0) } }
      return (markup, [badged.glyphPath, badged.badgePath],
              "\(badged.glyphPath) or \(badged.badgePath) has no root <svg> element to compose a badged symbol with")
    }
    return (nil, [], "\(path) names no composed symbol")
  }

  /// A PNG through Cairo, or a JPEG (any format gdk-pixbuf reads) through gdk-pixbuf; cached per path. A `.png` file
  /// holding another format (a JPEG or GIF renamed) goes to gdk-pixbuf, as iOS decodes it by its bytes.
  func bitmap(_ path: String) -> OpaquePointer? {
    if path.lowercased().hasSuffix(".png") {
      lock.lock()
      let cached = pngCache[path]
      lock.unlock()
      if let cached { return cached }
      if !AssetFiles.holdsAnotherFormat(path) { return png(path) }
    }
    lock.lock()
    defer { lock.unlock() }
    if let cached = pngCache[path] { return cached }
    guard refusals[path] == nil else { return nil }
    if let refusal = AssetFiles.fileRefusal(path, maxBytes: AssetLimits.maxImageBytes, limitName: "SPECIMEN_MAX_ASSET_BYTES")
      ?? PixbufLoader.sideRefusal(path) {
      refusals[path] = refusal
      return nil
    }
    guard let surface = PixbufLoader.surface(path: path) else { return nil }
    pngCache[path] = surface
    return surface
  }

  /// The first page of a PDF; cached per path.
  func pdf(_ path: String) -> PDFPage? {
    lock.lock()
    defer { lock.unlock() }
    if let cached = pdfCache[path] { return cached }
    guard refusals[path] == nil else { return nil }
    if let refusal = AssetFiles.fileRefusal(path, maxBytes: AssetLimits.maxImageBytes, limitName: "SPECIMEN_MAX_ASSET_BYTES") {
      refusals[path] = refusal
      return nil
    }
    guard let page = PDFPage(path: path) else { return nil }
    pdfCache[path] = page
    return page
  }

  private func png(_ path: String) -> OpaquePointer? {
    lock.lock()
    defer { lock.unlock() }
    if let cached = pngCache[path] { return cached }
    guard refusals[path] == nil else { return nil }
    if let refusal = AssetFiles.fileRefusal(path, maxBytes: AssetLimits.maxImageBytes, limitName: "SPECIMEN_MAX_ASSET_BYTES")
      ?? AssetFiles.pngRefusal(path) {
      refusals[path] = refusal
      return nil
    }
    guard let surface = cairo_image_surface_create_from_png(path), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      return nil
    }
    pngCache[path] = surface
    return surface
  }
}

extension ImageStore: ImageMeasurer {}

extension ResolvedImage.Source {
  /// The image as a message names it: its initializer with the name quoted (at most 60 characters).
  var label: String {
    switch self {
    case .symbol: return "Image(systemName: \"\(shownName)\")"
    case .asset, .catalog: return "Image(\"\(shownName)\")"
    case .bitmap: return "Image(uiImage:)"
    }
  }
  /// The name as messages quote it: at most 60 characters (`TextLength.quoted`), so an error about a
  /// megabyte name keeps its structure (what is missing, and the fix).
  var shownName: String { TextLength.quoted(name, length: 60) }
  var catalogName: String? {
    if case .catalog(let image) = self { return image.catalog }
    return nil
  }
  var isCatalog: Bool { catalogName != nil }
  var name: String {
    switch self {
    case .symbol(let name), .asset(let name): return name
    case .catalog(let image): return image.name
    case .bitmap(let bitmap): return "bitmap \(bitmap.width)×\(bitmap.height)"
    }
  }
  var noun: String {
    switch self {
    case .symbol: return "icon"
    case .asset: return "asset"
    case .catalog(let image): return image.isSymbol ? "symbol" : "image"
    case .bitmap: return "bitmap"
    }
  }
  var missingKind: RenderDiagnostic.Kind {
    switch self {
    case .symbol: return .unknownSymbol
    case .asset, .catalog, .bitmap: return .missingAsset
    }
  }
  var suggestedFile: String {
    switch self {
    case .symbol: return "Icons/\(shownName).svg"
    case .asset: return "\(shownName).svg or \(shownName).png"
    case .catalog(let image): return "\(shownName) files for this appearance to \(image.catalog)"
    case .bitmap: return "pixels"
    }
  }
}

/// A parsed SVG file, drawn with librsvg.
final class SVGDocument {
  let handle: OpaquePointer
  let size: CGSize
  /// Whether the document holds a `<text>` element: librsvg lays it out with Pango and Cairo's shared fonts, so
  /// the document is measured and drawn under `FontEngineLock` too.
  let drawsText: Bool

  /// Parses the SVG at `path` from its checked bytes (`SVGSource`): librsvg gets no base file, so the
  /// document cannot make it open another file; nil with `refusal` set when the file is refused.
  convenience init?(path: String, refusal: inout String?) {
    guard let data = SVGSource.load(path, refusal: &refusal) else { return nil }
    self.init(data: data, path: path, refusal: &refusal)
  }

  /// Parses checked SVG bytes (`data`) that `path` names in messages; `stylesheet` is applied as a user
  /// stylesheet (how one multicolour layer is drawn alone, `MulticolorLayers`).
  init?(data: Data, path: String, refusal: inout String?, stylesheet: String? = nil) {
    var error: UnsafeMutablePointer<GError>?
    let parsed = data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
      guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
      return rsvg_handle_new_from_data(base, gsize(raw.count), &error)
    }
    if let error { g_error_free(error) }
    guard let handle = parsed else { return nil }
    drawsText = SVGDocument.holdsText(data)
    if let stylesheet {
      var styleError: UnsafeMutablePointer<GError>?
      let applied = Array(stylesheet.utf8).withUnsafeBufferPointer { rsvg_handle_set_stylesheet(handle, $0.baseAddress, gsize($0.count), &styleError) }
      if let styleError { g_error_free(styleError) }
      guard applied != 0 else {
        g_object_unref(UnsafeMutableRawPointer(handle))
        return nil
      }
    }
    self.handle = OpaquePointer(handle)
    var w = 0.0, h = 0.0
    if FontEngineLock.run(if: drawsText, { rsvg_handle_get_intrinsic_size_in_pixels(handle, &w, &h) }) == 0 || w <= 0 || h <= 0 {
      w = 16
      h = 16
    }
    if let tooLarge = AssetFiles.sideRefusal(path, width: w, height: h) {
      refusal = tooLarge
      g_object_unref(UnsafeMutableRawPointer(handle))
      return nil
    }
    size = CGSize(width: w, height: h)
    var viewport = RsvgRectangle(x: 0, y: 0, width: w, height: h)
    var ink = RsvgRectangle(), logical = RsvgRectangle()
    var inkError: UnsafeMutablePointer<GError>?
    let measured = FontEngineLock.run(if: drawsText) { rsvg_handle_get_geometry_for_layer(handle, nil, &viewport, &ink, &logical, &inkError) }
    if measured != 0, ink.width > 0, ink.height > 0 {
      self.ink = CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
    } else {
      self.ink = CGRect(origin: .zero, size: size)
    }
    if let inkError { g_error_free(inkError) }
  }

  /// Whether SVG bytes hold a `<text>` element, which librsvg lays out with Cairo's shared fonts (`FontEngineLock`).
  static func holdsText(_ data: Data) -> Bool { data.range(of: Data("<text".utf8)) != nil }

  /// The drawn part of the document at its intrinsic size (a symbol is sized and placed by its ink).
  let ink: CGRect

  /// Renders the document so that its ink fills `frame` (how symbols are drawn).
  func render(on cr: OpaquePointer, inkIn frame: CGRect, lock: NSLock) -> Bool {
    renderFailure(on: cr, inkIn: frame, lock: lock) == nil
  }

  /// Draws the document scaled so its ink fills `frame`; nil when drawn, else librsvg's reason.
  func renderFailure(on cr: OpaquePointer, inkIn frame: CGRect, lock: NSLock) -> String? {
    let sx = frame.width / ink.width, sy = frame.height / ink.height
    let page = CGRect(x: frame.minX - ink.minX * sx, y: frame.minY - ink.minY * sy, width: size.width * sx, height: size.height * sy)
    return renderFailure(on: cr, in: page, lock: lock)
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(handle)) }

  /// The ink of the element with `id` (like `#Regular-M`) in document coordinates, or nil when there is none;
  /// the caller holds the librsvg lock.
  func ink(ofLayer id: String?) -> CGRect? {
    guard let id else { return nil }
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    var ink = RsvgRectangle(), logical = RsvgRectangle()
    var error: UnsafeMutablePointer<GError>?
    let ok = rsvg_handle_get_geometry_for_layer(UnsafeMutablePointer(handle), id, &viewport, &ink, &logical, &error)
    if let error { g_error_free(error) }
    guard ok != 0, ink.width > 0, ink.height > 0, ink.width.isFinite, ink.height.isFinite else { return nil }
    return CGRect(x: ink.x, y: ink.y, width: ink.width, height: ink.height)
  }

  /// The x position of the vertical guide line `id` (like `#left-margin-Regular-M`) in document
  /// coordinates, or nil when there is none; the caller holds the librsvg lock.
  func guideX(_ id: String) -> CGFloat? {
    var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    var ink = RsvgRectangle(), logical = RsvgRectangle()
    var error: UnsafeMutablePointer<GError>?
    let ok = rsvg_handle_get_geometry_for_layer(UnsafeMutablePointer(handle), id, &viewport, &ink, &logical, &error)
    if let error { g_error_free(error) }
    guard ok != 0, logical.x.isFinite, logical.width.isFinite, logical.height > 0 else { return nil }
    return CGFloat(logical.x + logical.width / 2)
  }

  /// Renders only the element `layer` (nil: the whole document) so that its ink fills `frame` (how custom symbols draw).
  func render(layer: String?, on cr: OpaquePointer, inkIn frame: CGRect, lock: NSLock) -> Bool {
    guard let layer, let page = withLibrsvg(lock, { page(element: layer, inkIn: frame) }) else {
      return render(on: cr, inkIn: frame, lock: lock)
    }
    return render(element: layer, page: page, on: cr, lock: lock)
  }

  /// Runs `body`, a librsvg call on this document, holding `lock` (the image store's, which serialises librsvg calls),
  /// and `FontEngineLock` first when the document holds text.
  func withLibrsvg<T>(_ lock: NSLock, _ body: () -> T) -> T {
    FontEngineLock.run(if: drawsText) {
      lock.lock()
      defer { lock.unlock() }
      return body()
    }
  }

  /// The page (the document's viewport) that puts the ink of `element` (nil: the whole document's) over
  /// `frame`; nil when the element has no ink. The caller holds the librsvg lock.
  func page(element: String?, inkIn frame: CGRect) -> CGRect? {
    guard let ink = element == nil ? ink : ink(ofLayer: element) else { return nil }
    let sx = frame.width / ink.width, sy = frame.height / ink.height
    return CGRect(x: frame.minX - ink.minX * sx, y: frame.minY - ink.minY * sy, width: size.width * sx, height: size.height * sy)
  }

  /// Renders `element` (nil: the whole document) with the document's viewport at `page`.
  func render(element: String?, page: CGRect, on cr: OpaquePointer, lock: NSLock) -> Bool {
    guard let element else { return render(on: cr, in: page, lock: lock) }
    var viewport = RsvgRectangle(x: Double(page.minX), y: Double(page.minY), width: Double(page.width), height: Double(page.height))
    var error: UnsafeMutablePointer<GError>?
    let ok = withLibrsvg(lock) { rsvg_handle_render_layer(UnsafeMutablePointer(handle), cr, element, &viewport, &error) }
    if let error { g_error_free(error) }
    return ok != 0
  }

  /// Renders the whole document scaled into `frame`; librsvg handles are not thread-safe, so `lock` guards the call.
  func render(on cr: OpaquePointer, in frame: CGRect, lock: NSLock) -> Bool {
    renderFailure(on: cr, in: frame, lock: lock) == nil
  }

  /// Draws the document in `frame`; nil when drawn, else librsvg's reason (its error message, at most 200 characters).
  func renderFailure(on cr: OpaquePointer, in frame: CGRect, lock: NSLock) -> String? {
    var viewport = RsvgRectangle(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
    var error: UnsafeMutablePointer<GError>?
    let ok = withLibrsvg(lock) { rsvg_handle_render_document(UnsafeMutablePointer(handle), cr, &viewport, &error) }
    var reason = "librsvg drew nothing"
    if let error {
      if let text = error.pointee.message { reason = String(String(cString: text).prefix(200)) }
      g_error_free(error)
    }
    return ok != 0 ? nil : reason
  }
}

/// Everything a weighted symbol's bitmap is computed from: the drawing, its ink's place in the
/// bitmap (exact, in points), the pixel scale and size, the supersampling, the stroke change and the
/// container whose cut-out glyph grows. Equal keys give byte-identical coverage, so the cache keeps
/// runs deterministic whatever order cells are drawn in.
struct WeightedSymbolKey: Hashable {
  var path: String
  var ink: [Double]
  var scale: Double
  var columns: Int
  var rows: Int
  var factor: Int
  var change: Double
  var container: SymbolLayers.Kind?
}
