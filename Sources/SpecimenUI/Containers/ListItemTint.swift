import Foundation

/// A tint effect configuration that you can apply to content in a list (iOS 14).
///
/// On iOS only sidebar lists use it (for their labels' icons); other list styles draw their rows
/// unchanged, so `.listItemTint(_:)` keeps every row as it is here.
public struct ListItemTint: Sendable {
  /// The tint colour, when there is one.
  let color: Color?
  /// Whether the tint may be overridden by the system.
  let isFixed: Bool

  /// An explicit tint color that can't be overridden.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }
  /// An explicit tint color that the system can override.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }
  /// A standard grayscale tint effect.
  public static let monochrome = ListItemTint(color: nil, isFixed: true)
}

nonisolated extension View {
  /// Sets a tint effect for the content of list items; only sidebar lists use it on iOS, so rows draw unchanged.
  public func listItemTint(_ tint: ListItemTint?) -> some View { inert() }

  /// Sets a fixed tint color for the content of list items; only sidebar lists use it on iOS, so rows draw unchanged.
  public func listItemTint(_ tint: Color?) -> some View { inert() }
}
