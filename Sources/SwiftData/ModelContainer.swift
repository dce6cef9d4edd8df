import Foundation

/// A store of model objects and the contexts that work on it: here an in-memory list of the
/// objects inserted into it, in the order they were inserted, shared by its contexts.
public final class ModelContainer: @unchecked Sendable {
  /// The schema it stores.
  public let schema: Schema
  /// The configurations it was created with.
  public let configurations: [ModelConfiguration]
  let store = ModelStore()
  private let lock = NSLock()
  private var _mainContext: ModelContext?

  /// Creates a container: an empty store (never fails: nothing is opened).
  init(schema: Schema, configurations: [ModelConfiguration]) {
    self.schema = schema
    self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
  }

  /// Creates a container for `givenSchema`.
  public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                          configurations: [ModelConfiguration] = []) throws {
    self.init(schema: givenSchema, configurations: configurations)
  }

  /// Creates a container for `givenSchema`.
  public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                          configurations: ModelConfiguration...) throws {
    try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
  }

  /// Creates a container for some model types.
  public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                          configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
  }

  /// The context views use (`@Environment(\.modelContext)`, `@Query`).
  public var mainContext: ModelContext {
    lock.withLock {
      if let context = _mainContext { return context }
      let context = ModelContext(self)
      _mainContext = context
      return context
    }
  }

  /// Removes every object from the store.
  public func deleteAllData() { store.removeAll() }
}
