import CoreData
import SpecimenUI

/// A property wrapper that fetches Core Data objects grouped into sections by an identifier (iOS 15).
@propertyWrapper
public struct SectionedFetchRequest<SectionIdentifier: Hashable, Result: NSManagedObject>: DynamicProperty {
  let request: FetchRequest<Result>
  let grouping: SectionGrouping<Result, SectionIdentifier>

  /// The fetched objects in sections: consecutive objects with the same identifier form one, as Core Data forms
  /// sections from sorted results (sort by the section identifier first).
  public var wrappedValue: SectionedFetchResults<SectionIdentifier, Result> {
    var sections: [SectionedFetchResults<SectionIdentifier, Result>.Section] = []
    for object in request.wrappedValue {
      let id = object[keyPath: grouping.keyPath]
      if let last = sections.indices.last, sections[last].id == id {
        sections[last].objects.append(object)
      } else {
        sections.append(.init(id: id, objects: [object]))
      }
    }
    return SectionedFetchResults(sections: sections, request: request.request, grouping: grouping)
  }

  /// Sections of the objects `fetchRequest` describes, identified by the value at `sectionIdentifier`.
  public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
              animation: Animation? = nil) {
    self.init(FetchRequest(fetchRequest: fetchRequest, animation: animation), sectionIdentifier)
  }

  /// Sections of the objects `fetchRequest` describes, identified by the value at `sectionIdentifier` (the
  /// transaction is kept).
  public init(fetchRequest: NSFetchRequest<Result>, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
              transaction: Transaction) {
    self.init(FetchRequest(fetchRequest: fetchRequest, transaction: transaction), sectionIdentifier)
  }

  /// Sections of the objects of `Result`'s entity, identified by the value at `sectionIdentifier`.
  public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [NSSortDescriptor],
              predicate: NSPredicate? = nil, animation: Animation? = nil) {
    self.init(FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate, animation: animation), sectionIdentifier)
  }

  /// Sections of the objects of `Result`'s entity, identified by the value at `sectionIdentifier` (an empty array
  /// literal takes the `NSSortDescriptor` form).
  @_disfavoredOverload
  public init(sectionIdentifier: KeyPath<Result, SectionIdentifier>, sortDescriptors: [SortDescriptor<Result>],
              predicate: NSPredicate? = nil, animation: Animation? = nil) {
    self.init(FetchRequest(sortDescriptors: sortDescriptors, predicate: predicate, animation: animation), sectionIdentifier)
  }

  /// Sections of the objects of `entity`, identified by the value at `sectionIdentifier`.
  public init(entity: NSEntityDescription, sectionIdentifier: KeyPath<Result, SectionIdentifier>,
              sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
    self.init(FetchRequest(entity: entity, sortDescriptors: sortDescriptors, predicate: predicate, animation: animation),
              sectionIdentifier)
  }

  private init(_ request: FetchRequest<Result>, _ sectionIdentifier: KeyPath<Result, SectionIdentifier>) {
    self.request = request
    grouping = SectionGrouping(keyPath: sectionIdentifier)
  }
}

/// The key path a sectioned fetch groups by, shared by the request and its results so that setting the results'
/// `sectionIdentifier` regroups the next render, as SwiftUI's nonmutating setter does.
final class SectionGrouping<Result, SectionIdentifier>: @unchecked Sendable {
  var keyPath: KeyPath<Result, SectionIdentifier>
  init(keyPath: KeyPath<Result, SectionIdentifier>) { self.keyPath = keyPath }
}

extension SectionedFetchRequest: EnvironmentObjectReading {
  package func missingRequirement(in environment: EnvironmentValues) -> EnvironmentObjectRequirement? {
    guard environment.managedObjectContext.isEnvironmentDefault else { return nil }
    return EnvironmentObjectRequirement(typeName: "SectionedFetchResults<\(SectionIdentifier.self), \(Result.self)>",
                                        wrapper: "@SectionedFetchRequest",
                                        fix: ".environment(\\.managedObjectContext, container.viewContext)",
                                        missingThing: "a managed object context")
  }
}

/// The sections a `@SectionedFetchRequest` fetched.
public struct SectionedFetchResults<SectionIdentifier: Hashable, Result: NSManagedObject>: RandomAccessCollection {
  /// One section: its identifier and its objects.
  public struct Section: Identifiable, RandomAccessCollection {
    /// The section's identifier.
    public let id: SectionIdentifier
    var objects: [Result]
    public var startIndex: Int { objects.startIndex }
    public var endIndex: Int { objects.endIndex }
    public subscript(position: Int) -> Result { objects[position] }
  }

  let sections: [Section]
  let request: NSFetchRequest<Result>
  let grouping: SectionGrouping<Result, SectionIdentifier>
  public var startIndex: Int { sections.startIndex }
  public var endIndex: Int { sections.endIndex }
  public subscript(position: Int) -> Section { sections[position] }

  /// The request's predicate (setting it, as a search field's binding does, changes the request for the next render).
  public var nsPredicate: NSPredicate? {
    get { flat.nsPredicate }
    nonmutating set { flat.nsPredicate = newValue }
  }

  /// The request's sort descriptors (setting them changes the request for the next render).
  public var nsSortDescriptors: [NSSortDescriptor] {
    get { flat.nsSortDescriptors }
    nonmutating set { flat.nsSortDescriptors = newValue }
  }

  /// The key path whose value names each object's section (setting it regroups the next render).
  public var sectionIdentifier: KeyPath<Result, SectionIdentifier> {
    get { grouping.keyPath }
    nonmutating set { grouping.keyPath = newValue }
  }

  /// The request's sort descriptors as `SortDescriptor`s (iOS 15): those the request was made with or last given.
  public var sortDescriptors: [SortDescriptor<Result>] {
    get { flat.sortDescriptors }
    nonmutating set { flat.sortDescriptors = newValue }
  }

  /// The same request seen as unsectioned results, whose accessors read and change it.
  private var flat: FetchedResults<Result> { FetchedResults(objects: [], request: request) }
}
