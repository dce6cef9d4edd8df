import Foundation

/// A shadow that a shape style can carry (iOS 16): a drop shadow outside the filled area or an
/// inner shadow inside it. Specimen draws the style without the shadow (docs/unsupported.md).
public struct ShadowStyle: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case drop, inner }
  let kind: Kind
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A drop shadow: black at 33 % by default, as SwiftUI's.
  public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
  }

  /// An inner shadow.
  public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
  }
}

extension ShapeStyle {
  /// Applies a shadow to this style (drawn without the shadow in a still frame here).
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { AnyShapeStyle(self) }
}
