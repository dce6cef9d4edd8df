import Foundation
import Observation

/// A scene with a modifier applied; the modifiers configure what a running app would pass to its
/// windows, which a render never opens (docs/unsupported.md).
nonisolated public struct _ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
  let content: Content
  public var body: Never { primitiveBody(Self.self) }
  @MainActor package var windowGroupCount: Int { SceneTree.windowGroupCount(content) }
}

nonisolated extension Scene {
  private func modified() -> _ModifiedScene<Self> { _ModifiedScene(content: self) }

  /// Sets the environment value of the specified key path to the given value.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { modified() }
  /// Places an observable object in the scene's environment.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { modified() }
  /// Supplies an observable object to a scene's view hierarchy.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { modified() }
  /// Adds an action to perform when the given value changes.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
    modified()
  }
  /// Adds an action to perform when the given value changes.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { modified() }
  /// Adds an action to perform when the given value changes (iOS 14, deprecated in iOS 17).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene { modified() }
  /// Sets a default width and height for a window.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { modified() }
  /// Sets a default size for a window.
  public func defaultSize(_ size: CGSize) -> some Scene { modified() }
  /// Sets the style of the scene's windows (macOS 11, visionOS 1).
  public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { modified() }
}
