import Foundation

/// How far a still reads into a timeline schedule's dates. A schedule's dates are any `Sequence` (Apple's
/// `explicit(_:)` takes one, "a monotonically increasing sequence of dates", and a custom schedule may count every
/// second from its start without end), and a still shows one moment, so it reads at most `limit` of them: for the first
/// a clock reaches, which the content is drawn at, and for one no clock reaches, which is named. Reading on hung the
/// render: an endless explicit schedule of finite dates was searched for a NaN one, and an endless one of NaN dates
/// for a finite one.
enum TimelineDateScan {
  /// The most dates read from one schedule.
  static let limit = 10_000

  /// The first of the first `limit` `dates` a clock reaches, how many were read and the first read.
  static func firstReachable(_ dates: some Sequence<Date>) -> (date: Date?, read: Int, first: Date?) {
    var read = 0, first: Date?
    for date in dates.prefix(limit) {
      read += 1
      if first == nil { first = date }
      if date.timeIntervalSinceReferenceDate.isFinite { return (date, read, first) }
    }
    return (nil, read, first)
  }

  /// The first of the first `limit` `dates` no clock reaches.
  static func firstUnreachable(_ dates: some Sequence<Date>) -> Date? {
    dates.prefix(limit).first { !$0.timeIntervalSinceReferenceDate.isFinite }
  }

  /// The warning for a schedule of type `schedule` none of whose `read` dates a clock reaches, `first` the first.
  static func noReachableDate(_ schedule: String, read: Int, first: Date) -> String {
    let among = read == limit ? "first \(limit) dates (TimelineDateScan.limit)" : read == 1 ? "1 date" : "\(read) dates"
    return "TimelineView(\(schedule)): no date a clock reaches among the schedule's \(among); the first is "
      + "\(NumberText.describe(first.timeIntervalSinceReferenceDate)) s from 2001, so the timeline never updates; drawn at the one "
      + "moment a still image shows. Give finite dates"
  }
}
