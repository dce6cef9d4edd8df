import Foundation

/// A Core Data model: its entities (none are read from a compiled model file here; entities come from the
/// managed object classes code uses).
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
  /// The model's entities (those added in code).
  open var entities: [NSEntityDescription] = []
  /// The model's entities by name.
  open var entitiesByName: [String: NSEntityDescription] {
    Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
  }

  /// Creates an empty model.
  public override init() { super.init() }

  /// Creates the model compiled at `url` (its file is not read: the model is empty).
  public convenience init?(contentsOf url: URL) { self.init() }

  /// The model merged from the bundles' models (empty).
  open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? { NSManagedObjectModel() }
}

/// An entity: a name and the managed object class whose objects belong to it.
open class NSEntityDescription: NSObject, @unchecked Sendable {
  /// The entity's name.
  open var name: String?
  /// The name of the class of the entity's objects.
  open var managedObjectClassName: String!
  /// Whether the entity has no objects of its own (kept).
  open var isAbstract = false
  /// The entity's parent entity (kept).
  open var superentity: NSEntityDescription?
  /// The entity's properties (none are known: they are the class's stored properties).
  open var properties: [NSPropertyDescription] = []
  /// The class of the entity's objects, when known.
  let objectClass: NSManagedObject.Type?

  /// Creates an unnamed entity.
  public override init() {
    objectClass = nil
    super.init()
  }

  init(name: String, objectClass: NSManagedObject.Type? = nil) {
    self.name = name
    self.objectClass = objectClass
    managedObjectClassName = name
    super.init()
  }

  /// The entity's properties by name.
  open var propertiesByName: [String: NSPropertyDescription] {
    Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }
  /// The entity's attributes by name.
  open var attributesByName: [String: NSAttributeDescription] { propertiesByName.compactMapValues { $0 as? NSAttributeDescription } }

  /// The entity named `entityName` in `context`'s model (found by name, as the model lists no entities here).
  open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
    NSEntityDescription(name: entityName)
  }

  /// A new object of the entity named `entityName`, inserted into `context` (a plain managed object: the class
  /// of an entity named only by a string is not known here).
  open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
    NSManagedObject(entity: NSEntityDescription(name: entityName), insertInto: context)
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? NSEntityDescription)?.name == name
  }
  public override var hash: Int { name?.hashValue ?? 0 }
}

/// A property of an entity.
open class NSPropertyDescription: NSObject, @unchecked Sendable {
  /// The property's name.
  open var name = ""
  /// Whether the property may be nil.
  open var isOptional = true
}

/// An attribute of an entity.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
  /// The attribute's type.
  public enum AttributeType: UInt, Sendable {
    case undefinedAttributeType = 0, integer16AttributeType = 100, integer32AttributeType = 200,
      integer64AttributeType = 300, decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600,
      stringAttributeType = 700, booleanAttributeType = 800, dateAttributeType = 900, binaryDataAttributeType = 1000,
      UUIDAttributeType = 1100, URIAttributeType = 1200, transformableAttributeType = 1800,
      objectIDAttributeType = 2000, compositeAttributeType = 2100
  }
  /// The attribute's type.
  open var attributeType = AttributeType.undefinedAttributeType
  /// The attribute's default value.
  open var defaultValue: Any?
}
