import Foundation

/// The geometry of one rounded corner, in units of its radius, for `Path.addRoundedRect`.
///
/// Points are (a, b): a = distance back along the edge arriving at the corner, b = distance
/// along the edge leaving it, both from the corner point, in radii. The continuous corner's
/// numbers are the published reverse-engineered measurements of iOS 7's
/// `UIBezierPath(roundedRect:cornerRadius:)`: the curve starts 1.52866483 r from the corner and
/// is three cubics, symmetric about the diagonal.
enum ContinuousCorner {
  typealias Point = (a: CGFloat, b: CGFloat)
  struct Curve {
    var c1: Point, c2: Point, to: Point
  }

  /// How far from the corner a continuous corner starts, in radii.
  static let extent: CGFloat = 1.528_664_83

  /// The iOS continuous corner for radius 1.
  static let unit: (start: Point, curves: [Curve]) = (
    (extent, 0),
    [
      Curve(c1: (1.088_493_23, 0), c2: (0.868_406_89, 0), to: (0.631_493_99, 0.074_911_00)),
      Curve(c1: (0.372_823_92, 0.169_058_99), c2: (0.169_058_99, 0.372_823_92), to: (0.074_911_00, 0.631_493_99)),
      Curve(c1: (0, 0.868_406_89), c2: (0, 1.088_493_23), to: (0, extent)),
    ]
  )

  /// A quarter circle of radius 1 as three cubics (30° each), so it blends point by point with `unit`.
  static let quarterCircle: (start: Point, curves: [Curve]) = {
    // Angle θ from the arriving edge's tangent point (1, 0) around the centre (1, 1).
    func p(_ deg: Double) -> Point {
      let t = deg * .pi / 180
      return (CGFloat(1 - sin(t)), CGFloat(1 - cos(t)))
    }
    let k = CGFloat(4.0 / 3.0 * tan(Double.pi / 24))  // control length for a 30° arc, radius 1
    func tangent(_ deg: Double) -> Point {
      let t = deg * .pi / 180
      return (CGFloat(-cos(t)), CGFloat(sin(t)))
    }
    var curves: [Curve] = []
    for i in 0..<3 {
      let d0 = Double(i) * 30, d1 = d0 + 30
      let a = p(d0), b = p(d1), ta = tangent(d0), tb = tangent(d1)
      curves.append(Curve(c1: (a.a + k * ta.a, a.b + k * ta.b), c2: (b.a - k * tb.a, b.b - k * tb.b), to: b))
    }
    return ((1, 0), curves)
  }()

  /// Circular corners: a quarter ellipse with the given radii (the caller scales by rx, ry).
  static func circular(rx: CGFloat, ry: CGFloat) -> (start: Point, curves: [Curve]) { quarterCircle }

  /// A continuous corner for requested radii in `rect`, in units of the clamped radii the caller scales by.
  ///
  /// Where `extent × radius` fits in half the side, the iOS curve is used as is. Otherwise the
  /// corner moves toward a quarter circle of half the side: at radius = half the side (a capsule)
  /// it is that circle.
  static func points(rx requestedX: CGFloat, ry requestedY: CGFloat, in rect: CGRect) -> (start: Point, curves: [Curve]) {
    let limit = min(rect.width, rect.height) / 2
    let requested = min(requestedX, requestedY)
    let fitting = limit / extent
    guard requested > fitting else { return unit }
    let clampedRadius = min(requested, limit)
    let t = min(1, (clampedRadius - fitting) / max(limit - fitting, 0.000_1))
    // Both shapes in units of the clamped radius: the continuous one shrinks to fit in `limit`.
    let shrink = fitting / clampedRadius
    let circle = limit / clampedRadius
    func mix(_ u: Point, _ c: Point) -> Point {
      (u.a * shrink * (1 - t) + c.a * circle * t, u.b * shrink * (1 - t) + c.b * circle * t)
    }
    let curves = zip(unit.curves, quarterCircle.curves).map { u, c in
      Curve(c1: mix(u.c1, c.c1), c2: mix(u.c2, c.c2), to: mix(u.to, c.to))
    }
    return (mix(unit.start, quarterCircle.start), curves)
  }
}
