import Foundation

/// What the selected tab's content asks of the tab bar: `toolbar(_:for: .tabBar)` (and `toolbarVisibility`),
/// `toolbarBackground(_:for: .tabBar)` with a style or a visibility (and `toolbarBackgroundVisibility`), and
/// `toolbarColorScheme(_:for: .tabBar)`; and the same settings `for: .bottomBar` that a navigation stack's root asks
/// of its bottom toolbar (`BottomToolbar`), which follows the same rules.
///
/// In SwiftUI these settings flow up from the selected tab's content to the tab view that draws the bar
/// (through navigation stacks in the tab, not through a nested tab view), and the outermost setting wins; on
/// the `TabView` itself they reach no tab and change nothing. `.visible` fills the bar with the style or the
/// `.bar` material, `.hidden` leaves it clear without its hairline, and with neither (`.automatic`) the bar has
/// a background, the style or the material, only while scroll content lies under it (`BottomBarScrollEdge`).
/// The color scheme applies to the bar's background and items while it draws a background.
struct BottomBarAppearance {
  var hidden = false
  var style: AnyShapeStyle?
  var visibility: Visibility?
  /// The outer optional says whether `toolbarColorScheme` was used; the inner is its argument.
  var colorScheme: ColorScheme??

  /// The settings made in `page`, the selected tab's resolved content.
  init(page: ResolvedNode) {
    let boundaries: Set<String> = [BottomBarAppearance.tabViewNodeType]
    hidden = (page.firstPreferenceValue(TabBarHiddenKey.self, stoppingAt: boundaries) ?? nil) ?? false
    style = page.firstPreferenceValue(TabBarBackgroundStyleKey.self, stoppingAt: boundaries) ?? nil
    visibility = page.firstPreferenceValue(TabBarBackgroundVisibilityKey.self, stoppingAt: boundaries) ?? nil
    colorScheme = page.firstPreferenceValue(TabBarColorSchemeKey.self, stoppingAt: boundaries) ?? nil
  }

  /// The settings the root of a navigation stack makes for its bottom toolbar (`.bottomBar`), read as the tab bar's
  /// are from its page: the outermost wins, and they stop at nested navigation containers.
  init(bottomToolbarOf root: ResolvedNode, boundaries: Set<String>) {
    hidden = (root.firstPreferenceValue(BottomToolbarHiddenKey.self, stoppingAt: boundaries) ?? nil) ?? false
    style = root.firstPreferenceValue(BottomToolbarBackgroundStyleKey.self, stoppingAt: boundaries) ?? nil
    visibility = root.firstPreferenceValue(BottomToolbarBackgroundVisibilityKey.self, stoppingAt: boundaries) ?? nil
    colorScheme = root.firstPreferenceValue(BottomToolbarColorSchemeKey.self, stoppingAt: boundaries) ?? nil
  }

  init() {}

  /// The type of a tab view's node, where the settings of a nested tab view's pages stop.
  static let tabViewNodeType = "TabView"

  /// Whether a background or scheme setting was made (SwiftUI's settings win over the `UITabBar` appearance proxy).
  var setsLook: Bool { style != nil || visibility != nil || colorScheme != nil }

  /// The bar's background: nil when it is clear, as it is at the scroll edge (`contentUnderBar` false) unless
  /// the background is asked to be visible.
  func background(contentUnderBar: Bool) -> AnyShapeStyle? {
    switch visibility {
    case .hidden: return nil
    case .visible: return style ?? AnyShapeStyle(Material.bar)
    default: return contentUnderBar ? style ?? AnyShapeStyle(Material.bar) : nil
    }
  }
}

/// `toolbar(_:for: .tabBar)`: whether the selected tab hides the tab bar.
struct TabBarHiddenKey: PreferenceKey {
  static let defaultValue: Bool? = nil
  static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
}

/// `toolbarBackground(_:for: .tabBar)` with a style.
struct TabBarBackgroundStyleKey: PreferenceKey {
  static var defaultValue: AnyShapeStyle? { nil }
  static func reduce(value: inout AnyShapeStyle?, nextValue: () -> AnyShapeStyle?) { value = value ?? nextValue() }
}

/// `toolbarBackground(_:for: .tabBar)` with a visibility, and `toolbarBackgroundVisibility(_:for: .tabBar)`.
struct TabBarBackgroundVisibilityKey: PreferenceKey {
  static let defaultValue: Visibility? = nil
  static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { value = value ?? nextValue() }
}

/// `toolbarColorScheme(_:for: .tabBar)`: the outer optional says whether it was used, the inner is its argument.
struct TabBarColorSchemeKey: PreferenceKey {
  static let defaultValue: ColorScheme?? = nil
  static func reduce(value: inout ColorScheme??, nextValue: () -> ColorScheme??) { value = value ?? nextValue() }
}

/// Whether a toolbar modifier's `bars` include the tab bar.
func namesTabBar(_ bars: [ToolbarPlacement]) -> Bool {
  bars.contains(.tabBar)
}

/// The tab bar's background and color scheme as the selected tab's settings ask.
nonisolated struct BottomBarSwiftUIBackground: ViewModifier {
  let appearance: BottomBarAppearance
  /// Whether the page's scroll content lies under the bar.
  let contentUnderBar: Bool
  /// Whether the background reaches down through the unsafe area below the bar (a device's home indicator), as a
  /// bottom bar's does on iOS; false for a bar with another bar below it.
  var reachesBelow = true

  func body(content: Content) -> some View {
    if let background = appearance.background(contentUnderBar: contentUnderBar) {
      content
        .background(background, ignoresSafeAreaEdges: reachesBelow ? [.bottom, .horizontal] : .horizontal)
        .overlay(alignment: .top) { Divider() }
        .environmentChange { values in
          if let scheme = appearance.colorScheme ?? nil { values.colorScheme = scheme }
        }
    } else {
      content
    }
  }
}
