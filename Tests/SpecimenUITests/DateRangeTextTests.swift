import Foundation
import Testing
@testable import SpecimenUI

/// `Text(ClosedRange<Date>)` and `Text(DateInterval)` (iOS 14): the times alone for a same-day range,
/// short dates and times otherwise, in the environment's locale and time zone.
@Suite struct DateRangeTextTests {
  /// 2007-01-09 01:46:40 UTC.
  let start = Date(timeIntervalSinceReferenceDate: 190_000_000)

  @Test func sameDayRangeShowsTheTimesAlone() {
    let text = Text(start...start.addingTimeInterval(3 * 3600))
    #expect(text.content == "1:46\u{2009}–\u{2009}4:46\u{202F}AM")
  }

  @Test func rangeOverDaysShowsShortDatesAndTimes() {
    let text = Text(DateInterval(start: start, duration: 3 * 86_400 + 3 * 3600))
    #expect(text.content == "1/9/07, 1:46\u{202F}AM\u{2009}–\u{2009}1/12/07, 4:46\u{202F}AM")
  }

  @Test func anUnformattableBoundIsNamedAndReplaced() {
    // An infinite bound is shown as the nearest date a formatter can show, with a warning naming the text.
    let sink = ResolveIssueSink()
    let text = ResolveIssues.$sink.withValue(sink) { Text(start...Date(timeIntervalSinceReferenceDate: .infinity)) }
    #expect(sink.issues.contains { $0.message.contains("Text(_:) (the date range's upper bound)") })
    // The infinite bound is shown as the reference date (2001), so the bounds are put in order.
    #expect(text.content == "1/1/01, 12:00\u{202F}AM\u{2009}–\u{2009}1/9/07, 1:46\u{202F}AM")
  }

  @Test func followsTheEnvironmentsLocaleAndTimeZone() {
    let text = Text(start...start.addingTimeInterval(3 * 3600))
    var env = EnvironmentValues()
    env.locale = Locale(identifier: "de_DE")
    env.timeZone = TimeZone(identifier: "Europe/Berlin")!
    #expect(text.shownContent(in: env) == "02:46–05:46 Uhr")
  }

  @Test func interpolatesInALocalizedKey() {
    let text = Text("Open \(start...start.addingTimeInterval(3600))")
    #expect(text.content == "Open 1:46\u{2009}–\u{2009}2:46\u{202F}AM")
  }
}
