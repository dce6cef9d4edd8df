import Foundation

/// An angle, in radians.
public struct Angle: Hashable, Comparable, Sendable, Codable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }
  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static let zero = Angle()
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// Defines the shape of a rounded rectangle's corners.
public enum RoundedCornerStyle: Hashable, Sendable, Codable {
  /// Quarter-circle corners.
  case circular
  /// Continuous-curvature corners (the iOS "squircle").
  case continuous
}

/// The outline of a 2D shape.
public struct Path: Hashable, Sendable, Codable {
  /// An element of a path.
  public enum Element: Hashable, Sendable, Codable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  public private(set) var elements: [Element] = []

  /// The first point of the path (an end or control point) that is NaN or infinite, or nil when all are finite.
  var firstNonFinitePoint: CGPoint? { firstPoint { !($0.x.isFinite && $0.y.isFinite) } }

  /// The first point of the path (an end point, then its control points, element by element) that `isBad` picks.
  func firstPoint(where isBad: (CGPoint) -> Bool) -> CGPoint? {
    for element in elements {
      switch element {
      case .move(let p), .line(let p):
        if isBad(p) { return p }
      case .quadCurve(let p, let c):
        if isBad(p) { return p }
        if isBad(c) { return c }
      case .curve(let p, let c1, let c2):
        if isBad(p) { return p }
        if isBad(c1) { return c1 }
        if isBad(c2) { return c2 }
      case .closeSubpath: break
      }
    }
    return nil
  }

  public init() {}
  public init(_ rect: CGRect) { addRect(rect) }
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
  public init(_ callback: (inout Path) -> Void) { callback(&self) }

  public var isEmpty: Bool { elements.isEmpty }

