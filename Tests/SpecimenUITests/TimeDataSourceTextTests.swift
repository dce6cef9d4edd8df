import Foundation
import Testing
@testable import SpecimenUI

/// iOS 18's live time text, `Text(.currentDate, format: .timer(…))`: a still shows the timer at its interval's
/// start, the whole interval counting down and nothing gone counting up.
@Suite struct TimeDataSourceTextTests {
  /// 2007-01-09 01:46:40 UTC.
  let start = Date(timeIntervalSinceReferenceDate: 190_000_000)

  @Test func countdownShowsTheWholeInterval() {
    #expect(Text(.currentDate, format: .timer(countingDownIn: start..<start.addingTimeInterval(600))).content == "10:00")
    let long = start..<start.addingTimeInterval(3723)
    #expect(Text(.currentDate, format: .timer(countingDownIn: long)).content == "1:02:03")
    #expect(Text(.currentDate, format: .timer(countingDownIn: long, showsHours: false)).content == "62:03")
  }

  @Test func countUpStartsAtZero() {
    #expect(Text(.currentDate, format: .timer(countingUpIn: start..<start.addingTimeInterval(600))).content == "0:00")
  }

  @Test func theFormatStyleFormatsAnyDateInItsInterval() {
    let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300))
    #expect(String(timer.format(start.addingTimeInterval(60)).characters) == "4:00")
    #expect(String(timer.format(start.addingTimeInterval(900)).characters) == "0:00")
    #expect(timer.discreteInput(after: start) == start.addingTimeInterval(1))
  }
}
