import Foundation
import Testing
@testable import SpecimenUI

/// Values entering the screen API (date picker dates and ranges, badges, tab selections) are checked where they enter.
@Suite struct ScreenAPITests {
  @Test func datePickerShowsNonFiniteDatesAsTheReferenceDate() {
    #expect(DatePickerFormat.shown(Date(timeIntervalSinceReferenceDate: .nan), in: nil) == Date(timeIntervalSinceReferenceDate: 0))
    #expect(DatePickerFormat.shown(Date(timeIntervalSinceReferenceDate: .infinity), in: nil) == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func datePickerClampsHugeDatesAndRanges() {
    #expect(DatePickerFormat.shown(Date(timeIntervalSinceReferenceDate: 1e20), in: nil).timeIntervalSinceReferenceDate == 1e11)
    #expect(DatePickerFormat.shown(Date(timeIntervalSinceReferenceDate: -1e20), in: nil).timeIntervalSinceReferenceDate == -1e11)
    let range = Date(timeIntervalSinceReferenceDate: 100)...Date(timeIntervalSinceReferenceDate: 200)
    #expect(DatePickerFormat.shown(Date(timeIntervalSinceReferenceDate: 5), in: range).timeIntervalSinceReferenceDate == 100)
    #expect(DatePickerFormat.shown(Date(timeIntervalSinceReferenceDate: 500), in: range).timeIntervalSinceReferenceDate == 200)
  }

  @Test func datePickerFieldsFollowTheComponentsLocaleAndTimeZone() {
    let date = Date(timeIntervalSince1970: 1_168_335_660)  // 2007-01-09 09:41 UTC
    let utc = TimeZone(secondsFromGMT: 0)!
    let locale = Locale(identifier: "en_US")
    #expect(DatePickerFormat.fields(date, components: [.date, .hourAndMinute], locale: locale, timeZone: utc) == ["Jan 9, 2007", "9:41 AM"])
    #expect(DatePickerFormat.fields(date, components: .date, locale: locale, timeZone: utc) == ["Jan 9, 2007"])
    #expect(DatePickerFormat.fields(date, components: .hourAndMinute, locale: locale, timeZone: TimeZone(secondsFromGMT: 3600)!) == ["10:41 AM"])
    // The clamped extremes still format (no trap, a year in the text).
    let far = DatePickerFormat.shown(Date(timeIntervalSinceReferenceDate: 1e300), in: nil)
    #expect(DatePickerFormat.fields(far, components: .date, locale: locale, timeZone: utc).first?.isEmpty == false)
  }

  /// The graphical style's month: January 2007 starts on a Monday (second column in en_US), 31 days in six weeks.
  @Test func graphicalDatePickerLaysOutTheMonth() {
    let date = Date(timeIntervalSince1970: 1_168_335_660)  // 9 Jan 2007, 09:41 UTC
    let month = CalendarMonth(date: date, calendar: Calendar(identifier: .gregorian), locale: Locale(identifier: "en_US"),
                              timeZone: TimeZone(identifier: "UTC")!)
    #expect(month.title == "January 2007")
    #expect(month.weekdays == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
    #expect(month.cells.count == 42 && month.cells[0] == nil && month.cells[1] == 1 && month.cells[31] == 31 && month.cells[32] == nil)
    #expect(month.selectedDay == 9)
    // A Monday-first locale moves the 1st to the first column; February 2007 has 28 days.
    let february = CalendarMonth(date: date.addingTimeInterval(31 * 86_400), calendar: Calendar(identifier: .gregorian),
                                 locale: Locale(identifier: "en_GB"), timeZone: TimeZone(identifier: "UTC")!)
    #expect(february.weekdays.first == "MON" && february.cells[3] == 1 && february.cells.compactMap { $0 }.count == 28)
  }

  /// The wheel style's columns at rest, three values either side of the date's.
  @Test func wheelDatePickerColumns() {
    let date = Date(timeIntervalSince1970: 1_168_335_660)
    let utc = TimeZone(identifier: "UTC")!, us = Locale(identifier: "en_US"), gregorian = Calendar(identifier: .gregorian)
    let both = DateWheelColumns(date: date, components: [.date, .hourAndMinute], calendar: gregorian, locale: us, timeZone: utc).columns
    #expect(both.count == 4)
    #expect(both[0][3] == "Tue Jan 9" && both[0][2] == "Mon Jan 8", "\(both[0])")
    #expect(both[1][3] == "9" && both[2][3] == "41" && both[2][4] == "42", "\(both[1]) \(both[2])")
    #expect(both[3] == [nil, nil, nil, "AM", "PM", nil, nil])
    let dateOnly = DateWheelColumns(date: date, components: .date, calendar: gregorian, locale: us, timeZone: utc).columns
    #expect(dateOnly.map { $0[3] } == ["January", "9", "2007"])
    let german = DateWheelColumns(date: date, components: .hourAndMinute, calendar: gregorian, locale: Locale(identifier: "de_DE"), timeZone: utc).columns
    #expect(german.map { $0[3] } == ["09", "41"])
  }

  @Test func badgesHideOnZeroAndNil() {
    #expect(listRowTraits(of: Text("a").badge(0)).badge == nil)
    #expect(listRowTraits(of: Text("a").badge(Int.min)).badge != nil)
    #expect(listRowTraits(of: Text("a").badge(nil as Text?)).badge == nil)
    #expect(listRowTraits(of: Text("a").badge("New")).badge != nil)
  }

  @Test func pageIndexModes() {
    #expect(PageTabViewStyle.IndexDisplayMode.automatic.shows(pageCount: 1) == false)
    #expect(PageTabViewStyle.IndexDisplayMode.automatic.shows(pageCount: 2))
    #expect(PageTabViewStyle.IndexDisplayMode.always.shows(pageCount: 1))
    #expect(PageTabViewStyle.IndexDisplayMode.never.shows(pageCount: 5) == false)
  }

  @Test func canvasTransformsIgnoreNonFiniteNumbers() {
    var context = GraphicsContext()
    context.translateBy(x: .nan, y: 5)
    context.scaleBy(x: .infinity, y: 2)
    context.rotate(by: .radians(.nan))
    let t = context.transform
    let parts = [t.a, t.b, t.c, t.d, t.tx, t.ty]
    #expect(parts.allSatisfy { $0.isFinite })
    #expect(context.transform.ty == 5)
    context.stroke(Path(), with: .color(.red), lineWidth: .nan)
    context.draw(Image(systemName: "star"), in: CGRect(x: CGFloat.nan, y: 0, width: 1e300, height: 10))
    #expect(context.operations.count == 0)  // a NaN line width is reported and not drawn; the non-finite image rect is skipped
    context.stroke(Path(), with: .color(.red), lineWidth: 0)
    #expect(context.operations.count == 1)
  }
}
