import Foundation

/// Angles add and subtract like SwiftUI's, which is animatable (its `VectorArithmetic` makes it
/// `AdditiveArithmetic`): `Angle(radians: .pi) + .degrees(90)`.
extension Angle: AdditiveArithmetic {
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
