import Foundation

/// Core Graphics' drawing context as `UIGraphicsImageRenderer` hands it out: fills and strokes of
/// rectangles, ellipses and paths, in the context's colors, into the renderer's pixels.
///
/// Shapes cover the pixels whose centres they contain (no antialiasing), so edges on whole points
/// match iOS and curved edges are stepped; text and gradients are not drawn (docs/unsupported.md).
/// A `Canvas`'s `withCGContext` hands out a subclass that draws into the canvas instead.
open class CGContext: @unchecked Sendable {
  /// The context's pixels, rows from the top.
  private(set) var canvas: PixelCanvas
  var state = State()
  private var saved: [State] = []

  struct State {
    var fill = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var stroke = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var alpha: CGFloat = 1
    var transform = CGAffineTransform.identity
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashes: [CGFloat] = []
    /// The clip paths, in the context's base space (the current transform applied when each was added); a point is
    /// inside the clip when it is inside every one.
    var clips: [(path: Path, eoFill: Bool)] = []
    var blendMode = CGBlendMode.normal
  }

  /// The path being built, in the context's base space (each point transformed when it was added). Core
  /// Graphics keeps it outside the saved state: `saveGState` does not save it.
  var currentPath = Path()
  /// How finely images drawn scaled are sampled (kept).
  public var interpolationQuality = CGInterpolationQuality.default

  init(canvas: PixelCanvas) { self.canvas = canvas }

  /// A context over new pixels of `size` points at `scale` (a scale that is not a positive number counts as 1); nil
  /// when the pixels would be fewer than one or more than `BitmapImage.maxSide` a side.
  static func bitmap(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    let pixelWidth = size.width * scale, pixelHeight = size.height * scale
    guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 0.5, pixelHeight >= 0.5,
          pixelWidth <= CGFloat(BitmapImage.maxSide), pixelHeight <= CGFloat(BitmapImage.maxSide) else { return nil }
    return CGContext(canvas: PixelCanvas(width: Int(pixelWidth.rounded()), height: Int(pixelHeight.rounded()), scale: scale, opaque: opaque))
  }

