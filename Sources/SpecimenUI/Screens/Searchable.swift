import Foundation

// `.searchable` (iOS 15) and its companions. On an iPhone the search field sits in a drawer of
// the navigation bar, under the title; UIKit shows it whenever the content is scrolled to the top
// (`UINavigationItem.hidesSearchBarWhenScrolling`: "the search bar is visible only when the scroll
// position equals the top of your content view"), which is where a still frame is. So a
// `NavigationStack` whose content (or the stack itself) is `.searchable` draws the resting field
// below its title (`SearchFieldDrawer`). Outside a navigation container nothing is drawn, as on iOS.
// `\.isSearching` is false at rest; suggestions and scopes appear only while searching.

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable, Hashable {
  let name: String
  /// A search field placement that the system determines automatically.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// Search field placement in the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// Search field placement in the sidebar of a navigation split view.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// Search field placement in a drawer of the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
  /// Search field placement in a drawer of the navigation bar with the given display mode.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(name: "navigationBarDrawer.\(displayMode.name)")
  }

  /// A mode that determines when to display a search field in a navigation bar drawer.
  public struct NavigationBarDrawerDisplayMode: Sendable, Hashable {
    let name: String
    /// Display the search field only when the user scrolls up or pulls down.
    public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
    /// Always display the search field.
    public static let always = NavigationBarDrawerDisplayMode(name: "always")
  }

  /// Whether the field lives in the navigation bar's drawer (drawn by a navigation stack at rest):
  /// the automatic placement and the drawer placements on an iPhone; not `.toolbar` or `.sidebar`.
  var drawsInNavigationBar: Bool { name == "automatic" || name.hasPrefix("navigationBarDrawer") }
}

/// A resting search field: its prompt (nil: "Search") and placement.
struct SearchFieldSpec {
  let prompt: Text?
  let placement: SearchFieldPlacement
}

/// The search field a `.searchable` view gives the navigation stack around it (the innermost wins).
struct SearchFieldKey: PreferenceKey {
  static var defaultValue: SearchFieldSpec? { nil }
  static func reduce(value: inout SearchFieldSpec?, nextValue: () -> SearchFieldSpec?) { value = value ?? nextValue() }
}

/// The search field of a `.searchable` applied around a navigation stack.
struct SearchFieldEnvironmentKey: EnvironmentKey { static var defaultValue: SearchFieldSpec? { nil } }

extension EnvironmentValues {
  var searchField: SearchFieldSpec? {
    get { self[SearchFieldEnvironmentKey.self] }
    set { self[SearchFieldEnvironmentKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Offers a resting search field to the navigation stack inside (environment) or around (preference) this view.
  func searchField(prompt: Text?, placement: SearchFieldPlacement) -> some View {
    let spec = SearchFieldSpec(prompt: prompt, placement: placement)
    return environment(\.searchField, spec).preference(key: SearchFieldKey.self, value: spec)
  }
}

/// An action that ends the current search interaction (`@Environment(\.dismissSearch)`).
public struct DismissSearchAction: Sendable {
  /// Dismisses the current search operation, if any (none is active in a still).
  public func callAsFunction() {}
}

struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// A Boolean value that indicates when the user is searching (false in a still).
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }
  /// An action that ends the current search interaction.
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
}

nonisolated extension View {
  /// Marks this view as searchable, which configures the display of a search field (drawn at rest under a navigation stack's title).
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
    searchField(prompt: prompt, placement: placement)
  }

  /// Marks this view as searchable with a prompt from a localized string key (drawn at rest under a navigation stack's title).
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with a prompt from a string (drawn at rest under a navigation stack's title).
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with programmatic presentation of the search field (iOS 17; drawn at rest, as when not presented).
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> some View {
    searchField(prompt: prompt, placement: placement)
  }

  /// Marks this view as searchable with programmatic presentation and a prompt from a localized string key (iOS 17).
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: LocalizedStringKey) -> some View {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Marks this view as searchable with programmatic presentation and a prompt from a string (iOS 17).
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                            prompt: S) -> some View {
    searchField(prompt: Text(prompt), placement: placement)
  }

  /// Configures the search suggestions for this view (shown only while searching: never in a still).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inert() }

  /// Configures the search scopes for this view (shown only while searching: never in a still).
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { inert() }
}

nonisolated extension View {
  /// Associates a fully formed string with the value of this view when used as a search suggestion.
  public func searchCompletion(_ completion: String) -> some View { inert() }
}

/// Metrics of the resting search field in a navigation bar's drawer (UIKit `UISearchBar` in a
/// `UINavigationItem`): a 36-pt rounded field (`UISearchTextField`'s height, 10-pt corners) in
/// `tertiarySystemFill` at the system layout margins, in a 52-pt row (8 pt above and below the
/// field), holding a magnifying glass and the prompt in the secondary label colour. The row height,
/// icon inset and gap are Specimen's estimate: UIKit publishes none of them.
enum SearchFieldMetrics {
  static let fieldHeight: CGFloat = 36
  static let rowHeight: CGFloat = 52
  static let cornerRadius: CGFloat = 10
  static let iconInset: CGFloat = 8
  static let iconSpacing: CGFloat = 6
}

/// The resting search field under a navigation bar's title.
nonisolated struct SearchFieldDrawer: View {
  let prompt: Text?
  @Environment(\.systemLayoutMargin) private var margin

  var body: some View {
    HStack(spacing: SearchFieldMetrics.iconSpacing) {
      Image(systemName: "magnifyingglass")
      (prompt ?? Text("Search")).lineLimit(1)
      Spacer(minLength: 0)
    }
    .font(.body)
    .foregroundStyle(HierarchicalShapeStyle.secondary)
    .padding(.leading, SearchFieldMetrics.iconInset)
    .frame(height: SearchFieldMetrics.fieldHeight)
    .background(RoundedRectangle(cornerRadius: SearchFieldMetrics.cornerRadius, style: .continuous)
      .fill(FormPalette.tertiarySystemFill))
    .padding(.horizontal, margin)
    .frame(height: SearchFieldMetrics.rowHeight)
  }
}
