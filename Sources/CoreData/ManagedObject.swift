import Foundation
import SpecimenUI

/// A type a fetch request can return: managed objects, their IDs, numbers and dictionaries.
public protocol NSFetchRequestResult: AnyObject {}

/// The base class of the objects a Core Data store holds (Xcode's generated entity classes inherit from it).
///
/// An object made with `init(context:)` is inserted into that context's store at once, as Core Data inserts
/// it, so a fetch on any context of the same container finds it. Its attributes are the subclass's stored
/// properties; `value(forKey:)` reads them by name (Linux has no key-value coding) and `setValue(_:forKey:)`
/// keeps a value beside them that `value(forKey:)` then reads.
open class NSManagedObject: NSObject, NSFetchRequestResult, @unchecked Sendable {
  /// The context the object was inserted into, if any.
  public private(set) weak var managedObjectContext: NSManagedObjectContext?
  /// The object's entity: its class's name.
  public let entity: NSEntityDescription
  /// The object's ID (temporary until it is inserted into a context).
  public private(set) var objectID: NSManagedObjectID
  /// Whether the object was inserted and not saved since.
  public internal(set) var isInserted = false
  /// Whether the object was deleted from its context.
  public internal(set) var isDeleted = false
  /// Whether the object was changed since its context last saved (values set with `setValue(_:forKey:)`).
  public internal(set) var isUpdated = false
  /// Whether the object is a fault (never: every object holds its values).
  public var isFault: Bool { false }
  /// Whether the object has unsaved changes.
  public var hasChanges: Bool { isInserted || isUpdated || isDeleted }
  /// Whether the object has changes that are not saved: the same as `hasChanges` here.
  public var hasPersistentChangedValues: Bool { hasChanges }
  /// The number in the object's ID once it is in a store.
  var objectNumber: Int?
  /// Values set by name, read back by `value(forKey:)`.
  private var keyedValues: [String: Any] = [:]
  /// The names set with `setValue(_:forKey:)` since the context last saved.
  private var changedKeys: Set<String> = []

  /// Creates an object of `entity` and inserts it into `context` when one is given.
  public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
    self.entity = entity
    objectID = NSManagedObjectID(entityName: entity.name ?? "", number: nil)
    super.init()
    context?.insert(self)
  }

  /// Creates an object of the class's entity and inserts it into `context`.
  public convenience init(context: NSManagedObjectContext) {
    self.init(entity: Self.entity(), insertInto: context)
  }

  /// Creates an object of the class's entity in no context.
  public override convenience init() {
    self.init(entity: Self.entity(), insertInto: nil)
  }

  /// The entity of this class: named after the class, as Xcode names the classes it generates after entities.
  open class func entity() -> NSEntityDescription {
    NSEntityDescription(name: String(describing: self), objectClass: self)
  }

  /// A fetch request for every object of this class's entity.
  open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
    let request = NSFetchRequest<NSFetchRequestResult>(entityName: String(describing: self))
    request.entityClass = self
    return request
  }

  /// Records that `context` now holds the object under `number`.
  func noteInserted(into context: NSManagedObjectContext, number: Int) {
    managedObjectContext = context
    objectNumber = number
    objectID = NSManagedObjectID(entityName: entity.name ?? "", number: number)
    isInserted = true
    isDeleted = false
  }

  /// The value of the attribute or stored property named `key` (a dotted path follows related objects).
  open func value(forKey key: String) -> Any? {
    if let value = keyedValues[key] { return value }
    let parts = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let first = parts.first.map(String.init) ?? key
    let value = keyedValues[first] ?? KeyedValues.stored(first, in: Mirror(reflecting: self))
    guard parts.count == 2 else { return value }
    return value.flatMap { KeyedValues.value(of: $0, forKey: String(parts[1])) }
  }

  /// Sets the value read back by `value(forKey:)` for `key`, and marks the object updated.
  open func setValue(_ value: Any?, forKey key: String) {
    keyedValues[key] = value
    changedKeys.insert(key)
    isUpdated = true
  }

  /// The stored value for `key` (the same as `value(forKey:)`: there is no separate raw storage).
  open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
  /// Sets the stored value for `key`.
  open func setPrimitiveValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
  /// The values set by name since the context last saved.
  open func changedValues() -> [String: Any] { keyedValues.filter { changedKeys.contains($0.key) } }
  /// The values set by name that the store does not hold yet (the same as `changedValues()`).
  open func changedValuesForCurrentEvent() -> [String: Any] { changedValues() }
  /// The values of `keys` (missing ones as `NSNull`).
  open func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
    Dictionary(uniqueKeysWithValues: keys.map { ($0, value(forKey: $0) ?? NSNull()) })
  }
  /// Called before a value named `key` changes (nothing observes it here).
  open func willChangeValue(forKey key: String) {}
  /// Called after a value named `key` changed (nothing observes it here).
  open func didChangeValue(forKey key: String) {}
  /// Called when the object is first inserted into a context (override to set defaults).
  open func awakeFromInsert() {}
  /// Called after the object is fetched (never: objects stay in memory).
  open func awakeFromFetch() {}
  /// Called before the object's context saves it.
  open func willSave() {}
  /// Called after the object's context saved it.
  open func didSave() {}
  /// Called before the object is deleted.
  open func prepareForDeletion() {}
  /// Called when the object is turned into a fault (never here).
  open func willTurnIntoFault() {}
  /// Called after the object became a fault (never here).
  open func didTurnIntoFault() {}
  /// Checks the object before it is deleted (always allowed here).
  open func validateForDelete() throws {}
  /// Checks the object before it is inserted (always allowed here).
  open func validateForInsert() throws {}
  /// Checks the object before it is updated (always allowed here).
  open func validateForUpdate() throws {}

  /// Clears the values set since the last save's bookkeeping (called by the context when it saves).
  func noteSaved() {
    isInserted = false
    isUpdated = false
    changedKeys.removeAll()
  }
}

extension NSManagedObject: ObservableObject {}
extension NSManagedObject: KeyedValueReading {}
extension NSManagedObject: Identifiable {}

extension NSNumber: NSFetchRequestResult {}
extension NSDictionary: NSFetchRequestResult {}

/// The identity of a managed object: its entity and its number in its store.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, NSCopying, @unchecked Sendable {
  /// The name of the object's entity.
  let entityName: String
  /// The object's number in its store; nil until it is inserted.
  let number: Int?

  init(entityName: String, number: Int?) {
    self.entityName = entityName
    self.number = number
  }

  /// The entity of the object.
  public var entity: NSEntityDescription { NSEntityDescription(name: entityName) }
  /// Whether the ID is temporary: the object has not been inserted into a store.
  public var isTemporaryID: Bool { number == nil }
  /// A URI naming the object, in Core Data's form.
  public func uriRepresentation() -> URL {
    let path = number.map { "p\($0)" } ?? "t"
    return URL(string: "x-coredata://specimen/\(entityName)/\(path)") ?? URL(fileURLWithPath: "/")
  }
  public func copy(with zone: NSZone? = nil) -> Any { self }
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSManagedObjectID else { return false }
    guard let number, let otherNumber = other.number else { return self === other }
    return entityName == other.entityName && number == otherNumber
  }
  public override var hash: Int { entityName.hashValue ^ (number ?? 0) }
  public override var description: String { uriRepresentation().absoluteString }
}
