import CoreData
import Foundation
import Specimen
import SwiftUI
import Testing

/// An entity class as a project stubs Xcode's generated one (stored properties in place of `@NSManaged`, which
/// Linux cannot link).
class Swatch: NSManagedObject {
  var order: Int64 = 0
  var red: Double = 0
  var name: String?
  var shelf: String = ""
}

extension Swatch {
  /// A section identifier computed from an attribute: full red or part red.
  var band: String { red >= 1 ? "full" : "part" }
}

/// A subentity: its objects are fetched with its parent's.
final class GlossySwatch: Swatch {}

/// The Xcode template's persistence controller: an in-memory container with a preview that inserts samples.
struct PersistenceController {
  let container: NSPersistentContainer

  init(inMemory: Bool = false) {
    container = NSPersistentContainer(name: "Swatches")
    if inMemory { container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null") }
    container.loadPersistentStores { _, error in
      if let error = error as NSError? { fatalError("Unresolved error \(error), \(error.userInfo)") }
    }
    container.viewContext.automaticallyMergesChangesFromParent = true
    container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
  }

  /// Three swatches inserted out of order and saved.
  static func preview() -> PersistenceController {
    let result = PersistenceController(inMemory: true)
    let viewContext = result.container.viewContext
    for (order, red) in [(1, 0.2), (3, 1.0), (2, 0.6)] {
      let swatch = Swatch(context: viewContext)
      swatch.order = Int64(order)
      swatch.red = red
    }
    do { try viewContext.save() } catch { fatalError("\(error)") }
    return result
  }
}

/// `@FetchRequest` in a drawn view: the objects of the environment's context in the request's order, and a cell
/// that fails alone, naming the modifier, when no view above sets a context (SwiftUI stops).
@Suite struct FetchRequestRenderTests {
  /// One 10-pt square per swatch, left to right, in the request's order.
  struct SwatchStrip: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Swatch.order, ascending: false)], animation: .default)
    private var swatches: FetchedResults<Swatch>
    var body: some View {
      HStack(spacing: 0) {
        ForEach(swatches) { swatch in
          Rectangle().fill(Color(red: swatch.red, green: 0, blue: 0)).frame(width: 10, height: 10)
        }
      }
    }
  }

  @Test func aFetchRequestDrawsThePreviewsObjectsInItsOrder() throws {
    let context = PersistenceController.preview().container.viewContext
    let view = SwatchStrip().environment(\.managedObjectContext, context)
    let image = try ViewRenderer(scale: 1).rasterize(view, in: .unspecified)
    #expect(image.width == 30 && image.height == 10)
    #expect([5, 15, 25].map { image.pixel(x: $0, y: 5).r } == [255, 153, 51])
  }

  @Test func aFetchRequestWithoutAContextFailsItsCellNamingTheModifier() throws {
    #expect {
      _ = try ViewRenderer(scale: 1).rasterize(HStack { SwatchStrip() }, in: .unspecified)
    } throws: { error in
      "\(error)" == "`SwatchStrip` reads @FetchRequest FetchedResults<Swatch>, but no view above it supplies a managed "
        + "object context: add .environment(\\.managedObjectContext, container.viewContext) to the view that contains "
        + "it (the catalog entry's or preview's view)"
    }
  }

  @Test func aSortDescriptorRequestAndASectionedRequestFetchTheSameStore() throws {
    struct Shelves: View {
      @SectionedFetchRequest(sectionIdentifier: \Swatch.shelf, sortDescriptors: [SortDescriptor(\Swatch.shelf), SortDescriptor(\Swatch.order)])
      private var shelves: SectionedFetchResults<String, Swatch>
      var body: some View {
        VStack(spacing: 0) {
          ForEach(shelves) { shelf in
            HStack(spacing: 0) {
              ForEach(shelf) { swatch in Rectangle().fill(Color(red: swatch.red, green: 0, blue: 0)).frame(width: 10, height: 10) }
            }.frame(width: 30, alignment: .leading)
          }
        }
      }
    }
    let container = PersistenceController(inMemory: true).container
    for (shelf, order, red) in [("b", 2, 0.6), ("a", 1, 0.2), ("b", 1, 1.0)] {
      let swatch = Swatch(context: container.newBackgroundContext())
      (swatch.shelf, swatch.order, swatch.red) = (shelf, Int64(order), red)
    }
    let image = try ViewRenderer(scale: 1).rasterize(Shelves().environment(\.managedObjectContext, container.viewContext), in: .unspecified)
    // Shelf "a" (one swatch, then the white background) above shelf "b"; in "b", order 1 (red 1.0) before order 2.
    #expect(image.height == 20)
    #expect([image.pixel(x: 5, y: 5).r, image.pixel(x: 15, y: 5).g, image.pixel(x: 5, y: 15).r, image.pixel(x: 15, y: 15).r] == [51, 255, 255, 153])
  }

  @Test func fetchedResultsReadBackTheirSortDescriptors() throws {
    struct SortCount: View {
      @FetchRequest(sortDescriptors: [SortDescriptor(\Swatch.order, order: .reverse), SortDescriptor(\Swatch.red)])
      private var swatches: FetchedResults<Swatch>
      var body: some View { Color.red.frame(width: CGFloat(10 * swatches.sortDescriptors.count), height: 10) }
    }
    let context = PersistenceController.preview().container.viewContext
    let image = try ViewRenderer(scale: 1).rasterize(SortCount().environment(\.managedObjectContext, context), in: .unspecified)
    #expect(image.width == 20)
  }

  /// Setting a sectioned result's predicate, sort descriptors and section identifier (as a search field's binding
  /// or a sort menu does) changes what the next read fetches and how it is grouped.
  @Test func sectionedResultsTakeANewPredicateSortAndSectionIdentifier() throws {
    struct Bands: View {
      @SectionedFetchRequest(sectionIdentifier: \Swatch.shelf, sortDescriptors: [SortDescriptor(\Swatch.shelf), SortDescriptor(\Swatch.order)])
      private var swatches: SectionedFetchResults<String, Swatch>
      var body: some View {
        let _ = regroup()
        VStack(spacing: 0) {
          ForEach(swatches) { band in
            HStack(spacing: 0) {
              ForEach(band) { swatch in Rectangle().fill(Color(red: swatch.red, green: 0, blue: 0)).frame(width: 10, height: 10) }
            }.frame(width: 30, alignment: .leading)
          }
        }
      }
      func regroup() {
        swatches.nsPredicate = NSPredicate(format: "red > %@", NSNumber(value: 0.5))
        swatches.sortDescriptors = [SortDescriptor(\Swatch.red)]
        swatches.sectionIdentifier = \Swatch.band
      }
    }
    let container = PersistenceController(inMemory: true).container
    for (shelf, order, red) in [("b", 2, 0.6), ("a", 1, 0.2), ("b", 1, 1.0)] {
      let swatch = Swatch(context: container.viewContext)
      (swatch.shelf, swatch.order, swatch.red) = (shelf, Int64(order), red)
    }
    let image = try ViewRenderer(scale: 1).rasterize(Bands().environment(\.managedObjectContext, container.viewContext), in: .unspecified)
    // The 0.2 swatch is filtered out; the others sort by red (0.6 first) and each is a band of its own.
    #expect(image.height == 20)
    #expect([image.pixel(x: 5, y: 5).r, image.pixel(x: 15, y: 5).g, image.pixel(x: 5, y: 15).r, image.pixel(x: 15, y: 15).g] == [153, 255, 255, 255])
  }
}
