import Foundation

/// A view that switches between multiple child views using interactive user interface elements.
///
/// Each view of its content is a tab; its `.tabItem { }` (or an iOS 18 `Tab`'s label) is the
/// tab's item and its `.tag(_:)` (or the `Tab`'s value) the value `selection` is compared with.
/// A still shows the selected tab's content (the first tab's when nothing matches) and, in the
/// automatic style, iOS's bottom tab bar; `.tabViewStyle(.page)` shows the page and its index dots.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Creates an instance that selects from content associated with `Selection` values.
  public init(selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    let tabs = contentSubviews(of: content)
    let matched = selection.flatMap { binding in tabs.firstIndex { tagMatches($0.tag, AnyHashable(binding.wrappedValue)) } }
    if let selection, matched == nil, !tabs.isEmpty {
      // iOS shows the first tab, and a tap on it is the first change.
      reportUnmatchedSelection(selection.wrappedValue, of: "TabView", among: tabs, kind: "tab", drawn: "the first tab is drawn selected")
    }
    return TabViewBody(tabs: tabs, selectedIndex: matched ?? 0)
  }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view whose selection is the first tab.
  public init(@TabContentBuilder<Int> content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

/// The still of a tab view: the selected tab's content, then the bar or index the style asks for.
///
/// The selected tab is resolved first, so that what its content asks of the tab bar (`toolbar(_:for: .tabBar)`,
/// `toolbarBackground(_:for: .tabBar)`, `toolbarColorScheme(_:for: .tabBar)`; see `BottomBarAppearance`) is known
/// when the bar is made. The node is typed "TabView", where those settings of a nested tab view's pages stop.
nonisolated struct TabViewBody: View, PrimitiveView {
  let tabs: [ContentSubview]
  let selectedIndex: Int

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in context: ResolveContext) -> ResolvedNode {
    // A tab view inside a tab does not draw this one's accessory again.
    let pageContext = context.with {
      $0.tabBottomAccessory = nil
      $0.isInTabViewPage = true
    }
    let page = tabs.indices.contains(selectedIndex) ? pageContext.resolve(tabs[selectedIndex]) : nil
    let bar = page.map { BottomBarAppearance(page: $0) } ?? BottomBarAppearance()
    let still = TabViewStill(page: page.map { ResolvedContent(node: $0) }, tabs: tabs, selectedIndex: selectedIndex, bar: bar)
    return context.resolve(still).retyped(BottomBarAppearance.tabViewNodeType)
  }
}

/// A tab view's still once its selected tab is resolved: the page over the bar or index the style asks for.
nonisolated struct TabViewStill: View {
  let page: ResolvedContent?
  let tabs: [ContentSubview]
  let selectedIndex: Int
  /// What the selected tab asks of the tab bar.
  let bar: BottomBarAppearance

  var body: some View {
    let style = EnvironmentValues.current.tabViewStyle
    let accessory = EnvironmentValues.current.tabBottomAccessory
    let isNested = EnvironmentValues.current.isInTabViewPage
    let drawsBar = style.pageIndexDisplayMode == nil && !tabs.isEmpty && !bar.hidden
    // The bar is a bottom safe-area inset: the page sits above it, and what in the page ignores the safe area
    // (a `.background(Color…)`, `.ignoresSafeArea()`) reaches under it, as under UITabBarController's bar.
    return ZStack(alignment: .bottom) {
      // Each tab fills the space above the bar, its content centred (a hosting controller's view).
      Group { if let page { page } }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      if let mode = style.pageIndexDisplayMode, mode.shows(pageCount: tabs.count) {
        PageIndexDots(count: tabs.count, selected: selectedIndex)
      }
      // iOS 26's bottom accessory floats over the content, above a full-size tab bar.
      if drawsBar, let accessory {
        TabBottomAccessoryBar(accessory: accessory)
      }
    }
    // The bar lies over the page's bottom edge; its background follows the page's scroll content.
    .modifier(BottomBarOverlay(height: drawsBar ? TabBar.height : nil, page: page?.node, nested: isNested) { under in
      // Tabs placed only in the sidebar, or hidden from the tab bar, have no item.
      let items = tabs.indices.filter { isInTabBar(tabs[$0].view) }
      TabBar(tabs: items.map { tabs[$0] }, selectedIndex: items.firstIndex(of: selectedIndex) ?? -1, appearance: bar,
             contentUnderBar: under)
    })
  }
}

