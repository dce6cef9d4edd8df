import Foundation

/// A date picker style that displays the components in an editable field (macOS 10.15).
///
/// Drawn as AppKit's text-field date picker at rest: the label, then one field holding the numeric
/// date with a four-digit year and the short time (`12/6/2026, 8:05 AM` in en_US), in the
/// environment's locale, time zone and calendar.
nonisolated public struct FieldDatePickerStyle: DatePickerStyle {
  /// Creates an instance of the field date picker style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInDatePickerBody(kind: .field, configuration: configuration)
  }
}

/// A system style that displays the components in an editable field, with an adjoining stepper that can
/// increment or decrement the selected component (macOS 10.15).
///
/// Drawn as the field style with AppKit's stepper beside the field (its two arrows, nothing selected).
nonisolated public struct StepperFieldDatePickerStyle: DatePickerStyle {
  /// Creates an instance of the stepper field date picker style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInDatePickerBody(kind: .stepperField, configuration: configuration)
  }
}

nonisolated extension DatePickerStyle where Self == FieldDatePickerStyle {
  /// A date picker style that displays the components in an editable field.
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  /// A system style that displays the components in an editable field, with an adjoining stepper.
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

/// The sizes of AppKit's text-field date picker (Specimen's estimates from macOS screenshots; docs/control-metrics.md).
enum FieldDatePickerMetrics {
  static let height: CGFloat = 22
  static let textInset: CGFloat = 4
  static let labelSpacing: CGFloat = 8
  static let stepperSpacing: CGFloat = 2
  static let stepperWidth: CGFloat = 13
  static let stepperCornerRadius: CGFloat = 4
}

/// The field (and stepper) styles' body: the label unless hidden, then the date's text in a white
/// box with a grey hairline (dark: 10 % white, 20 % white hairline).
nonisolated struct FieldDatePickerBody: View {
  let text: String
  let label: DatePickerStyleConfiguration.Label
  let showsStepper: Bool

  var body: some View {
    let env = EnvironmentValues.current
    let dark = env.colorScheme == .dark
    let border = dark ? Color.white.opacity(0.2) : Color.black.opacity(0.25)
    HStack(spacing: FieldDatePickerMetrics.labelSpacing) {
      if !ControlsPalette.labelsHidden(env) {
        label
      }
      HStack(spacing: FieldDatePickerMetrics.stepperSpacing) {
        Text(verbatim: text)
          .lineLimit(1)
          .fixedSize()
          .padding(.horizontal, FieldDatePickerMetrics.textInset)
          .frame(minHeight: FieldDatePickerMetrics.height)
          .background(Rectangle().fill(dark ? Color.white.opacity(0.1) : Color.white))
          .overlay(Rectangle().strokeBorder(border, lineWidth: 1))
        if showsStepper {
          VStack(spacing: 0) {
            Image(systemName: "chevron.up").font(.system(size: 6, weight: .bold)).frame(maxHeight: .infinity)
            Image(systemName: "chevron.down").font(.system(size: 6, weight: .bold)).frame(maxHeight: .infinity)
          }
          .foregroundStyle(dark ? Color.white.opacity(0.85) : Color.black.opacity(0.85))
          .frame(width: FieldDatePickerMetrics.stepperWidth, height: FieldDatePickerMetrics.height)
          .background(RoundedRectangle(cornerRadius: FieldDatePickerMetrics.stepperCornerRadius)
            .fill(dark ? Color.white.opacity(0.25) : Color.white))
          .overlay(RoundedRectangle(cornerRadius: FieldDatePickerMetrics.stepperCornerRadius).strokeBorder(border, lineWidth: 1))
        }
      }
      .hidingTextLeading()
    }
  }

  /// The field's text: the numeric date (`yMd`, a four-digit year) and the short time, joined by ", ".
  static func text(_ date: Date, components: DatePickerComponents, locale: Locale, timeZone: TimeZone, calendar: Calendar?) -> String {
    DatePickerFormat.fields(date, components: components, locale: locale, timeZone: timeZone, calendar: calendar, dateTemplate: "yMd")
      .joined(separator: ", ")
  }
}
