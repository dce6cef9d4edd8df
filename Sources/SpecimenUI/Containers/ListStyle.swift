import Foundation

/// A protocol that describes the behavior and appearance of a list.
///
/// The built-in styles are values of `ListStyleKind`; a still render draws each as iOS 17 does
/// on an iPhone (see `ListMetrics`).
public protocol ListStyle {
  /// The look this style draws.
  var listStyleKind: ListStyleKind { get }
}

/// The looks of iOS's list styles.
public enum ListStyleKind: Sendable {
  case insetGrouped, grouped, plain, inset, sidebar

  /// Whether sections are drawn on a grouped background.
  var isGrouped: Bool { self == .insetGrouped || self == .grouped || self == .sidebar }
  /// Whether sections are rounded cards inset from the sides.
  var isCard: Bool { self == .insetGrouped || self == .sidebar }
}

/// The list style that describes a platform's default behavior and appearance for a list:
/// inset-grouped on iOS 16 and later.
nonisolated public struct DefaultListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
nonisolated public struct InsetGroupedListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .insetGrouped }
}

/// The list style that describes the behavior and appearance of a grouped list.
nonisolated public struct GroupedListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .grouped }
}

/// The list style that describes the behavior and appearance of a plain list.
nonisolated public struct PlainListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .plain }
}

/// The list style that describes the behavior and appearance of an inset list.
nonisolated public struct InsetListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .inset }
}

/// The list style that describes the behavior and appearance of a sidebar list.
nonisolated public struct SidebarListStyle: ListStyle {
  public init() {}
  public var listStyleKind: ListStyleKind { .sidebar }
}

nonisolated extension ListStyle where Self == DefaultListStyle {
  /// The list style that describes a platform's default behavior and appearance for a list.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
nonisolated extension ListStyle where Self == InsetGroupedListStyle {
  /// The list style that describes the behavior and appearance of an inset grouped list.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
nonisolated extension ListStyle where Self == GroupedListStyle {
  /// The list style that describes the behavior and appearance of a grouped list.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
nonisolated extension ListStyle where Self == PlainListStyle {
  /// The list style that describes the behavior and appearance of a plain list.
  public static var plain: PlainListStyle { PlainListStyle() }
}
nonisolated extension ListStyle where Self == InsetListStyle {
  /// The list style that describes the behavior and appearance of an inset list.
  public static var inset: InsetListStyle { InsetListStyle() }
}
nonisolated extension ListStyle where Self == SidebarListStyle {
  /// The list style that describes the behavior and appearance of a sidebar list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

struct ListStyleKindKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
  /// The style `.listStyle(_:)` set; nil means the default (inset-grouped).
  package var listStyleKind: ListStyleKind? {
    get { self[ListStyleKindKey.self] }
    set { self[ListStyleKindKey.self] = newValue }
  }
  /// The gap between list rows set by `.listRowSpacing(_:)`.
  package var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
  /// Whether scrollable views draw their background (`.scrollContentBackground(_:)`).
  package var scrollContentBackground: Visibility {
    get { self[ScrollContentBackgroundKey.self] }
    set { self[ScrollContentBackgroundKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style for lists within this view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    let kind = style.listStyleKind
    return environmentChange { $0.listStyleKind = kind }
  }

  /// Sets the vertical spacing between two adjacent rows in a List (iOS 17); nil is the default (none).
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    let value = spacing.flatMap { $0.isFinite ? max(0, $0) : nil }
    return environmentChange {
      if let spacing, !spacing.isFinite || spacing < 0 {
        ResolveIssues.report(ResolveIssue(.invalidNumber, ".listRowSpacing(\(NumberText.describe(Double(spacing)))) is not a finite length "
          + "≥ 0; laid out with \(value == nil ? "no spacing" : "spacing 0"). Give a spacing of 0 or more, or nil for the default"))
      }
      if let spacing, spacing.isFinite, spacing > LayoutArgumentCheck.longestLength {
        LayoutArgumentCheck.report(".listRowSpacing(\(NumberText.describe(Double(spacing)))) is \(LayoutArgumentCheck.beyondAnyScreen); "
          + "laid out as given, so the rows after the first are pushed out of every image. Give a spacing that fits on a screen")
      }
      $0.listRowSpacing = value
    }
  }

  /// Specifies the visibility of the background for scrollable views within this view (a List's grouped background).
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environmentChange { $0.scrollContentBackground = visibility }
  }
}
