import Foundation

/// Visual changes a `.visualEffect` or `.scrollTransition` closure applies to a view (iOS 17):
/// drawing effects that leave layout alone, as SwiftUI's `VisualEffect` does.
public protocol VisualEffect: Sendable {
  /// Applies this effect's changes to `view` (Specimen's way of drawing the effect).
  func _apply(to view: AnyView) -> AnyView
}

/// The effect a visual-effect closure starts from: no change.
public struct EmptyVisualEffect: VisualEffect {
  /// Creates the empty effect.
  public init() {}
  public func _apply(to view: AnyView) -> AnyView { view }
}

/// One more change on top of another effect.
public struct _ChainedVisualEffect<Base: VisualEffect>: VisualEffect, @unchecked Sendable {
  let base: Base
  let change: (AnyView) -> AnyView
  public func _apply(to view: AnyView) -> AnyView { change(base._apply(to: view)) }
}

extension VisualEffect {
  func chained(_ change: @escaping (AnyView) -> AnyView) -> _ChainedVisualEffect<Self> {
    _ChainedVisualEffect(base: self, change: change)
  }

  /// Scales the view about an anchor point.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    chained { AnyView($0.scaleEffect(scale, anchor: anchor)) }
  }
  /// Scales the view uniformly about an anchor point.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    chained { AnyView($0.scaleEffect(s, anchor: anchor)) }
  }
  /// Scales the view by separate horizontal and vertical amounts.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    chained { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
  }
  /// Moves the view's drawing.
  public func offset(_ offset: CGSize) -> some VisualEffect { chained { AnyView($0.offset(offset)) } }
  /// Moves the view's drawing.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { chained { AnyView($0.offset(x: x, y: y)) } }
  /// Rotates the view about an anchor point.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    chained { AnyView($0.rotationEffect(angle, anchor: anchor)) }
  }
  /// Sets the view's opacity.
  public func opacity(_ opacity: Double) -> some VisualEffect { chained { AnyView($0.opacity(opacity)) } }
  /// Blurs the view.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { chained { AnyView($0.blur(radius: radius, opaque: opaque)) } }
  /// Brightens the view.
  public func brightness(_ amount: Double) -> some VisualEffect { chained { AnyView($0.brightness(amount)) } }
  /// Changes the view's contrast.
  public func contrast(_ amount: Double) -> some VisualEffect { chained { AnyView($0.contrast(amount)) } }
  /// Changes the view's saturation.
  public func saturation(_ amount: Double) -> some VisualEffect { chained { AnyView($0.saturation(amount)) } }
  /// Makes the view grey.
  public func grayscale(_ amount: Double) -> some VisualEffect { chained { AnyView($0.grayscale(amount)) } }
  /// Rotates the view's hues.
  public func hueRotation(_ angle: Angle) -> some VisualEffect { chained { AnyView($0.hueRotation(angle)) } }
  /// Multiplies the view's colours by a colour.
  public func colorMultiply(_ color: Color) -> some VisualEffect { chained { AnyView($0.colorMultiply(color)) } }
  /// Draws the view as if rotated in three dimensions about an axis (iOS 17), as the view modifier does.
  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                               anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
    chained { AnyView($0.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)) }
  }
}

/// Where a view is relative to the visible region of its scroll view.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the top or leading edge of the visible region.
  case topLeading
  /// Inside the visible region.
  case identity
  /// After the bottom or trailing edge of the visible region.
  case bottomTrailing

  /// Whether the view is inside the visible region.
  public var isIdentity: Bool { self == .identity }
  /// −1 before the visible region, 0 inside it, 1 after it.
  public var value: Double {
    switch self {
    case .topLeading: return -1
    case .identity: return 0
    case .bottomTrailing: return 1
    }
  }
}

/// How a scroll transition animates as a view enters and leaves the visible region.
public struct ScrollTransitionConfiguration: Sendable {
  let name: String
  /// Animates between phases with the default animation.
  public static let animated = ScrollTransitionConfiguration(name: "animated")
  /// Interpolates as the view scrolls (the default).
  public static let interactive = ScrollTransitionConfiguration(name: "interactive")
  /// Keeps the view at the identity phase.
  public static let identity = ScrollTransitionConfiguration(name: "identity")
  /// Animates between phases with `animation`.
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
  /// Interpolates as the view scrolls, along `timingCurve`.
  public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration { .interactive }
  /// This configuration with its phase changing at `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
  /// This configuration with `animation`.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

  /// How much of a view must be visible for it to be in the identity phase.
  public struct Threshold: Sendable {
    let fraction: Double
    /// Any part visible.
    public static let visible = Threshold(fraction: 0)
    /// Entirely visible.
    public static let hidden = Threshold(fraction: 1)
    /// The given fraction visible.
    public static var centered: Threshold { Threshold(fraction: 0.5) }
    /// The given fraction visible.
    public static func visible(_ amount: Double) -> Threshold { Threshold(fraction: amount) }
    /// The given fraction hidden.
    public static func hidden(_ amount: Double) -> Threshold { Threshold(fraction: 1 - amount) }
    /// This threshold with extra inset.
    public func inset(by distance: Double) -> Threshold { self }
  }
}

/// An easing curve, as `ScrollTransitionConfiguration.interactive(timingCurve:)` takes it (iOS 17).
public struct UnitCurve: Hashable, Sendable {
  let name: String
  public static let linear = UnitCurve(name: "linear")
  public static let easeIn = UnitCurve(name: "easeIn")
  public static let easeOut = UnitCurve(name: "easeOut")
  public static let easeInOut = UnitCurve(name: "easeInOut")
  public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
  public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
  public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
  /// A Bézier curve through two control points.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve(name: "bezier") }
}

nonisolated extension View {
  /// Applies effects computed from this view's laid-out geometry (iOS 17).
  ///
  /// The closure gets the view's own frame (in the proxy) after layout; its effects draw without changing
  /// layout. Specimen lays the view out, hides it, and draws the effected copy over it in the same frame.
  public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
    hidden().overlay(GeometryReader { proxy in
      effect(EmptyVisualEffect(), proxy)._apply(to: AnyView(self))
    })
  }

  /// Applies effects as the view enters and leaves the visible region of a scroll view (iOS 17).
  ///
  /// A still render shows views at rest, in the identity phase.
  public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                               transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
    transition(EmptyVisualEffect(), .identity)._apply(to: AnyView(self))
  }

  /// Applies effects as the view enters and leaves the visible region, configured per edge (iOS 17).
  public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                               axis: Axis? = nil,
                               transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
    transition(EmptyVisualEffect(), .identity)._apply(to: AnyView(self))
  }
}
