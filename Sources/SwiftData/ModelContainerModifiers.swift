import Foundation

private struct ModelContextKey: EnvironmentKey {
  /// A context on an empty container of its own, standing for "no container set": `@Query`
  /// fails the cell when it finds it, and what is inserted into it is dropped with it.
  static var defaultValue: ModelContext { ModelContext(placeholderOf: ()) }
}

extension EnvironmentValues {
  /// The context of the container a view above set with `.modelContainer(…)` or `.modelContext(_:)`.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

extension ModelContainer {
  /// The container `.modelContainer(for:…)` makes for a view or a scene: in memory, whatever
  /// `inMemory` says, its main context autosaving as asked, handed to `onSetup` before use.
  convenience init(settingUp modelTypes: [any PersistentModel.Type], inMemory: Bool, isAutosaveEnabled: Bool,
                   onSetup: (Result<ModelContainer, any Error>) -> Void) {
    self.init(schema: Schema(modelTypes), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
    mainContext.autosaveEnabled = isAutosaveEnabled
    onSetup(.success(self))
  }
}

extension ModelContext {
  /// A context on a fresh empty container, marked as the environment's default.
  convenience init(placeholderOf: Void) {
    self.init(ModelContainer(schema: Schema([]), configurations: []))
    isPlaceholder = true
  }
}

nonisolated extension View {
  /// Sets the container whose main context views below use (`@Query`, `\.modelContext`).
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// Sets a new container for `modelType` (in memory here, whatever `inMemory` says).
  public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                             isUndoEnabled: Bool = false,
                             onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Sets a new container for `modelTypes` (in memory here, whatever `inMemory` says).
  public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                             isUndoEnabled: Bool = false,
                             onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
    modelContainer(ModelContainer(settingUp: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
  }

  /// Sets the context views below use.
  public func modelContext(_ modelContext: ModelContext) -> some View {
    environment(\.modelContext, modelContext)
  }
}
