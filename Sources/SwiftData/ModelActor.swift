import Foundation

/// An actor that works on a container's models off the main actor (`@ModelActor actor Importer`):
/// its context is its own, on the same in-memory store as the container's main context.
public protocol ModelActor: Actor {
  /// The container the actor works on.
  nonisolated var modelContainer: ModelContainer { get }
  /// The executor holding the actor's context.
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor's context.
  public var modelContext: ModelContext { modelExecutor.modelContext }
}

/// An object that holds the context a model actor works in.
public protocol ModelExecutor: AnyObject, Sendable {
  /// The context.
  var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` makes: it holds a context of its own on the actor's container.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  public let modelContext: ModelContext
  /// An executor of `modelContext`.
  public init(modelContext: ModelContext) { self.modelContext = modelContext }
}
