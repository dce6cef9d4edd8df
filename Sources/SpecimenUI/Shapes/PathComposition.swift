import Foundation

/// Building paths from other paths and transforms (SwiftUI `Path`'s `addPath(_:transform:)`,
/// `applying(_:)`, `addRects`, `currentPoint`) and bridging to CoreGraphics' `CGPath`.
extension Path {
  /// Appends another path, mapped by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let mapped = transform.isIdentity ? path : path.applying(transform)
    for element in mapped.elements { append(element) }
  }

  /// Adds a closed subpath for each rectangle, mapped by `transform`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { var sub = Path(); sub.addRect(rect); addPath(sub, transform: transform) }
  }

  /// The path with every point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    mappingPoints { $0.applying(transform) }
  }

  /// The last point of the path, or nil when it is empty (after a close: the subpath's start).
  public var currentPoint: CGPoint? {
    var start: CGPoint?, current: CGPoint?
    for element in elements {
      switch element {
      case .move(let p): start = p; current = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The path as a CoreGraphics path.
  public var cgPath: CGPath { CGPath(storage: self) }

  /// A path with the elements of a CoreGraphics path.
  public init(_ path: CGPath) { self = path.storage }

  /// Appends one element (a line or curve with no current point starts a subpath there).
  mutating func append(_ element: Element) {
    switch element {
    case .move(let p): move(to: p)
    case .line(let p): if elements.isEmpty { move(to: p) } else { addLine(to: p) }
    case .quadCurve(let p, let c): if elements.isEmpty { move(to: p) } else { addQuadCurve(to: p, control: c) }
    case .curve(let p, let c1, let c2): if elements.isEmpty { move(to: p) } else { addCurve(to: p, control1: c1, control2: c2) }
    case .closeSubpath: if !elements.isEmpty { closeSubpath() }
    }
  }
}

/// An immutable graphics path (CoreGraphics' `CGPath`), a reference to a `Path`'s elements.
public class CGPath: Hashable, @unchecked Sendable {
  var storage: Path
  init(storage: Path) { self.storage = storage }

  /// A path holding a rectangle.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    var path = Path(); path.addRect(rect)
    self.init(storage: path.applying(transform?.pointee ?? .identity))
  }
  /// A path holding an ellipse inscribed in `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(storage: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
  }
  /// A path holding a rounded rectangle with circular-arc corners, as CoreGraphics draws them.
  public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
    var path = Path()
    path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
    self.init(storage: path.applying(transform?.pointee ?? .identity))
  }

  /// The smallest rectangle containing the path's points and control points.
  public var boundingBox: CGRect { storage.boundingRect }
  /// Whether the path has no elements.
  public var isEmpty: Bool { storage.isEmpty }
  /// The last point of the path (`.zero` when empty, as CoreGraphics returns).
  public var currentPoint: CGPoint { storage.currentPoint ?? .zero }
  /// A mutable copy of this path.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(storage: storage) }
  /// A copy mapped by `transform`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    CGPath(storage: storage.applying(transform?.pointee ?? .identity))
  }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }
  public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
}

/// A mutable graphics path (CoreGraphics' `CGMutablePath`); every add takes an optional transform.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init(storage: Path()) }
  override init(storage: Path) { super.init(storage: storage) }

  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { storage.move(to: point.applying(transform)) }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    storage.append(.line(to: point.applying(transform)))
  }
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    storage.addLines(points.map { $0.applying(transform) })
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
    storage.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
    storage.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
  }
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    var sub = Path(); sub.addRect(rect); storage.addPath(sub, transform: transform)
  }
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { storage.addRects(rects, transform: transform) }
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    storage.addPath(Path(ellipseIn: rect), transform: transform)
  }
  public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
    var sub = Path()
    sub.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
    storage.addPath(sub, transform: transform)
  }
  /// Adds an arc; `clockwise` is in CoreGraphics' y-up sense, as for `Path.addArc`.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
    var sub = Path()
    if let p = storage.currentPoint, !storage.isEmpty { sub.move(to: p) }
    sub.addArc(center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle), clockwise: clockwise)
    let mapped = sub.applying(transform).elements
    // The first element continues the current subpath with a line, as CoreGraphics draws it.
    for (index, element) in mapped.enumerated() {
      if index == 0, case .move(let p) = element, !storage.isEmpty { storage.append(.line(to: p)) } else { storage.append(element) }
    }
  }
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { storage.addPath(path.storage, transform: transform) }
  public func closeSubpath() { storage.append(.closeSubpath) }
}
