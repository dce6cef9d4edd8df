import Foundation

/// iOS 17's fill and separator colors used by the built-in control styles (UIKit's values, light and dark).
enum ControlsPalette {
  /// `systemFill`: the UISlider/UIProgressView track.
  static let systemFill = dynamic("systemFill", RGBA(120, 120, 128, 0.2), RGBA(120, 120, 128, 0.36))
  /// `secondarySystemFill`: the UISwitch track when off.
  static let secondarySystemFill = dynamic("secondarySystemFill", RGBA(120, 120, 128, 0.16), RGBA(120, 120, 128, 0.32))
  /// `tertiarySystemFill`: the UIStepper background.
  static let tertiarySystemFill = dynamic("tertiarySystemFill", RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
  /// `separator`: hairlines such as the stepper's divider.
  static let separator = dynamic("separator", RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))

  /// `secondaryLabel`.
  static let secondaryLabel = Color(.foreground(level: 1))
  /// `tertiaryLabel`: unavailable glyphs and disabled labels.
  static let tertiaryLabel = Color(.foreground(level: 2))

  /// The opacity iOS gives a disabled control.
  static let disabledOpacity = 0.5

  /// Whether the environment hides control labels (`.labelsHidden()`).
  static func labelsHidden(_ environment: EnvironmentValues) -> Bool { environment.labelsVisibility == .hidden }

  static func dynamic(_ name: String, _ light: RGBA, _ dark: RGBA) -> Color {
    Color(.dynamic(name: name, light: light, dark: dark))
  }
}