/// iOS's bottom tab bar at rest (UIKit `UITabBar`, compact width).
///
/// 49 pt tall (UIKit's compact tab bar height; HIG "Tab bars") plus the bottom safe area, which
/// Specimen's layouts do not have; the `.bar` material behind a hairline on top (UIKit's
/// standard appearance) while scroll content lies under the bar, and no background at the scroll
/// edge (see `BottomBarScrollEdge`); items share the width
/// equally, each its symbol over a 10-pt medium title (UITabBarItem's default title font), the
/// selected item in the tint color and the others in system gray. The symbol's size (body, large
/// scale) and its 32-pt row are Specimen's estimate. As on an iPhone, the bar shows at most five
/// items: with more tabs, the first four and UIKit's More item (`UITabBarItem.SystemItem.more`,
/// which opens the rest as a list), selected when the selected tab is one of the rest.
nonisolated struct TabBar: View {
  let tabs: [ContentSubview]
  let selectedIndex: Int
  /// What the selected tab's content asks of the bar.
  var appearance = BottomBarAppearance()
  /// Whether the page's scroll content lies under the bar (its standard appearance), or meets it (its scroll-edge one).
  var contentUnderBar = true

  static let height: CGFloat = 49
  static let symbolRowHeight: CGFloat = 32
  /// The most items a compact tab bar shows (UITabBarController's limit on iPhone).
  static let maxItems = 5

  var body: some View {
    let hasMore = tabs.count > Self.maxItems
    let shown = hasMore ? Self.maxItems - 1 : tabs.count
    let look = UIKitTabBarLook.current(atScrollEdge: !contentUnderBar)
    let items = HStack(spacing: 0) {
      ForEach(0..<shown, id: \.self) { index in
        item(tabs[index], selected: index == selectedIndex, look: look)
      }
      if hasMore {
        moreItem(selected: selectedIndex >= shown, look: look)
      }
    }
    .frame(maxWidth: .infinity)
    .frame(height: Self.height, alignment: .top)
    return Group {
      if appearance.setsLook {
        // SwiftUI's settings on the selected tab win over UIKit's appearance proxy.
        items.modifier(BottomBarSwiftUIBackground(appearance: appearance, contentUnderBar: contentUnderBar))
      } else if let look {
        // The `UITabBar` appearance proxy's background for the bar's state over the bar view's own colour.
        items
          .modifier(UIKitBarBackgroundModifier(background: look.background, edge: .top))
          .background { if let color = look.viewBackground { Rectangle().fill(color).ignoresSafeArea(.container, edges: .bottom) } }
      } else if contentUnderBar {
        // The bar's background reaches down under the home indicator, as on iOS.
        items
          .background(Material.bar, ignoresSafeAreaEdges: [.bottom, .horizontal])
          .overlay(alignment: .top) { Divider() }
      } else {
        items
      }
    }
  }

  /// An item's icon colour: the appearance proxy's for its state, else the tint (selected) or system gray.
  private static func iconStyle(selected: Bool, look: UIKitTabBarLook?) -> AnyShapeStyle {
    if let color = selected ? look?.selectedIcon : look?.normalIcon { return AnyShapeStyle(color) }
    return selected ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color.gray)
  }

  private func item(_ tab: ContentSubview, selected: Bool, look: UIKitTabBarLook?) -> some View {
    let parts = tabItemLabel(of: tab.view).map { contentSubviews(of: $0) } ?? []
    let badge = listRowTraits(of: tab.view).badge
    let titleColor = selected ? look?.selectedTitle : look?.normalTitle
    return VStack(spacing: 0) {
      ForEach(Array(parts.indices), id: \.self) { index in
        TabItemPart(part: parts[index], titleColor: titleColor)
      }
    }
    .labelStyle(TabItemLabelStyle(titleColor: titleColor))
    // iOS 15+ tab bars draw their items' symbols in the fill variant (`tray` as `tray.fill`), falling
    // back to the plain symbol where there is none.
    .symbolVariant(.fill)
    .overlay(alignment: .top) {
      if let badge { TabItemBadge(text: badge) }
    }
    .foregroundStyle(Self.iconStyle(selected: selected, look: look))
    .frame(maxWidth: .infinity)
  }

  /// UIKit's More item: three dots over "More".
  private func moreItem(selected: Bool, look: UIKitTabBarLook?) -> some View {
    VStack(spacing: 0) {
      TabItemLabelStyle.symbol(Image(systemName: "ellipsis"))
      Text("More").font(TabItemLabelStyle.titleFont).lineLimit(1)
        .modifier(UIKitTextColor(color: selected ? look?.selectedTitle : look?.normalTitle))
    }
    .foregroundStyle(Self.iconStyle(selected: selected, look: look))
    .frame(maxWidth: .infinity)
  }
}

/// One view of a tab item: an image in the symbol row, anything else (a `Label` too, whose icon
/// the tab item label style puts in the symbol row) in the title font.
nonisolated struct TabItemPart: View {
  let part: ContentSubview
  /// The title colour the `UITabBar` appearance proxy sets for the item's state (nil: the item's colour).
  var titleColor: Color? = nil
  var body: some View {
    if part.view is Image {
      TabItemLabelStyle.symbol(part)
    } else if part.view is any LabelParts {
      // The tab item label style colours the label's title alone; its icon keeps the item's icon colour.
      part.font(TabItemLabelStyle.titleFont).lineLimit(1)
    } else {
      part.font(TabItemLabelStyle.titleFont).lineLimit(1).modifier(UIKitTextColor(color: titleColor))
    }
  }
}

