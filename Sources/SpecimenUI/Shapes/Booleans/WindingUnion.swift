import Foundation

// The union `Path.union(_:eoFill:)` falls back to when GEOS cannot combine the paths: the two outlines
// kept as they are, each turned so that it winds the same way as the other (by the sign of its area),
// and filled with the non-zero rule, so a point inside either one has a winding number of at least one.
// A stroke of it draws both outlines whole, the parts inside the other shape too.

extension Path {
  /// Both paths' outlines, each wound clockwise on screen, so the non-zero rule fills either's area.
  func windingUnion(_ other: Path) -> Path {
    var result = Path()
    for part in [self, other] {
      let subpaths = PathSubpath.split(part)
      let area = subpaths.reduce(0) { $0 + $1.signedArea }
      for subpath in subpaths { subpath.append(to: &result, reversed: area < 0) }
    }
    return result
  }
}

/// One subpath of a path: its start, its segments and whether it is closed.
struct PathSubpath {
  /// A segment's end point and the control points that lead to it.
  enum Segment {
    case line(CGPoint)
    case quad(CGPoint, control: CGPoint)
    case cubic(CGPoint, control1: CGPoint, control2: CGPoint)
    var end: CGPoint {
      switch self {
      case .line(let p), .quad(let p, _), .cubic(let p, _, _): p
      }
    }
  }
  var start: CGPoint
  var segments: [Segment] = []
  var closed = false

  /// The subpaths of `path`, in order (a segment with no `move` before it starts at the origin or
  /// at the start of the subpath closed before it, as Core Graphics draws it).
  static func split(_ path: Path) -> [PathSubpath] {
    var result: [PathSubpath] = []
    var current: PathSubpath?
    func open() -> PathSubpath {
      if let current { return current }
      return PathSubpath(start: result.last.map { $0.closed ? $0.start : ($0.segments.last?.end ?? $0.start) } ?? .zero)
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        if let current { result.append(current) }
        current = PathSubpath(start: p)
      case .line(let p):
        current = open(); current?.segments.append(.line(p))
      case .quadCurve(let p, let c):
        current = open(); current?.segments.append(.quad(p, control: c))
      case .curve(let p, let c1, let c2):
        current = open(); current?.segments.append(.cubic(p, control1: c1, control2: c2))
      case .closeSubpath:
        if var closing = current { closing.closed = true; result.append(closing); current = nil }
      }
    }
    if let current { result.append(current) }
    return result
  }

  /// The area the subpath encloses, positive when it turns clockwise on screen (y down); curves
  /// are followed through eight points each.
  var signedArea: CGFloat {
    var points = [start]
    var last = start
    for segment in segments {
      switch segment {
      case .line(let p): points.append(p)
      case .quad(let p, let c):
        for step in 1...8 {
          let t = CGFloat(step) / 8, u = 1 - t
          points.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
        }
      case .cubic(let p, let c1, let c2):
        for step in 1...8 {
          let t = CGFloat(step) / 8, u = 1 - t
          let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
          points.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                y: a * last.y + b * c1.y + c * c2.y + d * p.y))
        }
      }
      last = segment.end
    }
    var twice: CGFloat = 0
    for (index, point) in points.enumerated() {
      let next = points[(index + 1) % points.count]
      twice += point.x * next.y - next.x * point.y
    }
    return twice.isFinite ? twice / 2 : 0
  }

  /// Appends the subpath to `path`, backwards when `reversed` (same outline, opposite direction).
  func append(to path: inout Path, reversed: Bool) {
    guard reversed else {
      path.move(to: start)
      for segment in segments {
        switch segment {
        case .line(let p): path.addLine(to: p)
        case .quad(let p, let c): path.addQuadCurve(to: p, control: c)
        case .cubic(let p, let c1, let c2): path.addCurve(to: p, control1: c1, control2: c2)
        }
      }
      if closed { path.closeSubpath() }
      return
    }
    path.move(to: segments.last?.end ?? start)
    for index in segments.indices.reversed() {
      let target = index == 0 ? start : segments[index - 1].end
      switch segments[index] {
      case .line: path.addLine(to: target)
      case .quad(_, let c): path.addQuadCurve(to: target, control: c)
      case .cubic(_, let c1, let c2): path.addCurve(to: target, control1: c2, control2: c1)
      }
    }
    if closed { path.closeSubpath() }
  }
}
