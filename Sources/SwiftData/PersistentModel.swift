import Foundation
import Observation

/// A class SwiftData stores: `@Model` makes a class one (its identity, its context, and the
/// `Hashable` and `Identifiable` conformances come from here).
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// What a context knows about this object (written by `@Model`).
  var _specimenModelState: _ModelState { get }
  /// The models its stored properties hold (written by `@Model`), which inserting it inserts too.
  var _specimenRelatedModels: [any PersistentModel] { get }
}

extension PersistentModel {
  /// The object's identity in its store.
  public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self), entityName: "\(Self.self)") }
  /// The object's identity, for `ForEach` and lists.
  public var id: PersistentIdentifier { persistentModelID }
  /// The context the object was inserted into, or nil.
  public var modelContext: ModelContext? { _specimenModelState.context }
  /// Whether the object was deleted from its context.
  public var isDeleted: Bool { _specimenModelState.isDeleted }
  /// Whether the object has changes not yet saved (always false: nothing tracks its properties).
  public var hasChanges: Bool { false }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The identity of a model object in its store.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  let object: ObjectIdentifier
  /// The name of the model's type.
  public let entityName: String

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.entityName != rhs.entityName ? lhs.entityName < rhs.entityName : lhs.object < rhs.object
  }
  public var description: String { "PersistentIdentifier(\(entityName))" }
}

/// What a context keeps about one model object: the context it was inserted into and whether it
/// was deleted. `@Model` gives each model one; it is not part of Apple's API.
public final class _ModelState: @unchecked Sendable {
  private let lock = NSLock()
  private weak var _context: ModelContext?
  private var _isDeleted = false

  public init() {}

  var context: ModelContext? {
    get { lock.withLock { _context } }
    set { lock.withLock { _context = newValue } }
  }
  var isDeleted: Bool {
    get { lock.withLock { _isDeleted } }
    set { lock.withLock { _isDeleted = newValue } }
  }
}

/// The models a stored property holds, picked by its type: `@Model`'s `_specimenRelatedModels`
/// calls `models(in:)` on each stored property. Not part of Apple's API.
public enum _SpecimenRelationships {
  /// A value that is not a model: none.
  @inlinable public static func models<T>(in value: T) -> [any PersistentModel] { [] }
  /// A model.
  public static func models<M: PersistentModel>(in value: M) -> [any PersistentModel] { [value] }
  /// An optional model.
  public static func models<M: PersistentModel>(in value: M?) -> [any PersistentModel] { value.map { [$0] } ?? [] }
  /// An array of models.
  public static func models<M: PersistentModel>(in value: [M]) -> [any PersistentModel] { value }
  /// An optional array of models.
  public static func models<M: PersistentModel>(in value: [M]?) -> [any PersistentModel] { value ?? [] }
}
