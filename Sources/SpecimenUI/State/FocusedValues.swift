import Foundation
import Observation

/// A key for a value that the focused view (or the focused scene) publishes to the rest of the app.
public protocol FocusedValueKey {
  /// The value's type.
  associatedtype Value
}

/// The values published by the view that has focus.
///
/// A render has no focused view, so every value is `nil` unless a cell writes one here; the
/// `focusedValue` modifiers compile and draw their content unchanged.
public struct FocusedValues: @unchecked Sendable {
  private var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  /// The value for `key`, or `nil` when no focused view publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A property wrapper that reads a value the focused view publishes; `nil` in a render.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  /// Reads the value at `keyPath` of the focused view's values.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

  /// The value, or `nil` when no focused view publishes it (always, in a render).
  public var wrappedValue: Value? { nil }
}

extension FocusedValue where Value: AnyObject & Observable {
  /// Reads the focused view's `Observable` object of this type.
  public init(_ objectType: Value.Type) {}
}

/// A property wrapper that reads a binding the focused view publishes; `nil` in a render.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  /// Reads the binding at `keyPath` of the focused view's values.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

  /// The bound value, or `nil` when no focused view publishes the binding.
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }

  /// A binding to the optional value.
  public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// A property wrapper that reads the `ObservableObject` the focused view publishes; `nil` in a render.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Reads the focused view's object of this type.
  public init() {}

  /// The object, or `nil` when no focused view publishes one.
  public var wrappedValue: ObjectType? { nil }
}

nonisolated extension View {
  /// Publishes `value` at `keyPath` while this view has focus; draws the view unchanged.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { inert() }
  /// Publishes `value`, or removes it when `nil`, while this view has focus; draws the view unchanged.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { inert() }
  /// Publishes an `Observable` object while this view has focus; draws the view unchanged.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { inert() }
  /// Publishes `value` while this view's scene is focused; draws the view unchanged.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { inert() }
  /// Publishes `value`, or removes it, while this view's scene is focused; draws the view unchanged.
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { inert() }
  /// Publishes an `Observable` object while this view's scene is focused; draws the view unchanged.
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { inert() }
  /// Publishes an `ObservableObject` while this view has focus; draws the view unchanged.
  public func focusedObject<T: ObservableObject>(_ object: T) -> some View { inert() }
  /// Publishes an `ObservableObject`, or removes it, while this view has focus; draws the view unchanged.
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { inert() }
  /// Publishes an `ObservableObject` while this view's scene is focused; draws the view unchanged.
  public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View { inert() }
  /// Publishes an `ObservableObject`, or removes it, while this view's scene is focused; draws the view unchanged.
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { inert() }
}
