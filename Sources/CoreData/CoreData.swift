// `import CoreData`: managed objects, contexts, fetch requests and persistent containers over an
// in-memory store, so the persistence code around views (Xcode's Core Data template, a
// `PersistenceController` with a `preview` that inserts sample objects) compiles unchanged, and
// SwiftUI's `@FetchRequest` (declared with SwiftUI, as on iOS) draws what a preview inserted.
//
// Nothing is read from or written to disk, whatever a store description says: every container is an
// in-memory store of the objects inserted into its contexts. Predicates are Foundation's on Linux:
// block predicates are evaluated, and format strings, which Linux Foundation cannot parse, are parsed
// by SpecimenUI for the common subset (docs/unsupported.md). Sort descriptors by key path, and by key
// name on managed objects, are applied.
@_exported import Foundation
