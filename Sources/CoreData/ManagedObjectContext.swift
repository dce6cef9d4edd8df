import Foundation
import SpecimenUI

/// How a context's work is queued (kept: every context runs its blocks at once, on the caller's thread).
public enum NSManagedObjectContextConcurrencyType: UInt, Sendable {
  case confinementConcurrencyType = 0
  case privateQueueConcurrencyType = 1
  case mainQueueConcurrencyType = 2
}

/// The object through which code inserts, deletes and fetches managed objects.
///
/// Every context of a container (its view context, background contexts, child contexts) works on the container's
/// one in-memory store, so what one inserts the others fetch at once; `save()` ends the unsaved-changes
/// bookkeeping and writes nothing. A context made on its own, with no coordinator or parent, keeps a store of
/// its own.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
  /// How the context queues its work.
  public let concurrencyType: NSManagedObjectContextConcurrencyType
  /// The coordinator whose store the context works on.
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
    didSet { ownStore = nil }
  }
  /// The context whose store this one works on.
  open var parent: NSManagedObjectContext? {
    didSet { ownStore = nil }
  }
  /// The context's name (for debugging).
  open var name: String?
  /// Whether changes saved to the parent reach this context by themselves (they always do here: one store).
  open var automaticallyMergesChangesFromParent = false
  /// How conflicts are merged (kept, not applied: nothing conflicts in one in-memory store).
  open var mergePolicy: Any = NSErrorMergePolicy
  /// The undo manager (kept; nothing is registered with it).
  open var undoManager: UndoManager?
  /// How long fetched values stay fresh (kept).
  open var stalenessInterval: TimeInterval = -1
  /// The author recorded with saved transactions (kept).
  open var transactionAuthor: String?
  /// Whether the context keeps strong references to its objects (kept).
  open var retainsRegisteredObjects = false
  /// Whether a fetch returns objects with pending changes (always: one store).
  open var shouldDeleteInaccessibleFaults = true
  /// Whether this is SwiftUI's default `\.managedObjectContext`, standing for "no context set": `@FetchRequest`
  /// fails its cell when it finds it, as SwiftUI stops on a context with no store coordinator.
  package var isEnvironmentDefault = false
  /// Guards the context's own store and its unsaved-changes bookkeeping: cells render in parallel, and a preview's
  /// context can be shared by several (recursive, as inserting may restore).
  private let lock = NSRecursiveLock()
  /// A store for a context with neither coordinator nor parent.
  private var ownStore: ObjectStore?
  /// Objects inserted, deleted and changed since the last save.
  private var pendingInserts: [ObjectIdentifier: NSManagedObject] = [:]
  private var pendingDeletes: [ObjectIdentifier: NSManagedObject] = [:]

  /// Creates a context of `type` on no store (set a coordinator or a parent, or use it on its own).
  public init(concurrencyType type: NSManagedObjectContextConcurrencyType) {
    concurrencyType = type
    super.init()
  }

  /// Creates a context confined to its thread.
  public override convenience init() { self.init(concurrencyType: .confinementConcurrencyType) }

  /// The store this context works on: its parent's, its coordinator's, or its own.
  var store: ObjectStore {
    if let parent { return parent.store }
    if let persistentStoreCoordinator { return persistentStoreCoordinator.store }
    return lock.withLock {
      if let ownStore { return ownStore }
      let store = ObjectStore()
      ownStore = store
      return store
    }
  }

  /// Adds `object` to the store and calls its `awakeFromInsert()`; an object the store holds is left as it is, and
  /// one deleted since the last save is put back with its ID.
  open func insert(_ object: NSManagedObject) {
    let inserted: Bool = lock.withLock {
      guard !store.contains(object) else { return false }
      if pendingDeletes.removeValue(forKey: ObjectIdentifier(object)) != nil {
        restore(object)
        return false
      }
      object.noteInserted(into: self, number: store.insert(object))
      pendingInserts[ObjectIdentifier(object)] = object
      return true
    }
    if inserted { object.awakeFromInsert() }
  }

  /// Puts a deleted object back in the store under its ID.
  private func restore(_ object: NSManagedObject) {
    store.insert(object)
    object.isDeleted = false
  }

  /// Removes `object` from the store.
  open func delete(_ object: NSManagedObject) {
    guard store.contains(object) else { return }
    object.prepareForDeletion()
    lock.withLock {
      store.remove(object)
      object.isDeleted = true
      if pendingInserts.removeValue(forKey: ObjectIdentifier(object)) == nil {
        pendingDeletes[ObjectIdentifier(object)] = object
      }
    }
  }

  /// The objects `request` describes: those of its entity (and subentities) that its predicate matches, sorted
  /// by its sort descriptors (a stable sort: ties keep insertion order), after its offset, up to its limit.
  open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
    try request.results(in: store.objects())
  }

  /// How many objects `request` describes.
  open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
    try fetch(request).count
  }

  /// Runs a store request: a fetch, or a batch delete of what its fetch request describes.
  open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
    try request.execute(in: self)
  }

  /// The object with `objectID` (a stand-in of its entity when the store holds none).
  open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
    registeredObject(for: objectID) ?? NSManagedObject(entity: objectID.entity, insertInto: nil)
  }

  /// The object with `objectID`; throws when the store holds none.
  open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
    guard let object = registeredObject(for: objectID) else {
      throw NSError(domain: NSCocoaErrorDomain, code: 133000,
                    userInfo: [NSLocalizedDescriptionKey: "No object with ID \(objectID) in the store."])
    }
    return object
  }

  /// The object with `objectID`, if the store holds it.
  open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
    store.objects().first { $0.objectID == objectID }
  }

  /// The objects in the store.
  open var registeredObjects: Set<NSManagedObject> { Set(store.objects()) }
  /// The objects inserted since the last save.
  open var insertedObjects: Set<NSManagedObject> { lock.withLock { Set(pendingInserts.values) } }
  /// The objects deleted since the last save.
  open var deletedObjects: Set<NSManagedObject> { lock.withLock { Set(pendingDeletes.values) } }
  /// The objects changed since the last save.
  open var updatedObjects: Set<NSManagedObject> { Set(store.objects().filter(\.isUpdated)) }
  /// Whether anything was inserted, deleted or changed since the last save.
  open var hasChanges: Bool {
    lock.withLock { !pendingInserts.isEmpty || !pendingDeletes.isEmpty } || store.objects().contains(where: \.isUpdated)
  }

  /// Ends the unsaved-changes bookkeeping (nothing is written: the store lives in memory).
  open func save() throws {
    for object in store.objects() where object.hasChanges {
      object.willSave()
      object.noteSaved()
      object.didSave()
    }
    lock.withLock {
      pendingInserts.removeAll()
      pendingDeletes.removeAll()
    }
  }

  /// Undoes the inserts and deletes since the last save.
  open func rollback() {
    lock.withLock {
      for object in pendingInserts.values {
        store.remove(object)
        object.isDeleted = true
      }
      for object in pendingDeletes.values { restore(object) }
      pendingInserts.removeAll()
      pendingDeletes.removeAll()
    }
  }

  /// Forgets every object in the context's store.
  open func reset() {
    lock.withLock {
      store.removeAll()
      pendingInserts.removeAll()
      pendingDeletes.removeAll()
    }
  }

  /// Refreshes `object` from the store (it is the store's own).
  open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
  /// Refreshes every object (they are the store's own).
  open func refreshAllObjects() {}
  /// Applies pending changes (they are applied at once).
  open func processPendingChanges() {}
  /// Gives the objects permanent IDs (they have them once inserted).
  open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}
  /// Merges changes a save notification describes (the store is already shared).
  open func mergeChanges(fromContextDidSave notification: Notification) {}

  /// Runs `block` (at once: the context has no queue of its own here).
  open func perform(_ block: @escaping () -> Void) { block() }
  /// Runs `block` and waits for it.
  open func performAndWait(_ block: () -> Void) { block() }
  /// Runs `block` and returns its result (iOS 15).
  open func performAndWait<T>(_ block: () throws -> T) rethrows -> T { try block() }
  /// Runs `block` and returns its result (iOS 15).
  open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
    try block()
  }

  /// When a `perform(schedule:_:)` block runs.
  public enum ScheduledTaskType: Sendable {
    case immediate, enqueued
  }

  /// Posted after a context saved.
  public static let didSaveObjectsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectsNotification")
  /// Posted when a context's objects changed.
  public static let didChangeObjectsNotification = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
  /// Posted before a context saves.
  public static let willSaveObjectsNotification = Notification.Name("NSManagedObjectContextWillSaveNotification")
}

