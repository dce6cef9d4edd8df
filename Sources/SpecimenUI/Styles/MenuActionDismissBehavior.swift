import Foundation

/// The set of menu dismissal behavior options (iOS 16.4).
///
/// Whether a menu closes after one of its actions runs; a still render shows menus closed, so the
/// behavior changes nothing drawn.
public struct MenuActionDismissBehavior: Equatable, Sendable {
  let name: String
  /// Use the dismissal behavior that's appropriate for the given context.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// Always dismiss the presented menu after performing an action.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// Never dismiss the presented menu after performing an action.
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

nonisolated extension View {
  /// Tells a menu whether to dismiss after performing an action; layout-neutral (menus are drawn closed).
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { inert() }
}
