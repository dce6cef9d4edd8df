import Foundation

/// A source of live time values that a text formats (iOS 18): `Text(.currentDate, format: .timer(countingDownIn:))`.
///
/// A still is one instant: the current date is the render's date, except under a timer format, whose "now" is the
/// start of its interval, as `Text(timerInterval:)` shows a timer just started (the whole duration counting down,
/// "0:00" counting up), so a render does not depend on the clock.
public struct TimeDataSource<Value>: Sendable {
  let now: @Sendable () -> Value
}

extension TimeDataSource where Value == Date {
  /// The current date.
  public static var currentDate: TimeDataSource<Date> { TimeDataSource { Date() } }
}

extension TimeDataSource where Value == Duration {
  /// The time from now to `date`, negative once the date has passed.
  public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
    TimeDataSource { .seconds(date.timeIntervalSinceNow) }
  }
}

/// Format styles for live time values in text (iOS 18); Specimen provides the timer.
public enum SystemFormatStyle {
  /// A countdown or count-up timer within an interval ("4:32", "1:23:45").
  ///
  /// `maxFieldCount` and `maxPrecision` are kept; the text shows whole seconds in hours, minutes and seconds.
  public struct Timer: DiscreteFormatStyle, Sendable {
    let interval: Range<Date>
    let countsDown: Bool
    let showsHours: Bool
    let maxFieldCount: Int
    let maxPrecision: Duration

    /// Creates a timer that counts down within `interval`.
    public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                maxPrecision: Duration = .seconds(1)) {
      self.init(interval: interval, countsDown: true, showsHours: showsHours, maxFieldCount: maxFieldCount,
                maxPrecision: maxPrecision)
    }

    /// Creates a timer that counts up within `interval`.
    public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                maxPrecision: Duration = .seconds(1)) {
      self.init(interval: interval, countsDown: false, showsHours: showsHours, maxFieldCount: maxFieldCount,
                maxPrecision: maxPrecision)
    }

    private init(interval: Range<Date>, countsDown: Bool, showsHours: Bool, maxFieldCount: Int, maxPrecision: Duration) {
      self.interval = interval
      self.countsDown = countsDown
      self.showsHours = showsHours
      self.maxFieldCount = maxFieldCount
      self.maxPrecision = maxPrecision
    }

    /// The time left (counting down) or gone (counting up) at `date`, clamped to the interval, as "m:ss" or "h:mm:ss".
    public func format(_ date: Date) -> AttributedString {
      let seconds = TimerInterval.seconds(interval.lowerBound...interval.upperBound, pauseTime: date, countsDown: countsDown)
      return AttributedString(TimerInterval.string(seconds, showsHours: showsHours))
    }

    /// The latest date before `date` at which the text changes (a second earlier).
    public func discreteInput(before input: Date) -> Date? { input.addingTimeInterval(-1) }
    /// The earliest date after `date` at which the text changes (a second later).
    public func discreteInput(after input: Date) -> Date? { input.addingTimeInterval(1) }
  }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
  /// A timer that counts down within `interval`.
  public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                           maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
    SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
  }

  /// A timer that counts up within `interval`.
  public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3,
                           maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
    SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
  }
}

extension Text {
  /// Creates a text that shows a live time value in a format (iOS 18); a still shows one instant (see `TimeDataSource`).
  public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where F.FormatInput == V, F.FormatOutput == AttributedString {
    self.init(format.format(Text.instant(of: source, for: format)))
  }

  /// Creates a text that shows a live time value in a string format (iOS 18).
  @_disfavoredOverload
  public init<V, F: DiscreteFormatStyle>(_ source: TimeDataSource<V>, format: F) where F.FormatInput == V, F.FormatOutput == String {
    self.init(verbatim: format.format(Text.instant(of: source, for: format)))
  }

  /// The value a still shows: a timer's interval start for the current date, else the source's value now.
  private static func instant<V, F: FormatStyle>(of source: TimeDataSource<V>, for format: F) -> V {
    if let timer = format as? SystemFormatStyle.Timer, let start = timer.interval.lowerBound as? V { return start }
    return source.now()
  }
}
