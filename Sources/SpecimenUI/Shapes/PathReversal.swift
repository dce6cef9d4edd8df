import Foundation

extension Path {
  /// The same shape with each subpath's segments in the opposite direction (UIKit's `UIBezierPath.reversing()`): a
  /// subpath starts at its old end point, curves keep their control points in reverse order, and closed subpaths stay
  /// closed.
  var reversed: Path {
    var result = Path()
    var start: CGPoint?
    var current: CGPoint?
    var segments: [(from: CGPoint, element: Element)] = []
    func flush(closed: Bool) {
      guard let start, !segments.isEmpty else { return }
      let end = segments.last.map { Self.endPoint(of: $0.element) } ?? start
      result.move(to: end)
      for segment in segments.reversed() {
        switch segment.element {
        case .line: result.addLine(to: segment.from)
        case let .quadCurve(_, control): result.addQuadCurve(to: segment.from, control: control)
        case let .curve(_, control1, control2): result.addCurve(to: segment.from, control1: control2, control2: control1)
        case .move, .closeSubpath: break
        }
      }
      if closed { result.closeSubpath() }
      segments = []
    }
    forEach { element in
      switch element {
      case let .move(to: point):
        flush(closed: false)
        start = point
        current = point
      case .closeSubpath:
        flush(closed: true)
        current = start
      default:
        let from = current ?? .zero
        if start == nil { start = from }
        segments.append((from, element))
        current = Self.endPoint(of: element)
      }
    }
    flush(closed: false)
    return result
  }

  private static func endPoint(of element: Element) -> CGPoint {
    switch element {
    case let .move(to: p), let .line(to: p), let .quadCurve(to: p, _), let .curve(to: p, _, _): p
    case .closeSubpath: .zero
    }
  }
}
