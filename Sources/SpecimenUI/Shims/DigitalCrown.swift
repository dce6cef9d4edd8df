import Foundation

// watchOS's Digital Crown input, as shared watch and phone files use it: `.focusable()` then
// `.digitalCrownRotation($value …)`. A still render has no crown to turn, so the binding keeps
// its value, `onChange`/`onIdle` never run, and the view draws as it is.
// https://developer.apple.com/documentation/swiftui/view/digitalcrownrotation(_:)

/// How much a person needs to turn the Digital Crown to move between two integer values.
@available(iOS, unavailable)
@available(watchOS 6.0, *)
public enum DigitalCrownRotationalSensitivity: Hashable, Sendable {
  /// Low sensitivity: a large turn moves the value.
  case low
  /// Medium sensitivity.
  case medium
  /// High sensitivity: a small turn moves the value.
  case high
}

/// An event the Digital Crown reports while it turns.
@available(iOS, unavailable)
@available(watchOS 9.0, *)
public struct DigitalCrownEvent: Hashable, Sendable {
  /// The crown's offset: the value it has reached.
  public var offset: Double
  /// How fast the crown turns, in units of the value per second.
  public var velocity: Double
}

@available(iOS, unavailable)
@available(watchOS 6.0, *)
nonisolated extension View {
  /// Tracks Digital Crown rotations by updating the binding (never turned in a still render).
  public func digitalCrownRotation<V: BinaryFloatingPoint>(_ binding: Binding<V>) -> some View { inert() }

  /// Tracks Digital Crown rotations within a range, in steps of `stride` (never turned in a still render).
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false, isHapticFeedbackEnabled: Bool = true
  ) -> some View where V.Stride: BinaryFloatingPoint { inert() }
}

@available(iOS, unavailable)
@available(watchOS 9.0, *)
nonisolated extension View {
  /// Tracks Digital Crown rotations, calling `onChange` as it turns and `onIdle` when it settles (neither runs here).
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, onChange: @escaping (DigitalCrownEvent) -> Void = { _ in }, onIdle: @escaping () -> Void = {}
  ) -> some View { inert() }

  /// Tracks Digital Crown rotations within a range, with change and idle callbacks (neither runs here).
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, from minValue: V, through maxValue: V,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false, isHapticFeedbackEnabled: Bool = true,
    onChange: @escaping (DigitalCrownEvent) -> Void = { _ in }, onIdle: @escaping () -> Void = {}
  ) -> some View { inert() }

  /// Tracks Digital Crown rotations that settle on detents `stride` apart (never turned in a still render).
  public func digitalCrownRotation<V: BinaryFloatingPoint>(
    detent: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride,
    sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false, isHapticFeedbackEnabled: Bool = true,
    onChange: @escaping (DigitalCrownEvent) -> Void = { _ in }, onIdle: @escaping () -> Void = {}
  ) -> some View where V.Stride: BinaryFloatingPoint { inert() }

  /// Sets whether the Digital Crown accessory shows (it is beside the crown, outside the view: not drawn).
  public func digitalCrownAccessory(_ visibility: Visibility) -> some View { inert() }

  /// Places an accessory next to the Digital Crown (outside the view: not drawn).
  public func digitalCrownAccessory<Content: View>(@ViewBuilder content: @escaping () -> Content) -> some View { inert() }
}
