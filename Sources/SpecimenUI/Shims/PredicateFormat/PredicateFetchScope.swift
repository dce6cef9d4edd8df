import Foundation

/// Whether the predicates evaluated now are filtering a Core Data store's fetch: its SQL store refuses some key
/// paths that evaluation in memory (`evaluate(with:)`, `filter`) reads, such as one through a to-many relationship
/// outside `ANY`. The CoreData module sets it around a fetch.
package enum PredicateFetchScope {
  @TaskLocal package static var isStoreFetch = false
}
