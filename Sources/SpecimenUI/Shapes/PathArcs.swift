import Foundation

/// The arcs SwiftUI's `Path` and CoreGraphics' `CGMutablePath` add besides the centred one: an arc tangent to two
/// lines (`addArc(tangent1End:tangent2End:radius:transform:)`) and one given by its start and sweep
/// (`addRelativeArc(center:radius:startAngle:delta:transform:)`), each drawn through `addArc(center:…)`.
extension Path {
  /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to the line from there
  /// to `tangent2End`, after a straight line from the current point to the first tangent point, as CoreGraphics
  /// does; collinear points (or a radius of 0) add a line to `tangent1End`.
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    var sub = Path()
    sub.move(to: (currentPoint ?? tangent1End).applying(transform.inverted()))
    sub.addTangentArc(tangent1End, tangent2End, radius)
    appendContinuing(sub.applying(transform))
  }

  /// Adds an arc of a circle from `startAngle` sweeping by `delta` (growing angles turn clockwise on screen).
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
    var sub = Path()
    if let point = currentPoint { sub.move(to: point.applying(transform.inverted())) }
    sub.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
    appendContinuing(sub.applying(transform))
  }

  /// The tangent arc in this path's own coordinates, from its current point.
  private mutating func addTangentArc(_ p1: CGPoint, _ p2: CGPoint, _ radius: CGFloat) {
    let p0 = currentPoint ?? p1
    let a = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), b = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let la = (a.x * a.x + a.y * a.y).squareRoot(), lb = (b.x * b.x + b.y * b.y).squareRoot()
    let cross = (a.x * b.y - a.y * b.x) / (la * lb), dot = (a.x * b.x + a.y * b.y) / (la * lb)
    // A NaN radius or point is kept, so the path's check names it; a straight corner has no arc.
    guard la > 0, lb > 0, abs(cross) > 1e-12 || cross.isNaN, radius != 0 else { return addLine(to: p1) }
    let half = acos(max(-1, min(1, dot))) / 2
    let along = radius / tan(half), out = radius / sin(half)
    let ua = CGPoint(x: a.x / la, y: a.y / la), ub = CGPoint(x: b.x / lb, y: b.y / lb)
    let bisector = CGPoint(x: ua.x + ub.x, y: ua.y + ub.y), lbis = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let center = CGPoint(x: p1.x + bisector.x / lbis * out, y: p1.y + bisector.y / lbis * out)
    let t1 = CGPoint(x: p1.x + ua.x * along, y: p1.y + ua.y * along), t2 = CGPoint(x: p1.x + ub.x * along, y: p1.y + ub.y * along)
    let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
    var sweep = end - start
    if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
    addArc(center: center, radius: abs(radius), startAngle: .radians(start), endAngle: .radians(start + sweep), clockwise: sweep < 0)
  }

  /// Appends `sub`, whose first element is a move to this path's current point (or its start): it continues the
  /// current subpath, as CoreGraphics draws an arc added to a path with a current point.
  private mutating func appendContinuing(_ sub: Path) {
    for (index, element) in sub.elements.enumerated() {
      if index == 0, case .move = element, !isEmpty, elements.last != .closeSubpath { continue }
      append(element)
    }
  }
}

extension CGMutablePath {
  /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    storage.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
  }

  /// Adds an arc from `startAngle` sweeping by `delta` radians.
  public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
    storage.addRelativeArc(center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(delta), transform: transform)
  }
}
