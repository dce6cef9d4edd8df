import Foundation

/// A shadow that a shape style can carry (iOS 16): a drop shadow drawn behind the content from its
/// blurred, tinted and offset alpha, or an inner shadow drawn on top of it from its inverted alpha.
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

  /// An inner shadow: black at 55 % by default, as SwiftUI's.
  public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
  }

  /// The shadow with its color resolved in `environment`. The numbers are passed on as given: the
  /// renderer checks them where it draws (`.shadow` radius and offset limits) and names any it cannot use.
  func resolved(in environment: EnvironmentValues) -> PaintShadow {
    PaintShadow(isInner: kind == .inner, color: Color.rgba(color.storage, environment),
                radius: radius, x: x, y: y)
  }
}

/// A shape style with a shadow (`ShapeStyle.shadow(_:)`).
struct ShadowShapeStyle: ShapeStyle {
  let base: AnyShapeStyle
  let shadow: ShadowStyle
  func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    .shadowed(base._paint(in: environment, level: level), shadow.resolved(in: environment))
  }
}

extension ShapeStyle {
  /// This style with a shadow: each shape, text or symbol painted with it casts the shadow.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle { ShadowShapeStyle(base: AnyShapeStyle(self), shadow: style) }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style with a shadow (`.fill(.shadow(.inner(radius: 2)))`).
  public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ForegroundStyle().shadow(style) }
}
