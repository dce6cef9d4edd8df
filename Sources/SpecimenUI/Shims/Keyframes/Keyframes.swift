import Foundation

/// A type that defines changes to a value over time (iOS 17).
///
/// Specimen draws a still: a keyframe animator shows its content with the animator's initial
/// value (where it rests until its trigger changes, and where a repeating one starts), so
/// keyframes are kept only as a description.
public protocol Keyframes<Value> {
  /// The type of value animated by this keyframes type.
  associatedtype Value = Self.Body.Value
  /// The type of keyframes representing the body of this type.
  associatedtype Body: Keyframes
  /// The composition of content that comprise the keyframes.
  @KeyframesBuilder<Value> var body: Self.Body { get }
}

/// A description of how a value changes over time, made of tracks (iOS 17).
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let totalDuration: TimeInterval

  /// Creates a timeline of keyframes that begins with `initialValue`.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    totalDuration = 0
  }

  /// The duration of the content in seconds (0: a still render does not run keyframes).
  public var duration: TimeInterval { totalDuration }

  /// The value at the given time: the initial value, the only value a still render shows.
  public func value(time: Double) -> Value { initialValue }

  /// The value at the given progress (0–1): the initial value.
  public func value(progress: Double) -> Value { initialValue }
}

/// Keyframes that never change a value (the body of a primitive keyframes type).
public struct _EmptyKeyframes<Value>: Keyframes {
  public typealias Body = _EmptyKeyframes<Value>
  public var body: _EmptyKeyframes<Value> { return self }
}

/// A sequence of keyframes animating a single property of a root type (iOS 17).
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Value == Content.Value {
  let content: Content

  /// Creates a track that animates the root value itself.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
    self.content = content()
  }

  /// Creates a track that animates the property of the root value at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
    self.content = content()
  }

  public var body: _EmptyKeyframes<Root> { return _EmptyKeyframes() }
}

/// A group of keyframes that define an interpolation curve of an animatable value (iOS 17).
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value: Animatable = Self.Body.Value
  /// The type of the content's body.
  associatedtype Body: KeyframeTrackContent
  /// The composition of content that comprise the track.
  @KeyframeTrackContentBuilder<Value> var body: Self.Body { get }
}

/// Track content with nothing in it, or keyframes combined by a builder.
public struct _KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent {
  let count: Int
  public var body: _KeyframeTrackContentList<Value> { return self }
}

/// The builder that creates keyframe track content from the keyframes that you define (iOS 17).
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackContentList<Value> where K.Value == Value {
    _KeyframeTrackContentList(count: 1)
  }
  public static func buildBlock(_ components: _KeyframeTrackContentList<Value>...) -> _KeyframeTrackContentList<Value> {
    _KeyframeTrackContentList(count: components.reduce(0) { $0 + $1.count })
  }
  public static func buildArray(_ components: [_KeyframeTrackContentList<Value>]) -> _KeyframeTrackContentList<Value> {
    _KeyframeTrackContentList(count: components.reduce(0) { $0 + $1.count })
  }
  public static func buildEither(first component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> { component }
  public static func buildEither(second component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> { component }
  public static func buildOptional(_ component: _KeyframeTrackContentList<Value>?) -> _KeyframeTrackContentList<Value> {
    component ?? _KeyframeTrackContentList(count: 0)
  }
  public static func buildLimitedAvailability(_ component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> { component }
}

/// A builder that combines keyframe content values into a single value (iOS 17).
///
/// A block of tracks, or of keyframes that animate the value itself (an implicit track), is accepted.
@resultBuilder
public enum KeyframesBuilder<Value> {
  @_disfavoredOverload
  public static func buildExpression<K: Keyframes>(_ expression: K) -> _EmptyKeyframes<Value> where K.Value == Value {
    _EmptyKeyframes()
  }
  public static func buildExpression<Property, Content>(_ expression: KeyframeTrack<Value, Property, Content>) -> _EmptyKeyframes<Value> {
    _EmptyKeyframes()
  }
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _EmptyKeyframes<Value> where K.Value == Value {
    _EmptyKeyframes()
  }
  public static func buildBlock(_ components: _EmptyKeyframes<Value>...) -> _EmptyKeyframes<Value> { _EmptyKeyframes() }
  public static func buildArray(_ components: [_EmptyKeyframes<Value>]) -> _EmptyKeyframes<Value> { _EmptyKeyframes() }
  public static func buildEither(first component: _EmptyKeyframes<Value>) -> _EmptyKeyframes<Value> { component }
  public static func buildEither(second component: _EmptyKeyframes<Value>) -> _EmptyKeyframes<Value> { component }
  public static func buildOptional(_ component: _EmptyKeyframes<Value>?) -> _EmptyKeyframes<Value> { _EmptyKeyframes() }
  public static func buildLimitedAvailability(_ component: _EmptyKeyframes<Value>) -> _EmptyKeyframes<Value> { component }
  public static func buildFinalResult(_ component: _EmptyKeyframes<Value>) -> _EmptyKeyframes<Value> { component }
}

/// A keyframe that uses simple linear interpolation (iOS 17).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// Creates a linear keyframe reaching `to` after `duration` seconds.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
  public var body: LinearKeyframe<Value> { return self }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values (iOS 17).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// Creates a cubic keyframe reaching `to` after `duration` seconds.
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
  public var body: CubicKeyframe<Value> { return self }
}

/// A keyframe that uses a spring function to interpolate to the given value (iOS 17).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// Creates a spring keyframe reaching `to`, over `duration` seconds when given.
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
  public var body: SpringKeyframe<Value> { return self }
}

/// A keyframe that immediately moves to the given value without interpolating (iOS 17).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  /// Creates a keyframe that jumps to `to`.
  public init(_ to: Value) {}
  public var body: MoveKeyframe<Value> { return self }
}

/// A container that animates its content with keyframes (iOS 17).
///
/// A still render draws the content with the initial value: where an animator with a trigger
/// rests until the trigger changes, and where a repeating one starts each loop.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
  let initialValue: Value
  let content: (Value) -> Content

  /// Plays the keyframes each time `trigger` changes.
  public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    self.initialValue = initialValue
    self.content = content
  }

  /// Loops the keyframes continuously while `repeating` is true.
  public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
    self.initialValue = initialValue
    self.content = content
  }

  public var body: some View { content(initialValue) }
}

nonisolated extension View {
  /// Plays the keyframes when `trigger` changes, updating the view through `content`; drawn with `initialValue`.
  public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                      @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                      @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
    KeyframeAnimator(initialValue: initialValue, trigger: trigger,
                     content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
  }

  /// Loops the keyframes continuously, updating the view through `content`; drawn with `initialValue`.
  public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                      @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
                                      @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
    KeyframeAnimator(initialValue: initialValue, repeating: repeating,
                     content: { content(PlaceholderContentView(content: self), $0) }, keyframes: keyframes)
  }
}
