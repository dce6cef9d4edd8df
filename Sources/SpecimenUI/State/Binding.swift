import Foundation

/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// The setter is `nonmutating`, so `configuration.isOn.toggle()` works on a `let`
/// configuration whose `isOn` is a `@Binding var`, as in SwiftUI.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value, Transaction) -> Void
  /// The binding's transaction.
  public var transaction = Transaction()

  /// Creates a binding with closures that read and write the binding value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = { value, _ in set(value) }
  }

  /// Creates a binding with a closure that reads and a closure that writes the binding value with a transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getValue = get
    setValue = set
  }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// Creates a binding with an immutable value: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue, transaction) }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let base = self
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { newValue, transaction in
        var value = base.wrappedValue
        value[keyPath: keyPath] = newValue
        base.setValue(value, transaction)
      })
  }

  /// Specifies a transaction for the binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  /// Specifies an animation to perform when the binding value changes.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }
}

extension Binding {
  /// Creates a binding by projecting the base value to an optional value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { newValue, transaction in
      if let newValue { base.transaction(transaction).wrappedValue = newValue }
    })
  }

  /// Creates a binding by projecting the base value to an unwrapped value; nil when the base is nil.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? initial }, set: { newValue, transaction in
      base.transaction(transaction).wrappedValue = newValue
    })
  }

  /// Creates a binding by projecting the base value to a hashable value.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue, transaction in
      if let value = newValue.base as? V { base.transaction(transaction).wrappedValue = value }
    })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The stable identity of the entity associated with this instance.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}
