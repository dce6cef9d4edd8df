import Foundation

extension GraphicsContext {
  /// Runs Core Graphics drawing code against this context: its paths, rectangles and ellipses, filled and stroked
  /// in its colours and clipped by its clips, become the canvas's own drawing, in the context's user space (with
  /// this context's transform, opacity, filters and clips applied on top).
  public func withCGContext(content: (CGContext) throws -> Void) rethrows {
    let cg = CanvasCGContext(self)
    // UIKit's drawing calls (`UIColor.setFill()`, `UIRectFill`) reach it too, as the current context.
    try UIGraphicsContextStack.with(cg) { try content(cg) }
  }
}

/// The `CGContext` a canvas's `withCGContext` hands out: each fill, stroke and clip becomes an operation of the
/// `GraphicsContext` it was made from, and images and strings are drawn as the canvas's images. `clear(_:)` draws
/// nothing (a canvas operation cannot erase what is under it).
final class CanvasCGContext: CGContext, @unchecked Sendable {
  private var graphics: GraphicsContext
  private var savedGraphics: [GraphicsContext] = []

  init(_ graphics: GraphicsContext) {
    self.graphics = graphics
    super.init(canvas: .none)
  }

  /// `color` with the state's alpha, as a canvas shading.
  private func shading(_ color: RGBA) -> GraphicsContext.Shading {
    var faded = color
    faded.alpha *= Double(state.alpha)
    return .color(Color(.rgba(faded)))
  }

  override func paint(_ shape: Path, eoFill: Bool, color: RGBA) {
    // Named as the bitmap context names it (the canvas's own fill would name GraphicsContext.fill and draw it at 0).
    guard shape.firstNonFinitePoint == nil else { return super.paint(shape, eoFill: eoFill, color: color) }
    graphics.fill(shape, with: shading(color), style: FillStyle(eoFill: eoFill))
  }
  override func addClip(_ shape: Path, eoFill: Bool) { graphics.clip(to: shape, style: FillStyle(eoFill: eoFill)) }
  override func strokePath() {
    let shape = currentPath
    currentPath = Path()
    graphics.stroke(shape, with: shading(state.stroke), style: strokeStyle)
  }

  override func saveGState() {
    super.saveGState()
    savedGraphics.append(graphics)
  }
  override func restoreGState() {
    super.restoreGState()
    if let last = savedGraphics.popLast() { graphics = last }
  }

  override func fill(_ rect: CGRect) { paint(Path(rect).applying(state.transform), eoFill: false, color: state.fill) }
  override func fillEllipse(in rect: CGRect) { paint(Path(ellipseIn: rect).applying(state.transform), eoFill: false, color: state.fill) }
  override func stroke(_ rect: CGRect, width: CGFloat) { stroke(Path(rect), width: width) }
  override func strokeEllipse(in rect: CGRect) { stroke(Path(ellipseIn: rect), width: state.lineWidth) }
  override func clear(_ rect: CGRect) {}

  /// A gradient as the canvas's own shading, filling its region (even-odd: a radial gradient's inner disc is a hole).
  override func paintGradient(_ gradient: CGGradient, _ geometry: GradientGeometry, options: CGGradientDrawingOptions) {
    var painter = graphics
    painter.concatenate(state.transform)
    painter.opacity *= Double(state.alpha)
    painter.fill(geometry.region(options: options), with: geometry.shading(gradient), style: FillStyle(eoFill: true))
  }

  override var showsDrawing: Bool { true }

  override var pixelsPerPoint: CGFloat {
    let scale = graphics.environment.displayScale
    return scale.isFinite && scale > 0 ? scale : 1
  }

  /// Draws `bitmap` as an image of the canvas over `rect`'s box after the state's transform, with the state's alpha.
  override func paint(_ bitmap: BitmapImage, in rect: CGRect, flipped: Bool) {
    let pixels = flipped ? bitmap.flippedVertically : bitmap
    var faded = graphics
    faded.opacity *= Double(state.alpha)
    faded.draw(Image(bitmap: pixels, scale: 1), in: rect.standardized.applying(state.transform))
  }

  /// Strokes `shape` (in the current user space) with the state's style at `width`.
  private func stroke(_ shape: Path, width: CGFloat) {
    graphics.stroke(shape.applying(state.transform), with: shading(state.stroke), style: strokeStyle(width: width.isFinite ? max(0, width) : 0))
  }
}
