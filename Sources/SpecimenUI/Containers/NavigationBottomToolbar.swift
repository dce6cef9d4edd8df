import Foundation

/// The bottom toolbar of a navigation stack's root: its `.bottomBar` and `.status` items on UIKit's `UIToolbar`.
///
/// 44 pt tall (UIToolbar's height on an iPhone in portrait), above the screen's bottom edge like the tab bar (the
/// home indicator's safe area is not part of Specimen's layouts), the items inset from its sides as the navigation
/// bar's are. Separate items are spread across the bar with flexible space between them, the first at the leading
/// edge and the last at the trailing one (a `.status` item between those declared before and after it), and a lone
/// item sits in the centre; each item is as wide as its content, and a `ToolbarItemGroup` is one item whose views
/// keep the group's spacing and whose `Spacer`s take the free width. As for the tab bar, the `.bar` material and a hairline on top show only while the page's
/// scroll content lies under the bar (iOS 15's scroll-edge appearance, `BottomBarScrollEdge`); at rest above its
/// content's end the bar is clear. `.keyboard` items are not drawn: a still shows no keyboard.
nonisolated struct NavigationBottomToolbar: View {
  let items: [ContentSubview]
  /// Whether the page's scroll content lies under the bar (its standard appearance), or meets it (its scroll-edge one).
  var contentUnderBar = true

  /// UIToolbar's height on an iPhone in portrait.
  static let height: CGFloat = 44

  var body: some View {
    HStack(spacing: 0) {
      ForEach(items.indices, id: \.self) { index in
        if index > 0 { Spacer(minLength: NavigationBarMetrics.itemInset) }
        // A bar button item is as wide as its content (a `Spacer` in one takes no room); a group's views share its width.
        if (items[index].view as? any PlacedToolbarItem)?.takesFreeWidth == true {
          items[index]
        } else {
          items[index].fixedSize(horizontal: true, vertical: false)
        }
      }
    }
    .padding(.horizontal, NavigationBarMetrics.itemInset)
    .frame(maxWidth: .infinity)
    .frame(height: Self.height)
    .font(.body)
    // Bar button items: a label shows its icon alone, a symbol at the bar's large scale.
    .environmentChange { $0.isInNavigationBar = true }
    .imageScale(.large)
    .modifier(TabBarSwiftUIBackground(appearance: TabBarAppearance(), contentUnderBar: contentUnderBar))
  }
}

/// A navigation stack's root (under its navigation bar) over the bottom toolbar its toolbar items ask for.
///
/// The toolbar is a bottom safe-area inset, as UINavigationController's toolbar is, and is drawn over the page
/// from a `GeometryReader`, which tells where the page's scroll content rests once the page is laid out.
nonisolated struct NavigationBottomToolbarHost: View {
  let page: ResolvedContent
  let items: [ContentSubview]

  var body: some View {
    let isNested = EnvironmentValues.current.isInTabViewPage
    page
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: NavigationBottomToolbar.height) }
      .overlay {
        GeometryReader { proxy in
          let pageSize = CGSize(width: proxy.size.width, height: max(0, proxy.size.height - NavigationBottomToolbar.height))
          let under = BottomBarScrollEdge.contentLiesUnderBar(page.node, size: pageSize, nested: isNested) ?? true
          NavigationBottomToolbar(items: items, contentUnderBar: under)
            .offset(y: pageSize.height)
        }
      }
  }
}
