import Foundation

/// How a container stores its models. Kept as given; every container here is an in-memory store.
public struct ModelConfiguration: Hashable, Sendable {
  /// The configuration's name.
  public let name: String
  /// The schema it covers, if given.
  public let schema: Schema?
  /// Whether the store lives in memory only (every store does here).
  public let isStoredInMemoryOnly: Bool
  /// Whether the store may be saved.
  public let allowsSave: Bool
  /// Where the store's file would be.
  public let url: URL
  /// The CloudKit database it would sync with.
  public let cloudKitDatabase: CloudKitDatabase
  /// The app group whose container would hold the store.
  public let groupContainer: GroupContainer

  /// Creates a configuration.
  public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
              groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic) {
    self.name = name ?? "default"
    self.schema = schema
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    self.url = URL(fileURLWithPath: isStoredInMemoryOnly ? "/dev/null" : "\(self.name).store")
    self.cloudKitDatabase = cloudKitDatabase
    self.groupContainer = groupContainer
  }

  /// Creates a configuration whose store would be at `url`.
  public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
              cloudKitDatabase: CloudKitDatabase = .automatic) {
    self.name = name ?? "default"
    self.schema = schema
    self.isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    self.url = url
    self.cloudKitDatabase = cloudKitDatabase
    self.groupContainer = .automatic
  }

  /// Creates a basic configuration.
  public init(isStoredInMemoryOnly: Bool = false) {
    self.init(nil, schema: nil, isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: true)
  }

  /// Creates a configuration for some model types.
  public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.isStoredInMemoryOnly == rhs.isStoredInMemoryOnly && lhs.url == rhs.url && lhs.allowsSave == rhs.allowsSave
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The CloudKit database a store syncs with.
  public struct CloudKitDatabase: Hashable, Sendable {
    let name: String
    /// The app's default container, if the app has the entitlement.
    public static let automatic = CloudKitDatabase(name: "automatic")
    /// No syncing.
    public static let none = CloudKitDatabase(name: "none")
    /// A named private database.
    public static func `private`(_ dbName: String) -> CloudKitDatabase { CloudKitDatabase(name: dbName) }
  }

  /// The app group container a store lives in.
  public struct GroupContainer: Hashable, Sendable {
    let name: String
    /// The app's first group, if it has one.
    public static let automatic = GroupContainer(name: "automatic")
    /// No group container.
    public static let none = GroupContainer(name: "none")
    /// A named group.
    public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
  }
}

extension Schema: Hashable {
  public static func == (lhs: Schema, rhs: Schema) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
