import Foundation

/// The in-memory store type (`NSInMemoryStoreType`).
public let NSInMemoryStoreType = "InMemory"
/// The SQLite store type (kept: every store is in memory here).
public let NSSQLiteStoreType = "SQLite"
/// The binary store type (kept: every store is in memory here).
public let NSBinaryStoreType = "Binary"
/// The option that turns on persistent history tracking (kept).
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
/// The option that posts remote-change notifications (kept).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
/// The option that migrates stores automatically (kept).
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
/// The option that infers mapping models (kept).
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
/// The option that sets the file protection of a store (kept).
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

/// A store a coordinator holds (in memory here, whatever its type).
open class NSPersistentStore: NSObject, @unchecked Sendable {
  /// The kinds of store (iOS 15).
  public struct StoreType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An in-memory store.
    public static let inMemory = StoreType(rawValue: NSInMemoryStoreType)
    /// A SQLite store (in memory here).
    public static let sqlite = StoreType(rawValue: NSSQLiteStoreType)
    /// A binary store (in memory here).
    public static let binary = StoreType(rawValue: NSBinaryStoreType)
  }
  /// The store's type.
  open var type: String
  /// Where the store would be.
  open var url: URL?
  /// The store's configuration name.
  open var configurationName: String
  /// The options the store was added with.
  open var options: [AnyHashable: Any]?
  /// The store's identifier.
  open var identifier: String!

  init(type: String, url: URL?, configurationName: String?, options: [AnyHashable: Any]?) {
    self.type = type
    self.url = url
    self.configurationName = configurationName ?? "Default"
    self.options = options
    identifier = "specimen-store"
  }
}

/// The object that holds a container's stores and the one in-memory set of objects its contexts share.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
  /// The model the coordinator's stores hold.
  public let managedObjectModel: NSManagedObjectModel
  /// The stores added.
  open private(set) var persistentStores: [NSPersistentStore] = []
  /// The objects every context on this coordinator works on.
  let store = ObjectStore()

  /// Creates a coordinator for `model`.
  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
  }

  /// Adds a store (in memory, whatever `storeType` says).
  @discardableResult
  open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                               options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
    let added = NSPersistentStore(type: storeType, url: storeURL, configurationName: configuration, options: options)
    persistentStores.append(added)
    return added
  }

  /// Adds a store of `storeType` (iOS 15).
  @discardableResult
  open func addPersistentStore(type storeType: NSPersistentStore.StoreType, configuration: String? = nil, at storeURL: URL,
                               options: [String: NSObject]? = nil) throws -> NSPersistentStore {
    try addPersistentStore(ofType: storeType.rawValue, configurationName: configuration, at: storeURL, options: options)
  }

  /// Removes `store` from the coordinator.
  open func remove(_ store: NSPersistentStore) throws {
    persistentStores.removeAll { $0 === store }
  }

  /// Forgets the store at `url` and its objects (nothing is on disk).
  open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
    store.removeAll()
  }

  /// Forgets the store at `url` and its objects (iOS 15).
  open func destroyPersistentStore(at url: URL, type storeType: NSPersistentStore.StoreType,
                                   options: [String: NSObject]? = nil) throws {
    store.removeAll()
  }

  /// The store at `url`, if one was added there.
  open func persistentStore(for url: URL) -> NSPersistentStore? {
    persistentStores.first { $0.url == url }
  }

  /// The ID of the object a URI names, if the store holds it.
  open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
    store.objects().first { $0.objectID.uriRepresentation() == url }?.objectID
  }
}

/// How a container's store is made: its type, place and options (every store is in memory here).
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
  /// Where the store would be (`/dev/null` is how apps ask for an in-memory store).
  open var url: URL?
  /// The store's type.
  open var type = NSSQLiteStoreType
  /// The store's configuration name.
  open var configuration: String?
  /// Whether the store is read-only (kept).
  open var isReadOnly = false
  /// How long a store may wait for a lock (kept).
  open var timeout: TimeInterval = 240
  /// Options passed to the store (kept).
  open private(set) var options: [String: NSObject] = [:]
  /// Whether the store is added on a background queue (it is added at once here).
  open var shouldAddStoreAsynchronously = false
  /// Whether the store is migrated automatically (kept).
  open var shouldMigrateStoreAutomatically = true
  /// Whether mapping models are inferred (kept).
  open var shouldInferMappingModelAutomatically = true
  /// The CloudKit container the store mirrors (kept: nothing syncs).
  open var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?

  /// Creates a description of a store at no place.
  public override init() { super.init() }

  /// Creates a description of a store at `url`.
  public convenience init(url: URL) {
    self.init()
    self.url = url
  }

  /// Sets the store option `key`.
  open func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

/// The CloudKit container a store mirrors (kept: nothing syncs on Linux).
open class NSPersistentCloudKitContainerOptions: NSObject, @unchecked Sendable {
  /// The CloudKit container's identifier.
  public let containerIdentifier: String
  /// Creates options for the CloudKit container `containerIdentifier`.
  public init(containerIdentifier: String) {
    self.containerIdentifier = containerIdentifier
    super.init()
  }
}

/// A container of a model, its coordinator, its store and its view context (Xcode's Core Data template makes one).
///
/// The store is in memory whatever the descriptions say, and is this container's alone: a container made twice
/// with one name holds two sets of objects. `loadPersistentStores` adds every description's store at once and
/// reports no error.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
  /// The container's name (the model's, by default).
  public let name: String
  /// The model the container holds.
  public let managedObjectModel: NSManagedObjectModel
  /// The coordinator of the container's store.
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  /// How the stores are made: one SQLite description at the default place, until changed.
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]
  /// The context views use (`.environment(\.managedObjectContext, container.viewContext)`).
  public let viewContext: NSManagedObjectContext

  /// Creates a container named `name` for the model of the same name.
  public convenience init(name: String) {
    self.init(name: name, managedObjectModel: NSManagedObjectModel())
  }

  /// Creates a container named `name` for `model`.
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    let description = NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    persistentStoreDescriptions = [description]
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    super.init()
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
  }

  /// Where stores go by default (the app's Application Support folder on iOS; nothing is written there).
  open class func defaultDirectoryURL() -> URL {
    URL(fileURLWithPath: "/var/mobile/Containers/Data/Application/Library/Application Support", isDirectory: true)
  }

  /// Adds each description's store (at once) and calls `block` with it and no error.
  open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
    for description in persistentStoreDescriptions {
      do {
        try persistentStoreCoordinator.addPersistentStore(ofType: description.type, configurationName: description.configuration,
                                                          at: description.url, options: description.options)
        block(description, nil)
      } catch {
        block(description, error)
      }
    }
  }

  /// A new context on the container's store.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }

  /// Runs `block` with a new context on the container's store (at once).
  open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
    block(newBackgroundContext())
  }

  /// Runs `block` with a new context and returns its result (iOS 15).
  open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
    try block(newBackgroundContext())
  }
}

/// A container whose store mirrors a CloudKit database (nothing syncs on Linux: the store stays in memory).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
  /// Creates the CloudKit schema for the model (nothing is sent).
  open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}
  /// Whether `object` can be changed (always).
  open func canUpdateRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
  /// Whether `object` can be deleted (always).
  open func canDeleteRecord(forManagedObjectWith objectID: NSManagedObjectID) -> Bool { true }
}

/// How a CloudKit schema is made (kept).
public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Checks the schema without sending it.
  public static let dryRun = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 1)
  /// Prints the schema.
  public static let printSchema = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 2)
}
