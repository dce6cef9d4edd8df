import Foundation

/// The way a view changes over time to create a smooth visual transition from one state to another.
///
/// Specimen renders the final state of a frame, so an animation is only a description.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  let name: String
  let duration: Double

  init(_ name: String, duration: Double = 0.35) {
    self.name = name
    self.duration = duration
  }

  public var description: String { name }

  /// A default animation instance (a spring on current iOS).
  public static let `default` = Animation("default")
  /// An animation with a specified duration that combines the behaviors of in and out easing animations.
  public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration: duration) }
  /// An animation that combines the behaviors of in and out easing animations.
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  /// An animation with a specified duration that starts slowly and then increases speed towards the end.
  public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration: duration) }
  /// An animation that starts slowly and then increases speed towards the end.
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  /// An animation with a specified duration that starts quickly and then slows towards the end.
  public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration: duration) }
  /// An animation that starts quickly and then slows towards the end.
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  /// An animation that moves at a constant speed during a specified duration.
  public static func linear(duration: Double) -> Animation { Animation("linear", duration: duration) }
  /// An animation that moves at a constant speed.
  public static var linear: Animation { linear(duration: 0.35) }
  /// An animation created from a cubic Bézier timing curve.
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
    Animation("timingCurve", duration: duration)
  }
  /// A persistent spring animation.
  public static var spring: Animation { Animation("spring", duration: 0.5) }
  /// A persistent spring animation, specified by response time and damping fraction.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
    Animation("spring", duration: response)
  }
  /// A persistent spring animation, specified by duration and bounce.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation("spring", duration: duration)
  }
  /// A convenience for a spring with a short response.
  public static var interactiveSpring: Animation { Animation("interactiveSpring", duration: 0.15) }
  /// A convenience for a spring with a short response, specified by response time and damping fraction.
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
    Animation("interactiveSpring", duration: response)
  }
  /// An interpolating spring animation that uses a damped spring model.
  public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
    Animation("interpolatingSpring")
  }
  /// A smooth spring animation with a predefined duration and no bounce.
  public static var smooth: Animation { Animation("smooth", duration: 0.5) }
  /// A spring animation with a predefined duration and small amount of bounce.
  public static var snappy: Animation { Animation("snappy", duration: 0.5) }
  /// A spring animation with a predefined duration and higher amount of bounce.
  public static var bouncy: Animation { Animation("bouncy", duration: 0.5) }

  /// Delays the start of the animation by the specified number of seconds.
  public func delay(_ delay: Double) -> Animation { self }
  /// Changes the duration of an animation by adjusting its speed.
  public func speed(_ speed: Double) -> Animation { speed > 0 ? Animation(name, duration: duration / speed) : self }
  /// Repeats the animation for a specific number of times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// Repeats the animation for the lifespan of the view containing the animation.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A key for a value carried by a `Transaction` (iOS 17).
public protocol TransactionKey {
  /// The value's type.
  associatedtype Value
  /// The value when the transaction sets none.
  static var defaultValue: Value { get }
}

/// The context of the current state-processing update.
public struct Transaction {
  /// The animation, if any, associated with the current state change.
  public var animation: Animation?
  /// A Boolean value that indicates whether views should disable animations.
  public var disablesAnimations = false
  /// A Boolean value that indicates whether the transaction originated from an action that produces a sequence of values.
  public var isContinuous = false

  /// Creates a transaction.
  public init() {}

  /// Creates a transaction and assigns its animation property.
  public init(animation: Animation?) { self.animation = animation }

  private var values: [ObjectIdentifier: Any] = [:]

  /// The value for `key`, or its default.
  public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
    get { storedValue(values[ObjectIdentifier(key)], or: Key.defaultValue) }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// Executes a closure with the specified transaction and returns the result.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Executes a closure with the specified transaction key path and value and returns the result.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
  try body()
}

/// Returns the result of recomputing the view's body with the provided animation.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

nonisolated extension View {
  /// Applies the given animation to this view when the specified value changes; draws nothing.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { inert() }

  /// Applies the given animation to all animatable values within this view; draws nothing.
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View { inert() }

  /// Applies `animation` to the animatable changes of the modifiers `body` applies to this view (iOS 17); drawn as
  /// `body` applied to the view, at rest.
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
    body(PlaceholderContentView(content: self))
  }

  /// Applies the given transaction mutation function to all animations used within the view; draws nothing.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { inert() }

  /// Associates a transition with the view; the view is drawn in place, as after the transition.
  public func transition(_ t: AnyTransition) -> some View { inert() }
}

/// A type-erased transition.
public struct AnyTransition: Sendable {
  let name: String

  /// A transition from transparent to opaque on insertion, and from opaque to transparent on removal.
  public static let opacity = AnyTransition(name: "opacity")
  /// A transition that returns the input view, unmodified, as the output view.
  public static let identity = AnyTransition(name: "identity")
  /// A transition that inserts by moving in from the leading edge, and removes by moving out towards the trailing edge.
  public static let slide = AnyTransition(name: "slide")
  /// A transition that scales the view.
  public static let scale = AnyTransition(name: "scale")
  /// Returns a transition that scales the view by the specified amount.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
  /// Returns a transition that moves the view away, towards the specified edge of the view.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
  /// Creates a transition that when added to a view will animate the view's insertion by moving it in from the specified edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
  /// Returns a transition that offsets the view by the specified amount.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
  /// Returns a transition that offsets the view by the specified x and y values.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  /// Provides a composite transition that uses a different transition for insertion versus removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
  /// Combines this transition with another, returning a new transition that is the result of both transitions being applied.
  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name)+\(other.name)") }
  /// Attaches an animation to this transition.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
