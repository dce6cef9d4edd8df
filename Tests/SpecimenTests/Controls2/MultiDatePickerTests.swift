import Foundation
import Specimen
import SpecimenLayout
@testable import SpecimenUI
import Testing

/// `MultiDatePicker` (iOS 16): the month of the earliest selected day with every selected day
/// circled, greyed days outside its bounds, and a deterministic month when nothing is selected.
@Suite struct MultiDatePickerTests {
  static func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
    DateComponents(calendar: Calendar(identifier: .gregorian), year: year, month: month, day: day)
  }

  static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }

  /// The light tinted circle behind a day's number: its pixel 15 pt below the number's centre.
  static func circleAlpha(_ image: RasterImage, _ text: PlacedNode) -> UInt8 {
    C2.pixel(image, text.frame.midX, text.frame.midY + 15).a
  }

  @Test func everySelectedDayOfTheEarliestSelectedMonthIsCircled() throws {
    let selection: Set<DateComponents> = [Self.day(2024, 4, 2), Self.day(2024, 3, 12), Self.day(2024, 3, 20)]
    let picker = MultiDatePicker("Delivery days", selection: .constant(selection))
    let root = C2.place(picker, width: 360)
    let image = try C2.render(picker, width: 360)
    #expect(C2.texts(in: root).contains { $0.text.string == "March 2024" })
    #expect(!C2.texts(in: root).contains { $0.text.string == "Delivery days" })
    for number in ["12", "20"] {
      let alpha = Self.circleAlpha(image, try C2.text(number, in: root).node)
      #expect((20...40).contains(alpha), "day \(number): \(alpha)")
    }
    for number in ["2", "13", "19"] {
      #expect(Self.circleAlpha(image, try C2.text(number, in: root).node) == 0, "day \(number)")
    }
  }

  @Test func daysOutsideTheBoundsAreGreyed() throws {
    // Pickable from March 10 (mid-day: the 10th stays pickable) up to, not including, March 25.
    let bounds = Self.date(2024, 3, 10).addingTimeInterval(12 * 3600)..<Self.date(2024, 3, 25)
    let picker = MultiDatePicker("Days", selection: .constant([Self.day(2024, 3, 12)]), in: bounds)
    let root = C2.place(picker, width: 360)
    let pickable = try C2.text("10", in: root).text.paint
    for number in ["11", "24"] { #expect(try C2.text(number, in: root).text.paint == pickable, "day \(number)") }
    for number in ["9", "25", "31"] { #expect(try C2.text(number, in: root).text.paint != pickable, "day \(number)") }
  }

  @Test func withNothingSelectedTheReferenceDateIsMovedIntoTheBounds() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let month = { (date: Date) in calendar.dateComponents([.year, .month], from: date) }
    let unbounded = MultiDatePicker("Days", selection: .constant([]))
    #expect(month(unbounded.shownDate(in: calendar)) == DateComponents(year: 2007, month: 1))
    let later = MultiDatePicker("Days", selection: .constant([]), in: Self.date(2025, 6, 3)...)
    #expect(month(later.shownDate(in: calendar)) == DateComponents(year: 2025, month: 6))
    let earlier = MultiDatePicker("Days", selection: .constant([]), in: ..<Self.date(2001, 2, 1))
    #expect(month(earlier.shownDate(in: calendar)) == DateComponents(year: 2001, month: 1))
  }

  @Test func unusableSelectionsAndBoundsDrawTheReferenceMonth() throws {
    let hostile: Set<DateComponents> = [DateComponents(year: Int.max, month: 1, day: 1), DateComponents(month: 3), DateComponents(year: 2024, month: 2, day: -500_000)]
    let picker = MultiDatePicker("Days", selection: .constant(hostile), in: Date(timeIntervalSinceReferenceDate: -1e300)...)
    let root = C2.place(picker, width: 360)
    #expect(C2.texts(in: root).contains { $0.text.string == "January 2007" })
  }

  @Test func aGraphicalDatePickerGreysDaysOutsideItsRange() throws {
    let picker = DatePicker("Due", selection: .constant(Self.date(2024, 3, 12)), in: Self.date(2024, 3, 5)...Self.date(2024, 3, 20),
                            displayedComponents: .date).datePickerStyle(.graphical)
    let root = C2.place(picker, width: 360)
    let pickable = try C2.text("5", in: root).text.paint
    #expect(try C2.text("20", in: root).text.paint == pickable)
    #expect(try C2.text("4", in: root).text.paint != pickable)
    #expect(try C2.text("21", in: root).text.paint != pickable)
  }

  @Test func renameButtonIsTitledRenameWithThePencil() throws {
    let root = C2.place(RenameButton().labelStyle(.titleAndIcon).renameAction {}, width: 200)
    #expect(C2.texts(in: root).map(\.text.string) == ["Rename"])
    #expect(!C2.nodes("Image", in: root).isEmpty)
  }
}
