import Foundation

/// The bound on a preference value that a key's `reduce` keeps growing (`PreferenceGrowth.maxElements`).
///
/// A `reduce` that appends the accumulated value to itself (`value += value + nextValue()`) doubles it at every
/// sibling: sixty views would need 2⁶⁰ elements, so the render would run out of memory or never end. Once a combined
/// value holds more than `maxElements` elements (a collection's count, a string's UTF-8 bytes), the values of the
/// remaining views are not combined into it, and a warning names the key and the fix.
package enum PreferenceGrowth {
  /// The most elements a combined preference value may hold before the rest of the values are left out.
  package static let maxElements = 1_000_000

  /// The number of elements `value` holds, when it is a collection or string; nil for any other value.
  package static func elementCount(_ value: Any) -> Int? {
    if let text = value as? String { return text.utf8.count }
    if let collection = value as? any Collection { return collection.count }
    return nil
  }

  /// Reports that `key`'s combined value grew past the bound, with its element count.
  package static func report(_ key: AnyPreferenceKey, count: Int) {
    ResolveIssues.report(ResolveIssue(.invalidNumber, "PreferenceKey \(key.name).reduce grew the combined value to \(count) elements, "
      + "more than \(maxElements) (PreferenceGrowth.maxElements); the values of the remaining views are not combined. "
      + "Combine into a value that does not grow with itself (keep the last, the largest or the sum, or append only nextValue())"))
  }
}
