import Foundation

/// The shared, mutable storage behind a `State` or `GestureState`, so copies of a view and the bindings made from it see one value.
final class StateBox<Value>: @unchecked Sendable {
  var value: Value {
    didSet {
      StateWriteCheck.noteWrite(wrapper, box: serial)
      PreferenceFeedback.noteWrite(old: oldValue, new: value)
    }
  }
  /// The property wrapper the box stores for (`@State`, `@AppStorage`…), as a write in a body names it.
  let wrapper: String
  /// When the box was made, in the order `StateWriteCheck` numbers boxes and body evaluations.
  let serial = StateWriteCheck.nextSerial()
  init(_ value: Value, wrapper: String = "@State") {
    (self.value, self.wrapper) = (value, wrapper)
    if let states = PreferenceFeedback.recording {
      states.record(self)
    } else if let states = PreferenceFeedback.replaying, let first = states.take() as? StateBox<Value> {
      self.value = first.value
    }
  }
  /// A binding that reads and writes the box (a wrapper's `projectedValue`).
  var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// Specimen renders one frame, so a state holds its initial value unless code run while
/// the view is built (or a test) writes to it through the state or a binding made from
/// `$state`. The value lives in a reference box: copies of the view share it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// Creates a state property that stores an initial value.
  public init(wrappedValue value: Value) { box = StateBox(value) }

  /// Creates a state property that stores an initial value.
  public init(initialValue value: Value) { box = StateBox(value) }

  /// The underlying value referenced by the state variable.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the state value.
  public var projectedValue: Binding<Value> {
    box.binding
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value (it starts as nil).
  public init() { self.init(wrappedValue: nil) }
}
