import Foundation

/// The calendar a date is written in by text and date pickers: the environment's `\.calendar`, as SwiftUI's views
/// handle dates in it ("the current calendar that views should use when handling dates", Apple's
/// `EnvironmentValues.calendar` page). A Gregorian calendar, the default, leaves the formatter's own, the locale's,
/// so a locale that names its calendar (`"th_TH@calendar=buddhist"`) keeps it. Only the calendar's identifier is
/// taken: writing a date does not depend on its first weekday or minimum days, which Foundation's ICU formatters
/// trap on at values past 32 bits, and the time zone is the environment's.
enum TextCalendar {
  /// The calendar to give a formatter for `calendar` in `timeZone`; nil keeps the formatter's own.
  static func formatting(_ calendar: Calendar, timeZone: TimeZone) -> Calendar? {
    guard calendar.identifier != .gregorian else { return nil }
    var used = Calendar(identifier: calendar.identifier)
    used.timeZone = timeZone
    return used
  }
}
