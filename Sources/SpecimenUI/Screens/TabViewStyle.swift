import Foundation

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle: Sendable {
  /// How the still shows pages: nil for a tab bar, else the page style's index display mode.
  var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { get }
}

extension TabViewStyle {
  var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { _pageIndexDisplayMode }
}

/// The default `TabView` style: a tab bar at the bottom on iPhone.
public struct DefaultTabViewStyle: TabViewStyle {
  public init() {}
  public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

/// A `TabViewStyle` that displays a paged scrolling `TabView`.
public struct PageTabViewStyle: TabViewStyle {
  /// A style for displaying the page index view.
  public struct IndexDisplayMode: Hashable, Sendable {
    let kind: Int
    /// Displays an index view when there are more than one page.
    public static let automatic = IndexDisplayMode(kind: 0)
    /// Always display an index view regardless of page count.
    public static let always = IndexDisplayMode(kind: 1)
    /// Never display an index view.
    public static let never = IndexDisplayMode(kind: 2)

    func shows(pageCount: Int) -> Bool {
      switch kind {
      case 1: return true
      case 2: return false
      default: return pageCount > 1
      }
    }
  }
  let indexDisplayMode: IndexDisplayMode
  /// Creates a new `PageTabViewStyle` with an index display mode.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
  public var _pageIndexDisplayMode: IndexDisplayMode? { indexDisplayMode }
}

/// A tab bar style that adapts to a sidebar on iPad (iOS 18); a tab bar on iPhone.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  public init() {}
  public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

/// A tab view style that displays a tab bar when possible (iOS 18).
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  public init() {}
  public var _pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode? { nil }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The default `TabView` style.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  /// A `TabViewStyle` that implements a paged scrolling `TabView`.
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  /// A `TabViewStyle` that implements a paged scrolling `TabView` with an index display mode.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar style that adapts to each platform (iOS 18).
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab view style that displays a tab bar when possible (iOS 18).
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

/// A specification for the appearance of a page index view (`.indexViewStyle`).
public protocol IndexViewStyle: Sendable {
  /// Whether the index view draws its background platter when no one touches it (Specimen's hook).
  var _showsBackgroundAtRest: Bool { get }
}

extension IndexViewStyle {
  public var _showsBackgroundAtRest: Bool { false }
}

/// An index view style that places a page index view over its content.
public struct PageIndexViewStyle: IndexViewStyle {
  /// The background style for the page index view.
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let kind: Int
    /// Background will use the default for the platform.
    public static let automatic = BackgroundDisplayMode(kind: 0)
    /// Background is only shown while the index view is interacted with.
    public static let interactive = BackgroundDisplayMode(kind: 1)
    /// Background is always displayed behind the page index view.
    public static let always = BackgroundDisplayMode(kind: 2)
    /// Background is never displayed behind the page index view.
    public static let never = BackgroundDisplayMode(kind: 3)
  }
  let backgroundDisplayMode: BackgroundDisplayMode
  /// Creates a page index view style.
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
  public var _showsBackgroundAtRest: Bool { backgroundDisplayMode == .always }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// An index view style that places a page index view over its content.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// An index view style that places a page index view over its content.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

struct TabViewStyleKey: EnvironmentKey { static let defaultValue: any TabViewStyle = DefaultTabViewStyle() }
struct IndexViewStyleKey: EnvironmentKey { static let defaultValue: any IndexViewStyle = PageIndexViewStyle() }

extension EnvironmentValues {
  var tabViewStyle: any TabViewStyle {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
  var indexViewStyle: any IndexViewStyle {
    get { self[IndexViewStyleKey.self] }
    set { self[IndexViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style for the tab view within the current environment.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environmentChange { $0.tabViewStyle = style }
  }
  /// Sets the style for the index view within the current environment: `.page(backgroundDisplayMode: .always)`
  /// draws the dots on their platter.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environmentChange { $0.indexViewStyle = style }
  }
}

// MARK: - Tab (iOS 18)

/// The role of a tab (iOS 18).
public struct TabRole: Hashable, Sendable {
  let name: String
  /// The search role.
  public static let search = TabRole(name: "search")
}

/// The content for a tab and the tab's associated tab item in a tab view (iOS 18).
///
/// A `Tab` is a view here (SwiftUI builds tabs with `TabContentBuilder`): it draws its content,
/// and carries its label as its tab item and its value as its tag.
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View, TagCarrier, TabItemCarrier {
  let value: AnyHashable?
  let content: Content
  let label: Label
  /// Where the tab appears (`tabPlacement(_:)`).
  var placement = TabPlacement.automatic
  /// The tab's default visibility in the tab bar (`defaultVisibility(_:for: .tabBar)`).
  var tabBarVisibility = Visibility.automatic
  /// The tab's badge (`badge(_:)` on the tab), drawn on its tab bar item.
  var badgeText: Text?

  /// Creates a new tab with a label that you can use in a tab view.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.value = AnyHashable(value)
    self.content = content()
    self.label = label()
  }

  public var body: some View { content }
  var carriedTag: AnyHashable? { value }
  var carriedTabItem: AnyView? { AnyView(label) }
  var isInTabBar: Bool { placement != .sidebarOnly && tabBarVisibility != .hidden }
}

// A tab's badge stays on the tab (SwiftUI's `TabContent.badge` returns tab content), so a badged
// tab still takes the tab view's selection type; the tab bar reads it as a list-row badge.
extension Tab: ListRowTraitCarrier {
  func applyListRowTraits(to traits: inout ListRowTraits) {
    if let badgeText { traits.badge = badgeText }
  }

