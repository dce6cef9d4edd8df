import Foundation

/// One subpath of a path with its curves flattened into lines, as the path set operations
/// (`Path.intersection(_:eoFill:)` …) hand it to the overlay.
struct FlatSubpath: Equatable {
  /// The points in order; a closed subpath does not repeat its first point at the end.
  var points: [CGPoint]
  /// Whether the subpath ends with `closeSubpath()`.
  var closed: Bool

  /// How far a flattened curve may stray from the true curve, in points: a third of a pixel's
  /// tenth at 3×, so the lines cannot be told from the curve in any render.
  static let tolerance: CGFloat = 0.02
  /// The farthest a point may be from the origin on either axis, in points (`LayoutArgumentCheck.longestLength`,
  /// hundreds of screens). GEOS combines outlines in doubles: beside a point at 10³⁰⁰ one 40 pt away rounds onto
  /// it, so a union with a 10³⁰⁰ rectangle came back as that rectangle alone and covered every pixel.
  static let maxCoordinate = LayoutArgumentCheck.longestLength

  /// Whether `p` is finite and within `limit` of the origin on both axes.
  static func usable(_ p: CGPoint, within limit: CGFloat = maxCoordinate) -> Bool {
    p.x.isFinite && p.y.isFinite && abs(p.x) <= limit && abs(p.y) <= limit
  }

  /// The outlines of `path` as regions to combine: as `of(_:within:)` gives them, except that a subpath whose points are
  /// finite but reach past `maxCoordinate` is cut to the square ±`maxCoordinate` on both axes instead of left out, so a
  /// 10³⁰⁰ outline still covers every screen. A subpath whose cut makes a point that is not finite (coordinates near
  /// the largest double overflow) is left out.
  static func regions(of path: Path) -> [FlatSubpath] {
    of(path, within: .infinity).compactMap { subpath in
      if subpath.points.allSatisfy({ usable($0) }) { return subpath }
      guard let points = clipped(subpath.points, within: maxCoordinate), points.count > 2 else { return nil }
      return FlatSubpath(points: points, closed: true)
    }
  }

