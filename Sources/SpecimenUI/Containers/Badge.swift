import Foundation

// `.badge(_:)` (iOS 15): supplementary text a container shows next to a view. A List or Form
// row draws it at its trailing edge in the secondary color, like iOS's cell "value" text
// (Apple: View.badge(_:) — "Badges appear in list rows, tab bars, toolbar items, and menus";
// the documentation's screenshot shows the count right-aligned in grey). A tab item's badge is
// drawn by the tab bar; anywhere else a badge draws nothing, as in SwiftUI.

nonisolated extension View {
  /// Generates a badge for the view from an integer value; zero hides the badge.
  public func badge(_ count: Int) -> some View {
    modifier(_ListRowTraitModifier { $0.badge = count == 0 ? nil : Text(verbatim: String(count)) })
  }

  /// Generates a badge for the view from a text view; nil hides the badge.
  public func badge(_ label: Text?) -> some View {
    modifier(_ListRowTraitModifier { $0.badge = label })
  }

  /// Generates a badge for the view from a localized string key; nil hides the badge.
  public func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(_ListRowTraitModifier { $0.badge = key.map { Text($0) } })
  }

  /// Generates a badge for the view from a string; nil hides the badge.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(_ListRowTraitModifier { $0.badge = label.map { Text(verbatim: String($0)) } })
  }

  /// Specifies the prominence of badges created by this view (iOS 17); drawn at the standard prominence.
  public func badgeProminence(_ prominence: BadgeProminence) -> some View { environmentChange { $0.badgeProminence = prominence } }
}

/// The visual prominence of a badge.
public struct BadgeProminence: Hashable, Sendable {
  let level: Int
  /// The standard level of prominence for a badge.
  public static let standard = BadgeProminence(level: 0)
  /// The highest level of prominence for a badge (iOS draws it as a red capsule).
  public static let increased = BadgeProminence(level: 1)
  /// The lowest level of prominence for a badge.
  public static let decreased = BadgeProminence(level: -1)
}

/// A list row's content with its badge, if any, at the trailing edge in the secondary color. A navigation link's
/// row draws the badge itself, before its disclosure chevron, as a UITableViewCell puts its value text before its
/// accessory.
nonisolated struct ListRowBadged: View {
  let row: ContentSubview
  let badge: Text?
  let isNavigationLink: Bool

  var body: some View {
    if let badge, !isNavigationLink {
      HStack {
        row.frame(maxWidth: .infinity, alignment: .leading)
        ListRowBadge(text: badge)
      }
    } else {
      row.frame(maxWidth: .infinity, alignment: .leading).environment(\.navigationLinkRowBadge, badge)
    }
  }
}

/// A row's badge text, in the secondary color, kept whole before the row's content is squeezed.
nonisolated struct ListRowBadge: View {
  let text: Text
  var body: some View { text.environmentForegroundStyle(HierarchicalShapeStyle.secondary).layoutPriority(1) }
}

private struct NavigationLinkRowBadgeKey: EnvironmentKey { static var defaultValue: Text? { nil } }

extension EnvironmentValues {
  /// The badge of the list row a navigation link draws, for the link to draw before its chevron.
  var navigationLinkRowBadge: Text? {
    get { self[NavigationLinkRowBadgeKey.self] }
    set { self[NavigationLinkRowBadgeKey.self] = newValue }
  }
}
