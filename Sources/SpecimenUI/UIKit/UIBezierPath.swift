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

/// A path of straight and curved segments (UIKit's `UIBezierPath`), kept as a SwiftUI `Path`.
///
/// Shapes often build one and return `Path(bezier.cgPath)`. Arcs take UIKit's `clockwise`, which
/// is clockwise on the y-down screen (the opposite sense to `Path.addArc`). Rounded rectangles
/// follow Apple's reference: `init(roundedRect:cornerRadius:)` draws the continuous iOS corner,
/// `init(roundedRect:byRoundingCorners:cornerRadii:)` elliptical arcs of `cornerRadii`, each
/// clamped to half the width or height ("Values larger than half the rectangle's width or height
/// are clamped appropriately").
open class UIBezierPath: @unchecked Sendable {
  var path: Path
  /// The line width of the path, used by `stroke()`.
  open var lineWidth: CGFloat = 1
  /// The shape of the path's end points when stroked.
  open var lineCapStyle: CGLineCap = .butt
  /// The shape of the joints between connected segments of a stroked path.
  open var lineJoinStyle: CGLineJoin = .miter
  /// The limiting value that helps avoid spikes at junctions between connected line segments.
  open var miterLimit: CGFloat = 10
  /// A Boolean value that indicates whether `fill()` uses the even-odd winding rule.
  open var usesEvenOddFillRule = false

  public init() { path = Path() }
  public init(rect: CGRect) { path = Path(rect) }
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
  }
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let radii = Path.sanitized(cornerRadii)
    let size = CGSize(width: min(radii.width, max(0, rect.width) / 2), height: min(radii.height, max(0, rect.height) / 2))
    // Outline order: top-right, bottom-right, bottom-left, top-left.
    let order: [UIRectCorner] = [.topRight, .bottomRight, .bottomLeft, .topLeft]
    path = Path()
    path.addRoundedRect(in: rect, corners: order.map { corners.contains($0) ? size : .zero }, style: .circular)
  }
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path = Path()
    path.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: !clockwise)
  }
  public init(cgPath: CGPath) { path = cgPath.storage }

  /// The path as a CoreGraphics path.
  open var cgPath: CGPath { CGPath(storage: path) }
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

  /// Paints the region the path encloses with the current fill color of the current graphics
  /// context (nothing when there is none), leaving the context's own path and state as they were.
  open func fill() { fill(with: .normal, alpha: 1) }
  /// Draws a line along the path with the current stroke color and the path's line attributes.
  open func stroke() { stroke(with: .normal, alpha: 1) }

  /// Paints the region the path encloses with the specified blend mode and transparency values.
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let kept = context.currentPath
    context.currentPath = Path()
    defer { context.currentPath = kept }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.addPath(cgPath)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Draws a line along the path with the specified blend mode and transparency values.
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let kept = context.currentPath
    context.currentPath = Path()
    defer { context.currentPath = kept }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.setAlpha(alpha)
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.addPath(cgPath)
    context.strokePath()
    context.restoreGState()
  }
}
