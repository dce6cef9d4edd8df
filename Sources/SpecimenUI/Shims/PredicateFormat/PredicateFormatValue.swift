import Foundation

/// The value kinds a predicate format compares, read from whatever a key path or an argument holds.
enum PredicateFormatValue {
  /// `value` without optional wrapping; nil for an optional holding nothing or for `NSNull`.
  static func unwrapped(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional { return unwrapped(mirror.children.first?.value) }
    return value is NSNull ? nil : value
  }

  static func string(_ value: Any?) -> String? {
    switch value {
    case let text as String: return text
    case let text as Substring: return String(text)
    case let text as NSString: return text as String
    default: return nil
    }
  }

  /// `value` as a number: integers, floating point, decimals, `NSNumber`s, and Booleans as 0 and 1.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let flag as Bool: return flag ? 1 : 0
    case let n as any BinaryInteger: return Double(n)
    case let n as any BinaryFloatingPoint: return Double(n)
    case let n as Decimal: return NSDecimalNumber(decimal: n).doubleValue
    case let n as NSNumber: return n.doubleValue
    default: return nil
    }
  }

  static func isOrdered(_ value: Any?) -> Bool {
    number(value) != nil || value is Date || string(value) != nil
  }

  /// The elements of an array, set or other collection (an `NSArray`, an `NSSet`); nil for anything else.
  static func elements(of value: Any?) -> [Any?]? {
    switch value {
    case let array as NSArray: return array.map { unwrapped($0) }
    case let set as NSSet: return set.map { unwrapped($0) }
    case nil, is String, is NSString: return nil
    default:
      let mirror = Mirror(reflecting: value!)
      guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
      return mirror.children.map { unwrapped($0.value) }
    }
  }

  /// Whether two values are equal as a predicate compares them: nil only to nil, numbers by value, UUIDs also to
  /// their strings, objects by identity or `isEqual`, other hashable values by equality.
  static func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case let (a as UUID, b as UUID): return a == b
    case let (a as UUID, b): return string(b) == a.uuidString
    case let (a, b as UUID): return string(a) == b.uuidString
    case let (a as Date, b as Date): return a == b
    default: break
    }
    if let a = number(lhs), let b = number(rhs) { return a == b }
    if let a = lhs as? NSObject, let b = rhs as? NSObject { return a === b || a.isEqual(b) }
    if Mirror(reflecting: lhs!).displayStyle == .class, Mirror(reflecting: rhs!).displayStyle == .class {
      return (lhs! as AnyObject) === (rhs! as AnyObject)
    }
    if let a = lhs as? AnyHashable, let b = rhs as? AnyHashable { return a == b }
    return false
  }

  /// The regular expression a `LIKE` pattern stands for (`*` any run of characters, `?` one character).
  static func regex(like pattern: String) -> String {
    pattern.map { $0 == "*" ? ".*" : $0 == "?" ? "." : NSRegularExpression.escapedPattern(for: String($0)) }.joined()
  }

  /// Whether `pattern` matches the whole of `text`.
  static func matches(_ text: String, pattern: String) -> Bool {
    guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: [.dotMatchesLineSeparators]) else {
      return false
    }
    return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
  }
}
