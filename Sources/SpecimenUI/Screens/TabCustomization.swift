import Foundation

/// A placement for tabs in a tab view using the adaptable sidebar style (iOS 18).
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String
  /// The default placement.
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  /// The bottom tab bar of an app on iOS and iPadOS.
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  /// The sidebar of a tab view.
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// The customization behavior of customizable tab view content (iOS 18).
public struct TabCustomizationBehavior: Hashable, Sendable {
  let name: String
  /// The automatic customization behavior.
  public static let automatic = TabCustomizationBehavior(name: "automatic")
  /// The tab can be reordered in the sidebar and tab bar but not hidden.
  public static let reorderable = TabCustomizationBehavior(name: "reorderable")
  /// The tab cannot be customized.
  public static let disabled = TabCustomizationBehavior(name: "disabled")
}

// Tab customization is the user's rearranging of a sidebar-adaptable tab view, which a still
// render never shows: the tab is drawn with its default visibility and order.
extension Tab {
  /// Sets the identifier for the tab, used to save its customization.
  public func customizationID(_ id: String) -> Self { self }
  /// Configures the customization behavior of the tab.
  public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }
  /// Sets the default visibility of the tab in the given placements: hidden in `.tabBar`, an
  /// iPhone's tab bar leaves it out (the sidebar, which a still of an iPhone never shows, is not drawn).
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self {
    guard placements.contains(.tabBar) else { return self }
    var tab = self
    tab.tabBarVisibility = visibility
    return tab
  }

  /// Specifies the placement of the tab (iOS 18): a `.sidebarOnly` tab is left out of an iPhone's
  /// tab bar; `.pinned` (the trailing end of an iPad's top bar) draws in line on an iPhone.
  public func tabPlacement(_ placement: TabPlacement) -> Self {
    var tab = self
    tab.placement = placement
    return tab
  }
}

/// A place that a tab can appear (iOS 18); not all tab view styles support all placements.
public struct TabPlacement: Hashable, Sendable {
  let name: String
  /// The default tab location.
  public static let automatic = TabPlacement(name: "automatic")
  /// The pinned tab placement location.
  public static let pinned = TabPlacement(name: "pinned")
  /// The sidebar tab placement location.
  public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// Whether an iPhone's tab bar shows `view` among its items, read through its modifiers.
func isInTabBar(_ view: any View) -> Bool { (view as? any TabItemCarrier)?.isInTabBar ?? true }

extension TabSection {
  /// Sets the identifier for the section, used to save its customization.
  public func customizationID(_ id: String) -> Self { self }
  /// Configures the customization behavior of the section.
  public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }
  /// Sets the default visibility of the section in the given placements (kept, not applied: its tabs still show).
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
  /// Adds actions to the section's header in the sidebar (iOS 18; the sidebar is not drawn on an iPhone).
  public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> Self { self }
}

// The sidebar of an adaptable tab view shows on an iPad or a Mac; an iPhone's still shows the tab
// bar, so what these add to the sidebar is not drawn.
nonisolated extension View {
  /// Specifies the customizations to apply to a sidebar-adaptable tab view (iOS 18).
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { self }
  /// Adds a custom header to the sidebar of a tab view (iOS 18).
  public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
  /// Adds a custom footer to the sidebar of a tab view (iOS 18).
  public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
  /// Adds a custom bottom bar to the sidebar of a tab view (iOS 18).
  public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
}
