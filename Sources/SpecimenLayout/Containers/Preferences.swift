import Foundation
import SpecimenUI

extension PlacedNode {
  /// The value of `key` that this placed subtree produces: the values its views set, combined
  /// in tree order with the key's `reduce`; the key's default value when no view sets one.
  ///
  /// `.preference` and `.anchorPreference` replace their subtree's value (anchors are taken
  /// from the node's placed frame); `.transformPreference` and `.transformAnchorPreference`
  /// change it, starting from the default value when no descendant sets one.
  public func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    (collectPreference(AnyPreferenceKey(key)) as? K.Value) ?? K.defaultValue
  }

  /// The erased value of `key` in this subtree, or nil when no view sets one.
  func collectPreference(_ key: AnyPreferenceKey) -> Any? {
    if case .preference(let operation) = node.kind, operation.key.id == key.id {
      switch operation.action {
      case .set(let make):
        return make(frame)
      case .transform(let change):
        var value = combinedChildPreference(key) ?? key.defaultValue()
        change(&value, frame)
        return value
      case .observe:
        break
      }
    }
    return combinedChildPreference(key)
  }

  /// The children's values of `key` combined in order, or nil when none sets one. A combined value that grew past
  /// `PreferenceGrowth.maxElements` takes no more values (a `reduce` that doubles it would never finish).
  func combinedChildPreference(_ key: AnyPreferenceKey) -> Any? {
    var result: Any?
    for child in children {
      guard let value = child.collectPreference(key) else { continue }
      guard result != nil else {
        result = value
        continue
      }
      if let count = PreferenceGrowth.elementCount(result!), count > PreferenceGrowth.maxElements {
        PreferenceGrowth.report(key, count: count)
        break
      }
      key.reduce(&result!, value)
    }
    return result
  }
}
