import Foundation

extension Text {
  /// Creates an instance that displays a localized range between two dates (iOS 14), in the
  /// environment's locale and time zone (en_US and UTC unless set): the times alone when both dates
  /// fall on one day ("9:30 – 3:30 PM", as Apple's example shows a same-day range), the short date
  /// and time of each otherwise ("1/9/07, 9:30 AM – 1/12/07, 3:30 PM").
  public init(_ dates: ClosedRange<Date>) {
    let lower = dates.lowerBound, upper = dates.upperBound
    self.init(verbatim: Text.dateRange(lower, upper))
    localized = EnvironmentFormatted { Text.dateRange(lower, upper, locale: $0, timeZone: $1, calendar: $2) }
  }

  /// Creates an instance that displays a localized time interval (iOS 14), as `Text(start...end)` does.
  public init(_ interval: DateInterval) {
    self.init(interval.start...interval.end)
  }

  /// What `Text(lower...upper)` shows, in `calendar` when one is given (`TextCalendar`); a bound a formatter cannot
  /// show is named and replaced as `Text(_:format:)` replaces it.
  static func dateRange(_ lower: Date, _ upper: Date, locale: Locale = Text.formatLocale,
                        timeZone: TimeZone = Text.formatTimeZone, calendar environmentCalendar: Calendar? = nil) -> String {
    let start = Text.formattable(lower, "Text(_:) (the date range's lower bound)")
    let end = Text.formattable(upper, "Text(_:) (the date range's upper bound)")
    var calendar = environmentCalendar ?? Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let formatter = DateIntervalFormatter()
    formatter.locale = locale
    formatter.timeZone = timeZone
    formatter.calendar = calendar
    formatter.dateStyle = calendar.isDate(start, inSameDayAs: end) ? .none : .short
    formatter.timeStyle = .short
    return formatter.string(from: min(start, end), to: max(start, end))
  }
}
