import Foundation

struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
  /// The style `.background` (`BackgroundStyle`) resolves to, set with `.backgroundStyle(_:)` (iOS 16);
  /// nil for the system background (white in light mode, black in dark).
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the background style in this view (iOS 16): what `.background(in:)` and `ShapeStyle.background` fill with.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environmentChange { $0.backgroundStyle = AnyShapeStyle(style) }
  }
}
