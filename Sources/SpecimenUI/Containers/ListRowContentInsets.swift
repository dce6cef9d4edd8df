import Foundation

private struct ListRowContentInsetsKey: EnvironmentKey { static let defaultValue: EdgeInsets? = nil }

extension EnvironmentValues {
  /// The content insets of the list row a view is drawn in (nil outside a list row): a control that iOS spreads
  /// over several rows of its own (an inline picker's options) reaches the row's edges with them.
  package var listRowContentInsets: EdgeInsets? {
    get { self[ListRowContentInsetsKey.self] }
    set { self[ListRowContentInsetsKey.self] = newValue }
  }
}
