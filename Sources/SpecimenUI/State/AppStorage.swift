import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on a change in value in that user default.
///
/// A render must not depend on the machine it runs on, so a storage property starts from its
/// default value, not from the standard user defaults; only a `store:` passed explicitly (a
/// suite the code itself fills, e.g. for a preview) is read when it holds a value of the right
/// type under the key. Writes through the property or `$binding` go to the render's own copy
/// (as `@State`'s do) and are never written back to user defaults, so cells cannot leak state.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let box: StateBox<Value>

  init(key: String, defaultValue: Value, store: UserDefaults?, read: (Any) -> Value?) {
    let stored = store?.object(forKey: key).flatMap(read)
    box = StateBox(stored ?? defaultValue, wrapper: "@AppStorage")
  }

  /// The underlying value referenced by the storage property.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the storage value.
  public var projectedValue: Binding<Value> {
    box.binding
  }
}

extension AppStorage {
  /// Creates a property that can read and write to a boolean user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? Bool }
  }
  /// Creates a property that can read and write to an integer user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? Int }
  }
  /// Creates a property that can read and write to a double user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? Double }
  }
  /// Creates a property that can read and write to a string user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? String }
  }
  /// Creates a property that can read and write to a URL user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: wrappedValue, store: store) { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) }
  }
  /// Creates a property that can read and write to a user default as data.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? Data }
  }
  /// Creates a property that can read and write to a date user default.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, defaultValue: wrappedValue, store: store) { $0 as? Date }
  }
  /// Creates a property that can read and write to an integer user default, transforming that to a `RawRepresentable` data type.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: wrappedValue, store: store) { ($0 as? Int).flatMap(Value.init(rawValue:)) }
  }
  /// Creates a property that can read and write to a string user default, transforming that to a `RawRepresentable` data type.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: wrappedValue, store: store) { ($0 as? String).flatMap(Value.init(rawValue:)) }
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Creates a property that can read and write an optional boolean user default (nil until set).
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store) { $0 as? Bool }
  }
  /// Creates a property that can read and write an optional integer user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store) { $0 as? Int }
  }
  /// Creates a property that can read and write an optional double user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store) { $0 as? Double }
  }
  /// Creates a property that can read and write an optional string user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store) { $0 as? String }
  }
  /// Creates a property that can read and write an optional URL user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store) { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) }
  }
  /// Creates a property that can read and write an optional data user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store) { $0 as? Data }
  }
  /// Creates a property that can read and write an optional date user default.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil, store: store) { $0 as? Date }
  }
  /// Creates a property that can read and write an optional string user default, transforming it to `RawRepresentable`.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, store: store) { ($0 as? String).flatMap(R.init(rawValue:)) }
  }
  /// Creates a property that can read and write an optional integer user default, transforming it to `RawRepresentable`.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, store: store) { ($0 as? Int).flatMap(R.init(rawValue:)) }
  }
}

/// A property wrapper type that reads and writes to persisted, per-scene storage; a render starts from its default value.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// The underlying value referenced by the scene storage property.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the scene storage value.
  public var projectedValue: Binding<Value> {
    box.binding
  }

  init(defaultValue: Value) { box = StateBox(defaultValue, wrapper: "@SceneStorage") }
}

extension SceneStorage {
  /// Creates a property that can save and restore a boolean.
  public init(wrappedValue: Value, _ key: String) where Value == Bool { self.init(defaultValue: wrappedValue) }
  /// Creates a property that can save and restore an integer.
  public init(wrappedValue: Value, _ key: String) where Value == Int { self.init(defaultValue: wrappedValue) }
  /// Creates a property that can save and restore a double.
  public init(wrappedValue: Value, _ key: String) where Value == Double { self.init(defaultValue: wrappedValue) }
  /// Creates a property that can save and restore a string.
  public init(wrappedValue: Value, _ key: String) where Value == String { self.init(defaultValue: wrappedValue) }
  /// Creates a property that can save and restore a URL.
  public init(wrappedValue: Value, _ key: String) where Value == URL { self.init(defaultValue: wrappedValue) }
  /// Creates a property that can save and restore data.
  public init(wrappedValue: Value, _ key: String) where Value == Data { self.init(defaultValue: wrappedValue) }
  /// Creates a property that can save and restore an integer, transforming it to a `RawRepresentable` data type.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(defaultValue: wrappedValue)
  }
  /// Creates a property that can save and restore a string, transforming it to a `RawRepresentable` data type.
  public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(defaultValue: wrappedValue)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Creates a property that can save and restore an optional string (nil until set).
  public init(_ key: String) where Value == String? { self.init(defaultValue: nil) }
  /// Creates a property that can save and restore an optional integer.
  public init(_ key: String) where Value == Int? { self.init(defaultValue: nil) }
  /// Creates a property that can save and restore an optional boolean.
  public init(_ key: String) where Value == Bool? { self.init(defaultValue: nil) }
  /// Creates a property that can save and restore an optional double.
  public init(_ key: String) where Value == Double? { self.init(defaultValue: nil) }
  /// Creates a property that can save and restore an optional URL.
  public init(_ key: String) where Value == URL? { self.init(defaultValue: nil) }
}
