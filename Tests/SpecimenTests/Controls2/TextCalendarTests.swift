import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// Dates written by text and the compact date picker follow the environment's `\.calendar` ("the current calendar
/// that views should use when handling dates", Apple's `EnvironmentValues.calendar` page); the default Gregorian
/// calendar leaves a locale's own calendar keyword in charge.
@Suite struct TextCalendarTests {
  /// 2007-01-09 01:46:40 UTC: Heisei 19 in the Japanese calendar, 2550 BE in the Buddhist one.
  static let date = Date(timeIntervalSinceReferenceDate: 190_000_000)

  static func shown(_ view: some View, calendar: Calendar? = nil, locale: Locale? = nil) -> [String] {
    var env = C2.environment()
    if let calendar { env.calendar = calendar }
    if let locale { env.locale = locale }
    return C2.texts(in: C2.place(view, width: 390, env)).map(\.text.string)
  }

  @Test func textDateStylesAndFormatsUseTheEnvironmentsCalendar() {
    let japanese = Calendar(identifier: .japanese)
    #expect(Self.shown(Text(Self.date, style: .date), calendar: japanese) == ["January 9, Heisei 19"])
    #expect(Self.shown(Text(Self.date, format: .dateTime.year()), calendar: Calendar(identifier: .buddhist)) == ["2550 BE"])
    #expect(Self.shown(Text(Self.date...Self.date.addingTimeInterval(3 * 86_400)), calendar: japanese)
      == ["1/9/H19, 1:46\u{202F}AM\u{2009}–\u{2009}1/12/H19, 1:46\u{202F}AM"])
    // The default calendar writes the Gregorian date, as before.
    #expect(Self.shown(Text(Self.date, style: .date)) == ["January 9, 2007"])
  }

  @Test func theCompactPickerWritesItsDateInTheEnvironmentsCalendar() {
    let picker = DatePicker("Due", selection: .constant(Self.date), displayedComponents: .date)
    #expect(Self.shown(picker, calendar: Calendar(identifier: .japanese)).contains("Jan 9, Heisei 19"))
    #expect(Self.shown(picker).contains("Jan 9, 2007"))
  }

  @Test func aGregorianEnvironmentKeepsTheLocalesCalendarAndOddWeekSettingsAreIgnored() {
    // A locale naming its calendar keeps it while the environment's calendar is the default.
    let buddhistLocale = Locale(identifier: "en_US@calendar=buddhist")
    #expect(Self.shown(Text(Self.date, style: .date), locale: buddhistLocale) == ["January 9, 2550 BE"])
    // Only the calendar's identifier is used: week settings ICU rejects change nothing in a written date.
    var odd = Calendar(identifier: .japanese)
    odd.firstWeekday = 8
    odd.minimumDaysInFirstWeek = 0
    #expect(Self.shown(Text(Self.date, style: .date), calendar: odd) == ["January 9, Heisei 19"])
  }
}
