@testable import Charts
import Foundation
import Specimen
import Testing

/// A scrolling chart (`chartXVisibleDomain(length:)`) shows `length` of its domain from
/// `chartScrollPosition(initialX:)` or `chartScrollPosition(x:)`, and its marks through the plot area.
@Suite struct ChartScrollWindowTests {
  let calendar = Calendar(identifier: .gregorian)

  @Test func numericWindowsStartAtThePositionKeptInsideTheDomain() {
    let domain = ChartScale.numeric(lower: 0, upper: 100, includesZero: true)
    guard case .numeric(let lo, let hi, _) = ChartModel.visible(20, of: domain, from: .number(30), calendar: calendar),
          case .numeric(let lateLo, let lateHi, _) = ChartModel.visible(20, of: domain, from: .number(95), calendar: calendar),
          case .numeric(let firstLo, let firstHi, _) = ChartModel.visible(20, of: domain, from: nil, calendar: calendar) else {
      Issue.record("not numeric"); return
    }
    #expect(lo == 30 && hi == 50)
    #expect(lateLo == 80 && lateHi == 100, "a position past the end shows the last 20")
    #expect(firstLo == 0 && firstHi == 20)
    // NaN keeps the start; a window as long as the domain changes nothing.
    #expect(ChartModel.visible(20, of: domain, from: .number(.nan), calendar: calendar) == ChartModel.visible(20, of: domain, from: nil, calendar: calendar))
    #expect(ChartModel.visible(500, of: domain, from: .number(30), calendar: calendar) == domain)
  }

  @Test func categoricalWindowsShowLengthCategoriesFromTheNamedOne() {
    let names = (0..<10).map { "D\($0)" }
    #expect(ChartModel.visible(3, of: .category(names), from: .category("D2"), calendar: calendar) == .category(["D2", "D3", "D4"]))
    #expect(ChartModel.visible(3, of: .category(names), from: .category("D8"), calendar: calendar) == .category(["D7", "D8", "D9"]))
    #expect(ChartModel.visible(3, of: .category(names), from: .category("nope"), calendar: calendar) == .category(["D0", "D1", "D2"]))
    #expect(ChartModel.visible(0.5, of: .category(names), from: nil, calendar: calendar) == .category(names))
  }

  @Test func datesScrollToTheInitialPositionAndMarksOutsideAreClipped() throws {
    struct Day: Identifiable { let id: Int; let value: Double }
    let start = Date(timeIntervalSinceReferenceDate: 757_382_400)  // 2025-01-01 00:00 UTC
    var environment = EnvironmentValues()
    environment.timeZone = TimeZone(identifier: "UTC")!
    // Ten days of bars as tall as their day's number (0…10 over a 20-pt plot); two days visible from the
    // 5th: a 100-pt plot, 50 pt a day.
    let chart = Chart((0..<10).map { Day(id: $0, value: Double($0 + 1)) }) {
      BarMark(x: .value("Day", start.addingTimeInterval(Double($0.id) * 86_400), unit: .day), y: .value("Steps", $0.value))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...10)
    .chartXVisibleDomain(length: 2 * 86_400)
    .chartScrollPosition(initialX: start.addingTimeInterval(4 * 86_400))
    .padding(20)
    let image = try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(chart, in: ProposedViewSize(width: 140, height: 60),
                                                                                       environment: environment)
    func isBlue(_ x: Int, y: Int = 38) -> Bool { let p = image.pixel(x: x, y: y); return p.b > 200 && p.r < 60 }
    // The 5th day's bar fills its middle 80 % (x 25…65), the 6th's x 75…115; the 4th's would be at −25…15, clipped.
    #expect(isBlue(45) && isBlue(95))
    // The 5th day's bar is half the plot tall (its top at y 30), so the window starts there, not at the 1st day.
    #expect(isBlue(45, y: 32) && !isBlue(45, y: 28))
    #expect(!isBlue(21) && !isBlue(70))
    #expect(!isBlue(10), "a bar before the window is not drawn over the padding")
    #expect(!isBlue(130), "nor one after it")
  }
}
