import Foundation
import SpecimenUI

/// The managed objects of one persistent store coordinator, in insertion order, shared by every context on it.
final class ObjectStore: @unchecked Sendable {
  private let objectsInOrder = InsertionOrderedObjects<NSManagedObject>()

  /// Adds `object` (once) and returns a number for its ID: the serial of its insertion, as Core Data's
  /// `x-coredata://…/Item/p1` URIs number objects (a restored object keeps the ID it has and ignores it).
  @discardableResult
  func insert(_ object: NSManagedObject) -> Int { objectsInOrder.insert(object) ?? 0 }

  /// Removes `object` if it was inserted.
  func remove(_ object: NSManagedObject) { objectsInOrder.remove(object) }

  /// Whether `object` is in the store.
  func contains(_ object: NSManagedObject) -> Bool { objectsInOrder.contains(object) }

  /// Every object, in insertion order.
  func objects() -> [NSManagedObject] { objectsInOrder.elements }

  /// Removes every object.
  func removeAll() { objectsInOrder.removeAll() }
}
