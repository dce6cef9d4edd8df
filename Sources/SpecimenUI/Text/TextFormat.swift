import Foundation

extension Text {
  /// The locale every formatted text uses, so renders do not depend on the machine's locale.
  static let formatLocale = Locale(identifier: "en_US")
  /// The time zone every formatted date uses, so renders do not depend on the machine's zone.
  static let formatTimeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!

  /// Creates a text view that displays the formatted representation of a value.
  ///
  /// As in SwiftUI, the value is formatted in the environment's locale and, for dates, time zone
  /// (`\.locale`, `\.timeZone`), which are `en_US` and UTC unless a view sets them, whatever the
  /// machine's settings: `Text(0.5, format: .percent)` shows "50%", and "50 %" under
  /// `.environment(\.locale, Locale(identifier: "de_DE"))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: Text.formatted(input, format))
    localized = EnvironmentFormatted { Text.formatted(input, format, locale: $0, timeZone: $1, calendar: $2) }
  }

  /// `input` formatted with `format` in `locale` (and `timeZone` for dates, and `calendar`, when one is given, for a
  /// `Date.FormatStyle`: `TextCalendar`). Warnings name the view as `view` (a `TextField(value:format:)` shows its value this way).
  static func formatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F, locale: Locale = Text.formatLocale,
                                        timeZone: TimeZone = Text.formatTimeZone, calendar: Calendar? = nil,
                                        view: String = "Text(_:format:)") -> String where F.FormatOutput == String {
    // Digit counts Foundation cannot build an ICU skeleton from (negative, Int.max) trap inside `format`.
    let check = FormatPrecision.check(format, view)
    guard check.usable else { return "\(input)" }
    var localized = format.locale(locale)
    if var date = localized as? Date.FormatStyle {
      date.timeZone = timeZone
      if let calendar { date.calendar = calendar }
      localized = date as? F ?? localized
    }
    // A NaN, infinite or far date formats as an empty string: show the nearest date that formats, and say so.
    // A range of dates with a NaN bound traps in Foundation's interval formats: its bounds are shown the same way.
    var input = (input as? Date).flatMap { Text.formattable($0, view) as? F.FormatInput } ?? input
    if let range = input as? Range<Date> {
      let (lower, upper) = formattable(range.lowerBound, range.upperBound, view)
      input = lower..<upper as? F.FormatInput ?? input
    } else if let range = input as? ClosedRange<Date> {
      let (lower, upper) = formattable(range.lowerBound, range.upperBound, view)
      input = lower...upper as? F.FormatInput ?? input
    }
    // Foundation's duration formats negate a negative duration's seconds: Int64.min seconds trap.
    if let duration = input as? Duration, duration.components.seconds == .min {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(view): a duration of \(Int64.min) s is one Foundation's duration formats cannot "
        + "negate; drawn as the plain value (give a duration within ±\(Int64.max) s)"))
      return "\(input)"
    }
    let shown = localized.format(input)
    FormatPrecision.checkScaledValue(input, scale: check.finiteScale, shown: shown, view)
    return shown
  }

  /// The bounds of a date range as formatters can show them, in order.
  private static func formattable(_ lower: Date, _ upper: Date, _ view: String) -> (Date, Date) {
    let shownLower = Text.formattable(lower, "\(view) (range's lower bound)")
    let shownUpper = Text.formattable(upper, "\(view) (range's upper bound)")
    return shownLower <= shownUpper ? (shownLower, shownUpper) : (shownUpper, shownLower)
  }

  /// `date` as formatters can show it (`DatePickerFormat.shown`: NaN and ±∞ as the reference date, others
  /// within about ±3 000 years of 2001); a date that had to change is reported as a warning naming `what`.
  static func formattable(_ date: Date, _ what: String) -> Date {
    let shown = DatePickerFormat.shown(date, in: nil)
    if shown != date {
      let seconds = date.timeIntervalSinceReferenceDate
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(what): a date \(NumberText.describe(seconds)) s from 2001 is not one a formatter can show; "
        + "drawn as \(NumberText.describe(shown.timeIntervalSinceReferenceDate)) s (give a finite date within ±\(NumberText.describe(DatePickerFormat.limit)) s)"))
    }
    return shown
  }

  /// A predefined style used to display a `Date`.
  public struct DateStyle: Hashable, Sendable {
    let name: String
    /// A style displaying a date (long form: "June 3, 2019").
    public static let date = DateStyle(name: "date")
    /// A style displaying only the time component for a date ("11:23 PM").
    public static let time = DateStyle(name: "time")
    /// A style displaying a date as relative to now; a render's "now" is the date itself.
    public static let relative = DateStyle(name: "relative")
    /// A style displaying a date as offset from now; a render's "now" is the date itself.
    public static let offset = DateStyle(name: "offset")
    /// A style displaying a date as timer counting from now; a render's "now" is the date itself.
    public static let timer = DateStyle(name: "timer")
  }

  /// Creates an instance that displays localized dates and times using a specific style, in the
  /// environment's locale and time zone (en_US and UTC unless set).
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: Text.string(date, style: style))
    localized = EnvironmentFormatted { Text.string(date, style: style, locale: $0, timeZone: $1, calendar: $2) }
  }

  /// What `Text(date, style:)` shows (a relative style's "now" is the date itself), in `calendar` when one is given
  /// (`TextCalendar`).
  static func string(_ date: Date, style: DateStyle, locale: Locale = Text.formatLocale, timeZone: TimeZone = Text.formatTimeZone,
                     calendar: Calendar? = nil) -> String {
    let date = Text.formattable(date, "Text(_:style:)")
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    if let calendar { formatter.calendar = calendar }
    switch style {
    case .date:
      formatter.dateStyle = .long
      formatter.timeStyle = .none
      return formatter.string(from: date)
    case .time:
      formatter.dateStyle = .none
      formatter.timeStyle = .short
      return formatter.string(from: date)
    case .offset: return "+0 seconds"
    case .timer: return "0:00"
    default: return "0 seconds"
    }
  }

  /// Creates a text view that displays the formatted representation of a reference-convertible value.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: Text.string(for: subject, formatter))
  }

  /// Creates a text view that displays the formatted representation of a Foundation object.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: Text.string(for: subject, formatter))
  }

  /// Creates a text view that displays a date formatted by `formatter` (on Apple platforms `Date` is
  /// `ReferenceConvertible`; Linux Foundation dropped that conformance, so this takes a date itself).
  public init(_ subject: Date, formatter: Formatter) {
    self.init(verbatim: Text.string(for: subject, formatter))
  }

  /// Creates a text view that displays a decimal formatted by `formatter` (see `init(_:formatter:)` for dates).
  public init(_ subject: Decimal, formatter: Formatter) {
    self.init(verbatim: Text.string(for: subject, formatter))
  }

  /// What `formatter` makes of `subject` (`FormatterOutput`: settings Foundation traps on replaced and named).
  private static func string(for subject: Any, _ formatter: Formatter) -> String {
    FormatterOutput.string(for: subject, formatter, "Text(_:formatter:)")
  }
}

/// A value that a text formats again in the environment's locale, time zone and calendar (nil for the formatter's
/// own: `TextCalendar`).
struct EnvironmentFormatted: @unchecked Sendable {
  let format: (Locale, TimeZone, Calendar?) -> String
}

extension Text {
  /// The characters this text shows in `env`: `content`, or its value formatted again when the
  /// environment's locale, time zone or calendar is not the en_US, UTC and Gregorian that `content` was formatted in.
  func shownContent(in env: EnvironmentValues) -> String {
    guard let localized else { return content }
    let zone = env.timeZone
    let calendar = TextCalendar.formatting(env.calendar, timeZone: zone)
    let isDefault = env.locale.identifier == Text.formatLocale.identifier && calendar == nil
      && zone.secondsFromGMT(for: Date(timeIntervalSinceReferenceDate: 0)) == 0 && ["GMT", "UTC"].contains(zone.identifier)
    return isDefault ? content : localized.format(env.locale, zone, calendar)
  }
}
