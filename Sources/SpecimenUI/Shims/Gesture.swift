import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values for each of its states.
///
/// Nothing is touched in a static render: gestures compile and are attached, but their
/// callbacks never run and `@GestureState` keeps its initial value.
@MainActor @preconcurrency
public protocol Gesture<Value> {
  /// The type representing the gesture's value.
  associatedtype Value
  /// The type of gesture representing the body of `Self`.
  associatedtype Body: Gesture
  /// The content and behavior of the gesture.
  var body: Self.Body { get }
}

nonisolated extension Never: Gesture {
  public typealias Value = Never
}

/// A gesture the shims implement directly; its body is never evaluated.
package protocol PrimitiveGesture: Gesture where Body == Never {}

nonisolated extension PrimitiveGesture {
  public var body: Never { primitiveBody(Self.self) }
}

/// Options that control how adding a gesture to a view affects other gestures recognized by the view and its subviews.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// Disable all gestures in the subview hierarchy, including the added gesture.
  public static let none = GestureMask([])
  /// Enable the added gesture but disable all gestures in the subview hierarchy.
  public static let gesture = GestureMask(rawValue: 1)
  /// Enable all gestures in the subview hierarchy but disable the added gesture.
  public static let subviews = GestureMask(rawValue: 2)
  /// Enable both the added gesture as well as all other gestures on the view and its subviews.
  public static let all = GestureMask([.gesture, .subviews])
}

/// A coordinate space in which gesture locations are reported.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  /// The global coordinate space at the root of the view hierarchy.
  case global
  /// The local coordinate space of the current view.
  case local
  /// A named reference to a view's local coordinate space.
  case named(AnyHashable)
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
nonisolated public struct DragGesture: PrimitiveGesture {
  /// The attributes of a drag gesture.
  public struct Value: Equatable, Sendable {
    /// The time associated with the drag gesture's current event.
    public var time: Date
    /// The location of the drag gesture's current event.
    public var location: CGPoint
    /// The location of the drag gesture's first event.
    public var startLocation: CGPoint
    /// The velocity of the drag gesture, in points per second.
    public var velocity: CGSize
    /// A prediction of where the final location would be if dragging stopped now.
    public var predictedEndLocation: CGPoint
    /// The total translation from the start of the drag gesture to the current event.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// A prediction of what the final translation would be if dragging stopped now.
    public var predictedEndTranslation: CGSize {
      CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
  }

  /// The minimum dragging distance before the gesture succeeds.
  public var minimumDistance: CGFloat
  /// The coordinate space in which to receive location values.
  public var coordinateSpace: CoordinateSpace

  /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the coordinate space of the gesture's location.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    GestureArgumentCheck.check("DragGesture(minimumDistance: \(GestureArgumentCheck.text(minimumDistance)))", [("minimumDistance", minimumDistance, "10")])
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A gesture that succeeds when the user performs a long press.
nonisolated public struct LongPressGesture: PrimitiveGesture {
  /// The type representing the gesture's value: whether the press is still in progress.
  public typealias Value = Bool
  /// The minimum duration of the long press that must elapse before the gesture succeeds.
  public var minimumDuration: Double
  /// The maximum distance that the long press can move before the gesture fails.
  public var maximumDistance: CGFloat

  /// Creates a long-press gesture with a minimum duration and a maximum distance that the interaction can move before the gesture fails.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    GestureArgumentCheck.longPress("LongPressGesture", minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A gesture that recognizes one or more taps.
nonisolated public struct TapGesture: PrimitiveGesture {
  /// The type representing the gesture's value.
  public typealias Value = Void
  /// The required number of tap events.
  public var count: Int

  /// Creates a tap gesture with the number of required taps.
  public init(count: Int = 1) { self.count = count }
}

/// A gesture that updates the state provided by a gesture's updating callback.
nonisolated public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
  public typealias Value = Base.Value
  /// The originating gesture.
  public var gesture: Base
  /// A value that changes as the user performs the gesture.
  public var state: GestureState<State>
  /// The updating gesture containing the originating gesture's value, the updated state of the gesture, and a transaction.
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

  /// Creates a new gesture that's the result of an ongoing gesture.
  public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
    self.gesture = base
    self.state = state
    self.body = body
  }
}

/// A gesture that calls an action while it changes.
nonisolated public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void
}

/// A gesture that calls an action when it ends.
nonisolated public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
  public typealias Value = Content.Value
  let content: Content
  let action: (Value) -> Void
}

/// A gesture that maps its values with a closure.
nonisolated public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
  let content: Content
  let transform: (Content.Value) -> Value
}

/// A gesture containing two gestures that can happen at the same time with neither of them preceding the other.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
  public struct Value {
    /// The value of the first gesture.
    public var first: First.Value?
    /// The value of the second gesture.
    public var second: Second.Value?
  }
  /// The first of two gestures that can happen simultaneously.
  public var first: First
  /// The second of two gestures that can happen simultaneously.
  public var second: Second
  /// Creates a gesture with two gestures that can receive updates or succeed independently of each other.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// A gesture that's a sequence of two gestures.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// The value of a sequence gesture that helps to detect whether the first gesture succeeded.
  public enum Value {
    /// The first gesture hasn't ended.
    case first(First.Value)
    /// The first gesture has ended.
    case second(First.Value, Second.Value?)
  }
  /// The first gesture in a sequence of two gestures.
  public var first: First
  /// The second gesture in a sequence of two gestures.
  public var second: Second
  /// Creates a sequence gesture with two gestures.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// A gesture that consists of two gestures where only one of them can succeed.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
  /// The value of an exclusive gesture that indicates which of two gestures succeeded.
  public enum Value {
    /// The first of two gestures succeeded.
    case first(First.Value)
    /// The second of two gestures succeeded.
    case second(Second.Value)
  }
  /// The first of two gestures.
  public var first: First
  /// The second of two gestures.
  public var second: Second
  /// Creates a gesture from two gestures where only one of them succeeds.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

/// A type-erased gesture.
nonisolated public struct AnyGesture<Value>: PrimitiveGesture {
  let gesture: Any
  /// Creates an instance from another gesture.
  public init<T: Gesture>(_ gesture: T) where Value == T.Value { self.gesture = gesture }
}

nonisolated extension Gesture {
  /// Updates the provided gesture state property as the gesture's value changes.
  public func updating<State>(_ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// Adds an action to perform when the gesture ends.
  public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Returns a gesture that's the result of mapping the given closure over the gesture.
  public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// Combines a gesture with another gesture to create a new gesture that recognizes both gestures at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }

  /// Sequences a gesture with another one to create a new gesture, which results in the second gesture only receiving events after the first gesture succeeds.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds, giving precedence to the first gesture.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

nonisolated extension Gesture where Value: Equatable {
  /// Adds an action to perform when the gesture's value changes.
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}
