import Foundation

/// What a fetch returns: the models of a type that match a predicate, sorted, limited and offset.
public struct FetchDescriptor<T: PersistentModel> {
  /// Which models match (all when nil).
  public var predicate: Predicate<T>?
  /// How the results are sorted, first descriptor first (in store order when empty).
  public var sortBy: [SortDescriptor<T>]
  /// The most results to return (all when nil).
  public var fetchLimit: Int?
  /// How many sorted results to skip (none when nil).
  public var fetchOffset: Int?
  /// Whether unsaved changes are included (they always are: nothing is saved apart).
  public var includePendingChanges: Bool = true
  /// The properties to fetch at once (every property is in memory).
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// The relationships to fetch at once (every relationship is in memory).
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// Creates a descriptor.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

extension FetchDescriptor: @unchecked Sendable {}

extension FetchDescriptor {
  /// The descriptor's results among `objects`: filtered, sorted (a stable sort, so ties keep store
  /// order), then offset and limited. A negative limit or offset counts as none; in a render, a limit of 0 and a
  /// negative limit or offset are named (`FetchDescriptorCheck`).
  func results(in objects: [any PersistentModel]) throws -> [T] {
    FetchDescriptorCheck.check(self)
    var matches = objects.compactMap { $0 as? T }
    if let predicate {
      matches = try matches.filter { try predicate.evaluate($0) }
    }
    if !sortBy.isEmpty {
      matches = matches.sorted(using: sortBy)
    }
    let offset = max(0, fetchOffset ?? 0)
    var slice = matches.dropFirst(offset)
    if let fetchLimit, fetchLimit >= 0 { slice = slice.prefix(fetchLimit) }
    return Array(slice)
  }
}
