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
  /// and for `.tabBar` in the selected tab's content hides the tab bar.
  ///
  /// `.visible` and `.automatic` keep the bar; bottom bars are not affected here.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    barVisibility(visibility, for: bars)
  }

  /// `toolbar(_:for:)` and `toolbarVisibility(_:for:)`: hides the navigation bar when it is among `bars` (or none are
  /// named), and the tab bar when it is.
  package func barVisibility(_ visibility: Visibility, for bars: [ToolbarPlacement]) -> some View {
    let affectsNavigationBar = bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    let hidden: Bool? = affectsNavigationBar ? (visibility == .hidden) : nil
    return preference(key: NavigationBarHiddenKey.self, value: hidden)
      .preference(key: TabBarHiddenKey.self, value: namesTabBar(bars) ? (visibility == .hidden) : nil)
  }
}
