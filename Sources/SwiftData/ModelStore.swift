import Foundation

/// The objects of one container: those inserted, in order, and the models they refer to.
///
/// SwiftData inserts the models an inserted model refers to (its relationships) along with it, and
/// any it comes to refer to later. So `objects` walks the models' stored relationships (which
/// `@Model` lists as `_specimenRelatedModels`) each time it is asked.
final class ModelStore: @unchecked Sendable {
  private let lock = NSLock()
  private var inserted: [any PersistentModel] = []
  private var members = Set<ObjectIdentifier>()

  /// Adds `model` (once).
  func insert(_ model: any PersistentModel) {
    lock.withLock {
      if members.insert(ObjectIdentifier(model)).inserted { inserted.append(model) }
    }
  }

  /// Removes `model` if it was inserted.
  func remove(_ model: any PersistentModel) {
    lock.withLock {
      guard members.remove(ObjectIdentifier(model)) != nil else { return }
      inserted.removeAll { $0 === model }
    }
  }

  /// Removes every object.
  func removeAll() {
    lock.withLock {
      inserted.removeAll()
      members.removeAll()
    }
  }

  /// The inserted models and, after them, the models they refer to that were not inserted
  /// themselves (breadth first, so the order is the same every time), leaving out deleted ones.
  func objects() -> [any PersistentModel] {
    let roots = lock.withLock { inserted }
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
