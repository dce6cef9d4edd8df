import Foundation

/// Key paths a predicate reads, as key-value coding reads them on Apple platforms: a key on a collection reads it
/// from every element, `@count` counts, `@sum`/`@avg`/`@min`/`@max` fold the rest of the path over the elements, and
/// a string's `length` is its UTF-16 length.
enum PredicateKeyPaths {
  static func value(at components: ArraySlice<String>, of base: Any?) -> Any? {
    guard let key = components.first else { return base }
    let rest = components.dropFirst()
    guard let base = PredicateValues.normalized(base) else { return nil }
    if key.hasPrefix("@") { return collectionOperator(key, rest, base) }
    if let elements = PredicateValues.elements(base) { return elements.map { value(at: components, of: $0) } }
    if let text = base as? String, key == "length" { return value(at: rest, of: Int64(text.utf16.count)) }
    if let dictionary = base as? [String: Any] { return value(at: rest, of: dictionary[key]) }
    return value(at: rest, of: KeyedValues.value(of: base, forKey: key))
  }

  private static func collectionOperator(_ key: String, _ rest: ArraySlice<String>, _ base: Any) -> Any? {
    guard let elements = PredicateValues.elements(base) else { return nil }
    let name = key.lowercased()
    if name == "@count" { return value(at: rest, of: Int64(elements.count)) }
    let values = elements.map { value(at: rest, of: $0) }
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
