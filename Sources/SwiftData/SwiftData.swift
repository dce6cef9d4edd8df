// `import SwiftData` (iOS 17): `@Model` classes, `ModelContainer` and `ModelContext`,
// `FetchDescriptor`, the `@Query` property wrapper and the `modelContainer` modifiers.
//
// A container is an in-memory store of the objects inserted into it (nothing is read from or
// written to disk, whatever its configuration says), so a preview that inserts sample objects and
// a view that lists them with `@Query` draws those rows. Filters and sorts are Foundation's own
// `Predicate` (`#Predicate`) and `SortDescriptor`, evaluated on the objects. Re-exports SpecimenUI
// (and with it Foundation and Observation).
@_exported import SpecimenUI
