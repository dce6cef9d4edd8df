import Foundation
import Testing
@testable import SpecimenUI

/// macOS's `.field` and `.stepperField` date picker styles: the numeric date with a four-digit year and the
/// short time in one field, in the locale, time zone and calendar given.
@Suite struct FieldDatePickerStyleTests {
  /// 2007-01-09 01:46:40 UTC.
  let date = Date(timeIntervalSinceReferenceDate: 190_000_000)
  let utc = TimeZone(identifier: "UTC")!

  @Test func dateAndTimeShareOneField() {
    let text = FieldDatePickerBody.text(date, components: [.date, .hourAndMinute], locale: Locale(identifier: "en_US"),
                                        timeZone: utc, calendar: nil)
    #expect(text == "1/9/2007, 1:46 AM")
  }

  @Test func eachComponentAlone() {
    let dateOnly = FieldDatePickerBody.text(date, components: .date, locale: Locale(identifier: "en_US"), timeZone: utc, calendar: nil)
    let timeOnly = FieldDatePickerBody.text(date, components: .hourAndMinute, locale: Locale(identifier: "en_US"), timeZone: utc, calendar: nil)
    #expect(dateOnly == "1/9/2007")
    #expect(timeOnly == "1:46 AM")
  }

  @Test func followsTheLocaleAndTimeZone() {
    let text = FieldDatePickerBody.text(date, components: [.date, .hourAndMinute], locale: Locale(identifier: "de_DE"),
                                        timeZone: TimeZone(identifier: "Europe/Berlin")!, calendar: nil)
    #expect(text == "9.1.2007, 02:46")
  }
}
