import Foundation

nonisolated extension Shape {
  /// Trims this shape by a fractional amount based on its representation as a path.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape drawn only between two fractions of its outline's length.
nonisolated public struct _TrimmedShape<S: Shape>: Shape {
  public var shape: S
  public var startFraction: CGFloat
  public var endFraction: CGFloat

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmed(from: startFraction, to: endFraction, caller: ".trim")
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
  public static var role: ShapeRole { S.role }
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension Path {
  /// The part of this path between two fractions of its length, with curves flattened into lines.
  public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path { trimmed(from: start, to: end, caller: "Path.trimmedPath") }

  /// `trimmedPath(from:to:)`; a NaN fraction trims to nothing and is reported naming `caller`.
  func trimmed(from start: CGFloat, to end: CGFloat, caller: String) -> Path {
    if start.isNaN || end.isNaN {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller)(from: \(NumberText.describe(Double(start))), to: "
        + "\(NumberText.describe(Double(end)))): a fraction that is not a number trims the path to nothing, so nothing is drawn. "
        + "Give fractions from 0 to 1"))
      return Path()
    }
    let from = min(max(start, 0), 1), to = min(max(end, 0), 1)
    guard to > from else { return Path() }
    if from == 0 && to == 1 { return self }
    let polylines = flattenedSubpaths()
    let total = polylines.reduce(0) { $0 + Self.length(of: $1) }
    guard total > 0 else { return Path() }
    let lower = from * total, upper = to * total
    var result = Path()
    var travelled: CGFloat = 0
    for points in polylines {
      var drawing = false
      for (a, b) in zip(points, points.dropFirst()) {
        let segment = hypot(b.x - a.x, b.y - a.y)
        defer { travelled += segment }
        let s0 = travelled, s1 = travelled + segment
        guard segment > 0, s1 > lower, s0 < upper else { continue }
        func point(_ s: CGFloat) -> CGPoint {
          let t = (s - s0) / segment
          return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        if !drawing {
          result.move(to: point(max(lower, s0)))
          drawing = true
        }
        result.addLine(to: point(min(upper, s1)))
      }
    }
    return result
  }

  /// Each subpath as a list of points; curves become 24 lines, closed subpaths end at their start.
  func flattenedSubpaths() -> [[CGPoint]] {
    var subpaths: [[CGPoint]] = []
    var current: [CGPoint] = []
    func finish() {
      if current.count > 1 { subpaths.append(current) }
      current = []
    }
    for element in elements {
      let last = current.last ?? .zero
      switch element {
      case .move(let p):
        finish()
        current = [p]
      case .line(let p):
        current.append(p)
      case .quadCurve, .curve:
        current += Path.curvePoints(element, from: last)
      case .closeSubpath:
        if let first = current.first { current.append(first) }
        finish()
      }
    }
    finish()
    return subpaths
  }

  /// The points a curve element drawn from `start` is flattened into: 24 lines' ends, its own end last
  /// (none for a move, line or close).
  static func curvePoints(_ element: Element, from start: CGPoint) -> [CGPoint] {
    switch element {
    case .quadCurve(let p, let c):
      return (1...24).map { i in
        let t = CGFloat(i) / 24, u = 1 - t
        return CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x, y: u * u * start.y + 2 * u * t * c.y + t * t * p.y)
      }
    case .curve(let p, let c1, let c2):
      return (1...24).map { i in
        let t = CGFloat(i) / 24, u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * p.x, y: a * start.y + b * c1.y + c * c2.y + d * p.y)
      }
    case .move, .line, .closeSubpath:
      return []
    }
  }

  static func length(of points: [CGPoint]) -> CGFloat {
    zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }
}
