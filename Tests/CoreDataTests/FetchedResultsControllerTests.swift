import CoreData
import Foundation
import SwiftUI
import Testing

/// A view model as projects write one around a fetched results controller: it fetches once and publishes the
/// objects, and implements only the delegate method it needs.
final class ShelfModel: NSObject, ObservableObject, NSFetchedResultsControllerDelegate {
  @Published var swatches: [Swatch] = []
  let controller: NSFetchedResultsController<Swatch>

  init(context: NSManagedObjectContext) {
    let request = NSFetchRequest<Swatch>(entityName: "Swatch")
    request.sortDescriptors = [NSSortDescriptor(key: "shelf", ascending: true), NSSortDescriptor(keyPath: \Swatch.order, ascending: true)]
    controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: "shelf", cacheName: nil)
    super.init()
    controller.delegate = self
    try? controller.performFetch()
    swatches = controller.fetchedObjects ?? []
  }

  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
    swatches = controller.fetchedObjects as? [Swatch] ?? []
  }
}

/// Sections, index paths and the objects they address, as a table view's data source reads them.
@Suite struct FetchedResultsControllerTests {
  @Test func sectionsAreRunsOfTheSectionKeyInTheRequestsOrder() throws {
    let container = PersistenceController(inMemory: true).container
    let context = container.viewContext
    for (shelf, order) in [("b", 2), ("a", 1), ("b", 1), ("c", 5)] {
      let swatch = Swatch(context: context)
      (swatch.shelf, swatch.order) = (shelf, Int64(order))
    }
    let model = ShelfModel(context: context)
    let controller = model.controller
    #expect(controller.sections?.map(\.name) == ["a", "b", "c"])
    #expect(controller.sections?.map(\.numberOfObjects) == [1, 2, 1])
    #expect(controller.sectionIndexTitles == ["A", "B", "C"])
    let first = controller.object(at: IndexPath(row: 0, section: 1))
    #expect(first.shelf == "b" && first.order == 1)
    let last = controller.object(at: IndexPath(row: 0, section: 2))
    #expect(last.shelf == "c" && controller.indexPath(forObject: last)?.section == 2 && controller.indexPath(forObject: last)?.row == 0)
    #expect(model.swatches.map(\.order) == [1, 1, 2, 5])
    let unsectioned = NSFetchedResultsController(fetchRequest: NSFetchRequest<Swatch>(entityName: "Nothing"),
                                                 managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
    try unsectioned.performFetch()
    #expect(unsectioned.sections?.count == 1 && unsectioned.fetchedObjects?.isEmpty == true)
  }
}
