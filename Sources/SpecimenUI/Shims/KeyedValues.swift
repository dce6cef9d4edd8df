import Foundation

/// An object that answers `value(forKey:)` itself (a managed object, whose values set by name are kept beside its
/// stored properties).
package protocol KeyedValueReading: AnyObject {
  func value(forKey key: String) -> Any?
}

/// Values read by property name, as key-value coding reads them on Apple platforms, which Linux lacks: a stored
/// property's value found by reflection, and an order for the values sort descriptors compare.
package enum KeyedValues {
  /// The value of the stored property `key` of `object` (its superclasses' too); a dotted key follows each part.
  package static func value(of object: Any, forKey key: String) -> Any? {
    var current: Any? = object
    for part in key.split(separator: ".", omittingEmptySubsequences: false) {
      guard let value = current.flatMap(unwrapped) else { return nil }
      current = property(String(part), of: value)
    }
    return current.flatMap(unwrapped)
  }

  /// Whether `key` names a property at each step of its path from `object` that has a value (a dotted key through a
  /// nil value names nothing more to check): the stored properties and the values set by name.
  package static func names(_ key: String, in object: Any) -> Bool {
    var current: Any? = object
    for part in key.split(separator: ".", omittingEmptySubsequences: false) {
      guard let value = current.flatMap(unwrapped) else { return true }
      guard let next = (value as? KeyedValueReading)?.value(forKey: String(part)) ?? stored(String(part), in: Mirror(reflecting: value)) else {
        return false
      }
      current = next
    }
    return true
  }

  /// Fails the cell when `key` names no property of the managed object `object` (a value reading its own values by
  /// name), as a Core Data fetch sorted by it stops an iOS app; other values are left to compare as equal.
  package static func checkSortKey(_ key: String, of object: Any) {
    guard object is KeyedValueReading, !names(key, in: object) else { return }
    let shown = TextLength.quoted(key, length: 80)
    ResolveIssues.report(ResolveIssue(.trap, "NSSortDescriptor(key: \"\(shown)\", ascending: _) names no property of \(type(of: object)); "
      + "Core Data raises \"keypath \(shown) not found in entity\" when it fetches, which stops the app. Sort by one of the "
      + "entity's attributes, or a dotted path of them through its relationships"))
  }

  /// The value of the stored property `name` of `value`, asking an object that reads its own values first.
  private static func property(_ name: String, of value: Any) -> Any? {
    if let reading = value as? KeyedValueReading { return reading.value(forKey: name) }
    return stored(name, in: Mirror(reflecting: value))
  }

  /// The stored property `name` in `mirror` or its superclasses' mirrors (a property wrapper's `_name` too).
  package static func stored(_ name: String, in mirror: Mirror) -> Any? {
    var mirror: Mirror? = mirror
    while let current = mirror {
      for child in current.children where child.label == name || child.label == "_" + name {
        return child.value
      }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// `value` with any optional wrapping removed; nil for an optional holding nothing.
  package static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  /// The order of two values as a sort descriptor compares them: nil first, numbers by value, strings by their
  /// characters, dates by time, Booleans false first; values of other types keep their order (same).
  package static func compare(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult {
    let left = lhs.flatMap(unwrapped), right = rhs.flatMap(unwrapped)
    switch (left, right) {
    case (nil, nil): return .orderedSame
    case (nil, _): return .orderedAscending
    case (_, nil): return .orderedDescending
    case let (a as String, b as String): return order(a, b)
    case let (a as Date, b as Date): return order(a, b)
    case let (a as Bool, b as Bool): return order(a ? 1 : 0, b ? 1 : 0)
    case let (a as UUID, b as UUID): return order(a.uuidString, b.uuidString)
    default:
      if let a = number(left), let b = number(right) { return order(a, b) }
      return .orderedSame
    }
  }

  private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
    a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }

  /// `value` as a Double when it is a number.
  private static func number(_ value: Any?) -> Double? {
    switch value {
    case let n as any BinaryInteger: return Double(n)
    case let n as any BinaryFloatingPoint: return Double(n)
    case let n as Decimal: return NSDecimalNumber(decimal: n).doubleValue
    case let n as NSNumber: return n.doubleValue
    default: return nil
    }
  }
}
