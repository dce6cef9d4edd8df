import Foundation

/// The apple the Sign in with Apple button (and PassKit's Apple Pay button) draws: a body with a bite out of its
/// right side and a leaf above, in a box five units wide for every six high, centred in the rect.
package struct AppleLogoShape: Shape {
  package init() {}
  package func path(in rect: CGRect) -> Path {
    guard rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return Path() }
    // Drawn on a 100 × 120 grid, scaled to fit.
    let scale = min(rect.width / 100, rect.height / 120)
    let origin = CGPoint(x: rect.midX - 50 * scale, y: rect.midY - 60 * scale)
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x * scale, y: origin.y + y * scale) }
    var path = Path()
    // The body, clockwise from the dip at the stem.
    path.move(to: p(50, 36))
    path.addCurve(to: p(80, 30), control1: p(58, 30), control2: p(70, 27))
    path.addCurve(to: p(95, 44), control1: p(87, 32), control2: p(92, 38))
    path.addCurve(to: p(98, 86), control1: p(79, 54), control2: p(80, 80))
    path.addCurve(to: p(74, 118), control1: p(94, 100), control2: p(84, 116))
    path.addCurve(to: p(50, 112), control1: p(64, 120), control2: p(58, 112))
    path.addCurve(to: p(26, 118), control1: p(42, 112), control2: p(36, 120))
    path.addCurve(to: p(2, 66), control1: p(10, 112), control2: p(0, 86))
    path.addCurve(to: p(26, 30), control1: p(4, 44), control2: p(14, 30))
    path.addCurve(to: p(50, 36), control1: p(36, 28), control2: p(44, 34))
    path.closeSubpath()
    // The leaf.
    path.move(to: p(50, 27))
    path.addCurve(to: p(72, 2), control1: p(48, 14), control2: p(60, 4))
    path.addCurve(to: p(50, 27), control1: p(74, 16), control2: p(62, 25))
    path.closeSubpath()
    return path
  }
}
