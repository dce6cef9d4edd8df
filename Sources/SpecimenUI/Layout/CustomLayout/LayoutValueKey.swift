import Foundation

/// A key for a value a view passes to the custom layout that contains it.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a subview that sets none.
  static var defaultValue: Value { get }
}

/// A value stored by `.layoutValue(key:value:)`: the key's identity and the value.
public struct LayoutValueEntry: @unchecked Sendable {
  /// The key type's identity.
  public let key: ObjectIdentifier
  /// The value (of the key's `Value` type).
  public let value: Any
}

nonisolated extension View {
  /// Associates `value` with `key` for the custom layout that contains this view.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    node(.layoutValue(LayoutValueEntry(key: ObjectIdentifier(key), value: value)), type: "layoutValue")
  }
}
