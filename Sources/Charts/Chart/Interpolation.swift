import Foundation

extension InterpolationMethod {
  /// A path through `points` joined as this method joins them; `continuing` adds to an open path.
  func path(through points: [CGPoint], continuing path: inout Path, moveFirst: Bool = true) {
    guard let first = points.first else { return }
    if moveFirst { path.move(to: first) } else { path.addLine(to: first) }
    guard points.count > 1 else { return }
    switch kind {
    case .linear:
      for p in points.dropFirst() { path.addLine(to: p) }
    case .stepStart:
      for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: a.x, y: b.y)); path.addLine(to: b) }
    case .stepEnd:
      for (a, b) in zip(points, points.dropFirst()) { path.addLine(to: CGPoint(x: b.x, y: a.y)); path.addLine(to: b) }
    case .stepCenter:
      for (a, b) in zip(points, points.dropFirst()) {
        let mid = (a.x + b.x) / 2
        path.addLine(to: CGPoint(x: mid, y: a.y)); path.addLine(to: CGPoint(x: mid, y: b.y)); path.addLine(to: b)
      }
    case .cardinal(let tension):
      Self.cardinal(points, tension: tension, into: &path)
    case .catmullRom:
      Self.cardinal(points, tension: 0, into: &path)
    case .monotone:
      if zip(points, points.dropFirst()).allSatisfy({ $0.x < $1.x }) { Self.monotone(points, into: &path) }
      else { Self.cardinal(points, tension: 0, into: &path) }
    }
  }

  /// A cardinal spline as cubic Béziers (tension 0 is the uniform Catmull–Rom spline).
  private static func cardinal(_ p: [CGPoint], tension: Double, into path: inout Path) {
    let k = CGFloat((1 - min(max(tension, -1), 1)) / 6)
    for i in 0..<(p.count - 1) {
      let p0 = p[max(i - 1, 0)], p1 = p[i], p2 = p[i + 1], p3 = p[min(i + 2, p.count - 1)]
      path.addCurve(to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) * k, y: p1.y + (p2.y - p0.y) * k),
                    control2: CGPoint(x: p2.x - (p3.x - p1.x) * k, y: p2.y - (p3.y - p1.y) * k))
    }
  }

  /// Fritsch–Carlson monotone cubic interpolation in x: no overshoot between points.
  private static func monotone(_ p: [CGPoint], into path: inout Path) {
    let n = p.count
    var slopes = [CGFloat](repeating: 0, count: n - 1)
    for i in 0..<(n - 1) { slopes[i] = (p[i + 1].y - p[i].y) / (p[i + 1].x - p[i].x) }
    var tangents = [CGFloat](repeating: 0, count: n)
    tangents[0] = slopes[0]
    tangents[n - 1] = slopes[n - 2]
    for i in 1..<(n - 1) { tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2 }
    for i in 0..<(n - 1) where slopes[i] != 0 {
      let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
      let s = a * a + b * b
      if s > 9 { let t = 3 / s.squareRoot(); tangents[i] = t * a * slopes[i]; tangents[i + 1] = t * b * slopes[i] }
    }
    for i in 0..<(n - 1) {
      let dx = (p[i + 1].x - p[i].x) / 3
      path.addCurve(to: p[i + 1], control1: CGPoint(x: p[i].x + dx, y: p[i].y + tangents[i] * dx),
                    control2: CGPoint(x: p[i + 1].x - dx, y: p[i + 1].y - tangents[i + 1] * dx))
    }
  }
}
