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

  /// What is wrong with a timer's dates, or nil when the interval's bounds are finite and `pauseTime` is a number: a NaN or
  /// infinite bound leaves no duration to count (∞ − (−∞) is not a number of seconds), nor does a NaN pause time (a far
  /// one is a pause at the nearer bound), so the timer shows `shown`.
  static func problem(_ interval: ClosedRange<Date>, pauseTime: Date?, shown: String) -> String? {
    var bad = [("lower bound", interval.lowerBound), ("upper bound", interval.upperBound)].filter { !$0.1.timeIntervalSinceReferenceDate.isFinite }
    if let pauseTime, pauseTime.timeIntervalSinceReferenceDate.isNaN { bad.append(("pauseTime", pauseTime)) }
    guard !bad.isEmpty else { return nil }
    let named = bad.map { "\($0.0) \(NumberText.describe($0.1.timeIntervalSinceReferenceDate))" }.joined(separator: ", ")
    return "the timer's \(named) s from 2001 \(bad.count == 1 ? "is not a date" : "are not dates") a timer can count with, so it shows "
      + "\"\(shown)\". Give finite dates, e.g. Date.now...Date.now.addingTimeInterval(60)"
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
    let shown = TimerInterval.string(seconds, showsHours: showsHours)
    self.init(verbatim: shown)
    // Reported as the text resolves, so a timer text made outside a render (a static) is named too.
    if let problem = TimerInterval.problem(timerInterval, pauseTime: pauseTime, shown: shown) { numberIssues.append(problem) }
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
