import Foundation

/// Key paths a predicate reads, as key-value coding reads them on Apple platforms: a key on a collection reads it
/// from every element, `@count` counts, `@sum`/`@avg`/`@min`/`@max` fold the rest of the path over the elements, and
/// a string's `length` is its UTF-16 length. A key a managed object has no property for is passed to `missing`
/// (Core Data raises "keypath … not found in entity").
enum PredicateKeyPaths {
  static func value(at components: ArraySlice<String>, of base: Any?, missing: (String, Any) -> Void) -> Any? {
    guard let key = components.first else { return base }
    let rest = components.dropFirst()
    guard let base = PredicateValues.normalized(base) else { return nil }
    if key.hasPrefix("@") { return collectionOperator(key, rest, base, missing) }
    if let elements = PredicateValues.elements(base) { return elements.map { value(at: components, of: $0, missing: missing) } }
    if let text = base as? String, key == "length" { return value(at: rest, of: Int64(text.utf16.count), missing: missing) }
    if let dictionary = base as? [String: Any] { return value(at: rest, of: dictionary[key], missing: missing) }
    let found = KeyedValues.value(of: base, forKey: key)
    if found == nil, base is KeyedValueReading, !KeyedValues.names(key, in: base) { missing(key, base) }
    return value(at: rest, of: found, missing: missing)
  }

  private static func collectionOperator(_ key: String, _ rest: ArraySlice<String>, _ base: Any,
                                         _ missing: (String, Any) -> Void) -> Any? {
    guard let elements = PredicateValues.elements(base) else { return nil }
    let name = key.lowercased()
    if name == "@count" { return value(at: rest, of: Int64(elements.count), missing: missing) }
    let values = elements.map { value(at: rest, of: $0, missing: missing) }
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
