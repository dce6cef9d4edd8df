// `import CoreData`: managed objects, contexts, fetch requests and persistent containers over an
// in-memory store, so the persistence code around views (Xcode's Core Data template, a
// `PersistenceController` with a `preview` that inserts sample objects) compiles unchanged, and
// SwiftUI's `@FetchRequest` (declared with SwiftUI, as on iOS) draws what a preview inserted.
//
// Nothing is read from or written to disk, whatever a store description says: every container is an
// in-memory store of the objects inserted into its contexts. A request's predicate is evaluated:
// a block, or a format string, which SpecimenUI parses as Foundation does on Apple platforms (Linux
// Foundation has no predicate strings; `Shims/PredicateFormat`). Sort
// descriptors by key path, and by key name on managed objects, are applied.
@_exported import Foundation
