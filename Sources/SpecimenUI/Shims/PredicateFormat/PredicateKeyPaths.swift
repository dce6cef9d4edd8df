import Foundation

/// Key paths a predicate reads, as key-value coding reads them on Apple platforms: a key on a collection reads it
/// from every element, `@count` counts, `@sum`/`@avg`/`@min`/`@max` fold the rest of the path over the elements, and
/// a string's `length` is its UTF-16 length. Two readings on managed objects are passed to `problem`: a key the
/// object has no property for (Core Data raises "keypath … not found in entity"), and a key path that goes on
/// through a to-many relationship (a Core Data fetch raises "to-many key not allowed here" unless `ANY`, `ALL`,
/// `NONE`, `IN` or a collection operator says how to read its many values).
enum PredicateKeyPaths {
  /// A reading of a managed object's key path that Core Data refuses.
  enum Problem {
    /// The object (of the named class) has no property `key`.
    case missing(key: String, object: Any)
    /// `key` is a to-many relationship of the object and the path reads on through its elements.
    case throughToMany(key: String, object: Any)
  }

  static func value(at components: ArraySlice<String>, of base: Any?, problem: (Problem) -> Void) -> Any? {
    guard let key = components.first else { return base }
    let rest = components.dropFirst()
    guard let base = PredicateValues.normalized(base) else { return nil }
    if key.hasPrefix("@") { return collectionOperator(key, rest, base, problem) }
    if let elements = PredicateValues.elements(base) { return elements.map { value(at: components, of: $0, problem: problem) } }
    if let text = base as? String, key == "length" { return value(at: rest, of: Int64(text.utf16.count), problem: problem) }
    if let dictionary = base as? [String: Any] { return value(at: rest, of: dictionary[key], problem: problem) }
    let found = KeyedValues.value(of: base, forKey: key)
    if base is KeyedValueReading {
      if found == nil, !KeyedValues.names(key, in: base) { problem(.missing(key: key, object: base)) }
      if let next = rest.first, !next.hasPrefix("@"), PredicateValues.elements(found) != nil {
        problem(.throughToMany(key: key, object: base))
      }
    }
    return value(at: rest, of: found, problem: problem)
  }

  private static func collectionOperator(_ key: String, _ rest: ArraySlice<String>, _ base: Any,
                                         _ problem: (Problem) -> Void) -> Any? {
    guard let elements = PredicateValues.elements(base) else { return nil }
    let name = key.lowercased()
    if name == "@count" { return value(at: rest, of: Int64(elements.count), problem: problem) }
    let values = elements.map { value(at: rest, of: $0, problem: problem) }
    switch name {
    case "@sum", "@avg":
      let numbers = values.compactMap { PredicateValues.number($0)?.real }
      let sum = numbers.reduce(0, +)
      if name == "@sum" { return sum }
      return numbers.isEmpty ? nil : sum / Double(numbers.count)
    case "@min", "@max":
      let present = values.compactMap { PredicateValues.normalized($0) }
      return present.dropFirst().reduce(present.first) { best, next in
        let order = PredicateValues.order(next, best, options: [])
        return (name == "@min" ? order == .orderedAscending : order == .orderedDescending) ? next : best
      }
    default: return nil
    }
  }
}
