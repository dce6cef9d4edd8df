import Foundation

/// The bound on a preference value that a key's `reduce` keeps growing (`PreferenceGrowth.maxElements`).
///
/// A `reduce` that appends the accumulated value to itself (`value += value + nextValue()`) doubles it at every
/// sibling: sixty views would need 2⁶⁰ elements, so the render would run out of memory or never end. Once a combined
/// value holds more than `maxElements` elements (a collection's count, a string's UTF-8 bytes, added up over the
/// fields of a structure, tuple, optional or enum payload that holds them), the values of the remaining views are not
/// combined into it, and a warning names the key and the fix.
package enum PreferenceGrowth {
  /// The most elements a combined preference value may hold before the rest of the values are left out.
  package static let maxElements = 1_000_000

  /// How many levels of structures, tuples, optionals and enum payloads are looked into for collections.
  static let maxDepth = 4

  /// How many elements of a collection are looked into for collections of their own (its count always counts).
  static let elementsLookedInto = 8

  /// The number of elements `value` holds: a string's UTF-8 bytes, a collection's count, or their sum over the stored
  /// values of a structure, tuple, optional or enum payload (`maxDepth` levels down; objects are not looked into, as
  /// their graphs can be shared and large); nil when it holds no collection.
  package static func elementCount(_ value: Any) -> Int? { count(value, depth: 0) }

  private static func count(_ value: Any, depth: Int) -> Int? {
    if let text = value as? String { return text.utf8.count }
    if let collection = value as? any Collection { return collectionCount(collection, depth: depth) }
    guard depth < maxDepth else { return nil }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?, .tuple?, .optional?, .enum?: break
    default: return nil
    }
    var total: Int?
    for child in mirror.children {
      if let inner = count(child.value, depth: depth + 1) { total = (total ?? 0).addingReportingOverflow(inner).partialValue }
    }
    return total
  }

  /// A collection's count, plus what its first few elements hold when it has only a few.
  private static func collectionCount<C: Collection>(_ collection: C, depth: Int) -> Int {
    let total = collection.count
    guard depth < maxDepth, total <= elementsLookedInto else { return total }
    return collection.reduce(total) { sum, element in sum + (count(element, depth: depth + 1) ?? 0) }
  }

  /// Reports that `key`'s combined value grew past the bound, with its element count.
  package static func report(_ key: AnyPreferenceKey, count: Int) {
    ResolveIssues.report(ResolveIssue(.invalidNumber, "PreferenceKey \(key.name).reduce grew the combined value to \(count) elements, "
      + "more than \(maxElements) (PreferenceGrowth.maxElements); the values of the remaining views are not combined. "
      + "Combine into a value that does not grow with itself (keep the last, the largest or the sum, or append only nextValue())"))
  }
}
