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
  /// Sets the default visibility of the tab in the given placements (kept, not applied: the tab still shows in the tab bar).
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
}

extension TabSection {
  /// Sets the identifier for the section, used to save its customization.
  public func customizationID(_ id: String) -> Self { self }
  /// Configures the customization behavior of the section.
  public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }
  /// Sets the default visibility of the section in the given placements (kept, not applied: its tabs still show).
  public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
}
