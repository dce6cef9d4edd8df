import Foundation

/// The managed objects of one persistent store coordinator, in insertion order, shared by every context on it.
final class ObjectStore: @unchecked Sendable {
  private let lock = NSLock()
  /// The inserted objects in insertion order; a removed object leaves a hole (nil) until the holes are more than
  /// half of the list, so removing is constant time.
  private var inserted: [NSManagedObject?] = []
  /// Where each inserted object is in `inserted`.
  private var slots: [ObjectIdentifier: Int] = [:]
  private var holes = 0
  /// The number the next inserted object's ID gets (IDs name the entity and this number, as Core Data's
  /// `x-coredata://…/Item/p1` URIs do).
  private var nextNumber = 1

  /// Adds `object` (once) and returns a number for its ID, one more than the last (a restored object keeps the ID
  /// it has and ignores it).
  @discardableResult
  func insert(_ object: NSManagedObject) -> Int {
    lock.withLock {
      let id = ObjectIdentifier(object)
      if slots[id] == nil {
        slots[id] = inserted.count
        inserted.append(object)
      }
      defer { nextNumber += 1 }
      return nextNumber
    }
  }

  /// Removes `object` if it was inserted.
  func remove(_ object: NSManagedObject) {
    lock.withLock {
      guard let slot = slots.removeValue(forKey: ObjectIdentifier(object)) else { return }
      inserted[slot] = nil
      holes += 1
      if holes > 64 && holes * 2 > inserted.count {
        inserted = inserted.filter { $0 != nil }
        holes = 0
        for (index, object) in inserted.enumerated() {
          if let object { slots[ObjectIdentifier(object)] = index }
        }
      }
    }
  }

  /// Whether `object` is in the store.
  func contains(_ object: NSManagedObject) -> Bool {
    lock.withLock { slots[ObjectIdentifier(object)] != nil }
  }

  /// Every object, in insertion order.
  func objects() -> [NSManagedObject] {
    lock.withLock { inserted.compactMap { $0 } }
  }

  /// Removes every object.
  func removeAll() {
    lock.withLock {
      inserted.removeAll()
      slots.removeAll()
      holes = 0
    }
  }
}
