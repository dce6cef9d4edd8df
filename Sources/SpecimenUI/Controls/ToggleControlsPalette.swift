import Foundation

/// iOS 17's fill and separator colors used by the built-in control styles: UIKit's values, from the one
/// table in `UIKitPalette.swift`.
enum ControlsPalette {
  /// `systemFill`: the UISlider/UIProgressView track.
  static let systemFill = Color(UIColor.systemFill)
  /// `secondarySystemFill`: the UISwitch track when off.
  static let secondarySystemFill = Color(UIColor.secondarySystemFill)
  /// `tertiarySystemFill`: the UIStepper background.
  static let tertiarySystemFill = Color(UIColor.tertiarySystemFill)
  /// `separator`: hairlines such as the stepper's divider.
  static let separator = Color(UIColor.separator)

  /// `secondaryLabel`.
  static let secondaryLabel = Color(.foreground(level: 1))
  /// `tertiaryLabel`: unavailable glyphs and disabled labels.
  static let tertiaryLabel = Color(.foreground(level: 2))

  /// The opacity iOS gives a disabled control.
  static let disabledOpacity = 0.5

  /// Whether the environment hides control labels (`.labelsHidden()`).
  static func labelsHidden(_ environment: EnvironmentValues) -> Bool { environment.labelsVisibility == .hidden }
}