  /// Generates a badge for the tab from an integer value; zero hides the badge.
  public func badge(_ count: Int) -> Self { badged(count == 0 ? nil : Text(verbatim: String(count))) }

  /// Generates a badge for the tab from a text view; nil hides the badge.
  public func badge(_ label: Text?) -> Self { badged(label) }

  /// Generates a badge for the tab from a localized string key; nil hides the badge.
  public func badge(_ key: LocalizedStringKey?) -> Self { badged(key.map { Text($0) }) }

  /// Generates a badge for the tab from a string; nil hides the badge.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> Self { badged(label.map { Text(verbatim: String($0)) }) }

  private func badged(_ text: Text?) -> Self {
    var tab = self
    tab.badgeText = text
    return tab
  }
}

extension Tab where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a new tab with a title from a localized string key, a system image and a selection value.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { SpecimenUI.Label(titleKey, systemImage: systemImage) }
  }
  /// Creates a new tab with a title from a string, a system image and a selection value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { SpecimenUI.Label(title, systemImage: systemImage) }
  }
  /// Creates a new tab with a title from a localized string key, an image resource and a selection value.
  public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { SpecimenUI.Label(titleKey, image: image) }
  }
}

extension Tab where Value == Never, Label == SpecimenUI.Label<Text, Image> {
  /// Creates a new tab with a title from a localized string key and a system image, without a selection value.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = SpecimenUI.Label(titleKey, systemImage: systemImage)
  }
  /// Creates a new tab with a title from a string and a system image, without a selection value.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = SpecimenUI.Label(title, systemImage: systemImage)
  }
}

/// The default label to use for a tab (iOS 18): inferred from the tab's role, a magnifying
/// glass titled "Search" for `.search` and nothing without a role.
nonisolated public struct DefaultTabLabel: View {
  let role: TabRole?
  public var body: some View {
    if role == .search { SpecimenUI.Label("Search", systemImage: "magnifyingglass") }
  }
}

extension Tab where Label == DefaultTabLabel {
  /// Creates a new tab with a label inferred from the role.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { DefaultTabLabel(role: role) }
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// Creates a new tab that you can use in a tab view, with a label inferred from the role.
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = DefaultTabLabel(role: role)
  }
}

extension Tab where Label == EmptyView {
  /// Creates a new tab that you can use in a tab view, with an empty label.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, content: content) { EmptyView() }
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// Creates a new tab that you can use in a tab view, with an empty label.
  public init(@ViewBuilder content: () -> Content) {
    self.value = nil
    self.content = content()
    self.label = EmptyView()
  }
}
