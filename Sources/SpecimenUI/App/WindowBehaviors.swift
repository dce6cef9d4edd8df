import Foundation

/// The resizability of a window (macOS 13, iOS 17, visionOS 1): what a running app's windows may be
/// resized to, which a render never opens.
nonisolated public struct WindowResizability: Sendable {
  let name: String
  /// The automatic window resizability: the content's size for `Window`, `UtilityWindow` and `Settings`, else its minimum.
  public static let automatic = WindowResizability(name: "automatic")
  /// A window resizability that's derived from the window's content (its minimum and maximum sizes).
  public static let contentSize = WindowResizability(name: "contentSize")
  /// A window resizability that's partially derived from the window's content (its minimum size).
  public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

/// Whether a scene's windows are restored when the app relaunches (macOS 15).
nonisolated public struct SceneRestorationBehavior: Sendable {
  let name: String
  /// The automatic scene restoration behavior.
  public static let automatic = SceneRestorationBehavior(name: "automatic")
  /// The disabled scene restoration behavior.
  public static let disabled = SceneRestorationBehavior(name: "disabled")
}

/// The size a window takes when zoomed (macOS 15).
nonisolated public struct WindowIdealSize: Sendable {
  let name: String
  /// The default size.
  public static let automatic = WindowIdealSize(name: "automatic")
  /// The maximum size of the window's content.
  public static let maximum = WindowIdealSize(name: "maximum")
  /// The ideal size of the window's content.
  public static let fitToContent = WindowIdealSize(name: "fitToContent")
}

/// A specification for the appearance and behavior of a window's toolbar (macOS 11).
public protocol WindowToolbarStyle {}

/// The default window toolbar style.
nonisolated public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
}

/// A window toolbar style which displays its contents automatically.
nonisolated public struct AutomaticWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
}

/// A toolbar style that displays the title bar and toolbar in one row.
nonisolated public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  /// Creates a unified toolbar style.
  public init() {}
  /// Creates a unified toolbar style, with the window's title shown or not.
  public init(showsTitle: Bool) {}
}

/// A toolbar style that displays the title bar and toolbar in one compact row.
nonisolated public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  /// Creates a unified compact toolbar style.
  public init() {}
  /// Creates a unified compact toolbar style, with the window's title shown or not.
  public init(showsTitle: Bool) {}
}

/// A toolbar style that displays the title above the toolbar.
nonisolated public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
  public init() {}
}

nonisolated extension WindowToolbarStyle where Self == AutomaticWindowToolbarStyle {
  /// The default toolbar style.
  public static var automatic: AutomaticWindowToolbarStyle { AutomaticWindowToolbarStyle() }
}

nonisolated extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// The unified toolbar style.
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
  /// The unified toolbar style, with the title shown or not.
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle(showsTitle: showsTitle) }
}

nonisolated extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// The unified compact toolbar style.
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle() }
  /// The unified compact toolbar style, with the title shown or not.
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle { UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle) }
}

nonisolated extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  /// The expanded toolbar style.
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}
