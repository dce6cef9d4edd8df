import Foundation

// How a parsed predicate format string judges an object, as Core Data's in-memory evaluation does: key paths are read
// by name (`KeyedValues`), numbers and Booleans compare by value, strings with the comparison's `[c]`/`[d]` options,
// objects by identity or `isEqual`, and a missing value (nil) equals only nil and orders against nothing.

extension PredicateFormatNode {
  func evaluate(with object: Any?) -> Bool {
    switch self {
    case .constant(let value): return value
    case .not(let node): return !node.evaluate(with: object)
    case .and(let lhs, let rhs): return lhs.evaluate(with: object) && rhs.evaluate(with: object)
    case .or(let lhs, let rhs): return lhs.evaluate(with: object) || rhs.evaluate(with: object)
    case .comparison(let comparison): return comparison.evaluate(with: object)
    }
  }
}

extension PredicateFormatExpression {
  /// The expression's value for `object`.
  func value(for object: Any?) -> Any? {
    switch self {
    case .value(let value): return value
    case .aggregate(let elements): return elements.map { $0.value(for: object) as Any }
    case .keyPath(let path):
      guard let object else { return nil }
      if path.uppercased() == "SELF" { return object }
      let key = path.hasPrefix("SELF.") ? String(path.dropFirst(5)) : path
      return key.split(separator: ".").reduce(object) { value, part in Self.value(of: value, forKey: String(part)) }
    }
  }

  /// The value named `key` of `value`; of each element when `value` is a collection (a to-many relationship), as a
  /// key path through a to-many relationship gives the collection of the related objects' values.
  private static func value(of value: Any?, forKey key: String) -> Any? {
    guard let value = PredicateFormatValue.unwrapped(value) else { return nil }
    if let elements = PredicateFormatValue.elements(of: value) {
      return elements.flatMap { element -> [Any?] in
        let inner = Self.value(of: element, forKey: key)
        return PredicateFormatValue.elements(of: inner) ?? [inner]
      }
    }
    return KeyedValues.value(of: value, forKey: key)
  }
}

extension PredicateFormatComparison {
  func evaluate(with object: Any?) -> Bool {
    let lhs = PredicateFormatValue.unwrapped(left.value(for: object))
    let rhs = PredicateFormatValue.unwrapped(right.value(for: object))
    guard let quantifier else { return holds(lhs, rhs) }
    let elements = PredicateFormatValue.elements(of: lhs) ?? []
    switch quantifier {
    case .anyElement: return elements.contains { holds($0, rhs) }
    case .allElements: return elements.allSatisfy { holds($0, rhs) }
    case .noElement: return !elements.contains { holds($0, rhs) }
    }
  }

  private func holds(_ lhs: Any?, _ rhs: Any?) -> Bool {
    switch op {
    case .equal: return equal(lhs, rhs)
    case .notEqual: return !equal(lhs, rhs)
    case .less: return order(lhs, rhs) == .orderedAscending
    case .lessOrEqual: return order(lhs, rhs).map { $0 != .orderedDescending } ?? false
    case .greater: return order(lhs, rhs) == .orderedDescending
    case .greaterOrEqual: return order(lhs, rhs).map { $0 != .orderedAscending } ?? false
    case .contains:
      if let text = string(lhs), let part = string(rhs) { return text.contains(part) }
      return PredicateFormatValue.elements(of: lhs)?.contains { equal($0, rhs) } ?? false
    case .beginsWith: return strings(lhs, rhs).map { $0.hasPrefix($1) } ?? false
    case .endsWith: return strings(lhs, rhs).map { $0.hasSuffix($1) } ?? false
    case .like: return strings(lhs, rhs).map { PredicateFormatValue.matches($0, pattern: PredicateFormatValue.regex(like: $1)) } ?? false
    case .matches: return strings(lhs, rhs).map { PredicateFormatValue.matches($0, pattern: $1) } ?? false
    case .isIn:
      if let list = PredicateFormatValue.elements(of: rhs) { return list.contains { equal(lhs, $0) } }
      if let part = string(lhs), let text = string(rhs) { return text.contains(part) }
      return false
    case .between:
      guard let bounds = PredicateFormatValue.elements(of: rhs), bounds.count == 2,
            let low = order(lhs, bounds[0]), let high = order(lhs, bounds[1]) else { return false }
      return low != .orderedAscending && high != .orderedDescending
    }
  }

  /// `value` as a string folded by the comparison's options; nil when it is not a string.
  private func string(_ value: Any?) -> String? {
    guard let text = PredicateFormatValue.string(value) else { return nil }
    var options: String.CompareOptions = []
    if caseInsensitive { options.insert(.caseInsensitive) }
    if diacriticInsensitive { options.insert(.diacriticInsensitive) }
    return options.isEmpty ? text : text.folding(options: options, locale: nil)
  }

  private func strings(_ lhs: Any?, _ rhs: Any?) -> (String, String)? {
    guard let text = string(lhs), let other = string(rhs) else { return nil }
    return (text, other)
  }

  private func equal(_ lhs: Any?, _ rhs: Any?) -> Bool {
    if let text = string(lhs), let other = string(rhs) { return text == other }
    return PredicateFormatValue.equal(lhs, rhs)
  }

  /// The order of two values that can be ordered (numbers, strings, dates); nil for nil or for other values.
  private func order(_ lhs: Any?, _ rhs: Any?) -> ComparisonResult? {
    if let text = string(lhs), let other = string(rhs) { return text < other ? .orderedAscending : text > other ? .orderedDescending : .orderedSame }
    guard PredicateFormatValue.isOrdered(lhs), PredicateFormatValue.isOrdered(rhs) else { return nil }
    return KeyedValues.compare(lhs, rhs)
  }
}
