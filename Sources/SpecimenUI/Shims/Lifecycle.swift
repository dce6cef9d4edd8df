import Foundation

nonisolated extension View {
  /// Adds an action to perform when the given value changes (the one-parameter form); never called in a static render.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { inert() }

  /// Adds an action to perform when the given value changes, given the old and new values; never called in a static render.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
    inert()
  }

  /// Adds an action to perform when the given value changes; never called in a static render.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { inert() }

  /// Adds an action to perform before this view appears; never called in a static render.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { inert() }

  /// Adds an action to perform after this view disappears; never called in a static render.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { inert() }

  /// Adds an asynchronous task to perform before this view appears; never started in a static render.
  ///
  /// The action inherits the actor context of the code that writes it and is `@isolated(any)`, as in the
  /// iOS 18 SDK: a closure written in a main-actor view runs on the main actor, so it may call the view's
  /// main-actor methods (a plain `@Sendable` closure would be nonisolated, and such calls errors in Swift 6).
  public func task(priority: TaskPriority = .userInitiated,
                   @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> some View {
    inert()
  }

  /// Adds a task to perform before this view appears or when a specified value changes; never started in a static render.
  public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                 @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void)
    -> some View { inert() }
}
