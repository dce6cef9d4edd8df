import Foundation

// iOS 17's custom animations and animation completions. A still frame shows every animation at
// its end, so nothing here is ever stepped by Specimen; the types exist so motion tokens and
// custom `CustomAnimation`s compile, and completions run exactly once, as SwiftUI promises.

/// A type that defines how an animatable value changes over time (iOS 17).
public protocol CustomAnimation: Hashable {
  /// The value at `time` seconds into the animation, or nil when the animation has finished.
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
  /// The velocity of the animation at `time`, if the animation tracks one.
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
  /// Whether the animation takes over from `previous` when a new change arrives.
  func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
  /// No velocity (SwiftUI's default).
  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
  /// Never merges (SwiftUI's default).
  public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
    false
  }
}

/// A key for a custom animation's own state in an `AnimationState` (iOS 17).
public protocol AnimationStateKey {
  /// The state's type.
  associatedtype Value
  /// The state before the animation stores any.
  static var defaultValue: Value { get }
}

/// The state a custom animation keeps between steps (iOS 17).
public struct AnimationState<Value: VectorArithmetic> {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates an empty state.
  public init() {}

  /// The state stored for `key`, or its default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { storedValue(values[ObjectIdentifier(key)], or: K.defaultValue) }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// What a custom animation can read and keep while it runs (iOS 17).
public struct AnimationContext<Value: VectorArithmetic> {
  /// The animation's stored state.
  public var state: AnimationState<Value>
  /// Set to true when the animation counts as logically complete.
  public var isLogicallyComplete: Bool
  /// The environment of the view being animated.
  public var environment: EnvironmentValues { storedEnvironment }

  private let storedEnvironment: EnvironmentValues

  init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false, environment: EnvironmentValues = EnvironmentValues()) {
    self.state = state
    self.isLogicallyComplete = isLogicallyComplete
    self.storedEnvironment = environment
  }

  /// A context with `state` and this context's environment.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(state: state, environment: storedEnvironment)
  }
}

/// When an animation counts as finished, for completion callbacks (iOS 17).
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let name: String
  /// The animation has logically completed, though it may still be in its long tail.
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// The whole animation has finished and is removed.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

extension Animation {
  /// An animation that a custom animation drives (iOS 17).
  public init<A: CustomAnimation>(_ base: A) {
    self.init("custom \(A.self)")
  }

  /// This animation's value at `time`, as a custom animation that wraps it asks: linear over the
  /// animation's duration (a stand-in for its curve), nil once it has finished.
  public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
    guard duration > 0, time < duration else { return nil }  // NaN fails the comparison too
    return value.scaled(by: max(0, time) / duration)
  }

  /// This animation's velocity at `time`: none is tracked.
  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }

  /// Whether this animation merges with `previous`: never, in a still.
  public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
    false
  }

  /// An animation that reports logical completion after `duration` (iOS 17).
  public func logicallyComplete(after duration: TimeInterval) -> Animation { self }

  /// An animation with the given timing curve and duration (iOS 17).
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation("timingCurve", duration: duration)
  }
}

extension Transaction {
  /// Adds a completion to run when the transaction's animations finish (iOS 17). No animation
  /// runs in a still, so the completion runs at once, exactly one time, as SwiftUI runs it when a
  /// change creates no animation.
  public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
    completion()
  }
}

/// Returns the result of `body` and then runs `completion` (iOS 17). No animation runs in a still,
/// so the completion runs right after the body, once, as SwiftUI runs it when nothing animates.
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}
