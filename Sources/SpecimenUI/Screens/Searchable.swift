import Foundation

// `.searchable` (iOS 15) and its companions. A search field belongs to the navigation bar (or a
// sidebar or toolbar) and is shown or hidden as the user scrolls, so a still draws none of it:
// the modified view is drawn unchanged, as iOS shows a large-title screen scrolled to the top
// with the search field tucked under the title only when `placement` says `.always`, which
// Specimen does not draw yet (listed in docs/unsupported.md). `\.isSearching` is false at rest.

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
  /// Marks this view as searchable, which configures the display of a search field (not drawn at rest).
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { inert() }

  /// Marks this view as searchable with a prompt from a localized string key (not drawn at rest).
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { inert() }

  /// Marks this view as searchable with a prompt from a string (not drawn at rest).
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { inert() }

  /// Marks this view as searchable with programmatic presentation of the search field (iOS 17; not drawn at rest).
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> some View { inert() }

  /// Marks this view as searchable with programmatic presentation and a prompt from a localized string key (iOS 17).
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                         prompt: LocalizedStringKey) -> some View { inert() }

  /// Marks this view as searchable with programmatic presentation and a prompt from a string (iOS 17).
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
                                            prompt: S) -> some View { inert() }

  /// Configures the search suggestions for this view (shown only while searching: never in a still).
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { inert() }

  /// Configures the search scopes for this view (shown only while searching: never in a still).
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { inert() }
}

nonisolated extension View {
  /// Associates a fully formed string with the value of this view when used as a search suggestion.
  public func searchCompletion(_ completion: String) -> some View { inert() }
}
