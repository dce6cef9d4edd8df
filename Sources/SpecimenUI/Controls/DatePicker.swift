import Foundation

/// A control for selecting an absolute date.
///
/// Drawn at rest as iOS 17–18 draws the compact style in a row: the label, then one grey
/// rounded field per component holding the bound date (clamped into `in:` range) formatted in
/// the environment's locale and time zone (`\.locale`, `\.timeZone`: en_US and UTC unless set),
/// medium date ("Jan 9, 2007") then short time ("9:41 AM"). `.datePickerStyle(.graphical)` draws
/// the month's calendar and `.wheel` the wheels, at rest on the date (DatePickerStyles.swift).
nonisolated public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let displayedComponents: DatePickerComponents
  let label: Label

  /// Creates an instance that selects a `Date` with an unbounded range.
  public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: label())
  }

  /// Creates an instance that selects a `Date` in a closed range.
  public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: label())
  }

  /// Creates an instance that selects a `Date` on or after some start date.
  public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, range: DatePickerFormat.range(from: range.lowerBound), displayedComponents: displayedComponents, label: label())
  }

  /// Creates an instance that selects a `Date` on or before some end date.
  public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, range: DatePickerFormat.range(through: range.upperBound), displayedComponents: displayedComponents, label: label())
  }

  init(selection: Binding<Date>, range: ClosedRange<Date>?, displayedComponents: DatePickerComponents, label: Label) {
    self.selection = selection
    self.range = range
    self.displayedComponents = displayedComponents
    self.label = label
  }

  /// The date picker drawn by the style in the environment (`.datePickerStyle(_:)`, compact by default).
  public var body: some View {
    let lower = range.map(\.lowerBound).flatMap { $0 == .distantPast ? nil : $0 }
    let upper = range.map(\.upperBound).flatMap { $0 == .distantFuture ? nil : $0 }
    let configuration = DatePickerStyleConfiguration(label: .init(label), selection: selection, minimumDate: lower,
                                                     maximumDate: upper, displayedComponents: displayedComponents)
    return EnvironmentValues.current.styledBody(\.datePickerStyle) { $0.makeErasedBody(configuration: configuration) }
  }
}

/// The compact date picker's field metrics: Specimen's estimate from iOS 17 screenshots (Apple
/// publishes none); the fill is `tertiarySystemFill`, as UIKit's compact `UIDatePicker` uses.
enum DatePickerMetrics {
  static let fieldHeight: CGFloat = 34
  static let fieldHorizontalPadding: CGFloat = 11
  static let fieldCornerRadius: CGFloat = 6
  static let fieldSpacing: CGFloat = 6
}

/// The text a date picker shows, made deterministic and safe for any bound value.
enum DatePickerFormat {
  /// The furthest a shown date may be from 2001 (about ±3,000 years), so formatting never meets a huge or non-finite interval.
  static let limit: TimeInterval = 1e11

  /// The closed range of `in: start...`: Swift traps building `start...Date.distantFuture` when the start is
  /// NaN or after year 4001, so a NaN start is no bound and a later one is clamped to `distantFuture`.
  static func range(from start: Date) -> ClosedRange<Date>? {
    guard !start.timeIntervalSinceReferenceDate.isNaN else { return nil }
    return min(start, .distantFuture)...Date.distantFuture
  }

  /// The closed range of `in: ...end`: a NaN end is no bound, one before year 1 is clamped to `distantPast`.
  static func range(through end: Date) -> ClosedRange<Date>? {
    guard !end.timeIntervalSinceReferenceDate.isNaN else { return nil }
    return Date.distantPast...max(end, .distantPast)
  }

  /// `date` clamped between `minimum` and `maximum` (each when there is one, the minimum winning if they cross);
  /// not into formattable bounds (a NaN date stays NaN), which `Text.formattable` does and names.
  static func clamped(_ date: Date, minimum: Date?, maximum: Date?) -> Date {
    var date = date
    if let maximum, !maximum.timeIntervalSinceReferenceDate.isNaN { date = min(date, maximum) }
    if let minimum, !minimum.timeIntervalSinceReferenceDate.isNaN { date = max(date, minimum) }
    return date
  }

  /// `date` clamped into `range` (when there is one) and into formattable bounds; a non-finite date shows the reference date.
  static func shown(_ date: Date, in range: ClosedRange<Date>?) -> Date {
    var date = date
    if let range { date = min(max(date, range.lowerBound), range.upperBound) }
    let seconds = date.timeIntervalSinceReferenceDate
    guard seconds.isFinite else { return Date(timeIntervalSinceReferenceDate: 0) }
    return Date(timeIntervalSinceReferenceDate: min(max(seconds, -limit), limit))
  }

  /// One string per displayed component: the date (the medium style, or the locale's form of `dateTemplate` when
  /// one is given, as AppKit's field writes `yMd`), then the short time, in `calendar` when one is given (`TextCalendar`).
  static func fields(_ date: Date, components: DatePickerComponents, locale: Locale, timeZone: TimeZone,
                     calendar: Calendar? = nil, dateTemplate: String? = nil) -> [String] {
    var fields: [String] = []
    func format(_ configure: (DateFormatter) -> Void) -> String {
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.timeZone = timeZone
      if let calendar { formatter.calendar = calendar }
      configure(formatter)
      // ICU puts a narrow no-break space before AM/PM; a plain space draws the same gap in every font.
      return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }
    if components.contains(.date) {
      fields.append(format { formatter in
        if let dateTemplate { formatter.setLocalizedDateFormatFromTemplate(dateTemplate) } else { formatter.dateStyle = .medium }
      })
    }
    if components.contains(.hourAndMinute) { fields.append(format { $0.timeStyle = .short }) }
    return fields
  }
}

extension DatePicker where Label == Text {
  /// Creates an instance that selects a `Date` with an unbounded range, labelled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: Text(titleKey))
  }
  /// Creates an instance that selects a `Date` in a closed range, labelled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(titleKey))
  }
  /// Creates an instance that selects a `Date` on or after some start date, labelled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, range: DatePickerFormat.range(from: range.lowerBound), displayedComponents: displayedComponents, label: Text(titleKey))
  }
  /// Creates an instance that selects a `Date` on or before some end date, labelled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
              displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, range: DatePickerFormat.range(through: range.upperBound), displayedComponents: displayedComponents, label: Text(titleKey))
  }
  /// Creates an instance that selects a `Date` with an unbounded range, labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: Text(title))
  }
  /// Creates an instance that selects a `Date` in a closed range, labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                 displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: Text(title))
  }
  /// Creates an instance that selects a `Date` on or after some start date, labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                 displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, range: DatePickerFormat.range(from: range.lowerBound), displayedComponents: displayedComponents, label: Text(title))
  }
  /// Creates an instance that selects a `Date` on or before some end date, labelled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                 displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
    self.init(selection: selection, range: DatePickerFormat.range(through: range.upperBound), displayedComponents: displayedComponents, label: Text(title))
  }
}

/// The components a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Displays hour and minute components based on the locale.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// Displays day, month, and year based on the locale.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

