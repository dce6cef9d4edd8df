import CoreData
import Foundation
import Testing

/// Fetching, saving and deleting in a container's in-memory store, as Core Data's documented fetch rules say:
/// unsaved inserts are fetched, deleted objects are not, subentities are included, and sort descriptors order
/// by key path or by attribute name.
@Suite struct ManagedObjectContextTests {
  private func container() -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Swatches")
    container.loadPersistentStores { _, _ in }
    return container
  }

  private func swatch(_ name: String?, order: Int64, in context: NSManagedObjectContext) -> Swatch {
    let swatch = Swatch(context: context)
    swatch.name = name
    swatch.order = order
    return swatch
  }

  @Test func contextsOfAContainerShareOneStoreAndSavingEndsTheChanges() throws {
    let container = container()
    let background = container.newBackgroundContext()
    _ = swatch("a", order: 1, in: background)
    #expect(background.hasChanges && !container.viewContext.hasChanges)
    #expect(try container.viewContext.count(for: Swatch.fetchRequest()) == 1)
    try background.save()
    #expect(!background.hasChanges)
    let other = NSPersistentContainer(name: "Swatches")
    #expect(try other.viewContext.count(for: Swatch.fetchRequest()) == 0)
  }

  @Test func sortDescriptorsOrderByKeyPathAndByNameWithNilFirst() throws {
    let context = container().viewContext
    for (name, order) in [("pear", 2), (nil, 5), ("apple", 3), ("fig", 1)] as [(String?, Int64)] {
      _ = swatch(name, order: order, in: context)
    }
    let byName = NSFetchRequest<Swatch>(entityName: "Swatch")
    byName.sortDescriptors = [NSSortDescriptor(keyPath: \Swatch.name, ascending: true)]
    #expect(try context.fetch(byName).map(\.name) == [nil, "apple", "fig", "pear"])
    byName.sortDescriptors = [NSSortDescriptor(key: "name", ascending: false)]
    #expect(try context.fetch(byName).map(\.name) == ["pear", "fig", "apple", nil])
    byName.sortDescriptors = [NSSortDescriptor(key: "order", ascending: true)]
    byName.fetchOffset = 1
    byName.fetchLimit = 2
    #expect(try context.fetch(byName).map(\.order) == [2, 3])
  }

  @Test func predicatesSubentitiesAndDeletes() throws {
    let context = container().viewContext
    let keep = swatch("keep", order: 1, in: context)
    let drop = swatch("drop", order: 2, in: context)
    let glossy = GlossySwatch(context: context)
    glossy.order = 3
    let request = NSFetchRequest<Swatch>(entityName: "Swatch")
    #expect(try context.fetch(request) == [keep, drop, glossy])
    request.includesSubentities = false
    #expect(try context.fetch(request) == [keep, drop])
    request.predicate = NSPredicate { object, _ in (object as? Swatch)?.order == 2 }
    #expect(try context.fetch(request) == [drop])
    #expect(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "GlossySwatch")) == [glossy])
    #expect(try context.count(for: Swatch.fetchRequest()) == 3)
    try context.save()
    context.delete(drop)
    #expect(context.deletedObjects == [drop] && drop.isDeleted)
    #expect(try context.fetch(Swatch.fetchRequest()).count == 2)
    context.rollback()
    #expect(Set(try context.fetch(NSFetchRequest<Swatch>(entityName: "Swatch"))) == [keep, drop, glossy])
    let batch = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "Swatch"))
    batch.resultType = .resultTypeCount
    let result = try context.execute(batch) as? NSBatchDeleteResult
    #expect(result?.result as? Int == 3)
    #expect(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Swatch")) == [])
  }

  @Test func objectIDsNameTheEntityAndFindTheObject() throws {
    let context = container().viewContext
    let first = swatch("a", order: 1, in: context)
    let loose = Swatch()
    #expect(loose.objectID.isTemporaryID && !first.objectID.isTemporaryID)
    #expect(first.objectID.uriRepresentation().absoluteString == "x-coredata://specimen/Swatch/p1")
    #expect(try context.existingObject(with: first.objectID) === first)
    #expect(first.value(forKey: "name") as? String == "a")
    first.setValue("b", forKey: "name")
    #expect(first.value(forKey: "name") as? String == "b" && first.isUpdated)
    #expect(first.changedValues().keys.sorted() == ["name"])
    try context.save()
    #expect(first.changedValues().isEmpty && first.value(forKey: "name") as? String == "b")
    // Inserting again changes nothing; a delete rolled back keeps the object's ID.
    context.insert(first)
    #expect(!first.isInserted && !context.hasChanges)
    let id = first.objectID
    context.delete(first)
    context.rollback()
    #expect(first.objectID == id && !first.isDeleted && context.registeredObject(for: id) === first)
  }

  @Test func insertsFromManyThreadsIntoOneContextAreAllKept() throws {
    // Cells render in parallel, and a preview's context can be shared by several of them.
    let context = container().viewContext
    DispatchQueue.concurrentPerform(iterations: 20_000) { index in
      let swatch = Swatch(context: context)
      swatch.order = Int64(index)
      if index % 4 == 0 { context.delete(swatch) }
    }
    #expect(try context.count(for: NSFetchRequest<Swatch>(entityName: "Swatch")) == 15_000)
    #expect(context.insertedObjects.count == 15_000 && context.deletedObjects.isEmpty)
  }
}
