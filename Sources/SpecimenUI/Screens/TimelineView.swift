import Foundation

/// A view that updates according to a schedule that you provide.
///
/// A still is one moment: the content is drawn once with `context.date` set to the render's
/// fixed reference date (`timelineReferenceDate`, 9:41:00 AM UTC on January 9, 2007 —
/// Apple's keynote time; an explicit schedule's first date instead), so renders are
/// byte-identical whenever they run.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// Information passed to a timeline view's content callback.
  public typealias Context = TimelineContext

  /// Creates a new timeline view that uses the given schedule.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  public var body: some View {
    let issue = (schedule as? any IntervalChecked)?.issue
    if let issue { ResolveIssues.report(ResolveIssue(.invalidNumber, "TimelineView(" + issue)) }
    // The first date a clock reaches among the first TimelineDateScan.limit (a NaN or infinite one never comes).
    let scan = TimelineDateScan.firstReachable(schedule.entries(from: timelineReferenceDate, mode: .normal))
    if scan.date == nil, issue == nil, let first = scan.first {
      ResolveIssues.report(ResolveIssue(.invalidNumber, TimelineDateScan.noReachableDate(String(describing: Schedule.self), read: scan.read,
                                                                                          first: first)))
    }
    return content(TimelineContext(date: scan.date ?? timelineReferenceDate, cadence: .live))
  }
}

/// Information passed to a timeline view's content callback.
public struct TimelineContext: Sendable {
  /// The rate at which time-based content updates.
  public enum Cadence: Comparable, Sendable {
    /// Updates the view continuously.
    case live
    /// Updates the view approximately once per second.
    case seconds
    /// Updates the view approximately once per minute.
    case minutes
  }
  /// The date from the schedule that triggered the current view update.
  public let date: Date
  /// The rate at which the timeline updates the view (`.live` in a still, the finest).
  public let cadence: Cadence
}

/// The date every `TimelineView` shows in a render: 2007-01-09 09:41:00 UTC.
let timelineReferenceDate = Date(timeIntervalSince1970: 1_168_335_660)

/// The context type of every timeline view, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
  /// The sequence of dates within a schedule.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// Provides a sequence of dates starting around a given date.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable {
  /// A mode that produces schedule updates at the schedule's natural cadence.
  case normal
  /// A mode that produces schedule updates at a reduced rate.
  case lowFrequency
}

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}
  /// The start date itself (a still shows one moment).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval
  /// Creates a periodic update schedule.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.start = startDate
    self.interval = interval
  }
  /// The start date itself (a still shows one moment).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// A schedule whose interval can be one no clock keeps (NaN, infinite, zero or negative), which its timeline names.
protocol IntervalChecked {
  /// The warning, from the schedule's own name on, or nil.
  var issue: String? { get }
}

extension PeriodicTimelineSchedule: IntervalChecked {
  var issue: String? {
    let seconds = start.timeIntervalSinceReferenceDate
    if !seconds.isFinite {
      return ".periodic(from:by:)): start date \(NumberText.describe(seconds)) s from 2001 is not a date a clock reaches, so the "
        + "schedule has no dates; drawn at the one moment a still image shows. Give a finite start date, e.g. .periodic(from: .now, by: 1)"
    }
    guard !interval.isFinite || interval <= 0 else { return nil }
    return ".periodic(from:by:)): interval \(NumberText.describe(interval)) s is not a finite number of seconds > 0; drawn at the one "
      + "moment a still image shows. Give an interval greater than 0, e.g. .periodic(from: .now, by: 1)"
  }
}

extension AnimationTimelineSchedule: IntervalChecked {
  var issue: String? {
    guard let minimumInterval, !minimumInterval.isFinite || minimumInterval < 0 else { return nil }
    return ".animation(minimumInterval:paused:)): minimumInterval \(NumberText.describe(minimumInterval)) s is not a finite number "
      + "of seconds ≥ 0; drawn at the one moment a still image shows. Give nil or an interval of 0 or more"
  }
}

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The shortest time between updates, as given (only checked: a still shows one moment).
  let minimumInterval: Double?
  /// Create a pausable schedule of dates updating at a frequency no more quickly than the provided interval.
  public init(minimumInterval: Double? = nil, paused: Bool = false) { self.minimumInterval = minimumInterval }
  /// The start date itself (a still shows one moment).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

extension ExplicitTimelineSchedule: IntervalChecked {
  var issue: String? {
    guard let bad = TimelineDateScan.firstUnreachable(dates) else { return nil }
    return ".explicit(_:)): the date \(NumberText.describe(bad.timeIntervalSinceReferenceDate)) s from 2001 is not a date a clock "
      + "reaches, so the timeline never updates to it; give finite dates"
  }
}

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries
  /// Create a schedule for updating a timeline view at explicit points in time.
  public init(_ dates: Entries) { self.dates = dates }
  /// The schedule's dates, whatever the start date.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A schedule for updating a timeline view at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A schedule for updating a timeline view at regular intervals.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
extension TimelineSchedule {
  /// A schedule for updating a timeline view at explicit points in time.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