  /// The closed ring `points` cut to the square ±`limit` on both axes (Sutherland–Hodgman, one side at a time); a cut
  /// lies exactly on the side. Nil when a point made is not finite.
  static func clipped(_ points: [CGPoint], within limit: CGFloat) -> [CGPoint]? {
    // Each side: how far a point is past it (> 0 outside), and the point on the side between an inside and outside one.
    typealias Side = (past: (CGPoint) -> CGFloat, cut: (CGPoint, CGPoint, CGFloat) -> CGPoint)
    let sides: [Side] = [
      ({ $0.x - limit }, { p, q, t in CGPoint(x: limit, y: p.y + (q.y - p.y) * t) }),
      ({ -limit - $0.x }, { p, q, t in CGPoint(x: -limit, y: p.y + (q.y - p.y) * t) }),
      ({ $0.y - limit }, { p, q, t in CGPoint(x: p.x + (q.x - p.x) * t, y: limit) }),
      ({ -limit - $0.y }, { p, q, t in CGPoint(x: p.x + (q.x - p.x) * t, y: -limit) }),
    ]
    var ring = points
    for side in sides where !ring.isEmpty {
      var kept: [CGPoint] = []
      for (index, p) in ring.enumerated() {
        let q = ring[(index + 1) % ring.count]
        let pastP = side.past(p), pastQ = side.past(q)
        if pastP <= 0 { kept.append(p) }
        if (pastP <= 0) != (pastQ <= 0) { kept.append(side.cut(p, q, pastP / (pastP - pastQ))) }
      }
      ring = kept
    }
    return ring.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) ? ring : nil
  }

  /// The most lines one curve is cut into, however long it is.
  static let maxLinesPerCurve = 1_000

  /// The subpaths of `path`, curves cut into lines no more than `tolerance` from the curve.
  ///
  /// Repeated points are dropped; a subpath with a NaN or infinite point, or one farther than `limit`, is
  /// left out whole (it has no outline to combine), and so is a lone `move(to:)`. A segment with no `move(to:)` before it starts
  /// where Core Graphics starts it: at the first point of the subpath closed before it, else the origin.
  static func of(_ path: Path, within limit: CGFloat = maxCoordinate) -> [FlatSubpath] {
    var result: [FlatSubpath] = []
    var current: [CGPoint] = []
    var drew = false
    var combinable = true
    var restart = CGPoint.zero
    func append(_ p: CGPoint) {
      guard Self.usable(p, within: limit) else { combinable = false; return }
      if let last = current.last, last == p { return }
      current.append(p)
    }
    func finish(closed: Bool) {
      if drew, combinable, !current.isEmpty {
        var points = current
        if closed, points.count > 1, points.first == points.last { points.removeLast() }
        result.append(FlatSubpath(points: points, closed: closed))
      }
      current = []; drew = false; combinable = true
    }
    for element in path.elements {
      if current.isEmpty, !element.isMove { append(restart) }
      let last = current.last ?? restart
      switch element {
      case .move(let p):
        finish(closed: false)
        append(p)
      case .line(let p):
        drew = true
        append(p)
      case .quadCurve(let p, let c):
        drew = true
        for point in quadPoints(from: last, control: c, to: p) { append(point) }
      case .curve(let p, let c1, let c2):
        drew = true
        for point in cubicPoints(from: last, control1: c1, control2: c2, to: p) { append(point) }
      case .closeSubpath:
        restart = current.first ?? restart
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  /// The number of lines that keep a curve with second differences of length `spread` within
  /// `tolerance` (Wang's bound: n = √(d(d−1)/8 · spread / tolerance) for degree d).
  static func lineCount(spread: CGFloat, degree: CGFloat) -> Int {
    let lines = (degree * (degree - 1) / 8 * spread / tolerance).squareRoot().rounded(.up)
    guard lines < CGFloat(maxLinesPerCurve) else { return maxLinesPerCurve }
    return max(Int(saturating: lines), 1)
  }

  static func quadPoints(from a: CGPoint, control c: CGPoint, to b: CGPoint) -> [CGPoint] {
    let spread = hypot(a.x - 2 * c.x + b.x, a.y - 2 * c.y + b.y)
    let n = lineCount(spread: spread, degree: 2)
    return (1...n).map { i in
      let t = CGFloat(i) / CGFloat(n), u = 1 - t
      return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    }
  }

  static func cubicPoints(from a: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint, to b: CGPoint) -> [CGPoint] {
    let spread = max(hypot(a.x - 2 * c1.x + c2.x, a.y - 2 * c1.y + c2.y), hypot(c1.x - 2 * c2.x + b.x, c1.y - 2 * c2.y + b.y))
    let n = lineCount(spread: spread, degree: 3)
    return (1...n).map { i in
      let t = CGFloat(i) / CGFloat(n), u = 1 - t
      let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
      return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }
  }

  /// Twice the area the points enclose as a closed ring, positive when they turn clockwise on screen (y down).
  static func twiceSignedArea(_ points: [CGPoint]) -> CGFloat {
    guard points.count > 2 else { return 0 }
    var sum: CGFloat = 0
    var previous = points[points.count - 1]
    for point in points {
      sum += previous.x * point.y - point.x * previous.y
      previous = point
    }
    return sum
  }

  /// How many times the closed rings wind around `point` (each ring closed back to its first point).
  static func winding(of point: CGPoint, rings: [[CGPoint]]) -> Int {
    var winding = 0
    for ring in rings where ring.count > 2 {
      var previous = ring[ring.count - 1]
      for current in ring {
        if previous.y <= point.y {
          if current.y > point.y, side(previous, current, point) > 0 { winding += 1 }
        } else if current.y <= point.y, side(previous, current, point) < 0 {
          winding -= 1
        }
        previous = current
      }
    }
    return winding
  }

  /// Which side of the line from `a` to `b` the point `p` lies on (the sign of the cross product).
  static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}

private extension Path.Element {
  var isMove: Bool { if case .move = self { true } else { false } }
}

extension Path {
  /// The first point of the path (an end or control point) that the set operations leave out: NaN, infinite, or
  /// farther than `FlatSubpath.maxCoordinate` from the origin; nil when every point can be combined.
  var firstUncombinablePoint: CGPoint? { firstPoint { !FlatSubpath.usable($0) } }
}