  /// What the context's pixels hold, as an image of their size in points (an empty image for a canvas's context).
  var image: UIImage {
    let size = CGSize(width: CGFloat(canvas.width) / canvas.scale, height: CGFloat(canvas.height) / canvas.scale)
    guard let bitmap = canvas.bitmap(pointSize: size) else { return UIImage() }
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: canvas.scale, orientation: .up)
  }

  /// Sets the fill color.
  public func setFillColor(_ color: CGColor) { state.fill = Self.checked(color.rgba, "setFillColor") }
  /// Sets the fill color from components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.fill = Self.checked(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)), "setFillColor")
  }
  /// Sets the stroke color.
  public func setStrokeColor(_ color: CGColor) { state.stroke = Self.checked(color.rgba, "setStrokeColor") }
  /// Sets the stroke color from components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    state.stroke = Self.checked(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)), "setStrokeColor")
  }

  /// `color` with every component within 0...1; a component that is not a finite number is reported, naming `method`,
  /// and drawn as 0 (a NaN reached the pixels, and turning it into a byte stopped the run).
  private static func checked(_ color: RGBA, _ method: String) -> RGBA {
    let components = [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)]
    if let (name, bad) = components.first(where: { !$0.1.isFinite }) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext.\(method) \(name) \(NumberText.describe(bad)) is not usable; "
        + "drawn with \(name) 0 (give components within 0...1)"))
    }
    func clamped(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    return RGBA(red: clamped(color.red), green: clamped(color.green), blue: clamped(color.blue), alpha: clamped(color.alpha))
  }
  /// Sets the stroke width (a negative or non-finite width is named and counts as 0).
  public func setLineWidth(_ width: CGFloat) {
    if !(width.isFinite && width >= 0) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext.setLineWidth(\(NumberText.describe(Double(width)))) is not a "
        + "finite width of 0 or more; lines are drawn 0 wide. Give a width of 0 or more"))
    }
    state.lineWidth = width.isFinite ? max(0, width) : 0
  }
  /// Sets the opacity everything drawn next is multiplied by.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 1 }
  /// Saves the graphics state.
  public func saveGState() { saved.append(state) }
  /// Restores the last saved graphics state; with none saved the state is kept and the call named, as Core Graphics
  /// keeps it (logging "gstack underflow").
  public func restoreGState() {
    guard let last = saved.popLast() else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext.restoreGState() was called with no saved state (more "
        + "restores than saveGState() calls), so the state is kept, as Core Graphics keeps it (it logs \"gstack underflow\"). "
        + "Pair every restoreGState() with a saveGState() before it"))
      return
    }
    state = last
  }

  /// Fills the current path with the fill color (by the non-zero rule, or even-odd) and empties it.
  public func fillPath(using rule: CGPathFillRule = .winding) {
    let shape = currentPath
    currentPath = Path()
    paint(shape, eoFill: rule == .evenOdd, color: state.fill)
  }
  /// Strokes the current path with the line width, caps, joins and dashes, in the stroke color, and empties it.
  public func strokePath() {
    let shape = currentPath
    currentPath = Path()
    paint(shape.strokedPath(strokeStyle), eoFill: false, color: state.stroke)
  }
  /// Paints the current path as `mode` says (the fill first, then the stroke) and empties it.
  public func drawPath(using mode: CGPathDrawingMode) {
    let shape = currentPath
    if mode != .stroke { fillPath(using: mode == .eoFill || mode == .eoFillStroke ? .evenOdd : .winding) }
    if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
      currentPath = shape
      strokePath()
    }
    currentPath = Path()
  }
  /// Intersects the clip with the current path (non-zero rule, or even-odd) and empties the path.
  public func clip(using rule: CGPathFillRule = .winding) {
    let shape = currentPath
    currentPath = Path()
    addClip(shape, eoFill: rule == .evenOdd)
  }
  /// Intersects the clip with `rect` (in the current user space).
  public func clip(to rect: CGRect) { addClip(Path(rect).applying(state.transform), eoFill: false) }
  /// Intersects the clip with the rectangles (in the current user space).
  public func clip(to rects: [CGRect]) {
    var region = Path()
    for rect in rects { region.addRect(rect) }
    addClip(region.applying(state.transform), eoFill: false)
  }

  /// The stroke style of the state, its width scaled with the transform as Core Graphics strokes in user space.
  var strokeStyle: StrokeStyle { strokeStyle(width: state.lineWidth) }

  /// The state's stroke style at line width `width` (before the transform's scale).
  func strokeStyle(width: CGFloat) -> StrokeStyle {
    let t = state.transform
    let det = abs(t.a * t.d - t.b * t.c)
    let scale = det.isFinite && det > 0 ? det.squareRoot() : 1
    return StrokeStyle(lineWidth: width * scale, lineCap: state.lineCap, lineJoin: state.lineJoin, miterLimit: state.miterLimit,
                       dash: state.dashes.map { $0 * scale }, dashPhase: state.dashPhase * scale)
  }

  /// Paints `shape` (in the base space) in `color`: the pixels whose centres it contains, inside the clip. Each
  /// pixel is tested against every point of the path and of the clip, so a path whose points times the pixels it
  /// spans pass `pathWorkLimit` is named and not drawn; so is a path with a point that is not finite.
  func paint(_ shape: Path, eoFill: Bool, color: RGBA) {
    if let point = shape.firstNonFinitePoint {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext: a path point (\(NumberText.describe(Double(point.x))), "
        + "\(NumberText.describe(Double(point.y)))) is not a finite position, so the path is not drawn. Give finite points"))
      return
    }
    Self.reportFarPoint(of: shape, "a path", leftOut: "not drawn")
    let rings = FlatSubpath.of(shape).map(\.points)
    guard !rings.isEmpty else { return }
    let box = shape.boundingRect.applying(CGAffineTransform(scaleX: canvas.scale, y: canvas.scale))
      .checkedIntersection(CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    let points = rings.reduce(0) { $0 + $1.count } + state.clips.reduce(0) { $0 + $1.path.elements.count * 8 }
    let pixels = box.isNull ? 0 : Double(box.width + 1) * Double(box.height + 1)
    guard Double(points) * pixels <= Self.pathWorkLimit else {
      ResolveIssues.report(ResolveIssue(.beyondLimit, "CGContext: a path of \(points) points over \(Int(saturating: pixels)) pixels "
        + "is more than the image renderer tests (CGContext.pathWorkLimit, \(Int(Self.pathWorkLimit)) point-pixel tests), so it "
        + "is not drawn. Draw it with fewer points, or in a smaller image"))
      return
    }
    cover(shape.boundingRect, color: color, transform: .identity) { point in
      let winding = FlatSubpath.winding(of: point, rings: rings)
      return eoFill ? winding % 2 != 0 : winding != 0
    }
  }

  /// Intersects the clip with `shape` (in the base space); a path with a point that is not finite clips everything.
  func addClip(_ shape: Path, eoFill: Bool) {
    if let point = shape.firstNonFinitePoint {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext: a clip path point (\(NumberText.describe(Double(point.x))), "
        + "\(NumberText.describe(Double(point.y)))) is not a finite position, so the clip holds nothing. Give finite points"))
      state.clips.append((Path(), eoFill))
      return
    }
    Self.reportFarPoint(of: shape, "a clip path", leftOut: "left out of the clip")
    state.clips.append((shape, eoFill))
  }

  /// Names a point of `shape` farther than `FlatSubpath.maxCoordinate` from the origin: its subpath is left out of the
  /// pixel tests (winding numbers there would overflow), which would otherwise drop it without a word.
  private static func reportFarPoint(of shape: Path, _ what: String, leftOut: String) {
    guard let point = shape.firstPoint(where: { !FlatSubpath.usable($0) }) else { return }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "CGContext: \(what) has the point (\(NumberText.describe(Double(point.x))), "
      + "\(NumberText.describe(Double(point.y)))), which is farther than any screen (over \(NumberText.describe(Double(FlatSubpath.maxCoordinate))) pt from the "
      + "origin, FlatSubpath.maxCoordinate), so its subpath is \(leftOut). "
      + "Give points within a screen's reach"))
  }

  /// The most point-in-path tests one pixel path fill may make (points of the path and clips times pixels spanned):
  /// 2·10⁸, a few seconds in a debug build.
  static let pathWorkLimit: Double = 2e8
  /// Moves the origin.
  public func translateBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(translationX: x, y: y).concatenating(state.transform) }
  /// Scales the coordinates.
  public func scaleBy(x: CGFloat, y: CGFloat) { state.transform = CGAffineTransform(scaleX: x, y: y).concatenating(state.transform) }

  /// Fills `rect` with the fill color.
  public func fill(_ rect: CGRect) { cover(rect, color: state.fill) { _ in true } }
  /// Fills each rectangle.
  public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
  /// Fills the ellipse inside `rect`.
  public func fillEllipse(in rect: CGRect) { cover(rect, color: state.fill) { Self.inEllipse($0, rect.standardized) } }
  /// Strokes `rect`'s outline, centred on its edges, with the line width.
  public func stroke(_ rect: CGRect) { stroke(rect, width: state.lineWidth) }
  /// Strokes `rect`'s outline with `width`.
  public func stroke(_ rect: CGRect, width: CGFloat) {
    let w = width.isFinite ? max(0, width) : 0
    let outer = rect.standardized.insetBy(dx: -w / 2, dy: -w / 2), inner = rect.standardized.insetBy(dx: w / 2, dy: w / 2)
    cover(outer, color: state.stroke) { !inner.contains($0) || inner.isEmpty }
  }
  /// Strokes the ellipse inside `rect`.
  public func strokeEllipse(in rect: CGRect) {
    let w = state.lineWidth, r = rect.standardized
    let outer = r.insetBy(dx: -w / 2, dy: -w / 2), inner = r.insetBy(dx: w / 2, dy: w / 2)
    cover(outer, color: state.stroke) { Self.inEllipse($0, outer) && !(inner.width > 0 && inner.height > 0 && Self.inEllipse($0, inner)) }
  }
  /// Makes the pixels of `rect` transparent.
  public func clear(_ rect: CGRect) { cover(rect, color: nil) { _ in true } }

  /// Draws `image` stretched over `rect`. As in Core Graphics, whose images are drawn bottom row first, the
  /// image comes out upside down in a top-left-origin context such as an image renderer's (code flips the context
  /// first to draw it upright). An image without pixels (an asset or symbol's stand-in) is not drawn; nor is a
  /// tiling.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    guard let bitmap = image.bitmap, !byTiling else { return }
    draw(bitmap, in: rect, flipped: true, by: "CGContext.draw(_:in:)")
  }

  /// Device pixels per point, before the context's transform.
  var pixelsPerPoint: CGFloat { canvas.scale }
  /// Whether drawing here can be seen (a PDF context's cannot: it has no pixels).
  var showsDrawing: Bool { canvas.width > 0 && canvas.height > 0 }

  /// Draws `bitmap` stretched over `rect` (nearest pixel), upside down when `flipped`; a rectangle that is not finite is
  /// named (as the call `method`) and nothing is drawn.
  func draw(_ bitmap: BitmapImage, in rect: CGRect, flipped: Bool = false, by method: String) {
    guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(method): the rectangle (\([rect.origin.x, rect.origin.y, rect.width, rect.height].map { NumberText.describe($0) }.joined(separator: ", "))) is not finite, so "
        + "the image is not drawn. Give a finite rectangle"))
      return
    }
    paint(bitmap, in: rect, flipped: flipped)
  }

  /// Paints `bitmap` over the finite `rect` (nearest pixel), upside down when `flipped`.
  func paint(_ bitmap: BitmapImage, in rect: CGRect, flipped: Bool) {
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    cover(r, color: nil, sample: { point in
      let x = min(bitmap.width - 1, max(0, Int(saturating: (point.x - r.minX) / r.width * CGFloat(bitmap.width))))
      let row = min(bitmap.height - 1, max(0, Int(saturating: (point.y - r.minY) / r.height * CGFloat(bitmap.height))))
      let y = flipped ? bitmap.height - 1 - row : row
      let (red, green, blue, alpha) = bitmap.pixel(x: x, y: y)
      return RGBA(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: Double(alpha) / 255)
    }) { _ in true }
  }

  /// Called before a string is drawn (a probe of what `draw(_:)` paints notes it).
  func willDrawText() {}

  /// Paints `gradient` laid out by `geometry` (in the current user space) wherever it has a colour, inside the clip.
  func paintGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions) {
    let t = state.transform
    guard t.a * t.d - t.b * t.c != 0 else { return }
    let toUser = t.inverted()
    let box = CGRect(x: 0, y: 0, width: CGFloat(canvas.width) / canvas.scale, height: CGFloat(canvas.height) / canvas.scale)
    cover(box, color: nil, transform: .identity, sample: { point in
      gradient.color(at: geometry.parameter(at: point.applying(toUser), options: options) ?? 0)
    }) { point in geometry.parameter(at: point.applying(toUser), options: options) != nil }
  }

  private static func inEllipse(_ p: CGPoint, _ r: CGRect) -> Bool {
    guard r.width > 0, r.height > 0 else { return false }
    let dx = (p.x - r.midX) / (r.width / 2), dy = (p.y - r.midY) / (r.height / 2)
    return dx * dx + dy * dy <= 1
  }

  /// Paints `color` (nil: clears, unless `sample` gives each pixel's color) on the pixels whose centres
  /// lie in `rect` (after the transform) and pass `inside`, which gets the centre in user space.
  func cover(_ rect: CGRect, color: RGBA?, transform: CGAffineTransform? = nil, sample: ((CGPoint) -> RGBA)? = nil,
                     _ inside: (CGPoint) -> Bool) {
    let transform = transform ?? state.transform
    let device = rect.applying(transform).applying(CGAffineTransform(scaleX: canvas.scale, y: canvas.scale))
    guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy(\.isFinite) else { return }
    let toBase = CGAffineTransform(scaleX: canvas.scale, y: canvas.scale).inverted()
    let inverse = toBase.concatenating(transform.inverted())
    let clips = state.clips.map { (rings: FlatSubpath.of($0.path).map(\.points), eoFill: $0.eoFill) }
    // Clamped to the canvas before the conversion: a rectangle 10³⁰⁰ wide is finite but past what an Int holds.
    func index(_ v: CGFloat, _ rule: FloatingPointRoundingRule, _ count: Int) -> Int {
      Int(saturating: min(max((v - 0.5).rounded(rule), -1), CGFloat(count)))
    }
    let x0 = max(0, index(device.minX, .up, canvas.width)), x1 = min(canvas.width - 1, index(device.maxX, .down, canvas.width))
    let y0 = max(0, index(device.minY, .up, canvas.height)), y1 = min(canvas.height - 1, index(device.maxY, .down, canvas.height))
    guard x0 <= x1, y0 <= y1 else { return }
    for y in y0...y1 {
      for x in x0...x1 {
        let centre = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
        let point = centre.applying(inverse)
        guard inside(point) else { continue }
        let base = centre.applying(toBase)
        guard clips.allSatisfy({ clip in
          let winding = FlatSubpath.winding(of: base, rings: clip.rings)
          return clip.eoFill ? winding % 2 != 0 : winding != 0
        }) else { continue }
        if let sample {
          canvas.blend(sample(point), alpha: Double(state.alpha), x: x, y: y)
        } else if let color {
          canvas.blend(color, alpha: Double(state.alpha), x: x, y: y)
        } else {
          canvas.clear(x: x, y: y)
        }
      }
    }
  }
}

