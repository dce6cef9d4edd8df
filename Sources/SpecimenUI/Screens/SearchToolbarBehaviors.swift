import Foundation

/// How a search field's activation affects the toolbar's content (iOS 17.1).
public struct SearchPresentationToolbarBehavior: Hashable, Sendable {
  let name: String
  /// The system decides whether presenting search hides the toolbar's content (by default, the title).
  public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
  /// Presenting search leaves the toolbar's content, such as the title, in place.
  public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}

/// How the toolbar shows a search field (iOS 26).
public struct SearchToolbarBehavior: Hashable, Sendable {
  let name: String
  /// The system decides how the search field appears.
  public static let automatic = SearchToolbarBehavior(name: "automatic")
  /// The search field is reduced to a button until the person taps it.
  public static let minimize = SearchToolbarBehavior(name: "minimize")
}

nonisolated extension View {
  /// Configures how presenting search affects the toolbar (iOS 17.1). A still shows search at rest,
  /// not presented, so the bar is drawn as without it.
  public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { inert() }

  /// Configures how the toolbar shows a search field (iOS 26); the resting field is drawn as without it.
  public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { inert() }
}
