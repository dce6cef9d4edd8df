import Foundation

/// How a toolbar shows its title (iOS 17 `toolbarTitleDisplayMode(_:)`).
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
  let mode: NavigationBarItem.TitleDisplayMode
  /// The platform's mode (the root of a stack: large).
  public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
  /// A large title below the bar.
  public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
  /// A large title in the bar's row, beside the bar items; drawn here as `.large`.
  public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
  /// The title within the standard bar.
  public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
}

/// The purpose of a toolbar, which changes how the system lays out items (iOS 16); it changes
/// nothing drawn at rest here.
public struct ToolbarRole: Hashable, Sendable {
  let name: String
  /// The platform's role.
  public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }
  /// A navigation stack's toolbar.
  public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }
  /// A browser's toolbar.
  public static var browser: ToolbarRole { ToolbarRole(name: "browser") }
  /// An editor's toolbar (the back button shows no title).
  public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

/// The phase of the app's scene; a render is always `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
  /// The current phase of the scene (`.active`: a render shows the app in front).
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets how the navigation bar shows this view's title (`.inline`, `.large`; `.inlineLarge` is drawn large).
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    navigationBarTitleDisplayMode(mode.mode)
  }

  /// Shows or hides the bars this view's toolbar content goes in (iOS 18; `toolbar(_:for:)`'s new name).
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    barVisibility(visibility, for: bars)
  }

  /// Sets the toolbar's role (no drawn effect at rest).
  public func toolbarRole(_ role: ToolbarRole) -> some View { inert() }

  /// Hides the status bar (renders have no status bar).
  public func statusBarHidden(_ hidden: Bool = true) -> some View { inert() }

  /// Sets the visibility of system overlays such as the home indicator (not drawn in renders).
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { inert() }

  /// Gives the app's gestures precedence over the system's on the given edges (nothing is touched in a render).
  public func defersSystemGestures(on edges: Edge.Set) -> some View { inert() }

  /// Calls `action` when the app is asked to open a URL (never in a render).
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { inert() }

}

nonisolated extension View {
  /// Sets a subtitle for the navigation title (iOS 26, macOS 11); kept, not drawn (see docs/unsupported.md).
  public func navigationSubtitle(_ subtitle: Text) -> some View { inert() }
  /// Sets a subtitle for the navigation title from a localized key (iOS 26); kept, not drawn.
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { inert() }
  /// Sets a subtitle for the navigation title from a string (iOS 26); kept, not drawn.
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View { inert() }
}
