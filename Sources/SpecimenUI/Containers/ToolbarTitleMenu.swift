import Foundation

nonisolated extension View {
  /// Configures the title menu of a toolbar (iOS 16), as `.toolbar { ToolbarTitleMenu { … } }` does;
  /// the menu stays closed in a still and the title is drawn as without it.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { inert() }

  /// Marks the view as showing data that may be stale while a widget's intent runs (iOS 17); a still
  /// is never invalidated, so the view draws as without it.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { inert() }
}
