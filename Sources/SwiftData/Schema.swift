import Foundation

/// The model types a container stores, with their versions.
public final class Schema: @unchecked Sendable {
  /// The model types.
  public let types: [any PersistentModel.Type]
  /// The schema's version.
  public let version: Version

  /// Creates a schema of `types`.
  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    self.types = types
    self.version = version
  }

  /// Creates a schema of `types`.
  public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }

  /// Creates a schema from a versioned schema's models.
  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  /// A schema version: major, minor and patch numbers.
  public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int
    public let patch: Int
    /// Creates a version.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch) }
    public var description: String { "\(major).\(minor).\(patch)" }
  }

  /// An attribute's persistence options (`@Attribute(.unique)`).
  public struct Attribute: Sendable {
    /// An option of `@Attribute` (kept, not applied: the in-memory store enforces none).
    public struct Option: Hashable, Sendable {
      let name: String
      /// The property's value is unique among the model's instances.
      public static let unique = Option(name: "unique")
      /// The value is stored beside the store's file.
      public static let externalStorage = Option(name: "externalStorage")
      /// The value is encrypted in CloudKit.
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      /// The value stays in the history after the model is deleted.
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      /// The value is indexed by Spotlight.
      public static let spotlight = Option(name: "spotlight")
      /// The value tracks changes without being stored.
      public static let ephemeral = Option(name: "ephemeral")
      /// The value is stored through a value transformer.
      public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
    }
  }

  /// A relationship's options and delete rules (`@Relationship(deleteRule: .cascade)`).
  public struct Relationship: Sendable {
    /// An option of `@Relationship`.
    public struct Option: Hashable, Sendable {
      let name: String
      /// The related model is unique.
      public static let unique = Option(name: "unique")
    }

    /// What deleting the owner does to the related models.
    public enum DeleteRule: String, Hashable, Sendable, Codable {
      /// Deletes the related models too.
      case cascade
      /// Refuses to delete while related models remain.
      case deny
      /// Leaves the related models as they are.
      case noAction
      /// Clears the related models' references back.
      case nullify
    }
  }
}

/// A version of an app's schema, for migrations.
public protocol VersionedSchema {
  /// The version.
  static var versionIdentifier: Schema.Version { get }
  /// The model types of this version.
  static var models: [any PersistentModel.Type] { get }
}

/// The schema versions of an app and the stages between them (never run: nothing is stored).
public protocol SchemaMigrationPlan {
  /// The versions, oldest first.
  static var schemas: [any VersionedSchema.Type] { get }
  /// The migrations between versions.
  static var stages: [MigrationStage] { get }
}

/// A migration between two schema versions (never run).
public enum MigrationStage: @unchecked Sendable {
  /// A migration the store infers.
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  /// A migration with code run before and after it.
  case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
              willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
