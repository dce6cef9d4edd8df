import Foundation

/// How a predicate reads and compares values, as Foundation's comparison predicates do on Apple platforms: numbers
/// (Booleans as 0 and 1) by value, strings by their characters with `[c]`/`[d]` folding, dates by time, objects by
/// equality, nil equal only to nil and ordered against nothing.
enum PredicateValues {
  /// `value` without optional wrapping, with `NSNull` as nil, Foundation strings as `String` and an enum as its raw
  /// value (key-value coding reads an `@objc` enum property as its number).
  static func normalized(_ value: Any?) -> Any? {
    guard let value = value.flatMap(KeyedValues.unwrapped) else { return nil }
    switch value {
    case is NSNull: return nil
    case let text as String: return text
    case let text as Substring: return String(text)
    case let text as NSString: return text as String
    // Only an enum: apps make other types raw-representable for `@AppStorage` (`extension Date: RawRepresentable`).
    case let raw as any RawRepresentable where Mirror(reflecting: value).displayStyle == .enum: return normalized(raw.rawValue)
    default: return value
    }
  }

  /// `value` as a string, when it is one.
  static func string(_ value: Any?) -> String? { normalized(value) as? String }

  /// The elements of `value` when it is a collection (an array, a set, an ordered set), not a string or a dictionary.
  static func elements(_ value: Any?) -> [Any?]? {
    guard let value = normalized(value) else { return nil }
    switch value {
    case let array as NSArray: return array.map { $0 }
    case let set as NSSet: return set.allObjects
    case let ordered as NSOrderedSet: return ordered.array
    default:
      let mirror = Mirror(reflecting: value)
      guard mirror.displayStyle == .collection || mirror.displayStyle == .set else { return nil }
      return mirror.children.map { $0.value }
    }
  }

  /// `value` as a number: an integer exactly when it is one, a Boolean as 0 or 1.
  static func number(_ value: Any?) -> PredicateNumber? {
    switch normalized(value) {
    case let flag as Bool: return .integer(flag ? 1 : 0)
    case let n as any BinaryInteger: return Int64(exactly: n).map(PredicateNumber.integer) ?? .real(Double(n))
    case let n as any BinaryFloatingPoint: return .real(Double(n))
    case let n as Decimal: return .real(NSDecimalNumber(decimal: n).doubleValue)
    case let n as NSNumber: return Int64(exactly: n.doubleValue).map(PredicateNumber.integer) ?? .real(n.doubleValue)
    default: return nil
    }
  }

  /// Whether `a` equals `b`, as `==` compares them.
  static func equal(_ a: Any?, _ b: Any?, options: PredicateStringOptions) -> Bool {
    let left = normalized(a), right = normalized(b)
    switch (left, right) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case let (x as String, y as String): return x.compare(y, options: compareOptions(options)) == .orderedSame
    case let (x as Date, y as Date): return x == y
    default:
      if let x = number(left), let y = number(right) { return x.order(y) == .orderedSame }
      if let x = left as? AnyHashable, let y = right as? AnyHashable { return x == y }
      if let x = left, let y = right, type(of: x) is AnyClass, type(of: y) is AnyClass { return (x as AnyObject) === (y as AnyObject) }
      return false
    }
  }

  /// The order of `a` and `b` for `<`, `>`, `BETWEEN`: nil when they are not both numbers, strings or dates.
  static func order(_ a: Any?, _ b: Any?, options: PredicateStringOptions) -> ComparisonResult? {
    let left = normalized(a), right = normalized(b)
    switch (left, right) {
    case let (x as String, y as String): return x.compare(y, options: compareOptions(options))
    case let (x as Date, y as Date): return x.compare(y)
    default:
      guard let x = number(left), let y = number(right) else { return nil }
      return x.order(y)
    }
  }

  static func compareOptions(_ options: PredicateStringOptions) -> String.CompareOptions {
    var result: String.CompareOptions = []
    if options.contains(.caseInsensitive) { result.insert(.caseInsensitive) }
    if options.contains(.diacriticInsensitive) { result.insert(.diacriticInsensitive) }
    return result
  }

  /// `text` with case and diacritics removed as `options` ask, for `LIKE`.
  static func folded(_ text: String, options: PredicateStringOptions) -> String {
    text.folding(options: compareOptions(options), locale: nil)
  }

  /// Whether `text` matches `pattern`, where `*` matches any run of characters and `?` exactly one (`LIKE`).
  static func matchesWildcards(_ text: String, _ pattern: String) -> Bool {
    let text = Array(text), pattern = Array(pattern)
    var t = 0, p = 0
    var starPattern: Int?, starText = 0
    while t < text.count {
      if p < pattern.count, pattern[p] == "?" || (pattern[p] != "*" && pattern[p] == text[t]) {
        t += 1; p += 1
      } else if p < pattern.count, pattern[p] == "*" {
        starPattern = p; starText = t; p += 1
      } else if let star = starPattern {
        p = star + 1; starText += 1; t = starText
      } else {
        return false
      }
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }
}

/// A number a predicate compares: an integer kept exact, or a real.
enum PredicateNumber {
  case integer(Int64)
  case real(Double)

  var real: Double {
    switch self {
    case .integer(let n): return Double(n)
    case .real(let x): return x
    }
  }

  func order(_ other: PredicateNumber) -> ComparisonResult? {
    if case .integer(let a) = self, case .integer(let b) = other {
      return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    let a = real, b = other.real
    guard !a.isNaN, !b.isNaN else { return nil }
    return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
  }

  var value: Any {
    switch self {
    case .integer(let n): return n
    case .real(let x): return x
    }
  }
}
