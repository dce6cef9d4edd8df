import Foundation

private struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
  /// The spacing between the icon and title of a label (iOS 26), set with
  /// `labelIconToTitleSpacing(_:)`; nil for the default spacing.
  public internal(set) var labelIconToTitleSpacing: CGFloat? {
    get { self[LabelIconToTitleSpacingKey.self] }
    set { self[LabelIconToTitleSpacingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the spacing between the icon and title in labels (iOS 26): the title-and-icon label style
  /// puts `value` points between them (a NaN, infinite or negative value keeps the default spacing).
  public func labelIconToTitleSpacing(_ value: CGFloat) -> some View {
    let spacing: CGFloat? = value.isFinite && value >= 0 ? value : nil
    return environmentChange { $0.labelIconToTitleSpacing = spacing }
  }
}
