import Foundation

/// Reading what `.preference(key:value:)` sets in a subtree that is already resolved.
///
/// A container that draws chrome from its content's settings (a navigation stack's title and bar, a
/// tab view's tab bar) resolves the content first and reads the values here, before layout, so the
/// chrome is part of the resolved tree like any other view.
extension ResolvedNode {
  /// Every value `.preference(key:…)` sets for `key` in this subtree, outermost first, skipping `nil`
  /// (a bar modifier that names other bars sets nothing for this one) and not looking inside nodes whose
  /// type is in `boundaries` (a nested container that keeps its content's settings for its own chrome).
  package func preferenceValues<K: PreferenceKey>(_ key: K.Type, stoppingAt boundaries: Set<String>) -> [K.Value] {
    var found: [K.Value] = []
    let id = ObjectIdentifier(key)
    func walk(_ node: ResolvedNode) {
      if boundaries.contains(node.type) { return }
      if case .preference(let operation) = node.kind, operation.key.id == id, case .set(let make) = operation.action,
         let value = make(.zero) as? K.Value, !((value as? any NoneCheckable)?.isNone ?? false) {
        found.append(value)
      }
      node.children.forEach(walk)
    }
    walk(self)
    return found
  }

  /// The outermost value `.preference(key:…)` sets for `key` in this subtree (see `preferenceValues`).
  package func firstPreferenceValue<K: PreferenceKey>(_ key: K.Type, stoppingAt boundaries: Set<String>) -> K.Value? {
    preferenceValues(key, stoppingAt: boundaries).first
  }
}

/// An optional that can say whether it holds nothing, whatever it wraps.
private protocol NoneCheckable {
  var isNone: Bool { get }
}

extension Optional: NoneCheckable {
  fileprivate var isNone: Bool {
    if case .none = self { return true }
    return false
  }
}
