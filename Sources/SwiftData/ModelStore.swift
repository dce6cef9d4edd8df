import Foundation

/// The objects of one container: those inserted, in order, and the models they refer to.
///
/// SwiftData inserts the models an inserted model refers to (its relationships) along with it, and
/// any it comes to refer to later. So `objects` walks the models' stored relationships (which
/// `@Model` lists as `_specimenRelatedModels`) each time it is asked.
final class ModelStore: @unchecked Sendable {
  private let lock = NSLock()
  /// The inserted models in insertion order; a removed model leaves a hole (nil) until the holes are
  /// more than half of the list, so removing is constant time (100 000 deletions searched the whole
  /// list each: quadratic, minutes).
  private var inserted: [(any PersistentModel)?] = []
  /// Where each inserted model is in `inserted`.
  private var slots: [ObjectIdentifier: Int] = [:]
  private var holes = 0

  /// Adds `model` (once).
  func insert(_ model: any PersistentModel) {
    lock.withLock {
      let id = ObjectIdentifier(model)
      guard slots[id] == nil else { return }
      slots[id] = inserted.count
      inserted.append(model)
    }
  }

  /// Removes `model` if it was inserted.
  func remove(_ model: any PersistentModel) {
    lock.withLock {
      guard let slot = slots.removeValue(forKey: ObjectIdentifier(model)) else { return }
      inserted[slot] = nil
      holes += 1
      if holes > 64 && holes * 2 > inserted.count { compact() }
    }
  }

  /// Closes the holes, keeping the order (called with the lock held).
  private func compact() {
    inserted = inserted.filter { $0 != nil }
    holes = 0
    for (index, model) in inserted.enumerated() {
      if let model { slots[ObjectIdentifier(model)] = index }
    }
  }

  /// Removes every object.
  func removeAll() {
    lock.withLock {
      inserted.removeAll()
      slots.removeAll()
      holes = 0
    }
  }

  /// The inserted models and, after them, the models they refer to that were not inserted
  /// themselves (breadth first, so the order is the same every time), leaving out deleted ones.
  func objects() -> [any PersistentModel] {
    let roots = lock.withLock { inserted.compactMap { $0 } }
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
