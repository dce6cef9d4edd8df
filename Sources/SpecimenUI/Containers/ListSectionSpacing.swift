import Foundation

/// The spacing between the sections of a grouped list (iOS 17 `listSectionSpacing(_:)`).
public struct ListSectionSpacing: Hashable, Sendable {
  let points: CGFloat?
  /// The style's spacing (35 pt between grouped sections, `FormMetrics.sectionSpacing`).
  public static var `default`: ListSectionSpacing { ListSectionSpacing(points: nil) }
  /// A tighter spacing: 20 pt here (an estimate; Apple publishes no figure).
  public static var compact: ListSectionSpacing { ListSectionSpacing(points: 20) }
  /// A custom spacing in points (negative or non-finite values are 0).
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: spacing.isFinite ? max(0, spacing) : 0)
  }
}

struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
  /// The gap between grouped list sections set by `.listSectionSpacing(_:)`; nil is the style's.
  package var listSectionSpacing: CGFloat? {
    get { self[ListSectionSpacingKey.self] }
    set { self[ListSectionSpacingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the spacing between adjacent sections of grouped lists in this view (set on the list;
  /// on one `Section` it changes nothing here).
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environmentChange { $0.listSectionSpacing = spacing.points }
  }

  /// Sets the spacing between adjacent sections of grouped lists in this view, in points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { listSectionSpacing(.custom(spacing)) }
}
