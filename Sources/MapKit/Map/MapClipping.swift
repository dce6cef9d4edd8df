import Foundation

/// Clips overlay geometry to a rectangle a little larger than the map view, so a line or shape that
/// runs far off screen (a coordinate a world away at street zoom projects millions of points out)
/// keeps its direction on screen and hands Cairo only coordinates its fixed-point numbers can hold.
enum MapClipping {
  /// The polygon `points` clipped to `rect` (Sutherland–Hodgman, one edge of the rect at a time).
  static func clip(polygon points: [CGPoint], to rect: CGRect) -> [CGPoint] {
    var output = points
    let edges: [(inside: (CGPoint) -> Bool, cross: (CGPoint, CGPoint) -> CGPoint)] = [
      ({ $0.x >= rect.minX }, { a, b in at(x: rect.minX, a, b) }),
      ({ $0.x <= rect.maxX }, { a, b in at(x: rect.maxX, a, b) }),
      ({ $0.y >= rect.minY }, { a, b in at(y: rect.minY, a, b) }),
      ({ $0.y <= rect.maxY }, { a, b in at(y: rect.maxY, a, b) }),
    ]
    for edge in edges {
      guard let last = output.last else { return [] }
      let input = output
      output = []
      var previous = last
      for point in input {
        switch (edge.inside(point), edge.inside(previous)) {
        case (true, true): output.append(point)
        case (true, false): output.append(edge.cross(previous, point)); output.append(point)
        case (false, true): output.append(edge.cross(previous, point))
        case (false, false): break
        }
        previous = point
      }
    }
    return output
  }

  /// The pieces of the polyline `points` inside `rect` (Liang–Barsky on each segment), each a run of points.
  static func clip(polyline points: [CGPoint], to rect: CGRect) -> [[CGPoint]] {
    var runs: [[CGPoint]] = []
    var current: [CGPoint] = []
    for (a, b) in zip(points, points.dropFirst()) {
      guard let (start, end) = clip(segment: a, b, to: rect) else {
        if current.count > 1 { runs.append(current) }
        current = []
        continue
      }
      if current.last != start {
        if current.count > 1 { runs.append(current) }
        current = [start]
      }
      current.append(end)
      if end != b {
        runs.append(current)
        current = []
      }
    }
    if current.count > 1 { runs.append(current) }
    return runs
  }

  /// The part of the segment from `a` to `b` inside `rect`, or nil.
  static func clip(segment a: CGPoint, _ b: CGPoint, to rect: CGRect) -> (CGPoint, CGPoint)? {
    let dx = b.x - a.x, dy = b.y - a.y
    var low: CGFloat = 0, high: CGFloat = 1
    for (p, q) in [(-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y)] {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let t = q / p
      if p < 0 { low = max(low, t) } else { high = min(high, t) }
      if low > high { return nil }
    }
    let start = low == 0 ? a : CGPoint(x: a.x + low * dx, y: a.y + low * dy)
    let end = high == 1 ? b : CGPoint(x: a.x + high * dx, y: a.y + high * dy)
    return (start, end)
  }

  private static func at(x: CGFloat, _ a: CGPoint, _ b: CGPoint) -> CGPoint {
    CGPoint(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x))
  }

  private static func at(y: CGFloat, _ a: CGPoint, _ b: CGPoint) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y)
  }
}
