import Foundation

/// The corners of a rectangle (UIKit's `UIRectCorner`), with UIKit's raw values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  /// Every corner (UIKit defines it as all bits set).
  public static let allCorners = UIRectCorner(rawValue: .max)
}

/// A path of straight and curved segments (UIKit's `UIBezierPath`), kept as a SwiftUI `Path`, which `fill()` and
/// `stroke()` draw into the current graphics context (an image renderer's, or a view's in `draw(_:)`).
///
/// Shapes often build one and return `Path(bezier.cgPath)`. Arcs take UIKit's `clockwise`, which
/// is clockwise on the y-down screen (the opposite sense to `Path.addArc`). Rounded rectangles
/// follow Apple's reference: `init(roundedRect:cornerRadius:)` draws the continuous iOS corner,
/// `init(roundedRect:byRoundingCorners:cornerRadii:)` elliptical arcs of `cornerRadii`, each
/// clamped to half the width or height ("Values larger than half the rectangle's width or height
/// are clamped appropriately").
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
  var path: Path
  /// The line width `stroke()` draws with.
  open var lineWidth: CGFloat = 1
  /// The shape of the ends of the lines `stroke()` draws.
  open var lineCapStyle: CGLineCap = .butt
  /// The shape of the joins between segments `stroke()` draws.
  open var lineJoinStyle: CGLineJoin = .miter
  /// The limit past which mitred joins are bevelled.
  open var miterLimit: CGFloat = 10
  /// How accurately curves are flattened (kept; curves are flattened as Specimen's strokes are).
  open var flatness: CGFloat = 0.6
  /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule (else the non-zero rule).
  open var usesEvenOddFillRule = false
  /// The dash lengths and phase `stroke()` draws with (none: solid).
  private var dash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

  public override init() { path = Path(); super.init() }
  public init(rect: CGRect) { path = Path(rect); super.init() }
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect); super.init() }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    super.init()
  }
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let radii = Path.sanitized(cornerRadii)
    let size = CGSize(width: min(radii.width, max(0, rect.width) / 2), height: min(radii.height, max(0, rect.height) / 2))
    // Outline order: top-right, bottom-right, bottom-left, top-left.
    let order: [UIRectCorner] = [.topRight, .bottomRight, .bottomLeft, .topLeft]
    path = Path()
    path.addRoundedRect(in: rect, corners: order.map { corners.contains($0) ? size : .zero }, style: .circular)
    super.init()
  }
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path = Path()
    path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
    super.init()
  }
  public init(cgPath: CGPath) { path = cgPath.storage; super.init() }

  /// A copy of the path with its drawing properties.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIBezierPath(cgPath: cgPath)
    copy.lineWidth = lineWidth
    copy.lineCapStyle = lineCapStyle
    copy.lineJoinStyle = lineJoinStyle
    copy.miterLimit = miterLimit
    copy.flatness = flatness
    copy.usesEvenOddFillRule = usesEvenOddFillRule
    copy.dash = dash
    return copy
  }

  /// The path as a CoreGraphics path.
  open var cgPath: CGPath {
    get { CGPath(storage: path) }
    set { path = newValue.storage }
  }
  /// The smallest rectangle containing the path's points and control points.
  open var bounds: CGRect { path.boundingRect }
  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }
  /// The last point added (`.zero` when empty).
  open var currentPoint: CGPoint { path.currentPoint ?? .zero }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.append(.line(to: point)) }
  open func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.append(.quadCurve(to: end, control: controlPoint)) }
  open func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.append(.curve(to: end, control1: controlPoint1, control2: controlPoint2))
  }
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
  }
  open func close() { path.append(.closeSubpath) }
  open func removeAllPoints() { path = Path() }
  open func append(_ other: UIBezierPath) { path.addPath(other.path) }
  open func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
  /// Whether the area the path encloses (by its fill rule) contains `point`.
  open func contains(_ point: CGPoint) -> Bool { path.contains(point, eoFill: usesEvenOddFillRule) }
  /// A new path with the same shape, its segments in the opposite direction.
  open func reversing() -> UIBezierPath {
    let reversed = UIBezierPath(cgPath: CGPath(storage: path.reversed))
    reversed.usesEvenOddFillRule = usesEvenOddFillRule
    return reversed
  }

  /// Sets the dash pattern `stroke()` draws with: `count` lengths from `pattern` (nil or 0: solid), from `phase`.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else { dash = ([], 0); return }
    dash = (Array(UnsafeBufferPointer(start: pattern, count: min(count, Self.maxDashes))), phase)
  }
  /// Copies the dash pattern into `pattern` (when given; it must hold `count` lengths), its length into `count` and
  /// its phase into `phase`.
  open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
    if let pattern { for (i, length) in dash.lengths.enumerated() { pattern[i] = length } }
    count?.pointee = dash.lengths.count
    phase?.pointee = dash.phase
  }
  /// The most dash lengths kept (UIKit reads `count` from the pointer; a larger count would read past any array).
  static let maxDashes = 1_000

  /// Fills the enclosed area in the current context's fill colour, by the path's fill rule.
  open func fill() { draw("fill()") { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) } }
  /// Fills the enclosed area with `alpha` (the blend mode is kept; drawn as normal).
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    draw("fill(with:alpha:)") {
      $0.setBlendMode(blendMode)
      $0.setAlpha(alpha)
      $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }
  /// Strokes the path in the current context's stroke colour, with this path's width, caps, joins, miter limit and dashes.
  open func stroke() { draw("stroke()") { $0.strokePath() } }
  /// Strokes the path with `alpha` (the blend mode is kept; drawn as normal).
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    draw("stroke(with:alpha:)") {
      $0.setBlendMode(blendMode)
      $0.setAlpha(alpha)
      $0.strokePath()
    }
  }
  /// Intersects the current context's clip with the enclosed area (by the path's fill rule); the clip stays after
  /// the call, as in UIKit.
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let kept = context.currentPath
    defer { context.currentPath = kept }
    context.beginPath()
    context.addPath(cgPath)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Runs `paint` on the current context (none: nothing happens, as in UIKit) with this path as its path and this
  /// path's stroke settings, in a saved state; the context's own path is left as it was. A path of more than
  /// `PathElementLimit.maxElements` elements is not drawn and is named as `method`, the call the code made.
  private func draw(_ method: String, _ paint: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    guard path.elements.count <= PathElementLimit.maxElements else {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "UIBezierPath.\(method): the path has \(path.elements.count) elements, more than "
        + "RenderLimits.maxPathElements (\(PathElementLimit.maxElements)); it is not drawn. Build the path from fewer elements (about "
        + "one per pixel it covers is as fine as a screen shows)"))
      return
    }
    let kept = context.currentPath
    context.saveGState()
    defer {
      context.restoreGState()
      context.currentPath = kept
    }
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    if !dash.lengths.isEmpty { context.setLineDash(phase: dash.phase, lengths: dash.lengths) }
    context.beginPath()
    context.addPath(cgPath)
    paint(context)
  }
}
