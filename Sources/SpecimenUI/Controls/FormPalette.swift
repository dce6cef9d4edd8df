import Foundation

/// iOS 17's UIKit system colors used by the text field, group box, form, picker and control-group styles, light and dark.
///
/// Values come from the one UIKit table in `UIKitPalette.swift`.
enum FormPalette {
  /// `systemGroupedBackground`: behind an inset-grouped form.
  static let systemGroupedBackground = Color(UIColor.systemGroupedBackground)
  /// `secondarySystemGroupedBackground`: a form's section cards.
  static let secondarySystemGroupedBackground = Color(UIColor.secondarySystemGroupedBackground)
  /// `systemBackground`: behind a plain or inset list and its rows.
  static let systemBackground = Color(UIColor.systemBackground)
  /// `secondarySystemBackground`: a group box.
  static let secondarySystemBackground = Color(UIColor.secondarySystemBackground)
  /// `tertiarySystemBackground`: a rounded-border text field's fill.
  static let tertiarySystemBackground = Color(UIColor.tertiarySystemBackground)
  /// `tertiarySystemFill`: the segmented control's and control group's track.
  static let tertiarySystemFill = Color(UIColor.tertiarySystemFill)
  /// `placeholderText`: a text field's prompt.
  static let placeholderText = Color(UIColor.placeholderText)
  /// `separator`: hairlines between rows, segments and grouped controls.
  static let separator = Color(UIColor.separator)
  /// `opaqueSeparator`: the rounded-border text field's outline (UIKit draws it opaque).
  static let opaqueSeparator = Color(UIColor.opaqueSeparator)
  /// The selected segment of a segmented control: white, `systemGray2`'s dark value in dark mode.
  static let selectedSegment = Color(.dynamic(name: "selectedSegment", light: RGBA(255, 255, 255), dark: RGBA(99, 99, 102)))
}

struct IsInFormKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether views are rows of a `Form`: controls there draw as form rows (label leading, value trailing).
  package var isInForm: Bool {
    get { self[IsInFormKey.self] }
    set { self[IsInFormKey.self] = newValue }
  }
}
