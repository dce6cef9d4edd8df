import CoreData
import SpecimenUI

// SwiftUI's Core Data glue, declared with SwiftUI as on iOS: the `\.managedObjectContext` environment value and
// the `@FetchRequest` and `@SectionedFetchRequest` property wrappers, which fetch from that context when a body
// reads them. A preview that inserts sample objects into a container's view context and sets
// `.environment(\.managedObjectContext, container.viewContext)` draws them.

private struct ManagedObjectContextKey: EnvironmentKey {
  /// A context on a store of its own, standing for "no context set": `@FetchRequest` fails the cell when it finds it.
  static var defaultValue: NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    context.isEnvironmentDefault = true
    return context
  }
}

extension EnvironmentValues {
  /// The context `@FetchRequest` fetches from and views insert into (set it with
  /// `.environment(\.managedObjectContext, container.viewContext)`).
  public var managedObjectContext: NSManagedObjectContext {
    get { self[ManagedObjectContextKey.self] }
    set { self[ManagedObjectContextKey.self] = newValue }
  }
}

/// A property wrapper that fetches Core Data objects from the environment's managed object context.
///
/// `@FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)]) var items:
/// FetchedResults<Item>` reads the context a view above set with `.environment(\.managedObjectContext, …)`;
/// SwiftUI stops when there is none, and Specimen fails that cell with an error naming the modifier to add.
/// Animations and transactions are kept, not applied.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
  /// The request's predicate and sort descriptors, which `$items` binds to (changes are kept for the next render).
  public struct Configuration {
    /// The sort descriptors, as Foundation's `NSSortDescriptor`s.
    public var nsSortDescriptors: [NSSortDescriptor]
    /// The predicate.
    public var nsPredicate: NSPredicate?
  }

  /// The fetch to run.
  let request: NSFetchRequest<Result>

  /// The fetched objects (none when the environment has no context or the fetch throws).
  public var wrappedValue: FetchedResults<Result> {
    let context = EnvironmentValues.current.managedObjectContext
    guard !context.isEnvironmentDefault, let objects = try? context.fetch(request) else { return FetchedResults(objects: [], request: request) }
    return FetchedResults(objects: objects, request: request)
  }

  /// A binding to the request's predicate and sort descriptors.
  public var projectedValue: Binding<Configuration> {
    let request = request
    return Binding(get: { Configuration(nsSortDescriptors: request.sortDescriptors ?? [], nsPredicate: request.predicate) },
                   set: { request.sortDescriptors = $0.nsSortDescriptors; request.predicate = $0.nsPredicate })
  }

  /// A fetch request for `fetchRequest`.
  public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
    request = fetchRequest
  }

  /// A fetch request for `fetchRequest` (its transaction is kept).
  public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
    request = fetchRequest
  }

  /// A fetch request for the objects of `entity` matching `predicate`, in the order of `sortDescriptors`.
  public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
              animation: Animation? = nil) {
    let request = NSFetchRequest<Result>()
    request.entity = entity
    request.sortDescriptors = sortDescriptors
    request.predicate = predicate
    self.request = request
  }
}

extension FetchRequest where Result: NSManagedObject {
  /// A fetch request for the objects of `Result`'s entity matching `predicate`, in the order of `sortDescriptors`.
  public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    self.init(entity: Result.entity(), sortDescriptors: sortDescriptors, predicate: predicate, animation: animation)
  }

  /// A fetch request for the objects of `Result`'s entity matching `predicate`, in the order of `sortDescriptors`
  /// (iOS 15). An empty array literal (`@FetchRequest(sortDescriptors: [])`) takes the `NSSortDescriptor` form, as
  /// with Apple's SDK, where the two do not make the call ambiguous.
  @_disfavoredOverload
  public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    self.init(sortDescriptors: sortDescriptors.map(NSSortDescriptor.init(sorting:)), predicate: predicate, animation: animation)
    request.sortDescriptorsMadeFrom = sortDescriptors
  }
}

extension FetchRequest: EnvironmentObjectReading {
  package func missingRequirement(in environment: EnvironmentValues) -> EnvironmentObjectRequirement? {
    guard environment.managedObjectContext.isEnvironmentDefault else { return nil }
    return EnvironmentObjectRequirement(typeName: "FetchedResults<\(Result.self)>", wrapper: "@FetchRequest",
                                        fix: ".environment(\\.managedObjectContext, container.viewContext)",
                                        missingThing: "a managed object context")
  }
}

extension NSSortDescriptor {
  /// An `NSSortDescriptor` that orders as `descriptor` does.
  convenience init<Compared>(sorting descriptor: SortDescriptor<Compared>) {
    self.init(keyPath: \NSObject.self, ascending: true) { lhs, rhs in
      guard let lhs = lhs as? Compared, let rhs = rhs as? Compared else { return .orderedSame }
      return descriptor.compare(lhs, rhs)
    }
  }
}

/// The objects a `@FetchRequest` fetched, in its order.
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
  let objects: [Result]
  let request: NSFetchRequest<Result>

  public var startIndex: Int { objects.startIndex }
  public var endIndex: Int { objects.endIndex }
  public subscript(position: Int) -> Result { objects[position] }

  /// The request's predicate (setting it changes the request for the next render).
  public var nsPredicate: NSPredicate? {
    get { request.predicate }
    nonmutating set { request.predicate = newValue }
  }

  /// The request's sort descriptors (setting them changes the request for the next render).
  public var nsSortDescriptors: [NSSortDescriptor] {
    get { request.sortDescriptors ?? [] }
    nonmutating set {
      request.sortDescriptors = newValue
      request.sortDescriptorsMadeFrom = []
    }
  }
}

extension FetchedResults where Result: NSManagedObject {
  /// The request's sort descriptors as `SortDescriptor`s (iOS 15): those the request was made with or last given,
  /// none when it was made with `NSSortDescriptor`s.
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { request.sortDescriptorsMadeFrom as? [SortDescriptor<Result>] ?? [] }
    nonmutating set {
      request.sortDescriptors = newValue.map(NSSortDescriptor.init(sorting:))
      request.sortDescriptorsMadeFrom = newValue
    }
  }
}
