import CoreData
import Foundation
import HostileSupport
import Specimen
import SpecimenUI
import SwiftUI
import Testing

/// An entity of round 30's hostile cases: a number, optional text, a section, a related crate and a value no sort
/// descriptor can order.
final class Crate: NSManagedObject {
  var order: Int64 = 0
  var label: String?
  var shelf: String?
  var owner: Crate?
  var tags: [Int] = []
}

/// Hostile Core Data inputs of round 30: fetch limits and offsets of `Int.max`, `Int.min` and -1; a `@FetchRequest`
/// list of 10 000 objects; sort descriptors naming a missing, empty or unorderable property or a path through
/// nil; fetched results controllers whose section key is missing or nil, addressed out of range or made without sort
/// descriptors; predicate formats that are odd or miscounted; undo managers with no or negative levels and 100 000
/// actions; one context shared by many cells; a save that throws in a button's action. Every case renders in one
/// catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct CoreDataHostileRound30Tests {
  typealias Case = HostileCase


  static var box: some View { Color.blue.frame(width: 20, height: 20) }
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A context on a store of its own holding crates ordered 3, 1, 2 (labels "c", "a", "b"; shelves "x", nil, "x").
  static func context() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    for (order, label, shelf) in [(3, "c", "x"), (1, "a", nil), (2, "b", "x")] as [(Int64, String, String?)] {
      let crate = Crate(context: context)
      (crate.order, crate.label, crate.shelf) = (order, label, shelf)
    }
    return context
  }

  /// A context of 10 000 crates (five times the rows a list lays out, `LazyContent.limit`), made once, whichever render
  /// asks first. (A million took 10 s to make and 8 s to fetch in a debug build, and a catalog run lays each cell out
  /// three times, for its grid, its file and its sheet; more crates try nothing more.)
  static let manyCrates: NSManagedObjectContext = {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    for i in 0..<10_000 { Crate(context: context).order = Int64(i) }
    return context
  }()

  /// One context every "shared" case reads and inserts into, from both render jobs.
  nonisolated(unsafe) static let shared = context()

  /// The crates `request` fetches, as a row of 10-pt squares whose red is 0.3 × order (order 3 is 0.9).
  static func strip(_ request: NSFetchRequest<Crate>, in context: NSManagedObjectContext = context()) -> some View {
    let crates = (try? context.fetch(request)) ?? []
    return marked(HStack(spacing: 0) {
      ForEach(Array(crates.enumerated()), id: \.offset) { Color(red: 0.3 * Double($0.element.order), green: 0, blue: 0).frame(width: 10, height: 10) }
    })
  }

  /// A request for every crate, changed by `change`.
  static func request(_ change: (NSFetchRequest<Crate>) -> Void = { _ in }) -> NSFetchRequest<Crate> {
    let request = NSFetchRequest<Crate>(entityName: "Crate")
    change(request)
    return request
  }

  /// A list of what a `@FetchRequest` with no sort descriptors fetches, in insertion order.
  struct CrateList: View {
    @FetchRequest(sortDescriptors: [NSSortDescriptor]()) private var crates: FetchedResults<Crate>
    var body: some View {
      List(crates, id: \.objectID) { Text(verbatim: "\($0.order)") }.frame(width: 200, height: 200)
    }
  }

  /// A context whose save always throws.
  final class FailingContext: NSManagedObjectContext, @unchecked Sendable {
    override func save() throws { throw NSError(domain: NSCocoaErrorDomain, code: 134030, userInfo: [NSLocalizedDescriptionKey: "no disk"]) }
  }

  /// A view that registers `count` undo actions with an undo manager of `levels` levels and shows what it can undo.
  static func undo(levels: Int, count: Int) -> some View {
    let manager = UndoManager()
    manager.levelsOfUndo = levels
    let target = NSObject()
    for i in 0..<count {
      manager.registerUndo(withTarget: target) { _ in }
      manager.setActionName("Action \(i)")
    }
    return marked(Text(verbatim: "\(manager.canUndo) \(manager.undoMenuItemTitle)"))
  }

  /// A controller over `request` in a context of three crates, sectioned by `keyPath`, after `performFetch()`.
  static func controller(_ request: NSFetchRequest<Crate>, sectionedBy keyPath: String?) -> NSFetchedResultsController<Crate> {
    let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context(), sectionNameKeyPath: keyPath, cacheName: nil)
    try? controller.performFetch()
    return controller
  }

  static var byOrder: [NSSortDescriptor] { [NSSortDescriptor(key: "order", ascending: true)] }

  /// The sections of `controller` as text: each name and its orders.
  static func sections(_ controller: NSFetchedResultsController<Crate>) -> some View {
    marked(Text(verbatim: (controller.sections ?? []).map { "[\($0.name)] " + ($0.objects ?? []).map { "\(($0 as! Crate).order)" }.joined(separator: ",") }
      .joined(separator: " ")).font(.caption))
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let object = "; Core Data raises an exception here, which stops the app. Call performFetch() first and give an index path of its sections"
    return [
      // Before: sorted as if every crate were equal, with no word (iOS raises "keypath weight not found in entity").
      "sort-key-missing": ("fails", "NSSortDescriptor(key: \"weight\", ascending: _) names no property of Crate; Core Data raises "
        + "\"keypath weight not found in entity\" when it fetches, which stops the app"),
      "sort-key-empty": ("fails", "NSSortDescriptor(key: \"\", ascending: _) names no property of Crate"),
      "sort-key-1mb": ("fails", "names no property of Crate"),
      // Before: one section named "", with no word.
      "frc-section-key-missing": ("warns", "sectionNameKeyPath \"aisle\" names no stored property of Crate, so its objects are in one section"),
      "frc-section-key-empty": ("warns", "sectionNameKeyPath \"\" names no stored property of Crate"),
      // Before: fetched and sectioned with no word.
      "frc-no-sort-descriptors": ("fails", "was given a fetch request with no sort descriptors; Core Data raises \"An instance of "
        + "NSFetchedResultsController requires a fetch request with sort descriptors\" here"),
      // Before: each of these stopped the whole run (an array index out of range, or preconditionFailure).
      "frc-object-at-row-out-of-range": ("fails", "object(at: [0, 3]): no object at index 3 in section at index 0 (it holds 3)" + object),
      "frc-object-at-section-int-max": ("fails", "no section at index 9223372036854775807 (the controller has 1)" + object),
      "frc-object-at-negative-row": ("fails", "no object at index -1 in section at index 0 (it holds 3)" + object),
      "frc-object-at-one-index": ("fails", "an index path of 1 indexes addresses no row (give a section and a row)" + object),
      "predicate-format-empty": ("fails", "NSPredicate(format: \"\"): cannot parse the format at character 0: expected a value or a key path"),
      "predicate-format-unclosed": ("fails", "cannot parse the format at character 17: expected \")\""),
      "predicate-format-no-arguments": ("fails", "at character 0: expected an argument for %@ (the format has more specifiers than the 0 arguments given)"),
      "frc-object-at-before-perform-fetch": ("fails", "the controller has no sections, as performFetch() was not called" + object),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Limits and offsets.
    for (name, limit, offset) in [("limit-int-max", Int.max, 0), ("limit-int-min", Int.min, 0), ("limit-minus-1", -1, 0),
                                  ("offset-int-max", 0, Int.max), ("offset-int-min", 0, Int.min), ("offset-minus-1", 0, -1),
                                  ("limit-and-offset-int-max", Int.max, Int.max), ("limit-1-offset-2", 1, 2)] {
      add("fetch-\(name)") { strip(request { $0.fetchLimit = limit; $0.fetchOffset = offset; $0.sortDescriptors = byOrder }) }
    }
    add("fetch-batch-size-int-min-and-max") {
      VStack { strip(request { $0.fetchBatchSize = .min; $0.sortDescriptors = byOrder }); strip(request { $0.fetchBatchSize = .max }) }
    }
    // Many objects.
    add("fetch-request-list-10000-objects") { CrateList().environment(\.managedObjectContext, manyCrates) }
    // Sort descriptors.
    add("sort-key-missing") { strip(request { $0.sortDescriptors = [NSSortDescriptor(key: "weight", ascending: true)] }) }
    add("sort-key-empty") { strip(request { $0.sortDescriptors = [NSSortDescriptor(key: "", ascending: true)] }) }
    add("sort-key-nil") { strip(request { $0.sortDescriptors = [NSSortDescriptor(key: nil, ascending: true)] }) }
    add("sort-key-unorderable") { strip(request { $0.sortDescriptors = [NSSortDescriptor(key: "tags", ascending: false)] }) }
    add("sort-key-path-through-nil-owner") {
      strip(request { $0.sortDescriptors = [NSSortDescriptor(key: "owner.label", ascending: false), NSSortDescriptor(key: "order", ascending: false)] })
    }
    add("sort-key-path-optional-keypath") { strip(request { $0.sortDescriptors = [NSSortDescriptor(keyPath: \Crate.shelf, ascending: true)] }) }
    add("sort-key-1mb") { strip(request { $0.sortDescriptors = [NSSortDescriptor(key: String(repeating: "a.", count: 500_000), ascending: true)] }) }
    // Fetched results controllers.
    add("frc-section-key-nil-valued") { sections(controller(request { $0.sortDescriptors = byOrder }, sectionedBy: "shelf")) }
    add("frc-section-key-missing") { sections(controller(request { $0.sortDescriptors = byOrder }, sectionedBy: "aisle")) }
    add("frc-section-key-empty") { sections(controller(request { $0.sortDescriptors = byOrder }, sectionedBy: "")) }
    add("frc-no-sort-descriptors") { sections(controller(request(), sectionedBy: nil)) }
    add("frc-object-at-row-out-of-range") {
      let crate = controller(request { $0.sortDescriptors = byOrder }, sectionedBy: nil).object(at: IndexPath(row: 3, section: 0))
      return marked(Text(verbatim: "\(crate.order)"))
    }
    add("frc-object-at-section-int-max") {
      let crate = controller(request { $0.sortDescriptors = byOrder }, sectionedBy: nil).object(at: IndexPath(row: 0, section: .max))
      return marked(Text(verbatim: "\(crate.order)"))
    }
    add("frc-object-at-negative-row") {
      let crate = controller(request { $0.sortDescriptors = byOrder }, sectionedBy: nil).object(at: IndexPath(row: -1, section: 0))
      return marked(Text(verbatim: "\(crate.order)"))
    }
    add("frc-object-at-one-index") {
      let crate = controller(request { $0.sortDescriptors = byOrder }, sectionedBy: nil).object(at: IndexPath(index: 0))
      return marked(Text(verbatim: "\(crate.order)"))
    }
    add("frc-object-at-before-perform-fetch") {
      let controller = NSFetchedResultsController(fetchRequest: request { $0.sortDescriptors = byOrder }, managedObjectContext: context(),
                                                  sectionNameKeyPath: nil, cacheName: nil)
      return marked(Text(verbatim: "\(controller.object(at: IndexPath(row: 0, section: 0)).order)"))
    }
    add("frc-index-path-for-foreign-object") {
      let path = controller(request { $0.sortDescriptors = byOrder }, sectionedBy: nil).indexPath(forObject: Crate())
      return marked(Text(verbatim: path.map { "\($0)" } ?? "none"))
    }
    // Predicates.
    // Formats Foundation cannot parse raise on iOS: each fails its cell, naming the format and where.
    add("predicate-format-empty") { strip(request { $0.predicate = NSPredicate(format: "") }) }
    add("predicate-format-unclosed") { strip(request { $0.predicate = NSPredicate(format: "((((((order == %@", 1, 2, 3) }) }
    add("predicate-format-no-arguments") { strip(request { $0.predicate = NSPredicate(format: "%@ %@ %@ %K", argumentArray: []) }) }
    add("predicate-format-70000-ands") {
      strip(request { $0.predicate = NSPredicate(format: String(repeating: "order == 1 AND ", count: 70_000) + "TRUEPREDICATE") })
    }
    add("predicate-block-nan") {
      strip(request { $0.predicate = NSPredicate { object, _ in ((object as? Crate)?.order ?? 0) > Int64(Double.nan.isNaN ? 1 : 0) } })
    }
    // Undo.
    add("undo-levels-0-100000-actions") { undo(levels: 0, count: 100_000) }
    add("undo-levels-minus-1-100000-actions") { undo(levels: -1, count: 100_000) }
    add("undo-levels-1-100000-actions") { undo(levels: 1, count: 100_000) }
    add("undo-levels-50000-100000-actions") { undo(levels: 50_000, count: 100_000) }
    // One context shared by many cells, which insert into it and fetch from it while others do.
    for i in 0..<8 {
      add("shared-context-cell-\(i)") {
        for j in 0..<50 { Crate(context: shared).order = Int64(j % 3 + 1) }
        if i % 2 == 0 { try? shared.save() }
        return CrateList().environment(\.managedObjectContext, shared)
      }
    }
    // Saving.
    add("save-throwing-in-button-action") {
      let context = FailingContext(concurrencyType: .mainQueueConcurrencyType)
      return marked(Button("Save") { try? context.save() }.environment(\.managedObjectContext, context))
    }
    add("save-throwing-in-body") {
      let context = FailingContext(concurrencyType: .mainQueueConcurrencyType)
      Crate(context: context).order = 1
      let saved = (try? context.save()) != nil
      return marked(Text(verbatim: "saved \(saved), changes \(context.hasChanges)"))
    }
    return list.cases
  }()

  /// The crates `request` fetches from a context of three, drawn at scale 1 as 10-pt squares, with the render's error
  /// and warning messages.
  static func drawn(_ request: NSFetchRequest<Crate>) throws -> (reds: [UInt8], errors: [String], warnings: [String]) {
    let image = try ViewRenderer(scale: 1, background: .white).rasterize(HostileBuilt { strip(request) }, in: .unspecified)
    return ([33, 43, 53].map { image.pixel(x: $0, y: 10).r }, image.diagnostics.errors.map(\.message), image.diagnostics.warnings.map(\.message))
  }

  /// A sort key of the entity orders the squares (0.3, 0.6, 0.9 red), a dotted path through nil keeps them in
  /// insertion order after the next key, and a key no property has fails the cell naming it, as Core Data's fetch
  /// raises "keypath … not found in entity" (before, the crates came back unsorted with no word).
  @Test func aSortKeyNoPropertyHasFailsTheCell() throws {
    let sorted = try Self.drawn(Self.request { $0.sortDescriptors = Self.byOrder })
    #expect(sorted.reds == [76, 153, 230] && sorted.errors.isEmpty && sorted.warnings.isEmpty, "\(sorted)")
    let throughNil = try Self.drawn(Self.request {
      $0.sortDescriptors = [NSSortDescriptor(key: "owner.label", ascending: true), NSSortDescriptor(key: "order", ascending: false)]
    })
    #expect(throughNil.reds == [230, 153, 76] && throughNil.errors.isEmpty, "\(throughNil)")
    let missing = try Self.drawn(Self.request { $0.sortDescriptors = [NSSortDescriptor(key: "weight", ascending: true)] })
    #expect(missing.errors == ["NSSortDescriptor(key: \"weight\", ascending: _) names no property of Crate; Core Data raises \"keypath "
      + "weight not found in entity\" when it fetches, which stops the app. Sort by one of the entity's attributes, or a dotted path "
      + "of them through its relationships"])
    let missingAfterOwner = try Self.drawn(Self.request { $0.sortDescriptors = [NSSortDescriptor(key: "order.weight", ascending: true)] })
    #expect(missingAfterOwner.errors.count == 1, "\(missingAfterOwner)")
  }

  /// A controller over the three crates, sorted by order and sectioned by `keyPath`, that draws the order of the object at
  /// `indexPath` as a square of that red, beside a blue one.
  struct ObjectAt: View {
    let keyPath: String?
    let indexPath: IndexPath
    var body: some View {
      let controller = CoreDataHostileRound30Tests.controller(CoreDataHostileRound30Tests.request { $0.sortDescriptors = CoreDataHostileRound30Tests.byOrder },
                                                               sectionedBy: keyPath)
      HStack(spacing: 0) {
        Color.blue.frame(width: 10, height: 10)
        Color(red: 0.3 * Double(controller.object(at: indexPath).order), green: 0, blue: 0).frame(width: 10, height: 10)
      }
    }
  }

  /// `object(at:)` inside the sections draws its object; outside them the cell fails naming the index path and what
  /// the sections hold, and the body goes on with a stand-in (before, the whole run stopped).
  @Test func anIndexPathOutsideTheSectionsFailsTheCellAlone() throws {
    let renderer = ViewRenderer(scale: 1, background: .white)
    let inside = try renderer.rasterize(ObjectAt(keyPath: "shelf", indexPath: IndexPath(row: 1, section: 1)), in: .unspecified)
    #expect(inside.pixel(x: 15, y: 5).r == 230 && inside.diagnostics.errors.isEmpty)
    let outside = try renderer.rasterize(ObjectAt(keyPath: "shelf", indexPath: IndexPath(row: 0, section: 2)), in: .unspecified)
    #expect(outside.diagnostics.errors.map(\.message) == ["NSFetchedResultsController.object(at: [2, 0]): no section at index 2 (the "
      + "controller has 2); Core Data raises an exception here, which stops the app. Call performFetch() first and give an index "
      + "path of its sections (section below sections.count, row below that section's numberOfObjects)"])
    let row = try renderer.rasterize(ObjectAt(keyPath: "shelf", indexPath: IndexPath(row: 2, section: 1)), in: .unspecified)
    #expect(row.diagnostics.errors.first?.message.contains("no object at index 2 in section at index 1 (it holds 2)") == true)
  }

  /// A section key path of a stored property (nil values make a section named "") is read without a word; one no
  /// property has puts every object in one section named "" and warns.
  @Test func aSectionKeyPathNoPropertyHasWarns() throws {
    let stored = Self.controller(Self.request { $0.sortDescriptors = Self.byOrder }, sectionedBy: "shelf")
    #expect(stored.sections?.map(\.name) == ["", "x"] && stored.sections?.map(\.numberOfObjects) == [1, 2])
    let (controller, issues) = ResolveIssues.collecting { Self.controller(Self.request { $0.sortDescriptors = Self.byOrder }, sectionedBy: "aisle") }
    #expect(controller.sections?.map(\.name) == [""] && controller.sections?.first?.numberOfObjects == 3)
    #expect(issues.map(\.message) == ["NSFetchedResultsController's sectionNameKeyPath \"aisle\" names no stored property of Crate, so "
      + "its objects are in one section named \"\"; on iOS key-value coding reads a computed @objc property there too, which "
      + "Specimen cannot. Name a stored attribute (iOS stops the app for a key no property has)"])
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "CoreData30", fileSuffix: "coredata30") == [])
  }
}