/// RGBA pixels with straight alpha that `CGContext` paints on.
struct PixelCanvas {
  /// No pixels: a PDF context's, or a canvas's Core Graphics context's, which draws through the canvas instead.
  static let none = PixelCanvas(width: 0, height: 0, scale: 1, opaque: false)

  let width: Int
  let height: Int
  /// Pixels per point.
  let scale: CGFloat
  private(set) var rgba: [Double]

  init(width: Int, height: Int, scale: CGFloat, opaque: Bool) {
    self.width = width
    self.height = height
    self.scale = scale
    rgba = [Double](repeating: 0, count: width * height * 4)
    if opaque { for i in stride(from: 3, to: rgba.count, by: 4) { rgba[i] = 1 } }
  }

  /// Draws `color` over the pixel (source over).
  mutating func blend(_ color: RGBA, alpha: Double, x: Int, y: Int) {
    let i = (y * width + x) * 4
    let sa = min(max(color.alpha * alpha, 0), 1), da = rgba[i + 3]
    let oa = sa + da * (1 - sa)
    guard oa > 0 else { return }
    rgba[i] = (color.red * sa + rgba[i] * da * (1 - sa)) / oa
    rgba[i + 1] = (color.green * sa + rgba[i + 1] * da * (1 - sa)) / oa
    rgba[i + 2] = (color.blue * sa + rgba[i + 2] * da * (1 - sa)) / oa
    rgba[i + 3] = oa
  }

  mutating func clear(x: Int, y: Int) {
    let i = (y * width + x) * 4
    rgba[i..<i + 4] = [0, 0, 0, 0]
  }

  /// The pixels as 8-bit RGBA, `pointSize` points large.
  func bitmap(pointSize: CGSize) -> BitmapImage? {
    BitmapImage(width: width, height: height, rgba: rgba.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }, pointSize: pointSize)
  }
}
