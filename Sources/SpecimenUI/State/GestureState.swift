import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and resets the property back to its initial state when the gesture ends.
///
/// No gesture runs in a static render, so the value is always the initial one.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initialValue: Value
  let reset: (Value, inout Transaction) -> Void

  /// Creates a view state that's derived from a gesture.
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, reset: { _, _ in }) }

  /// Creates a view state that's derived from a gesture.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// Creates a view state that's derived from a gesture with an initial value and a transaction to reset it.
  public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

  /// Creates a view state that's derived from a gesture with an initial value and a transaction to reset it.
  public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }

  /// Creates a view state that's derived from a gesture with an initial state value and a closure that provides a transaction to reset it.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.initialValue = wrappedValue
    self.reset = reset
  }

  /// Creates a view state that's derived from a gesture with an initial state value and a closure that provides a transaction to reset it.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The wrapped value referenced by the gesture state property: its initial value.
  public var wrappedValue: Value { initialValue }

  /// A binding to the gesture state property.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// Creates a view state that's derived from a gesture with a transaction to reset it (the value starts as nil).
  public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }

  /// Creates a view state that's derived from a gesture with a closure that provides a transaction to reset it (the value starts as nil).
  public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}
