import Foundation

/// The object through which views and code insert, delete and fetch a container's models.
/// Every context of a container works on the same in-memory store, so what one inserts the others fetch.
public final class ModelContext: @unchecked Sendable {
  /// The container whose store this context works on.
  public let container: ModelContainer
  /// Whether the context saves by itself (nothing is written anywhere).
  public var autosaveEnabled = true
  /// Whether this is the environment's default context, on no container a view set.
  var isPlaceholder = false

  /// Creates a context on `container`'s store.
  public init(_ container: ModelContainer) {
    self.container = container
  }

  /// Adds `model` (and the models it refers to) to the store.
  public func insert<T: PersistentModel>(_ model: T) {
    model._specimenModelState.context = self
    model._specimenModelState.isDeleted = false
    container.store.insert(model)
  }

  /// Removes `model` from the store.
  public func delete<T: PersistentModel>(_ model: T) {
    model._specimenModelState.isDeleted = true
    container.store.remove(model)
  }

  /// Removes every model of a type that matches `predicate` (all of them when nil).
  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
    for match in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(match) }
  }

  /// The models `descriptor` describes.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    try descriptor.results(in: container.store.objects())
  }

  /// How many models `descriptor` describes.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identities of the models `descriptor` describes.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// The model with `persistentModelID` in this store, if it holds one of type `T`.
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    container.store.objects().lazy.compactMap { $0 as? T }.first { $0.persistentModelID == persistentModelID }
  }

  /// Saves the store (nothing is written: the store lives in memory).
  public func save() throws {}
  /// Whether there are unsaved changes (never: nothing is saved apart).
  public var hasChanges: Bool { false }
  /// Discards unsaved changes (there are none).
  public func rollback() {}
  /// Applies pending changes to the store (they are applied at once).
  public func processPendingChanges() {}
  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws { try block() }
}
