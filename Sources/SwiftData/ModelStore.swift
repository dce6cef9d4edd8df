import Foundation

/// The objects of one container: those inserted, in order, and the models they refer to.
///
/// SwiftData inserts the models an inserted model refers to (its relationships) along with it, and
/// any it comes to refer to later. So `objects` walks the models' stored relationships (which
/// `@Model` lists as `_specimenRelatedModels`) each time it is asked.
final class ModelStore: @unchecked Sendable {
  /// The inserted models in insertion order.
  private let inserted = InsertionOrderedObjects<any PersistentModel>()

  /// Adds `model` (once).
  func insert(_ model: any PersistentModel) { inserted.insert(model) }

  /// Removes `model` if it was inserted.
  func remove(_ model: any PersistentModel) { inserted.remove(model) }

  /// Removes every object.
  func removeAll() { inserted.removeAll() }

  /// The inserted models and, after them, the models they refer to that were not inserted
  /// themselves (breadth first, so the order is the same every time), leaving out deleted ones.
  func objects() -> [any PersistentModel] {
    let roots = inserted.elements
    var seen = Set(roots.map { ObjectIdentifier($0) })
    var all = roots
    var index = 0
    while index < all.count {
      let model = all[index]
      index += 1
      for related in model._specimenRelatedModels where seen.insert(ObjectIdentifier(related)).inserted {
        all.append(related)
      }
    }
    return all.filter { !$0._specimenModelState.isDeleted }
  }
}
