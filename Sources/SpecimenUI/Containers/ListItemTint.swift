import Foundation

/// A tint effect configuration that you can apply to content in a list (iOS 14).
///
/// As on iOS, sidebar lists (`.listStyle(.sidebar)`) apply it to their `Label` icons, which otherwise
/// use the accent color; other list styles draw their rows unchanged.
public struct ListItemTint: Sendable {
  /// The tint colour, when there is one (nil: the standard grayscale tint).
  let color: Color?
  /// Whether the tint may be overridden by the system.
  let isFixed: Bool

  /// An explicit tint color that can't be overridden.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: true) }
  /// An explicit tint color that the system can override.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint, isFixed: false) }
  /// A standard grayscale tint effect.
  public static let monochrome = ListItemTint(color: nil, isFixed: true)

  /// The style a sidebar's label icons are drawn in: the colour, or the secondary gray for `monochrome`.
  var iconStyle: AnyShapeStyle { color.map { AnyShapeStyle($0) } ?? AnyShapeStyle(HierarchicalShapeStyle.secondary) }
}

struct ListItemTintKey: EnvironmentKey { static let defaultValue: ListItemTint? = nil }
struct IsInSidebarListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The tint `listItemTint(_:)` set for list content; nil inherits (the accent color).
  package var listItemTint: ListItemTint? {
    get { self[ListItemTintKey.self] }
    set { self[ListItemTintKey.self] = newValue }
  }
  /// Whether views are rows of a sidebar list, whose label icons take the list item tint.
  package var isInSidebarList: Bool {
    get { self[IsInSidebarListKey.self] }
    set { self[IsInSidebarListKey.self] = newValue }
  }
  /// The style of a label icon in this environment: the list item tint (or the accent color) in a sidebar
  /// list; nil elsewhere, where icons keep the foreground style.
  package var sidebarLabelIconStyle: AnyShapeStyle? {
    guard isInSidebarList else { return nil }
    return listItemTint?.iconStyle ?? AnyShapeStyle(TintShapeStyle())
  }
}

nonisolated extension View {
  /// Sets a tint effect for the content of list items: a sidebar list draws its label icons in it.
  /// `nil` keeps the inherited tint.
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    environmentChange { if let tint { $0.listItemTint = tint } }
  }

  /// Sets a fixed tint color for the content of list items (`.fixed(_:)`); `nil` keeps the inherited tint.
  public func listItemTint(_ tint: Color?) -> some View {
    environmentChange { if let tint { $0.listItemTint = .fixed(tint) } }
  }
}
