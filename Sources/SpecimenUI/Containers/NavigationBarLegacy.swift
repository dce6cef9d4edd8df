import Foundation

// The iOS 13 navigation-bar API, deprecated since iOS 14–16 but still in many views that
// snapshot tests cover. Each maps onto its successor: `navigationBarTitle` sets the navigation
// title (and display mode), `navigationBarItems` places toolbar items at the bar's leading and
// trailing edges, and a navigation view style changes nothing on an iPhone-sized stack.

nonisolated extension View {
  /// Sets the title in the navigation bar (iOS 13; use `navigationTitle`).
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  /// Sets the title in the navigation bar from a localized string key (iOS 13).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
  /// Sets the title in the navigation bar from a string (iOS 13).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
  /// Sets the title and its display mode in the navigation bar (iOS 13).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
  /// Sets the title (a localized string key) and its display mode in the navigation bar (iOS 13).
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }
  /// Sets the title (a string) and its display mode in the navigation bar (iOS 13).
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the navigation bar items at its leading and trailing edges (iOS 13; use `toolbar`).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }
  /// Sets the navigation bar item at its leading edge (iOS 13).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }
  /// Sets the navigation bar item at its trailing edge (iOS 13).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }

  /// Sets the style of navigation views within this view (one column on an iPhone in every style).
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A specification for the appearance and interaction of a `NavigationView`.
public protocol NavigationViewStyle: Sendable {}
/// The default navigation view style for the current context.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// A navigation view style that shows a single view at a time (the iPhone's).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// A navigation view style with columns (the iPad's; on an iPhone-sized still, one column).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// A navigation view style with columns (the iPad's; on an iPhone-sized still, one column).
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension Picker {
  /// Creates a picker with its label before its content (the iOS 13 argument order).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { label }
  }
}
