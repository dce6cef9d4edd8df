import Foundation

/// A navigation bar's title display mode.
public struct NavigationBarItem: Sendable {
  /// A style for displaying the title of a navigation bar.
  public enum TitleDisplayMode: Sendable {
    /// Inherit the display mode from the previous navigation item (the root of a stack: large).
    case automatic
    /// Display the title within the standard bounds of the navigation bar.
    case inline
    /// Display a large title within an expanded navigation bar.
    case large
  }
}

/// Metrics of iOS 17's navigation bar (UIKit `UINavigationBar`).
///
/// The bar is 44 pt tall (HIG, "Navigation bars"; UIKit's standard bar height); a large title
/// adds a 52-pt row below it (96 pt in all) holding the title in the large-title style, 34 pt
/// bold, at the system layout margin (16 pt, 20 on an iPhone Plus/Max: `systemLayoutMargin`) with 8 pt below
/// it. An inline title is the headline style, 17 pt semibold, centred. Bar buttons are 17-pt
/// body text in the tint color, 16 pt from the bar's sides; their symbols use the large image scale.
enum NavigationBarMetrics {
  static let barHeight: CGFloat = 44
  static let largeTitleRowHeight: CGFloat = 52
  static let largeTitleBottomInset: CGFloat = 8
  static let itemInset: CGFloat = 16
}

struct NavigationTitleKey: PreferenceKey {
  static var defaultValue: Text? { nil }
  static func reduce(value: inout Text?, nextValue: () -> Text?) { value = value ?? nextValue() }
}

struct NavigationTitleDisplayModeKey: PreferenceKey {
  static let defaultValue: NavigationBarItem.TitleDisplayMode? = nil
  static func reduce(value: inout NavigationBarItem.TitleDisplayMode?, nextValue: () -> NavigationBarItem.TitleDisplayMode?) {
    value = value ?? nextValue()
  }
}

/// The views given to `.toolbar`, in order.
struct ToolbarItemsKey: PreferenceKey {
  static var defaultValue: [AnyView] { [] }
  static func reduce(value: inout [AnyView], nextValue: () -> [AnyView]) { value += nextValue() }
}

nonisolated extension View {
  /// Configures the view's title for purposes of navigation, using a string.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    preference(key: NavigationTitleKey.self, value: Text(title))
  }

  /// Configures the view's title for purposes of navigation, using a localized string.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    preference(key: NavigationTitleKey.self, value: Text(titleKey))
  }

  /// Configures the view's title for purposes of navigation.
  public func navigationTitle(_ title: Text) -> some View {
    preference(key: NavigationTitleKey.self, value: title)
  }

  /// Configures the view's title for purposes of navigation, using a view (iOS 14). A `Text`, with the
  /// styling `Text` itself takes (`foregroundStyle`, `font`, `bold` …), is drawn as the title; another
  /// view draws no title (Specimen's bar draws text titles only).
  public func navigationTitle<V: View>(_ title: () -> V) -> some View {
    preference(key: NavigationTitleKey.self, value: title() as? Text)
  }

  /// Configures the view's title for purposes of navigation, using a string binding (iOS 16). The
  /// bound string is drawn as the title; iOS lets the user rename an inline title, which a still cannot show.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    preference(key: NavigationTitleKey.self, value: Text(verbatim: title.wrappedValue))
  }

  /// Configures the title display mode for this view.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
  }

  /// Populates the toolbar or navigation bar with the specified items.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    preference(key: ToolbarItemsKey.self, value: [AnyView(content())])
  }

  /// Hides the navigation bar's back button (there is none in a still frame of a stack's root).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

/// The content of a toolbar; in Specimen toolbar content is view content.
public typealias ToolbarContent = View
/// The builder of toolbar content; in Specimen the view builder.
public typealias ToolbarContentBuilder = ViewBuilder

/// The placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable, Equatable {
  /// Where the item goes: the navigation bar's sides, middle or title areas, the bottom toolbar (spread, or centred for
  /// `.status`), or the bar above the keyboard, which a still never shows.
  enum Slot: Sendable { case leading, principal, trailing, bottom, status, keyboard, title, largeTitle, subtitle }
  let slot: Slot
  /// A modal's confirming action: UIKit's `.done` bar button item, whose title is semibold.
  var confirms = false
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  public static let principal = ToolbarItemPlacement(slot: .principal)
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let status = ToolbarItemPlacement(slot: .status)
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing, confirms: true)
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
  /// The keyboard's accessory bar: shown only while the keyboard is, so never in a still.
  public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
  /// The title area of an inline navigation bar, in place of the navigation title (iOS 14).
  public static let title = ToolbarItemPlacement(slot: .title)
  /// The title area of a large-title navigation bar, in place of the large navigation title (iOS 26).
  public static let largeTitle = ToolbarItemPlacement(slot: .largeTitle)
  /// The subtitle area of an inline navigation bar (iOS 26; not drawn, as `navigationSubtitle` is not).
  public static let subtitle = ToolbarItemPlacement(slot: .subtitle)
  /// The subtitle area of a large-title navigation bar (iOS 26; not drawn, as `navigationSubtitle` is not).
  public static let largeSubtitle = ToolbarItemPlacement(slot: .subtitle)

  /// Makes a confirming item's text semibold, as UIKit draws a `.done` bar button item; others are left as they are.
  func confirmingWeight(_ environment: inout EnvironmentValues) {
    if confirms { environment.fontWeight = .semibold }
  }
}

