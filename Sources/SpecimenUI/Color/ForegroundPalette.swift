import Foundation

struct ForegroundPaletteKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle]? = nil }

extension EnvironmentValues {
  /// The styles set by `foregroundStyle(_:_:)`/`foregroundStyle(_:_:_:)`: `.secondary` and
  /// `.tertiary` (and a palette symbol's layers) take the second and third instead of faded primaries.
  package var foregroundPalette: [AnyShapeStyle]? {
    get { self[ForegroundPaletteKey.self] }
    set { self[ForegroundPaletteKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the primary and secondary levels of the foreground style in the child view.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    palette([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
  }

  /// Sets the primary, secondary, and tertiary levels of the foreground style.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
    palette([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
  }

  private func palette(_ styles: [AnyShapeStyle]) -> some View {
    environmentChange {
      $0.foregroundStyle = AnyShapeStyle(EnclosingForegroundStyle(style: styles[0], enclosing: $0.foregroundStyle))
      $0.foregroundPalette = styles
    }
  }
}
