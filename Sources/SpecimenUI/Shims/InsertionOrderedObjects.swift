import Foundation

/// Objects in the order they were inserted, each once, behind a lock: the in-memory store of SwiftData's containers
/// and Core Data's coordinators (cells render in parallel). A removed object leaves a hole (nil) until the holes are
/// more than half of the list, so removing is constant time (100 000 deletions that searched the whole list each were
/// quadratic: minutes). `Element` is a class or a class-bound existential; objects are told apart by identity.
package final class InsertionOrderedObjects<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private var inserted: [Element?] = []
  /// Where each inserted object is in `inserted`.
  private var slots: [ObjectIdentifier: Int] = [:]
  private var holes = 0
  /// How many insertions added an object, ever (removals do not lower it).
  private var insertions = 0

  package init() {}

  private func identity(_ element: Element) -> ObjectIdentifier { ObjectIdentifier(element as AnyObject) }

  /// Adds `element` unless it is held, and returns the serial of this insertion (1 for the first ever), or nil when it
  /// was held already.
  @discardableResult
  package func insert(_ element: Element) -> Int? {
    lock.withLock {
      let id = identity(element)
      guard slots[id] == nil else { return nil }
      slots[id] = inserted.count
      inserted.append(element)
      insertions += 1
      return insertions
    }
  }

  /// Removes `element` if it is held.
  package func remove(_ element: Element) {
    lock.withLock {
      guard let slot = slots.removeValue(forKey: identity(element)) else { return }
      inserted[slot] = nil
      holes += 1
      if holes > 64 && holes * 2 > inserted.count { compact() }
    }
  }

  /// Closes the holes, keeping the order (called with the lock held).
  private func compact() {
    inserted = inserted.filter { $0 != nil }
    holes = 0
    for (index, element) in inserted.enumerated() {
      if let element { slots[identity(element)] = index }
    }
  }

  /// Whether `element` is held.
  package func contains(_ element: Element) -> Bool {
    lock.withLock { slots[identity(element)] != nil }
  }

  /// The held objects in insertion order.
  package var elements: [Element] {
    lock.withLock { inserted.compactMap { $0 } }
  }

  /// Removes every object.
  package func removeAll() {
    lock.withLock {
      inserted.removeAll()
      slots.removeAll()
      holes = 0
    }
  }
}
