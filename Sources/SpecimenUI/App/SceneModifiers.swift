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
  /// Sets the kind of resizability to use for a window (macOS 13, iOS 17, visionOS 1).
  public func windowResizability(_ resizability: WindowResizability) -> some Scene { modified() }
  /// Sets the style for the toolbar in the scene's windows (macOS 11).
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene { modified() }
  /// Sets a default position for a window (macOS 13).
  public func defaultPosition(_ position: UnitPoint) -> some Scene { modified() }
  /// Sets the restoration behavior for this scene (macOS 15).
  public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> some Scene { modified() }
  /// Sets the size a window takes when zoomed (macOS 15).
  public func windowIdealSize(_ idealSize: WindowIdealSize) -> some Scene { modified() }
  /// Specifies the external events for which SwiftUI opens a new instance of the scene.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene { modified() }
  /// Sets the style for menu bar extra created by this scene (macOS 13).
  public func menuBarExtraStyle<S: MenuBarExtraStyle>(_ style: S) -> some Scene { modified() }
  /// Adds commands to the scene (the app's menus on macOS and iPadOS, key commands on iOS).
  public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { modified() }
  /// Removes all commands defined by the modified scene.
  public func commandsRemoved() -> some Scene { modified() }
  /// Replaces all commands defined by the modified scene with the commands from the builder.
  public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { modified() }
}
