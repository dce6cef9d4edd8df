import Foundation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value
  /// The default value for the environment key.
  static var defaultValue: Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Values are immutable snapshots; it is `@unchecked Sendable` because keys may hold
/// any type, as in SwiftUI, and the resolver never shares a mutable one across threads.
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
  private var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] { return value as! K.Value }
      return K.defaultValue
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(storage.count) values set)" }

  /// Whether this environment holds a value for `key` (one set, rather than its default).
  package func holds<K: EnvironmentKey>(_ key: K.Type) -> Bool { storage[ObjectIdentifier(key)] != nil }

  /// The environment in effect while the resolver evaluates a `body` or `makeBody`.
  @TaskLocal package static var current = EnvironmentValues()
}

/// A property wrapper that reads a value from a view's environment.
///
/// Reading happens when the wrapped value is used, in the environment in which the
/// resolver evaluates the enclosing view's `body` or style's `makeBody`. So a style type
/// can declare `@Environment(\.isEnabled)` and it works with no wrapper view.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    /// An `Observable` object set with `.environment(_:)`: `read` is nil when no view above set one.
    case object(read: (EnvironmentValues) -> Value?, requirement: EnvironmentObjectRequirement)
  }
  let source: Source

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { source = .keyPath(keyPath) }

  public var wrappedValue: Value {
    switch source {
    case .keyPath(let keyPath): return EnvironmentValues.current[keyPath: keyPath]
    case .object(let read, let requirement):
      // Resolve checks every view's and style's environment objects before calling its body
      // (EnvironmentObjectCheck), so a missing one fails the cell before this is reached.
      guard let value = read(EnvironmentValues.current) else { fatalError(requirement.message(reader: "a view")) }
      return value
    }
  }
}

/// An interface for a stored variable that updates an external property of a view.
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value; a no-op for static rendering.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