/// The tab bar's look for a `Label` item: the icon in the symbol row above the title.
nonisolated struct TabItemLabelStyle: LabelStyle {
  /// UITabBarItem's default title font: the system font at 10 pt, medium.
  static let titleFont = Font.system(size: 10, weight: .medium)

  /// The title colour the `UITabBar` appearance proxy sets for the item's state (nil: the item's colour).
  var titleColor: Color? = nil

  static func symbol(_ icon: some View) -> some View {
    icon.font(.body).imageScale(.large).frame(height: TabBar.symbolRowHeight)
  }

  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 0) {
      Self.symbol(configuration.icon)
      configuration.title.font(Self.titleFont).lineLimit(1).modifier(UIKitTextColor(color: titleColor))
    }
  }
}

/// A tab item's badge: white caption2 text on a red capsule at the symbol's top trailing corner
/// (iOS's tab badge; the 18-pt height and offsets are Specimen's estimate). The text is one line at its
/// own width, as `UITabBarItem.badgeValue` draws it, so a long badge (`.badge(Int.max)`) widens the capsule
/// instead of wrapping in the item's width.
nonisolated struct TabItemBadge: View {
  let text: Text
  var body: some View {
    text.font(.caption2).environmentForegroundStyle(Color.white).lineLimit(1).fixedSize()
      .padding(.horizontal, 5)
      .frame(minWidth: 18, minHeight: 18)
      .background(Capsule().fill(Color.red))
      .offset(x: 14, y: 2)
  }
}

/// Page index dots: one 8-pt dot per page, 8 pt apart, the current one opaque (UIPageControl's
/// look; sizes are Specimen's estimate), white as on iOS, 10 pt above the bottom. With
/// `.indexViewStyle(.page(backgroundDisplayMode: .always))` they sit on a dark translucent capsule
/// (UIPageControl's `.prominent` background, 26 pt tall: Specimen's estimate), which keeps them
/// visible on light pages; otherwise iOS shows that platter only while the control is touched.
nonisolated struct PageIndexDots: View {
  static let platterPadding = EdgeInsets(top: 9, leading: 12, bottom: 9, trailing: 12)
  let count: Int
  let selected: Int
  var body: some View {
    let platter = EnvironmentValues.current.indexViewStyle._showsBackgroundAtRest
    // UIPageControl's colours, which the render's appearance proxy sets when code gave it tints.
    let (current, other) = UIPageControl.dotColors(current: nil, other: nil)
    return HStack(spacing: 8) {
      ForEach(0..<max(0, min(count, 100)), id: \.self) { index in
        Circle().fill(index == selected ? current : other).frame(width: 8, height: 8)
      }
    }
    .padding(platter ? Self.platterPadding : EdgeInsets())
    .background { if platter { Capsule().fill(Color.black.opacity(0.25)) } }
    .padding(.bottom, platter ? 1 : 10)
  }
}

// MARK: - tabItem

/// A view that may carry a tab item in its modifiers, or be a tab the tab bar leaves out.
protocol TabItemCarrier {
  /// The outermost tab item among this view's modifiers.
  var carriedTabItem: AnyView? { get }
  /// Whether the tab bar shows this tab (false for a `Tab` placed only in the sidebar or hidden from the bar).
  var isInTabBar: Bool { get }
}

extension ModifiedContent: TabItemCarrier where Content: View, Modifier: ViewModifier {
  var carriedTabItem: AnyView? {
    if let item = modifier as? _TabItemModifier { return item.label }
    return (content as? any TabItemCarrier)?.carriedTabItem
  }
  var isInTabBar: Bool { (content as? any TabItemCarrier)?.isInTabBar ?? true }
}

extension AnyView: TabItemCarrier {
  var carriedTabItem: AnyView? { (view as? any TabItemCarrier)?.carriedTabItem }
  var isInTabBar: Bool { (view as? any TabItemCarrier)?.isInTabBar ?? true }
}

/// The tab item of `view`, read through its modifiers.
func tabItemLabel(of view: any View) -> AnyView? {
  (view as? any TabItemCarrier)?.carriedTabItem
}

/// The modifier behind `.tabItem { }`: it draws its content unchanged and marks it for a TabView.
nonisolated public struct _TabItemModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let label: AnyView
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    context.resolveChildren(content)
  }
}

nonisolated extension View {
  /// Sets the tab bar item associated with this view.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_TabItemModifier(label: AnyView(label())))
  }
}
