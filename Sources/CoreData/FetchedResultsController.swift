import Foundation
import SpecimenUI

/// A section of a fetched results controller: the objects that share a section name.
public protocol NSFetchedResultsSectionInfo {
  /// The section's name (the value at the controller's `sectionNameKeyPath`).
  var name: String { get }
  /// The section's index title.
  var indexTitle: String? { get }
  /// How many objects the section holds.
  var numberOfObjects: Int { get }
  /// The section's objects.
  var objects: [Any]? { get }
}

/// How a fetched object or section changed (a still render reports no change).
public enum NSFetchedResultsChangeType: UInt, Sendable {
  case insert = 1, delete = 2, move = 3, update = 4
}

/// The object told when a fetched results controller's results change (they never change in a still render, so
/// no method is called; each has a default that does nothing, as Core Data's are optional).
public protocol NSFetchedResultsControllerDelegate: AnyObject {
  /// Called before the results change.
  func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
  /// Called after the results changed.
  func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>)
  /// Called when an object changed.
  func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                  at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?)
  /// Called when a section changed.
  func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                  atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType)
  /// The index title of the section named `sectionName`.
  func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                  sectionIndexTitleForSectionName sectionName: String) -> String?
}

extension NSFetchedResultsControllerDelegate {
  public func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
  public func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {}
  public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                         at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {}
  public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                         atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {}
  public func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                         sectionIndexTitleForSectionName sectionName: String) -> String? { nil }
}

/// A controller that fetches a request's objects from a context and groups them into sections, as table views and
/// view models read them: `performFetch()` fills `fetchedObjects` and `sections`, addressed by index paths.
/// Sections are runs of objects with the same value at `sectionNameKeyPath`, as Core Data forms them from sorted
/// results (sort by the section key first).
open class NSFetchedResultsController<ResultType>: NSObject, @unchecked Sendable {
  /// The request whose results the controller holds.
  public let fetchRequest: NSFetchRequest<ResultType>
  /// The context the controller fetches from.
  public let managedObjectContext: NSManagedObjectContext
  /// The key path of the section names (nil: one section).
  public let sectionNameKeyPath: String?
  /// The cache's name (kept: nothing is cached).
  public let cacheName: String?
  /// The object told about changes (none happen in a still).
  open weak var delegate: NSFetchedResultsControllerDelegate?
  /// The fetched objects (nil until `performFetch()`).
  open private(set) var fetchedObjects: [ResultType]?
  /// The sections of the fetched objects (nil until `performFetch()`).
  open private(set) var sections: [NSFetchedResultsSectionInfo]?

  /// Creates a controller for `fetchRequest` in `context`.
  public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
              sectionNameKeyPath: String?, cacheName name: String?) {
    self.fetchRequest = fetchRequest
    managedObjectContext = context
    self.sectionNameKeyPath = sectionNameKeyPath
    cacheName = name
    super.init()
    if fetchRequest.sortDescriptors?.isEmpty ?? true {
      ResolveIssues.report(ResolveIssue(.trap, "NSFetchedResultsController(fetchRequest:…) was given a fetch request with no sort "
        + "descriptors; Core Data raises \"An instance of NSFetchedResultsController requires a fetch request with sort "
        + "descriptors\" here, which stops the app. Set the request's sortDescriptors (by the section key first, when sectioned)"))
    }
  }

  /// Fetches the request's objects and forms the sections.
  open func performFetch() throws {
    let objects = try managedObjectContext.fetch(fetchRequest)
    fetchedObjects = objects
    if let sectionNameKeyPath, let first = objects.first, !KeyedValues.names(sectionNameKeyPath, in: first) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "NSFetchedResultsController's sectionNameKeyPath \"\(sectionNameKeyPath)\" "
        + "names no stored property of \(type(of: first)), so its objects are in one section named \"\"; on iOS key-value coding "
        + "reads a computed @objc property there too, which Specimen cannot. Name a stored attribute (iOS stops the app for a "
        + "key no property has)"))
    }
    var formed: [FetchedSection] = []
    for object in objects {
      let name = sectionName(of: object)
      if let last = formed.indices.last, formed[last].name == name {
        formed[last].objects?.append(object)
      } else {
        formed.append(FetchedSection(name: name, objects: [object]))
      }
    }
    if formed.isEmpty && sectionNameKeyPath == nil { formed = [FetchedSection(name: "", objects: [])] }
    sections = formed
  }

  /// The name of `object`'s section: its value at `sectionNameKeyPath` as text ("" without a key path or value).
  private func sectionName(of object: ResultType) -> String {
    guard let sectionNameKeyPath, let value = KeyedValues.value(of: object, forKey: sectionNameKeyPath) else { return "" }
    return "\(value)"
  }

  /// The object at `indexPath` (section, row). An index path the sections do not hold stops an iOS app (Core Data
  /// raises "no object at index … in section at index …"): its cell fails, naming it, and the body goes on with a
  /// stand-in (the nearest fetched object, or any object of the entity in the store; with none, it stops here too).
  open func object(at indexPath: IndexPath) -> ResultType {
    let held = sections ?? []
    if indexPath.count == 2, held.indices.contains(indexPath[0]), let objects = held[indexPath[0]].objects,
       objects.indices.contains(indexPath[1]), let object = objects[indexPath[1]] as? ResultType {
      return object
    }
    ResolveIssues.report(ResolveIssue(.trap, "NSFetchedResultsController.object(at: \(indexPath)): " + missing(indexPath, in: held)
      + "; Core Data raises an exception here, which stops the app. Call performFetch() first and give an index path of its "
      + "sections (section below sections.count, row below that section's numberOfObjects)"))
    let standIn = fetchedObjects?.last ?? managedObjectContext.store.objects().first { fetchRequest.matchesEntity($0) } as? ResultType
    guard let standIn else {
      preconditionFailure("NSFetchedResultsController has no object at \(indexPath) and its store no \(ResultType.self) to stand in: "
        + "call performFetch() and use an index path of its sections")
    }
    return standIn
  }

  /// Why `indexPath` addresses no object among `held`, in Core Data's words where it has them.
  private func missing(_ indexPath: IndexPath, in held: [NSFetchedResultsSectionInfo]) -> String {
    if sections == nil { return "the controller has no sections, as performFetch() was not called" }
    guard indexPath.count == 2 else { return "an index path of \(indexPath.count) indexes addresses no row (give a section and a row)" }
    guard held.indices.contains(indexPath[0]) else { return "no section at index \(indexPath[0]) (the controller has \(held.count))" }
    return "no object at index \(indexPath[1]) in section at index \(indexPath[0]) (it holds \(held[indexPath[0]].numberOfObjects))"
  }

  /// The index path of `object`, if it was fetched.
  open func indexPath(forObject object: ResultType) -> IndexPath? {
    for (sectionIndex, section) in (sections ?? []).enumerated() {
      if let row = section.objects?.firstIndex(where: { ($0 as AnyObject) === (object as AnyObject) }) {
        return IndexPath(indexes: [sectionIndex, row])
      }
    }
    return nil
  }

  /// The sections' index titles: each name's first letter, capitalised.
  open var sectionIndexTitles: [String] {
    (sections ?? []).compactMap { $0.name.first.map { String($0).uppercased() } }
  }

  /// Forgets the cache named `name` (there is none).
  open class func deleteCache(withName name: String?) {}
}

/// One section of fetched objects.
private struct FetchedSection: NSFetchedResultsSectionInfo {
  let name: String
  var objects: [Any]?
  var indexTitle: String? { name.first.map { String($0).uppercased() } }
  var numberOfObjects: Int { objects?.count ?? 0 }
}
