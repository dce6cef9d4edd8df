import Foundation

/// Whether the root of a navigation container hides its bar (the outermost setting wins, as the title's does).
struct NavigationBarHiddenKey: PreferenceKey {
  static let defaultValue: Bool? = nil
  static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
}

nonisolated extension View {
  /// Hides the navigation bar of the enclosing navigation stack when true (the iOS 13 form).
  ///
  /// The stack then draws its root alone, from the top of its frame.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    preference(key: NavigationBarHiddenKey.self, value: hidden)
  }

  /// Sets the visibility of the given bars: `.hidden` for `.navigationBar` (or `.automatic`) hides the navigation bar,
  /// for `.tabBar` in the selected tab's content the tab bar, and for `.bottomBar` a navigation stack's bottom toolbar.
  ///
  /// `.visible` and `.automatic` keep the bar.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    barVisibility(visibility, for: bars)
  }

  /// `toolbar(_:for:)` and `toolbarVisibility(_:for:)`: hides the navigation bar when it is among `bars` (or none are
  /// named), and the tab bar or the bottom toolbar when it is.
  package func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
    let affectsNavigationBar = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    let hidden: Bool? = affectsNavigationBar ? (visibility == .hidden) : nil
    return preference(key: NavigationBarHiddenKey.self, value: hidden)
      .preference(key: TabBarHiddenKey.self, value: namesTabBar(bars) ? (visibility == .hidden) : nil)
      .preference(key: BottomToolbarHiddenKey.self, value: bars.contains(.bottomBar) ? (visibility == .hidden) : nil)
  }
}
