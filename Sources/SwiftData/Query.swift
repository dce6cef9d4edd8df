import Foundation

/// The models of a type that the environment's container holds, fetched when the view's body reads them.
///
/// `@Query(sort: \Trip.date, order: .reverse) var trips: [Trip]` (the `Query` macro, which stores
/// one of these as `_trips`) reads the container a view above set with `.modelContainer(…)`.
/// SwiftUI traps when there is none; Specimen fails that cell with an error naming the modifier to
/// add. Animations and transactions are kept, not applied.
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  /// What the query fetches.
  let descriptor: FetchDescriptor<Element>
  let convert: ([Element]) -> Result

  /// The fetched models (empty when there is no container or the predicate throws).
  public var wrappedValue: Result {
    let context = EnvironmentValues.current.modelContext
    guard !context.isPlaceholder, let models = try? context.fetch(descriptor) else { return convert([]) }
    return convert(models)
  }

  /// The context the query fetches from.
  public var modelContext: ModelContext { EnvironmentValues.current.modelContext }

  /// The error of the last fetch, if it failed.
  public var fetchError: (any Error)? {
    let context = EnvironmentValues.current.modelContext
    guard !context.isPlaceholder else { return nil }
    do {
      _ = try context.fetch(descriptor)
      return nil
    } catch {
      return error
    }
  }
}

extension Query where Result == [Element] {
  /// A query for the models `descriptor` describes.
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
    self.descriptor = descriptor
    convert = { $0 }
  }

  /// A query for the models `descriptor` describes (all of them by default).
  public init(_ descriptor: FetchDescriptor<Element> = FetchDescriptor(), transaction: Transaction? = nil) {
    self.descriptor = descriptor
    convert = { $0 }
  }

  /// A query for the models matching `filter`, sorted by `descriptors`.
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: nil)
  }

  /// A query for the models matching `filter`, sorted by `descriptors`.
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
  }

  /// A query for the models matching `filter`, sorted by the property at `keyPath`.
  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                 order: SortOrder = .forward, animation: Animation) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]), transaction: nil)
  }

  /// A query for the models matching `filter`, sorted by the optional property at `keyPath` (nil first).
  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                 order: SortOrder = .forward, animation: Animation) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]), transaction: nil)
  }

  /// A query for the models matching `filter`, sorted by the property at `keyPath`.
  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
                                 order: SortOrder = .forward, transaction: Transaction? = nil) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]), transaction: transaction)
  }

  /// A query for the models matching `filter`, sorted by the optional property at `keyPath` (nil first).
  public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
                                 order: SortOrder = .forward, transaction: Transaction? = nil) {
    self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(sendable(keyPath), order: order)]), transaction: transaction)
  }
}

extension Query: EnvironmentObjectReading {
  package func missingRequirement(in environment: EnvironmentValues) -> EnvironmentObjectRequirement? {
    guard environment.modelContext.isPlaceholder else { return nil }
    return EnvironmentObjectRequirement(typeName: "[\(Element.self)]", wrapper: "@Query", fix: ".modelContainer(for: \(Element.self).self)",
                                        missingThing: "a model container")
  }
}

/// `keyPath` as the `Sendable` key path Foundation's `SortDescriptor` takes on Linux (SwiftData's
/// `Query` takes a plain `KeyPath`, as Apple declares it). `Sendable` is a marker protocol with no
/// run-time representation, so the reference is the same; a key path holds no mutable state.
func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
  unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
}
