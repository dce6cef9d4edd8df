import Foundation

/// The bottom toolbar of a navigation stack's root on an iPhone: its `.bottomBar` and `.status` items.
///
/// SwiftUI puts these items in the navigation controller's toolbar (UIKit `UIToolbar`), a 44-pt bar
/// (UIKit's compact toolbar height, the navigation bar's) at the bottom of the screen. On iOS 16 and later
/// one `.bottomBar` item sits in the middle of the bar and several are spread from edge to edge, the first at
/// the leading edge and the last at the trailing edge; a `.status` item is centred in the bar ("In iOS and
/// iPadOS, the system places status items in the center of the bottom toolbar", Apple's
/// `ToolbarItemPlacement.status` page), with the items declared before it at the leading edge and those after
/// it at the trailing edge. Items are bar buttons, as in the navigation bar: 17-pt body text in the tint,
/// symbols at the large image scale, a `Label` as its icon alone, 16 pt from the bar's sides.
///
/// Like the tab bar, the bar shows its standard appearance (the `.bar` material under a hairline) only while the
/// page's scroll content lies under it, and is clear at the scroll edge (`UIToolbar.scrollEdgeAppearance`: nil
/// means the standard appearance with a transparent background; see `BottomBarScrollEdge`). The root's
/// `toolbarBackground(_:for: .bottomBar)`, `toolbarColorScheme(_:for: .bottomBar)` and `toolbar(.hidden, for:
/// .bottomBar)` restyle or hide it as the same settings `for: .tabBar` do the tab bar (`BottomBarAppearance`).
nonisolated struct BottomToolbar: View {
  let items: [ContentSubview]
  /// What the root asks of the bar (`toolbarBackground(_:for: .bottomBar)` …).
  var appearance = BottomBarAppearance()
  /// Whether the page's scroll content lies under the bar (its standard appearance), or meets it (clear).
  var contentUnderBar = true
  /// In a tab view's page the tab bar is below this bar, so its background stops at its bottom edge; otherwise it
  /// reaches under the home indicator.
  @Environment(\.isInTabViewPage) private var isInTabViewPage

  /// UIKit's toolbar height on an iPhone in portrait, as the navigation bar's.
  static let height: CGFloat = NavigationBarMetrics.barHeight

  var body: some View {
    let statusIndex = items.firstIndex { $0.toolbarSlot == .status }
    let row = Group {
      if let statusIndex {
        ZStack {
          HStack(spacing: NavigationBarMetrics.itemInset) {
            ForEach(0..<statusIndex, id: \.self) { Self.barItem(items[$0]) }
            Spacer(minLength: 0)
            ForEach((statusIndex + 1)..<items.count, id: \.self) { index in
              if items[index].toolbarSlot != .status { Self.barItem(items[index]) }
            }
          }
          Self.barItem(items[statusIndex])
        }
      } else {
        HStack(spacing: 0) {
          // One item in the middle; several spread from edge to edge.
          if items.count == 1 { Spacer(minLength: 0) }
          ForEach(items.indices, id: \.self) { index in
            if index > 0 { Spacer(minLength: NavigationBarMetrics.itemInset) }
            Self.barItem(items[index])
          }
          if items.count == 1 { Spacer(minLength: 0) }
        }
      }
    }
    .padding(.horizontal, NavigationBarMetrics.itemInset)
    .font(.body)
    // Toolbar items: the automatic label style shows the icon alone; symbols at UIKit's bar-button scale.
    .environmentChange { $0.isInNavigationBar = true }
    .imageScale(.large)
    .frame(maxWidth: .infinity)
    .frame(height: Self.height)
    // With no settings the appearance gives the standard look: the material and hairline under scroll content.
    return row.modifier(BottomBarSwiftUIBackground(appearance: appearance, contentUnderBar: contentUnderBar,
                                                   reachesBelow: !isInTabViewPage))
  }

  /// A bar button item is as wide as its content (a `Spacer` in it takes no room); a group's views and a toolbar
  /// spacer share the free width (`PlacedToolbarItem.takesFreeWidth`).
  @ViewBuilder private static func barItem(_ item: ContentSubview) -> some View {
    if (item.view as? any PlacedToolbarItem)?.takesFreeWidth == true {
      item
    } else {
      item.fixedSize(horizontal: true, vertical: false)
    }
  }

  /// Whether the item goes in the bottom toolbar.
  static func isBottomItem(_ item: ContentSubview) -> Bool {
    item.toolbarSlot == .bottom || item.toolbarSlot == .status
  }
}

/// A navigation stack's root over its bottom toolbar, put on as the tab bar is (`BottomBarOverlay`).
nonisolated struct BottomToolbarStill: View {
  let page: ResolvedContent
  let items: [ContentSubview]
  let appearance: BottomBarAppearance

  var body: some View {
    let isNested = EnvironmentValues.current.isInNavigationStackPage
    return page
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .modifier(BottomBarOverlay(height: BottomToolbar.height, page: page.node, nested: isNested) { under in
        BottomToolbar(items: items, appearance: appearance, contentUnderBar: under)
      })
  }
}

/// Whether the view is in a navigation stack's root.
struct IsInNavigationStackPageKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view is in a navigation stack's root, where a nested stack's bottom toolbar does not ask where its
  /// root's scroll content rests (`BottomBarScrollEdge`), so nested stacks lay their roots out once more at most.
  var isInNavigationStackPage: Bool {
    get { self[IsInNavigationStackPageKey.self] }
    set { self[IsInNavigationStackPageKey.self] = newValue }
  }
}

/// `toolbar(_:for: .bottomBar)`: whether the root hides its bottom toolbar.
struct BottomToolbarHiddenKey: PreferenceKey {
  static let defaultValue: Bool? = nil
  static func reduce(value: inout Bool?, nextValue: () -> Bool?) { value = value ?? nextValue() }
}

/// `toolbarBackground(_:for: .bottomBar)` with a style.
struct BottomToolbarBackgroundStyleKey: PreferenceKey {
  static var defaultValue: AnyShapeStyle? { nil }
  static func reduce(value: inout AnyShapeStyle?, nextValue: () -> AnyShapeStyle?) { value = value ?? nextValue() }
}

/// `toolbarBackground(_:for: .bottomBar)` with a visibility, and `toolbarBackgroundVisibility(_:for: .bottomBar)`.
struct BottomToolbarBackgroundVisibilityKey: PreferenceKey {
  static let defaultValue: Visibility? = nil
  static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { value = value ?? nextValue() }
}

/// `toolbarColorScheme(_:for: .bottomBar)`: the outer optional says whether it was used, the inner is its argument.
struct BottomToolbarColorSchemeKey: PreferenceKey {
  static let defaultValue: ColorScheme?? = nil
  static func reduce(value: inout ColorScheme??, nextValue: () -> ColorScheme??) { value = value ?? nextValue() }
}
