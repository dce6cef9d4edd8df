import Foundation

/// A type that describes how a view changes while the pointer hovers over it (iOS 18); a render shows no hover motion.
///
/// Controls draw their hovered look from the forced `isHovered` state; effects built in
/// `.hoverEffect { effect, isActive, proxy in … }` compile, and the closure is not called.
public protocol CustomHoverEffect: Sendable {}

/// The starting hover effect that a closure-form `hoverEffect` receives.
public struct EmptyHoverEffect: CustomHoverEffect {
  public init() {}
}

/// A hover effect made by modifying another.
public struct _ModifiedHoverEffect: CustomHoverEffect {}

extension HoverEffect: CustomHoverEffect {}

extension CustomHoverEffect {
  /// Scales the view while hovered.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some CustomHoverEffect { _ModifiedHoverEffect() }
  /// Scales the view while hovered.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some CustomHoverEffect { _ModifiedHoverEffect() }
  /// Fades the view while hovered.
  public func opacity(_ opacity: Double) -> some CustomHoverEffect { _ModifiedHoverEffect() }
  /// Moves the view while hovered.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some CustomHoverEffect { _ModifiedHoverEffect() }
  /// Moves the view while hovered.
  public func offset(_ offset: CGSize) -> some CustomHoverEffect { _ModifiedHoverEffect() }
  /// Rotates the view while hovered.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some CustomHoverEffect { _ModifiedHoverEffect() }
  /// Clips the view to a shape while hovered.
  public func clipShape<S: Shape>(_ shape: S) -> some CustomHoverEffect { _ModifiedHoverEffect() }
  /// Animates the change.
  public func animation(_ animation: Animation?) -> some CustomHoverEffect { _ModifiedHoverEffect() }
  /// Adds a system hover effect.
  public func hoverEffect(_ effect: some CustomHoverEffect, isEnabled: Bool = true) -> some CustomHoverEffect { _ModifiedHoverEffect() }
}

nonisolated extension View {
  /// Applies a custom hover effect; layout-neutral (the forced `isHovered` state decides how a control looks).
  public func hoverEffect(_ effect: some CustomHoverEffect, isEnabled: Bool = true) -> some View { inert() }

  /// Applies a hover effect built by a closure; layout-neutral, the closure is not called.
  public func hoverEffect<E: CustomHoverEffect>(
    isEnabled: Bool = true,
    body: @escaping @Sendable (EmptyHoverEffect, Bool, GeometryProxy) -> E
  ) -> some View { inert() }

  /// Adds a hover effect group; layout-neutral.
  public func hoverEffectGroup() -> some View { inert() }

  /// Disables hover effects within this view; layout-neutral.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { inert() }
}
