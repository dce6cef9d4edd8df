import Foundation

/// The contrast associated with a color scheme: standard, or increased when the user turns on Increase Contrast.
public enum ColorSchemeContrast: String, CaseIterable, Hashable, Sendable {
  case standard
  case increased
}

struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }

extension EnvironmentValues {
  /// The contrast associated with the color scheme of this environment (asset catalog colours with a
  /// High Contrast variant use it).
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
}
