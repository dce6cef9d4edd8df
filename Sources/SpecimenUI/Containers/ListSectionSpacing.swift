import Foundation

/// The spacing between the sections of a grouped list (iOS 17 `listSectionSpacing(_:)`).
public struct ListSectionSpacing: Hashable, Sendable {
  let points: CGFloat?
  /// The spacing given to `custom(_:)`, spelled out, when it is not a finite length of 0 or more (named where it is applied).
  var unusable: String?
  /// The style's spacing (35 pt between grouped sections, `FormMetrics.sectionSpacing`).
  public static var `default`: ListSectionSpacing { ListSectionSpacing(points: nil) }
  /// A tighter spacing: 20 pt here (an estimate; Apple publishes no figure).
  public static var compact: ListSectionSpacing { ListSectionSpacing(points: 20) }
  /// A custom spacing in points (negative or non-finite values are 0, named where the spacing is applied).
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: spacing.isFinite ? max(0, spacing) : 0,
                       unusable: spacing.isFinite && spacing >= 0 ? nil : NumberText.describe(Double(spacing)))
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
    environmentChange {
      if let given = spacing.unusable {
        ResolveIssues.report(ResolveIssue(.invalidNumber, ".listSectionSpacing(\(given)) is not a finite "
          + "length ≥ 0; laid out with spacing 0. Give a spacing of 0 or more, or .default for the style's"))
      }
      if let points = spacing.points, points > LayoutArgumentCheck.longestLength {
        LayoutArgumentCheck.report(".listSectionSpacing(\(NumberText.describe(Double(points)))) is \(LayoutArgumentCheck.beyondAnyScreen); "
          + "laid out as given, so the sections after the first are pushed out of every image. Give a spacing that fits on a screen")
      }
      $0.listSectionSpacing = spacing.points
    }
  }

  /// Sets the spacing between adjacent sections of grouped lists in this view, in points.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { listSectionSpacing(.custom(spacing)) }
}
