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
    #expect(context.operations.count == 1)  // the stroke; the non-finite image rect is skipped
  }
}
