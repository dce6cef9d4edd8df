import Foundation

/// iOS 17's UIKit system colors used by the text field, group box, form, picker and control-group styles, light and dark.
///
/// Values are UIKit's (`UIColor.systemGroupedBackground` …) as listed in Apple's Human
/// Interface Guidelines, "Color", for iOS 17.
enum FormPalette {
  /// `systemGroupedBackground`: behind an inset-grouped form.
  static let systemGroupedBackground = dynamic("systemGroupedBackground", RGBA(242, 242, 247), RGBA(0, 0, 0))
  /// `secondarySystemGroupedBackground`: a form's section cards.
  static let secondarySystemGroupedBackground = dynamic("secondarySystemGroupedBackground", RGBA(255, 255, 255), RGBA(28, 28, 30))
  /// `secondarySystemBackground`: a group box.
  static let secondarySystemBackground = dynamic("secondarySystemBackground", RGBA(242, 242, 247), RGBA(28, 28, 30))
  /// `tertiarySystemBackground`: a rounded-border text field's fill.
  static let tertiarySystemBackground = dynamic("tertiarySystemBackground", RGBA(255, 255, 255), RGBA(44, 44, 46))
  /// `tertiarySystemFill`: the segmented control's and control group's track.
  static let tertiarySystemFill = dynamic("tertiarySystemFill", RGBA(118, 118, 128, 0.12), RGBA(118, 118, 128, 0.24))
  /// `placeholderText`: a text field's prompt.
  static let placeholderText = dynamic("placeholderText", RGBA(60, 60, 67, 0.3), RGBA(235, 235, 245, 0.3))
  /// `separator`: hairlines between rows, segments and grouped controls.
  static let separator = dynamic("separator", RGBA(60, 60, 67, 0.29), RGBA(84, 84, 88, 0.6))
  /// `opaqueSeparator`: the rounded-border text field's outline (UIKit draws it opaque).
  static let opaqueSeparator = dynamic("opaqueSeparator", RGBA(198, 198, 200), RGBA(56, 56, 58))
  /// The selected segment of a segmented control: white, `systemGray2`'s dark value in dark mode.
  static let selectedSegment = dynamic("selectedSegment", RGBA(255, 255, 255), RGBA(99, 99, 102))

  /// The opacity iOS gives a disabled control.
  static let disabledOpacity = 0.5

  /// Whether the environment hides control labels (`.labelsHidden()`).
  static func labelsHidden(_ environment: EnvironmentValues) -> Bool { environment.labelsVisibility == .hidden }

  static func dynamic(_ name: String, _ light: RGBA, _ dark: RGBA) -> Color {
    Color(.dynamic(name: name, light: light, dark: dark))
  }
}

struct IsInFormKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether views are rows of a `Form`: controls there draw as form rows (label leading, value trailing).
  package var isInForm: Bool {
    get { self[IsInFormKey.self] }
    set { self[IsInFormKey.self] = newValue }
  }
}
