import Foundation
import SpecimenUI

/// The base class of the requests a context runs against its store.
open class NSPersistentStoreRequest: NSObject, @unchecked Sendable {
  /// The stores the request reads (kept: one store).
  open var affectedStores: [NSPersistentStore]?

  /// Runs the request in `context` (a fetch returns its objects).
  func execute(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult { NSPersistentStoreResult() }
}

/// What a store request returns.
open class NSPersistentStoreResult: NSObject, @unchecked Sendable {}

/// The objects a fetch request returned, as `execute(_:)` gives them.
open class NSAsynchronousFetchResult<ResultType>: NSPersistentStoreResult, @unchecked Sendable {
  /// The fetched objects.
  public let finalResult: [ResultType]?
  init(finalResult: [ResultType]) { self.finalResult = finalResult }
}

/// What a fetch request returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Managed objects.
  public static let managedObjectResultType = NSFetchRequestResultType([])
  /// Their IDs.
  public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
  /// Dictionaries of their values.
  public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
  /// Their count.
  public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// A description of the objects to fetch: an entity, a predicate, sort descriptors, an offset and a limit.
///
/// `ResultType` is unconstrained here: Core Data's `NSFetchRequestResult` is an Objective-C protocol, so
/// `NSFetchRequest<NSFetchRequestResult>` is a request of its own existential, which a Swift protocol cannot be.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest, @unchecked Sendable {
  /// The name of the entity to fetch.
  open var entityName: String?
  /// The entity to fetch.
  open var entity: NSEntityDescription? {
    get { entityName.map { NSEntityDescription(name: $0, objectClass: entityClass) } }
    set {
      entityName = newValue?.name
      entityClass = newValue?.objectClass
    }
  }
  /// Which objects to fetch: nil fetches every object of the entity. Block and format predicates are evaluated.
  open var predicate: NSPredicate?
  /// The order of the results.
  open var sortDescriptors: [NSSortDescriptor]?
  /// The most results to return (0: no limit).
  open var fetchLimit = 0
  /// How many results to skip.
  open var fetchOffset = 0
  /// How many objects to fetch at a time (kept).
  open var fetchBatchSize = 0
  /// Whether objects of subentities are fetched too.
  open var includesSubentities = true
  /// Whether unsaved changes are fetched (always: one store).
  open var includesPendingChanges = true
  /// Whether property values are fetched (kept).
  open var includesPropertyValues = true
  /// Whether objects come back as faults (kept: objects hold their values).
  open var returnsObjectsAsFaults = true
  /// Related objects to fetch along (kept).
  open var relationshipKeyPathsForPrefetching: [String]?
  /// The properties a dictionary result holds (kept).
  open var propertiesToFetch: [Any]?
  /// Whether dictionary results are distinct (kept).
  open var returnsDistinctResults = false
  /// What the request returns (managed objects here, whatever is set).
  open var resultType = NSFetchRequestResultType.managedObjectResultType
  /// Whether to fetch only objects whose values changed in the store (kept).
  open var shouldRefreshRefetchedObjects = false
  /// The class of the entity, when the request was made from one (objects of its subclasses match too).
  var entityClass: NSManagedObject.Type?
  /// The `SortDescriptor`s SwiftUI's `@FetchRequest` made `sortDescriptors` from, which it reads back.
  package var sortDescriptorsMadeFrom: [Any] = []

  /// Creates a request with no entity (set `entity` or `entityName`).
  public override init() { super.init() }

  /// Creates a request for the objects of the entity named `entityName`.
  public convenience init(entityName: String) {
    self.init()
    self.entityName = entityName
  }

  /// Runs the request in the context it was made in (the context of the object calling it, or none).
  open func execute() throws -> [ResultType] {
    throw NSError(domain: NSCocoaErrorDomain, code: 134060, userInfo: [
      NSLocalizedDescriptionKey: "NSFetchRequest.execute() runs inside a context's perform block; use context.fetch(request)",
    ])
  }

  override func execute(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
    NSAsynchronousFetchResult(finalResult: try context.fetch(self))
  }

  /// Whether `object` is of the request's entity (or a subentity, when they are included): its class, or one of its
  /// superclasses when subentities are included, is the entity's class or is named as the entity.
  func matchesEntity(_ object: NSManagedObject) -> Bool {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror, current.subjectType != NSManagedObject.self {
      if let entityClass {
        if ObjectIdentifier(current.subjectType) == ObjectIdentifier(entityClass) { return true }
      } else if String(describing: current.subjectType) == entityName {
        return true
      }
      guard includesSubentities else { return false }
      mirror = current.superclassMirror
    }
    return false
  }

  /// The results among `objects` (the store's, in insertion order).
  func results(in objects: [NSManagedObject]) throws -> [ResultType] {
    // Whether a class is of the entity, asked once per class (a class's mirror chain is walked once, not per object).
    var classMatches: [ObjectIdentifier: Bool] = [:]
    // The predicate is evaluated as a store's fetch evaluates it, refusing what Core Data's SQL refuses.
    var matches = PredicateFetchScope.$isStoreFetch.withValue(true) {
      objects.filter { object in
        let matches = classMatches[ObjectIdentifier(type(of: object))] ?? {
          let answer = matchesEntity(object)
          classMatches[ObjectIdentifier(type(of: object))] = answer
          return answer
        }()
        return matches && (predicate?.evaluate(with: object) ?? true)
      }
    }
    if let sortDescriptors, !sortDescriptors.isEmpty {
      matches = matches.enumerated().sorted { a, b in
        for descriptor in sortDescriptors {
          switch descriptor.compare(a.element, to: b.element) {
          case .orderedAscending: return true
          case .orderedDescending: return false
          case .orderedSame: continue
          }
        }
        return a.offset < b.offset
      }.map(\.element)
    }
    let start = min(max(fetchOffset, 0), matches.count)
    var results = Array(matches[start...])
    if fetchLimit > 0 && results.count > fetchLimit { results = Array(results.prefix(fetchLimit)) }
    return results.compactMap { $0 as? ResultType }
  }
}

/// A request that deletes the objects a fetch request describes.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
  /// The objects to delete.
  public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
  /// What the result holds.
  open var resultType = NSBatchDeleteRequestResultType.resultTypeStatusOnly

  /// Creates a request that deletes what `fetch` describes.
  public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
    fetchRequest = fetch
    super.init()
  }

  /// Creates a request that deletes the objects with `objects`.
  public init(objectIDs objects: [NSManagedObjectID]) {
    fetchRequest = NSFetchRequest()
    deletedIDs = objects
    super.init()
  }

  private var deletedIDs: [NSManagedObjectID]?

  override func execute(in context: NSManagedObjectContext) throws -> NSPersistentStoreResult {
    let victims: [NSManagedObject]
    if let deletedIDs {
      victims = deletedIDs.compactMap(context.registeredObject(for:))
    } else {
      victims = try context.fetch(fetchRequest).compactMap { $0 as? NSManagedObject }
    }
    for object in victims { context.delete(object) }
    return NSBatchDeleteResult(result: resultType == .resultTypeCount ? victims.count as Any
                                 : resultType == .resultTypeObjectIDs ? victims.map(\.objectID) as Any : true as Any)
  }
}

/// What a batch delete returns.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
  case resultTypeStatusOnly = 0, resultTypeObjectIDs, resultTypeCount
}

/// The result of a batch delete: a status, the deleted objects' IDs or their count.
open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
  /// The status, IDs or count, as the request's result type asked.
  public let result: Any?
  init(result: Any?) { self.result = result }
}
