#if SPECIMEN_MACROS
/// Makes a class a SwiftData model: it conforms to `PersistentModel` and `Observable`, and gains
/// the state a context keeps about it. Its stored properties stay stored properties.
@attached(member, names: named(_specimenModelState), named(_specimenRelatedModels))
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "SpecimenMacros", type: "ModelMacro")

/// Customizes how SwiftData persists a property (options are kept by the schema, never applied).
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil)
  = #externalMacro(module: "SpecimenMacros", type: "SwiftDataMarkerMacro")

/// Declares a relationship and how deleting its owner affects the related models (not applied:
/// deleting a model removes that model alone).
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil)
  = #externalMacro(module: "SpecimenMacros", type: "SwiftDataMarkerMacro")

/// Tells SwiftData not to persist a property.
@attached(peer)
public macro Transient() = #externalMacro(module: "SpecimenMacros", type: "SwiftDataMarkerMacro")

/// Declares properties whose values are unique across a model's instances (iOS 18; not enforced).
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) = #externalMacro(module: "SpecimenMacros", type: "SwiftDataConstraintMacro")

/// Declares the properties a model's store indexes (iOS 18; nothing is indexed in memory).
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) = #externalMacro(module: "SpecimenMacros", type: "SwiftDataConstraintMacro")

/// Makes an actor a `ModelActor`: it gains `modelContainer`, `modelExecutor` (with a context of its
/// own) and `init(modelContainer:)`.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "SpecimenMacros", type: "ModelActorMacro")

/// Fetches the models of the declared array's element type from the environment's container,
/// filtered, sorted and limited by the arguments (those of `Query`'s initializers).
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation)
  = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil)
  = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             animation: Animation)
  = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
                                             transaction: Transaction? = nil)
  = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, animation: Animation)
  = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil)
  = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, animation: Animation)
  = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
@attached(accessor)
@attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel, Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                                                order: SortOrder = .forward, transaction: Transaction? = nil)
  = #externalMacro(module: "SpecimenMacros", type: "QueryMacro")
#endif
