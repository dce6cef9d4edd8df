// iOS 16.4's scope activation: when the scope bar of a searchable view appears. A still render
// draws the field at rest, where no activation shows the scopes (they appear only while searching
// or typing), so every activation draws the same.

/// The ways that searchable modifiers can show or hide search scopes.
public struct SearchScopeActivation: Sendable, Hashable {
  let name: String
  /// The automatic activation of the scope bar (on iOS, on search presentation).
  public static let automatic = SearchScopeActivation(name: "automatic")
  /// An activation where the system shows search scopes after typing begins in the search field.
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
  /// An activation where the system shows search scopes when the search is presented.
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

nonisolated extension View {
  /// Configures the search scopes for this view with the given activation (iOS 16.4; shown only while
  /// searching: never in a still).
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                 @ViewBuilder _ scopes: () -> S) -> some View {
    inert()
  }
}