  public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
  public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
  public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: p, control1: control1, control2: control2))
  }
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for p in points.dropFirst() { addLine(to: p) }
  }

  public mutating func addRect(_ r: CGRect) {
    addLines([r.origin, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)])
    closeSubpath()
  }

  public mutating func addEllipse(in r: CGRect) {
    // Four cubic Béziers; k is the standard circle approximation constant.
    let k = 0.5522847498307936
    let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
    addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
    addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
    addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
    closeSubpath()
  }

  /// Adds an arc of a circle; angles grow clockwise on screen (y down), as in SwiftUI.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
    // Non-finite angles draw from angle 0; angles many turns apart are reduced first, so the loops below run at most 32 times.
    var start = startAngle.radians.isFinite ? startAngle.radians : 0
    var end = endAngle.radians.isFinite ? endAngle.radians : 0
    if abs(start) > 1e6 || abs(end) > 1e6 || abs(end - start) > 64 * .pi {
      let turn = 2 * Double.pi, sweep = (end - start).truncatingRemainder(dividingBy: turn)
      start = start.truncatingRemainder(dividingBy: turn)
      end = start + (sweep.isFinite ? sweep : 0)
    }
    // SwiftUI's `clockwise` is in a flipped (y-up) sense: clockwise: false sweeps with increasing angle on screen.
    if !clockwise { while end < start { end += 2 * .pi } } else { while start < end { start += 2 * .pi } }
    let sweep = end - start
    let segments = min(256, max(1, Int(saturating: (abs(sweep) / (.pi / 2)).rounded(.up))))
    let step = sweep / Double(segments)
    let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    if elements.isEmpty || elements.last == .closeSubpath { move(to: startPoint) } else { addLine(to: startPoint) }
    let k = 4.0 / 3.0 * tan(step / 4)
    var a = start
    for _ in 0..<segments {
      let b = a + step
      let p0 = CGPoint(x: cos(a), y: sin(a)), p3 = CGPoint(x: cos(b), y: sin(b))
      let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
      let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
      func map(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
      addCurve(to: map(p3), control1: map(c1), control2: map(c2))
      a = b
    }
  }

  /// Adds a rounded rectangle; corner sizes are clamped to half the sides.
  ///
  /// Continuous corners follow the iOS 7+ "squircle" as measured from `UIBezierPath`: each corner
  /// is three cubic Béziers that leave the edge 1.52866 × the radius from the corner
  /// (`ContinuousCorner`). When the rectangle is too short for that, the corner blends toward a
  /// circular arc of half the short side, so a continuous capsule is still a capsule.
  /// Adds a rounded rectangle. Radii larger than half the shorter side are clamped to it, as
  /// CoreGraphics and SwiftUI do, so `RoundedRectangle(cornerRadius: 16)` in a 32×16 frame is a capsule.
  public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    let size = Path.sanitized(cornerSize)
    if size.width == size.height {
      let radius = size.width
      addRoundedRect(in: r, corners: Array(repeating: CGSize(width: radius, height: radius), count: 4), style: style)
    } else {
      // Elliptical corners: each axis clamps to its own half side.
      let clamped = CGSize(width: min(size.width, r.width / 2), height: min(size.height, r.height / 2))
      addRoundedRect(in: r, corners: Array(repeating: clamped, count: 4), style: style)
    }
  }

  /// Adds a rectangle whose corners have their own radii (SwiftUI's `addRoundedRect(in:cornerRadii:style:)`).
  public mutating func addRoundedRect(in r: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    // Top-right, bottom-right, bottom-left, top-left: the order the outline is traced in.
    let radii = [cornerRadii.topTrailing, cornerRadii.bottomTrailing, cornerRadii.bottomLeading, cornerRadii.topLeading]
    addRoundedRect(in: r, corners: radii.map { let v = Path.sanitized(CGSize(width: $0, height: $0)).width; return CGSize(width: v, height: v) },
                   style: style)
  }

  /// A corner size with negative, NaN and infinite parts made 0 (infinite: as large as possible).
  static func sanitized(_ size: CGSize) -> CGSize {
    func clean(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : (v == .infinity ? .greatestFiniteMagnitude : max(0, v)) }
    return CGSize(width: clean(size.width), height: clean(size.height))
  }

  /// Traces a rounded rectangle with radii per corner (top-right, bottom-right, bottom-left,
  /// top-left); a circular radius (equal sides) is clamped to half the shorter side.
  mutating func addRoundedRect(in r: CGRect, corners: [CGSize], style: RoundedCornerStyle) {
    guard r.width.isFinite, r.height.isFinite, r.width >= 0, r.height >= 0 else { return }
    let limit = min(r.width, r.height) / 2
    if corners.allSatisfy({ $0.width == 0 || $0.height == 0 }) || limit == 0 { addRect(r); return }
    // The corner points are for the top-right corner in a y-down frame, as offsets (along the top edge
    // back from the corner, down the right edge); each corner maps them by its own axes.
    let frames: [(corner: CGPoint, along: CGPoint, down: CGPoint)] = [
      (CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
      (CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
      (CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
      (CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
    ]
    for (index, f) in frames.enumerated() {
      let requested = corners[index]
      let isCircular = requested.width == requested.height
      // Clamped radii: x along the horizontal edges, y along the vertical ones.
      let rx = isCircular ? min(requested.width, limit) : min(requested.width, r.width / 2)
      let ry = isCircular ? min(requested.height, limit) : min(requested.height, r.height / 2)
      if rx == 0 || ry == 0 {
        if index == 0 { move(to: f.corner) } else { addLine(to: f.corner) }
        continue
      }
      let points = style == .continuous
        ? ContinuousCorner.points(rx: requested.width, ry: requested.height, in: r)
        : ContinuousCorner.circular(rx: rx, ry: ry)
      // Offsets are (a along the edge we arrive on, b along the edge we leave on); x/y radii follow the axes.
      let alongIsX = f.along.x != 0
      func map(_ p: (a: CGFloat, b: CGFloat)) -> CGPoint {
        let sa = alongIsX ? rx : ry, sb = alongIsX ? ry : rx
        return CGPoint(x: f.corner.x + f.along.x * p.a * sa + f.down.x * p.b * sb,
                       y: f.corner.y + f.along.y * p.a * sa + f.down.y * p.b * sb)
      }
      let start = map(points.start)
      if index == 0 { move(to: start) } else { addLine(to: start) }
      for c in points.curves { addCurve(to: map(c.to), control1: map(c.c1), control2: map(c.c2)) }
    }
    closeSubpath()
  }

  /// The path moved by (dx, dy).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func m(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
    var copy = Path()
    copy.elements = elements.map {
      switch $0 {
      case .move(let p): return .move(to: m(p))
      case .line(let p): return .line(to: m(p))
      case .quadCurve(let p, let c): return .quadCurve(to: m(p), control: m(c))
      case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    return copy
  }

  /// The smallest rectangle containing every point and control point.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for e in elements {
      switch e {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var r = CGRect(origin: first, size: .zero)
    for p in points.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
    return r
  }
}
