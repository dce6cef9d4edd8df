import Foundation

/// Timers over a date interval (iOS 16): `Text(timerInterval:)` and
/// `ProgressView(timerInterval:)`. A render's "now" is the interval's start (or `pauseTime`), as a
/// timer just started: counting down shows the whole duration and a full bar, counting up "0:00"
/// and an empty bar.
enum TimerInterval {
  /// The seconds shown: remaining when counting down, elapsed otherwise (0 for a bad interval).
  static func seconds(_ interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool) -> TimeInterval {
    let now = min(max(pauseTime ?? interval.lowerBound, interval.lowerBound), interval.upperBound)
    let value = countsDown ? interval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(interval.lowerBound)
    return value.isFinite ? max(0, value) : 0
  }

  /// The fraction of the interval a timer bar shows.
  static func fraction(_ interval: ClosedRange<Date>, countsDown: Bool) -> Double {
    let duration = interval.upperBound.timeIntervalSince(interval.lowerBound)
    guard duration.isFinite, duration > 0 else { return countsDown ? 0 : 1 }
    return countsDown ? 1 : 0
  }

  /// "m:ss", or "h:mm:ss" from an hour when `showsHours` (minutes run past 59 otherwise).
  static func string(_ seconds: TimeInterval, showsHours: Bool) -> String {
    let total = Int(min(seconds.rounded(.down), 1e12))
    let hours = total / 3600, minutes = (total % 3600) / 60, secs = total % 60
    if showsHours, hours > 0 { return "\(hours):" + String(format: "%02d:%02d", minutes, secs) }
    return "\(total / 60):" + String(format: "%02d", secs)
  }
}

extension Text {
  /// Creates a text that shows a timer counting down to (or up from) an interval's bounds.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
    let seconds = TimerInterval.seconds(timerInterval, pauseTime: pauseTime, countsDown: countsDown)
    self.init(verbatim: TimerInterval.string(seconds, showsHours: showsHours))
  }
}

/// The default current-value label of a timer progress view: the timer's text.
nonisolated public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool
  public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView {
  /// Creates a progress view that fills (or empties, counting down) over a date interval, with labels.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
              @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    self.init(fraction: TimerInterval.fraction(timerInterval, countsDown: countsDown), label: label(),
              currentValueLabel: currentValueLabel())
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates a progress view over a date interval with a label; the timer shows as its current value.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
    self.init(fraction: TimerInterval.fraction(timerInterval, countsDown: countsDown), label: label(),
              currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// Creates a progress view over a date interval; the timer shows as its current value.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(fraction: TimerInterval.fraction(timerInterval, countsDown: countsDown), label: nil,
              currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
  }
}

extension Text {
  /// A scale for text relative to the text around it (iOS 17).
  public struct Scale: Hashable, Sendable {
    let name: String
    /// The text's own size.
    public static let `default` = Scale(name: "default")
    /// A smaller size for secondary content (drawn at the text's own size here; see docs/unsupported.md).
    public static let secondary = Scale(name: "secondary")
  }

  /// Applies a text scale (drawn at the text's own size here).
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }

  /// Sets the language whose line heights and spacing the text is set with (iOS 17). The fonts' own metrics are used
  /// for every language here, so the text draws unchanged.
  public func typesetLanguage(_ language: Locale.Language) -> Text { self }
}

nonisolated extension View {
  /// Applies a text scale to text in this view (drawn at the text's own size here).
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { inert() }

  /// Sets the language the text inside is set with (iOS 17); drawn unchanged (see `Text.typesetLanguage(_:)`).
  public func typesetLanguage(_ language: Locale.Language) -> some View { inert() }
}
