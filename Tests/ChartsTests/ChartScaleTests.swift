@testable import Charts
import Foundation
import Testing

@Suite struct ChartScaleTests {
  @Test func barsRoundUpToNiceTicksFromZero() {
    // 618…916 sales: zero included, step 200 for about five ticks, domain rounded out to 1,000.
    #expect(ChartScale.numeric(lower: 618, upper: 916, includesZero: true)
      == .numeric(lower: 0, upper: 1000, ticks: [0, 200, 400, 600, 800, 1000]))
  }

  @Test func niceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
    #expect(ChartScale.niceStep(span: 100, desiredCount: 5) == 20)
    #expect(ChartScale.niceStep(span: 0.9, desiredCount: 5) == 0.2)
    #expect(ChartScale.niceStep(span: 7, desiredCount: 5) == 2)
    #expect(ChartScale.niceStep(span: 31, desiredCount: 5) == 10)
  }

  @Test func decimalTicksLandOnTheStepGrid() {
    guard case .numeric(_, _, let ticks) = ChartScale.numeric(lower: 0, upper: 0.9, includesZero: true) else { Issue.record("not numeric"); return }
    #expect(ticks == [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1].map { ($0 / 0.2).rounded() * 0.2 })
    #expect(ticks.count == 6)
  }

  @Test func negativeValuesExtendBelowZero() {
    #expect(ChartScale.numeric(lower: -35, upper: 12, includesZero: true)
      == .numeric(lower: -40, upper: 20, ticks: [-40, -30, -20, -10, 0, 10, 20]))
  }

  @Test func aZeroWidthDomainWidens() {
    #expect(ChartScale.numeric(lower: 0, upper: 0, includesZero: true) == .numeric(lower: 0, upper: 1, ticks: [0, 0.2, 0.4, 0.6000000000000001, 0.8, 1].map { ($0 / 0.2).rounded() * 0.2 }))
    guard case .numeric(let lo, let hi, let ticks) = ChartScale.numeric(lower: 50, upper: 50, includesZero: false) else { Issue.record("not numeric"); return }
    #expect(lo < 50 && hi > 50 && !ticks.isEmpty)
  }

  @Test func hugeSpansStayFiniteAndBounded() {
    guard case .numeric(let lo, let hi, let ticks) = ChartScale.numeric(lower: -1e300, upper: 1e300, includesZero: true) else {
      Issue.record("not numeric"); return
    }
    #expect(lo.isFinite && hi.isFinite && lo < hi)
    #expect(ticks.count <= ChartScale.maxTicks && !ticks.isEmpty)
  }

  @Test func categoriesKeepDataOrderAndCentreInBands() {
    let model = ChartModel.scale(of: [.category("b"), .category("a"), .category("b"), .category("c")], spec: nil,
                                 includesZero: false, calendar: Calendar(identifier: .gregorian), desiredCount: 5)
    #expect(model == .category(["b", "a", "c"]))
    // On a y axis the first category is at the top: the model lists y categories bottom first.
    let y = ChartModel(list: MarkList(marks: [MarkRecord(.point, y: "b"), MarkRecord(.point, y: "a")]),
                       configuration: ChartConfiguration(), calendar: Calendar(identifier: .gregorian)).y
    #expect(y == .category(["a", "b"]))
    #expect(model.fraction(of: .category("a")) == 0.5)
    #expect(model.fraction(of: .category("z")) == nil)
  }

  /// Seven days: one tick a day, at midnight in the chart's time zone.
  @Test func aWeekOfDaysTicksDaily() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = 757_382_400.0  // 2025-01-01
    guard case .date(_, _, let ticks, let unit, let count) = ChartScale.date(lower: start, upper: start + 6 * 86_400, calendar: calendar) else {
      Issue.record("not a date scale"); return
    }
    #expect(unit == .day && count == 1)
    #expect(ticks == (0...6).map { start + Double($0) * 86_400 })
  }

  @Test func datesFarApartTickInCenturiesAndStayBounded() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard case .date(_, _, let ticks, let unit, _) = ChartScale.date(lower: -60_000_000_000, upper: 60_000_000_000, calendar: calendar) else {
      Issue.record("not a date scale"); return
    }
    #expect(unit == .year)
    #expect(ticks.count <= ChartScale.maxTicks)
  }

  @Test func explicitDomainsAreKeptExactly() {
    let scale = ChartModel.scale(of: [.number(3), .number(40)], spec: .range(.number(0), .number(50)), includesZero: true,
                                 calendar: Calendar(identifier: .gregorian), desiredCount: 5)
    #expect(scale == .numeric(lower: 0, upper: 50, ticks: [0, 10, 20, 30, 40, 50]))
  }
}

extension MarkRecord {
  init(_ kind: Kind, y category: String) {
    self.init(kind)
    y = PlotEntry(label: "Name", primitive: .category(category))
    x = PlotEntry(label: "Value", primitive: .number(1))
  }
}