/// A model that represents an item which you can place in the toolbar or navigation bar.
nonisolated public struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Whether the item is in the toolbar's default set; one that is not shows only once the user adds it by
  /// customizing the toolbar, so a still never draws it.
  var showsByDefault = true
  public var body: some View { content.environmentChange(placement.confirmingWeight) }
}

extension ToolbarItem where ID == () {
  /// Creates a toolbar item with the specified placement and content.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// Creates a toolbar item with the specified identifier, placement and content.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// Creates a toolbar item with the specified identifier, placement and content, in the toolbar's default set
  /// when `showsByDefault` is true; otherwise it shows only after the user adds it by customization.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
              @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
    self.showsByDefault = showsByDefault
  }
}

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or navigation bar.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Creates a toolbar item group with a specified placement and content.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public var body: some View { HStack(spacing: 16) { content }.environmentChange(placement.confirmingWeight) }
}

/// A toolbar item's placement, read by the navigation bar.
protocol PlacedToolbarItem {
  var toolbarPlacement: ToolbarItemPlacement { get }
  /// Whether the item is in the toolbar's default set, and so drawn.
  var isShownByDefault: Bool { get }
  /// Whether the item may take free width in a bottom toolbar (a group, whose `Spacer`s share it; a toolbar
  /// spacer) rather than being as wide as its content.
  var takesFreeWidth: Bool { get }
}
extension PlacedToolbarItem {
  var takesFreeWidth: Bool { false }
  var isShownByDefault: Bool { true }
}
extension ContentSubview {
  /// Where this view of a toolbar goes: its placement's slot, or the navigation bar's trailing end for a view that is
  /// not a toolbar item.
  var toolbarSlot: ToolbarItemPlacement.Slot { (view as? any PlacedToolbarItem)?.toolbarPlacement.slot ?? .trailing }
}
extension ToolbarItem: PlacedToolbarItem {
  var toolbarPlacement: ToolbarItemPlacement { placement }
  var isShownByDefault: Bool { showsByDefault }
}
extension ToolbarItemGroup: PlacedToolbarItem {
  var toolbarPlacement: ToolbarItemPlacement { placement }
  var takesFreeWidth: Bool { true }
}

/// The navigation bar of a stack's root: its bar items, and its title inline or large.
nonisolated struct NavigationBarView: View {
  let title: Text?
  let large: Bool
  let items: [ContentSubview]
  /// The resting search field of a `.searchable` screen, drawn in the bar's drawer under the title.
  var search: SearchFieldSpec? = nil
  @Environment(\.systemLayoutMargin) private var margin

  var body: some View {
    // The title attributes of the render's `UINavigationBar` appearance proxy, if code set any.
    let titleLook = UIKitNavigationBarLook.current
    return VStack(spacing: 0) {
      ZStack {
        HStack(spacing: NavigationBarMetrics.itemInset) {
          ForEach(indices(.leading), id: \.self) { items[$0] }
          Spacer(minLength: 0)
          ForEach(indices(.trailing), id: \.self) { items[$0] }
        }
        .padding(.horizontal, NavigationBarMetrics.itemInset)
        if let principal = indices(.principal).first {
          items[principal]
        } else if !large, let custom = indices(.title).first {
          items[custom]
        } else if let title, !large {
          title.font(titleLook?.title.font ?? .headline).lineLimit(1)
            .modifier(UIKitTextColor(look: titleLook?.title))
        }
      }
      .font(.body)
      // The automatic label style shows a bar item's icon alone (`DefaultLabelStyle`).
      .environmentChange { $0.isInNavigationBar = true }
      // Toolbar content sees a large image scale, as SwiftUI injects it into toolbars (a bar
      // button's symbol is drawn at `.large`, UIKit's bar-button symbol scale).
      .imageScale(.large)
      .frame(height: NavigationBarMetrics.barHeight)
      if large, let custom = indices(.largeTitle).first {
        items[custom]
          .frame(maxWidth: .infinity, alignment: .bottomLeading)
          .padding(.horizontal, margin)
          .padding(.bottom, NavigationBarMetrics.largeTitleBottomInset)
          .frame(height: NavigationBarMetrics.largeTitleRowHeight, alignment: .bottom)
      } else if let title, large {
        title.font(titleLook?.largeTitle.font ?? .largeTitle.bold()).lineLimit(1)
          .modifier(UIKitTextColor(look: titleLook?.largeTitle))
          .frame(maxWidth: .infinity, alignment: .bottomLeading)
          .padding(.horizontal, margin)
          .padding(.bottom, NavigationBarMetrics.largeTitleBottomInset)
          .frame(height: NavigationBarMetrics.largeTitleRowHeight, alignment: .bottom)
      }
      if let search, search.placement.drawsInNavigationBar {
        SearchFieldDrawer(prompt: search.prompt)
      }
    }
    .frame(maxWidth: .infinity)
  }

  private func indices(_ slot: ToolbarItemPlacement.Slot) -> [Int] {
    items.indices.filter { items[$0].toolbarSlot == slot }
  }
}

struct IsInNavigationBarKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether the view is an item of a navigation bar, where the automatic label style shows only the icon.
  var isInNavigationBar: Bool {
    get { self[IsInNavigationBarKey.self] }
    set { self[IsInNavigationBarKey.self] = newValue }
  }
}
