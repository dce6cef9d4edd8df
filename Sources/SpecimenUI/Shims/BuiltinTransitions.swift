import Foundation

// SwiftUI's own `Transition` types (iOS 17), for `.transition(.scale(0.5).combined(with: .opacity))`
// and other chains that only the `Transition` protocol spells (`scale(_:anchor:)` has no
// `AnyTransition` form). A still shows the inserted view, so each draws its content unchanged, in
// the identity phase. Where `AnyTransition` has a member of the same name, as `.opacity`, a
// `.transition(…)` call keeps using it, as with SwiftUI.

/// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
public struct OpacityTransition: Transition {
  /// Creates the transition.
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that scales the view.
public struct ScaleTransition: Transition {
  /// The amount to scale the view by.
  public var scale: Double
  /// The anchor point to scale the view around.
  public var anchor: UnitPoint
  /// Creates a transition that scales the view by the specified amount.
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that moves the view away, towards the specified edge of the view.
public struct MoveTransition: Transition {
  /// The edge to move the view towards.
  public var edge: Edge
  /// Creates a transition that moves the view away towards `edge`.
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
public struct SlideTransition: Transition {
  /// Creates the transition.
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that offsets the view by the specified amount.
public struct OffsetTransition: Transition {
  /// The amount to offset the view by.
  public var offset: CGSize
  /// Creates a transition that offsets the view by `offset`.
  public init(_ offset: CGSize) { self.offset = offset }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that pushes the view in from `edge` and out towards the opposite edge.
public struct PushTransition: Transition {
  /// The edge the view moves in from.
  public var edge: Edge
  /// Creates a transition that pushes in from `edge`.
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A transition that returns the input view, unmodified, as the output view.
public struct IdentityTransition: Transition {
  /// Creates the transition.
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == OpacityTransition {
  /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
  /// Returns a transition that scales the view.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// Returns a transition that scales the view by the specified amount.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == MoveTransition {
  /// Returns a transition that moves the view away, towards the specified edge of the view.
  public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == SlideTransition {
  /// A transition that slides in from the leading edge and out towards the trailing edge.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == OffsetTransition {
  /// Returns a transition that offsets the view by the specified amount.
  public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
  /// Returns a transition that offsets the view by the specified x and y values.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
  /// Creates a transition that animates a view by moving and fading it.
  public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == IdentityTransition {
  /// A transition that returns the input view, unmodified, as the output view.
  public static var identity: IdentityTransition { IdentityTransition() }
}
