@testable import Charts
import Foundation
import Specimen
import HostileSupport
import Testing

/// Hostile round 26's charts: NaN and ±∞ among good values, a million points, empty data with axes, dates at
/// `distantPast`/`distantFuture`, date domains reversed and far, `.log` scales over zero and negatives, bar widths,
/// sectors with negative and NaN angles, stacked areas with a NaN, 100 000 categories and axes asked for 100 000 marks.
/// Every case must have its outcome, and every other cell and the manifest are written.
@Suite struct ChartHostileRound26Tests {
  struct Point: Identifiable, Sendable { let id: Int; let x: Double; let y: Double }
  typealias Case = HostileCase

  static let points = (0..<6).map { Point(id: $0, x: Double($0), y: Double($0 * $0 % 7)) }
  static func line(_ points: [Point] = points) -> some View {
    Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }
  }
  /// A line over these dates, one point a day apart in y.
  static func dated(_ dates: [Date]) -> some View {
    Chart(Array(dates.enumerated()), id: \.offset) { LineMark(x: .value("D", $0.element), y: .value("Y", Double($0.offset))) }
  }
  /// A range whose bounds are in this order, as `ClosedRange(uncheckedBounds:)` makes one in an optimised build.
  static func unchecked(_ lower: Date, _ upper: Date) -> ClosedRange<Date> { unsafeBitCast((lower, upper), to: ClosedRange<Date>.self) }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    "line-nan-inf-among-good": ("warns", "LineMark y (\"Y\") is nan, not a finite value within ±1e300 (dates within ±1e13 s): the mark is skipped"),
    "line-1000000-points": ("warns", "Chart: 990000 marks past the limit of 10000 are not drawn; plot fewer points (aggregate or sample the data)"),
    "points-1000000-same-spot": ("warns", "Chart: 990000 marks past the limit of 10000 are not drawn"),
    // A chart of no marks draws nothing (as "empty-series" in ChartHostileDataTests), which the blank check names.
    "bars-empty-with-axes": ("fails", "every pixel of the"),
    "date-domain-reversed": ("warns", "Chart: .chartXScale(domain:) has its lower bound a date 86400 s from 2001 above its upper bound a date 0 s "
      + "from 2001; drawn from a date 0 s from 2001 to a date 86400 s from 2001. Give the bounds in order"),
    "bar-width-ratio-negative-and-huge": ("warns", "BarMark width -2 is not usable; a size or ratio is at least 0; drawn at the automatic width | "
      + "ChartsRound26/case-bar-width-ratio-negative-and-huge: BarMark width 1e+300 is not usable; it is longer than any screen"),
    "bar-width-fixed-1e300": ("warns", "BarMark width 1e+300 is not usable; it is longer than any screen (over 1000000 pt, "
      + "LayoutArgumentCheck.longestLength); drawn at the automatic width"),
    "sectors-negative-angle": ("warns", "SectorMark angle (\"A\") is -2.0: an angle must be a finite number ≥ 0; the sector is skipped"),
    "sectors-nan-and-inf-angle": ("warns", "SectorMark x (\"A\") is nan, not a finite value within ±1e300"),
    // Sectors of no angle leave nothing to draw, as on iOS; the blank check names the empty cell.
    "sectors-all-zero": ("fails", "every pixel of the"),
    "area-stacked-with-nan": ("warns", "AreaMark y (\"Y\") is nan, not a finite value within ±1e300 (dates within ±1e13 s): the mark is skipped"),
    "bars-100000-categories": ("warns", "Chart: 90000 marks past the limit of 10000 are not drawn"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view().frame(width: 200, height: 120)) }))
    }
    add("control") { line() }
    // Values: NaN and infinities among good ones, a million points, nothing at all.
    add("line-nan-inf-among-good") {
      line([Point(id: 0, x: 0, y: 1), Point(id: 1, x: 1, y: .nan), Point(id: 2, x: 2, y: .infinity), Point(id: 3, x: 3, y: -.infinity),
            Point(id: 4, x: .nan, y: 2), Point(id: 5, x: 5, y: 3)])
    }
    add("line-1000000-points") { line((0..<1_000_000).map { Point(id: $0, x: Double($0), y: Double($0 % 100)) }) }
    add("points-1000000-same-spot") { Chart((0..<1_000_000).map { Point(id: $0, x: 1, y: 1) }) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }
    add("bars-empty-with-axes") {
      Chart([Point]()) { BarMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }.chartYAxis { AxisMarks(values: .automatic(desiredCount: 5)) }
    }
    // Dates at the ends of time, and date domains reversed and far.
    add("dates-distant-past-and-future") { dated([.distantPast, Date(timeIntervalSinceReferenceDate: 0), .distantFuture]) }
    add("dates-only-distant-future") { dated([.distantFuture, .distantFuture]) }
    add("date-domain-reversed") { dated([Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 86_400)])
      .chartXScale(domain: unchecked(Date(timeIntervalSinceReferenceDate: 86_400), Date(timeIntervalSinceReferenceDate: 0))) }
    add("date-domain-distant") { dated([Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 86_400)])
      .chartXScale(domain: Date.distantPast...Date.distantFuture) }
    add("rule-at-distant-future") {
      Chart { LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 0)), y: .value("Y", 1.0))
        LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 86_400)), y: .value("Y", 2.0))
        RuleMark(x: .value("D", Date.distantFuture)) }
    }
    // Log scales (drawn linear, see docs/unsupported.md) over zero and negative values.
    add("log-scale-zero-and-negative") {
      line([Point(id: 0, x: 0, y: 0), Point(id: 1, x: 1, y: -5), Point(id: 2, x: 2, y: 100)]).chartYScale(type: .log).chartXScale(type: .log)
    }
    add("log-scale-domain-through-zero") { line().chartYScale(domain: -10.0...10.0, type: .log) }
    // Bars, sectors and stacked areas.
    add("bar-width-ratio-negative-and-huge") {
      Chart { BarMark(x: .value("K", "a"), y: .value("V", 3.0), width: .ratio(-2)); BarMark(x: .value("K", "b"), y: .value("V", 2.0), width: .ratio(1e300)) }
    }
    add("bar-width-fixed-1e300") { Chart { BarMark(x: .value("K", "a"), y: .value("V", 3.0), width: .fixed(1e300)) } }
    add("sectors-negative-angle") {
      Chart { SectorMark(angle: .value("A", 3.0)); SectorMark(angle: .value("A", -2.0)); SectorMark(angle: .value("A", 1.0)) }
    }
    add("sectors-nan-and-inf-angle") {
      Chart { SectorMark(angle: .value("A", 3.0)); SectorMark(angle: .value("A", Double.nan)); SectorMark(angle: .value("A", Double.infinity)) }
    }
    add("sectors-all-zero") { Chart { SectorMark(angle: .value("A", 0.0)); SectorMark(angle: .value("A", 0.0)) } }
    add("area-stacked-with-nan") {
      Chart {
        ForEach(0..<4, id: \.self) { i in
          AreaMark(x: .value("X", Double(i)), y: .value("Y", i == 2 ? Double.nan : 1.0), series: .value("S", "a"))
          AreaMark(x: .value("X", Double(i)), y: .value("Y", 2.0), series: .value("S", "b"))
        }
      }
    }
    // Very many categories and axis marks.
    add("bars-100000-categories") { Chart(0..<100_000, id: \.self) { BarMark(x: .value("K", "c\($0)"), y: .value("V", 1.0)) } }
    add("y-axis-desired-100000") { line().chartYAxis { AxisMarks(values: .automatic(desiredCount: 100_000)) } }
    add("x-axis-100000-date-values") {
      dated([Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 100_000)])
        .chartXAxis { AxisMarks(values: (0..<100_000).map { Date(timeIntervalSinceReferenceDate: Double($0)) }) }
    }
    return cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "ChartsRound26", fileSuffix: "charts-round26") == [])
  }
}
