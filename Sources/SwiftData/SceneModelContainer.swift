import Foundation

nonisolated extension Scene {
  /// Sets the container whose main context the scene's windows use (iOS 17). A render opens no
  /// window, so, like the scene's other environment values, it configures nothing drawn.
  public func modelContainer(_ container: ModelContainer) -> some Scene {
    environment(\.modelContext, container.mainContext)
  }

  /// Sets a new container for `modelType` on the scene (in memory here, whatever `inMemory` says).
  public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                             isUndoEnabled: Bool = false,
                             onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  /// Sets a new container for `modelTypes` on the scene (in memory here, whatever `inMemory` says).
  public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                             isUndoEnabled: Bool = false,
                             onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
    modelContainer(ModelContainer(settingUp: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
  }
}