extension Notification.Name {
  /// Posted after a context saved.
  public static let NSManagedObjectContextDidSave = NSManagedObjectContext.didSaveObjectsNotification
  /// Posted when a context's objects changed.
  public static let NSManagedObjectContextObjectsDidChange = NSManagedObjectContext.didChangeObjectsNotification
  /// Posted before a context saves.
  public static let NSManagedObjectContextWillSave = NSManagedObjectContext.willSaveObjectsNotification
  /// Posted when another process changed the store.
  public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// Merges conflicting changes by property, the context's values winning (the policy templates set).
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
/// Merges conflicting changes by property, the store's values winning.
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
/// Overwrites the store with the context's values.
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
/// Discards the context's conflicting changes.
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
/// Fails a save that conflicts (the default).
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error

/// A policy for merging conflicting changes (kept: nothing conflicts in one in-memory store).
open class NSMergePolicy: NSObject, @unchecked Sendable {
  /// The kind of merge.
  public enum MergeType: UInt, Sendable {
    case errorMergePolicyType = 0, mergeByPropertyStoreTrumpMergePolicyType, mergeByPropertyObjectTrumpMergePolicyType,
      overwriteMergePolicyType, rollbackMergePolicyType
  }
  /// The kind of merge.
  public let mergeType: MergeType
  /// Creates a policy of `ty`.
  public init(merge ty: MergeType) { mergeType = ty }
  /// Fails a save that conflicts.
  public static let error = NSMergePolicy(merge: .errorMergePolicyType)
  /// Merges by property, the store's values winning.
  public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
  /// Merges by property, the context's values winning.
  public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
  /// Overwrites the store.
  public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
  /// Discards the context's conflicting changes.
  public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}
