import Foundation

/// The navigation bar's background and color scheme, set by `toolbarBackground(_:for:)`,
/// `toolbarBackgroundVisibility(_:for:)` and `toolbarColorScheme(_:for:)` on a stack's root.
///
/// Since iOS 15 a navigation bar at rest over content scrolled to its top draws no background
/// (UIKit's transparent scroll-edge appearance), and a still is at rest; so the bar stays clear
/// until the code asks for `.visible`, or sets a `scrollEdgeAppearance` or bar colour on the
/// `UINavigationBar` appearance proxy (`UIKitNavigationBarLook`). Then it fills with the chosen style (the `.bar` material when
/// none is chosen), reaching up under the status bar, and its title and items take the chosen
/// color scheme. Hidden or automatic, the bar stays clear whatever style or scheme is set.
struct NavigationBarAppearance {
  var style: AnyShapeStyle?
  var visibility: Visibility?
  var colorScheme: ColorScheme?

  /// Whether the bar draws a background.
  var drawsBackground: Bool { visibility == .visible }
}

/// A navigation bar with the background and color scheme its root asked for.
nonisolated struct NavigationBarChrome: View {
  let bar: NavigationBarView
  let appearance: NavigationBarAppearance

  var body: some View {
    if appearance.drawsBackground {
      NavigationBarStandardAppearance(bar: bar, appearance: appearance, hairline: false)
    } else if appearance.visibility == nil, let look = UIKitNavigationBarLook.current {
      // No SwiftUI background asked for: the UIKit appearance proxy's scroll-edge background, over the bar
      // view's own colour.
      bar
        .modifier(UIKitBarBackgroundModifier(background: look.background, edge: .bottom))
        .background { if let color = look.viewBackground { Rectangle().fill(color).ignoresSafeArea(.container, edges: .top) } }
    } else {
      bar
    }
  }
}

struct NavigationBarBackgroundStyleKey: PreferenceKey {
  static var defaultValue: AnyShapeStyle? { nil }
  static func reduce(value: inout AnyShapeStyle?, nextValue: () -> AnyShapeStyle?) { value = value ?? nextValue() }
}

struct NavigationBarBackgroundVisibilityKey: PreferenceKey {
  static let defaultValue: Visibility? = nil
  static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { value = value ?? nextValue() }
}

/// The bar's color scheme: the outer optional says whether the modifier was used, the inner is its
/// argument (`nil` asks for the environment's scheme).
struct NavigationBarColorSchemeKey: PreferenceKey {
  static let defaultValue: ColorScheme?? = nil
  static func reduce(value: inout ColorScheme??, nextValue: () -> ColorScheme??) { value = value ?? nextValue() }
}

/// Whether a toolbar modifier's `bars` include the navigation bar (none named means the automatic bar, the navigation bar on iPhone).
func namesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
  bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
}

nonisolated extension View {
  /// Specifies the preferred visibility of backgrounds on a bar: `.visible` makes the navigation bar
  /// draw its background at rest (its style, or the `.bar` material).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    preference(key: NavigationBarBackgroundVisibilityKey.self, value: namesNavigationBar(bars) ? visibility : nil)
      .preference(key: TabBarBackgroundVisibilityKey.self, value: namesTabBar(bars) ? visibility : nil)
      .preference(key: BottomToolbarBackgroundVisibilityKey.self, value: bars.contains(.bottomBar) ? visibility : nil)
  }

  /// Specifies the preferred shape style of the background of a bar; the navigation bar draws it when its background is visible.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    // A colour with a NaN or infinite component is named by this modifier (as the resolve pass reaches it) and drawn cleaned.
    let checked = (style as? Color).flatMap { color in
      finiteColor(color.storage, type: "Color", example: "Color(red: 1, green: 0.5, blue: 0)",
                  ".toolbarBackground(_:for: \(bars.map { "." + $0.name }.joined(separator: ", ")))")
    }
    let used = checked.map { AnyShapeStyle($0.color) } ?? AnyShapeStyle(style)
    return environmentChange { _ in
      if let checked { ResolveIssues.report(ResolveIssue(.invalidNumber, checked.warning)) }
    }
    .preference(key: NavigationBarBackgroundStyleKey.self, value: namesNavigationBar(bars) ? used : nil)
    .preference(key: TabBarBackgroundStyleKey.self, value: namesTabBar(bars) ? used : nil)
    .preference(key: BottomToolbarBackgroundStyleKey.self, value: bars.contains(.bottomBar) ? used : nil)
  }

  /// Specifies the preferred visibility of backgrounds on a bar (the iOS 18 name of `toolbarBackground(_:for:)` with a visibility).
  public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    preference(key: NavigationBarBackgroundVisibilityKey.self, value: namesNavigationBar(bars) ? visibility : nil)
      .preference(key: TabBarBackgroundVisibilityKey.self, value: namesTabBar(bars) ? visibility : nil)
      .preference(key: BottomToolbarBackgroundVisibilityKey.self, value: bars.contains(.bottomBar) ? visibility : nil)
  }

  /// Specifies the preferred color scheme of a bar: the navigation bar's title and items take it when its background is visible.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    preference(key: NavigationBarColorSchemeKey.self, value: namesNavigationBar(bars) ? .some(colorScheme) : nil)
      .preference(key: TabBarColorSchemeKey.self, value: namesTabBar(bars) ? .some(colorScheme) : nil)
      .preference(key: BottomToolbarColorSchemeKey.self, value: bars.contains(.bottomBar) ? .some(colorScheme) : nil)
  }
}
