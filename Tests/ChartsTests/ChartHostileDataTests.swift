@testable import Charts
import Foundation
import Specimen
import HostileSupport
import Testing

/// Hostile numbers and collections of the Charts API in one catalog run: marks with NaN, infinite and huge values,
/// dimensions, symbol sizes and line widths; empty and 100 000-point series; scales with inverted, empty, NaN and
/// infinite domains; axis strides of zero, NaN and `Int.max` counts; sectors with hostile radii and insets. Every
/// case must have its outcome (`renders`, `warns` or `fails`, with the text its message contains), and every other
/// cell and the manifest are written.
@Suite struct ChartHostileDataTests {
  struct Point: Identifiable, Sendable { let id: Int; let x: Double; let y: Double }
  typealias Case = HostileCase

  static let points = (0..<6).map { Point(id: $0, x: Double($0), y: Double($0 * $0 % 7)) }
  /// A range whose bounds are out of order or NaN, as `ClosedRange(uncheckedBounds:)` makes one in an optimised build.
  static func reversed(_ lower: Double, _ upper: Double) -> ClosedRange<Double> { unsafeBitCast((lower, upper), to: ClosedRange<Double>.self) }

  static func line(_ points: [Point] = points) -> some View {
    Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }
  }

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ outcome: String = "renders", _ says: String = "", _ view: @escaping @Sendable () -> some View) {
      cases.append(Case(name: name, outcome: outcome, says: says, view: { AnyView(view().frame(width: 200, height: 120)) }))
    }
    add("control") { line() }
    // Series.
    add("empty-series", "fails", "every pixel of the") { line([]) }
    add("series-100000-points", "warns", "Chart: 90000 marks past the limit of 10000 are not drawn") { line((0..<100_000).map { Point(id: $0, x: Double($0), y: sin(Double($0))) }) }
    add("series-all-nan", "fails", "LineMark x (\"X\") is nan, not a finite value within ±1e300") { line((0..<50).map { Point(id: $0, x: .nan, y: .nan) }) }
    add("bars-huge-values", "fails", "BarMark y (\"V\") is -1.7976931348623157e+308, not a finite value within ±1e300") {
      Chart { BarMark(x: .value("K", "a"), y: .value("V", Double.greatestFiniteMagnitude)); BarMark(x: .value("K", "b"), y: .value("V", -Double.greatestFiniteMagnitude)) }
    }
    add("bars-range-inverted") { Chart { BarMark(x: .value("K", "a"), yStart: .value("V", 10.0), yEnd: .value("V", -1e300)) } }
    add("area-stacked-huge", "fails", "AreaMark y (\"Y\") is 1e+308, not a finite value") {
      Chart { ForEach(0..<4, id: \.self) { i in AreaMark(x: .value("X", Double(i)), y: .value("Y", 1e308)) } }
    }
    add("rule-nan", "warns", "RuleMark x (\"X\") is inf, not a finite value within ±1e300") { Chart { RuleMark(y: .value("Y", Double.nan)); RuleMark(x: .value("X", Double.infinity)); LineMark(x: .value("X", 1.0), y: .value("Y", 1.0)) } }
    add("rectangle-dimensions-hostile", "warns", "RectangleMark height inf is not usable; drawn at the automatic height") {
      Chart { RectangleMark(x: .value("X", 1.0), y: .value("Y", 1.0), width: .fixed(.nan), height: .ratio(.infinity))
        RectangleMark(x: .value("X", 2.0), y: .value("Y", 2.0), width: .inset(-1e300), height: .fixed(1e300)) }
    }
    add("bar-width-hostile", "warns", "BarMark width -inf is not usable; drawn at the automatic width") { Chart { BarMark(x: .value("K", "a"), y: .value("V", 3.0), width: .ratio(.nan)); BarMark(x: .value("K", "b"), y: .value("V", 2.0), width: .fixed(-.infinity)) } }
    add("point-symbolsize-hostile", "warns", "PointMark .symbolSize nan is not usable; drawn at the default size (give an area ≥ 0 in square points)") {
      Chart { PointMark(x: .value("X", 1.0), y: .value("Y", 1.0)).symbolSize(1e300); PointMark(x: .value("X", 2.0), y: .value("Y", 2.0)).symbolSize(.nan)
        PointMark(x: .value("X", 3.0), y: .value("Y", 1.0)).symbolSize(CGSize(width: -.infinity, height: .nan)) }
    }
    add("line-style-hostile", "warns", "LineMark .lineStyle lineWidth nan is not usable; the line is not drawn (give StrokeStyle(lineWidth:) a finite width ≥ 0)") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).lineStyle(StrokeStyle(lineWidth: .nan, dash: [.infinity, -1])) }
    }
    // Cairo outlines nothing that wide: the line is left out and named (round 16; it was left out without a word).
    add("line-width-huge", "warns", "LineMark .lineStyle lineWidth 1e+300 is not usable; the width is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength)") { Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).lineStyle(StrokeStyle(lineWidth: 1e300)) } }
    add("mark-offset-corner-hostile", "warns", "BarMark .offset nan is not usable; drawn without the offset (give a finite offset in points) | Charts/case-mark-offset-corner-hostile: BarMark .cornerRadius -inf is not usable; drawn with square corners") {
      Chart { BarMark(x: .value("K", "a"), y: .value("V", 3.0)).offset(x: .nan, y: .infinity).cornerRadius(-.infinity) }
    }
    // The negative outer ratio is drawn at the automatic radius (named), so the middle sector is drawn.
    add("sectors-hostile", "warns", "SectorMark outerRadius nan is not usable; drawn at the automatic outerRadius") {
      Chart { SectorMark(angle: .value("A", 1.0), innerRadius: .ratio(2), outerRadius: .fixed(.nan), angularInset: .infinity)
        SectorMark(angle: .value("A", 2.0), innerRadius: .inset(1e300), outerRadius: .ratio(-1), angularInset: .nan)
        SectorMark(angle: .value("A", 1e308), angularInset: 1e300) }
    }
    // Scales.
    add("scale-inverted-domain") { line().chartYScale(domain: [10.0, -10.0]).chartXScale(domain: [5.0, 0.0]) }
    add("scale-empty-domain", "warns", "Chart: .chartYScale(domain: []) is an empty domain, which places no value; the domain is inferred from the data. Give the values or range to show, e.g. domain: 0...100") { line().chartYScale(domain: [Double]()).chartXScale(domain: [String]()) }
    add("scale-nan-domain", "warns", "Chart: .chartXScale(domain:) holds nan, which is not a finite value; it is left out of the domain, which leaves no") { line().chartYScale(domain: [Double.nan, 1]).chartXScale(domain: [Double.nan, Double.nan]) }
    add("scale-infinite-domain", "warns", "Chart: .chartYScale(domain: -inf...inf) has a bound that is not a finite value; the domain is inferred from the data.") { line().chartYScale(domain: -Double.infinity...Double.infinity).chartXScale(domain: 0...Double.greatestFiniteMagnitude) }
    add("scale-point-domain") { line().chartYScale(domain: 3.0...3.0).chartXScale(domain: 2.0..<2.0) }
    add("scale-reversed-automatic") { line().chartYScale(domain: .automatic(includesZero: true, reversed: true)) }
    add("scale-date-domain-far", "warns", "Chart: .chartXScale(domain: a date -1e+300 s from 2001...a date inf s from 2001) has a bound that is not a finite") {
      Chart { LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 0)), y: .value("Y", 1.0)) }
        .chartXScale(domain: Date(timeIntervalSinceReferenceDate: -1e300)...Date(timeIntervalSinceReferenceDate: .infinity))
    }
    // Hostile marks on explicit scales.
    add("scale-range-nan-bound", "warns", "Chart: .chartYScale(domain: nan...1) has a bound that is not a finite value; the domain is inferred from the data. Give") { line().chartYScale(domain: reversed(.nan, 1)) }
    add("scale-range-infinite-bound", "warns", "Chart: .chartXScale(domain: 0...inf) has a bound that is not a finite value; the domain is inferred from the data. Give") { line().chartXScale(domain: 0...Double.infinity).chartYScale(domain: -Double.infinity...0) }
    add("scale-values-some-nan", "warns", "Chart: .chartXScale(domain:) holds inf, which is not a finite value; it is left out of the domain. Give finite values") { line().chartYScale(domain: [0, Double.nan, 10]).chartXScale(domain: [Double.infinity, 0, 5]) }
    add("scale-reversed-range", "warns", "Chart: .chartXScale(domain:) has its lower bound 5 above its upper bound -5; drawn from -5 to 5. Give the bounds in") { line().chartYScale(domain: reversed(10.0, 0.0)).chartXScale(domain: reversed(5.0, -5.0)) }
    add("scale-date-range-nan", "warns", "Chart: .chartXScale(domain: a date nan s from 2001...a date 0 s from 2001) has a bound that is not a finite value; the") {
      Chart { LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 0)), y: .value("Y", 1.0)) }
        .chartXScale(domain: Date(timeIntervalSinceReferenceDate: .nan)...Date(timeIntervalSinceReferenceDate: 0))
    }
    add("scale-with-nan-marks", "warns", "LineMark y (\"Y\") is nan, not a finite value within ±1e300 (dates within ±1e13 s): the mark is skipped") {
      Chart { ForEach(0..<6, id: \.self) { i in LineMark(x: .value("X", Double(i)), y: .value("Y", i == 3 ? Double.nan : Double(i))) } }
        .chartYScale(domain: 0...5).chartXScale(domain: 0...5)
    }
    add("scale-marks-far-outside") {
      Chart { BarMark(x: .value("K", "a"), y: .value("V", 1e200)); BarMark(x: .value("K", "b"), y: .value("V", -1e200)); PointMark(x: .value("K", "c"), y: .value("V", 2.0)) }
        .chartYScale(domain: 0...10)
    }
    add("scale-range-ignored-hostile", "warns", "Chart: .chartYScale(range: .plotDimension(startPadding: nan, endPadding: -inf)) has a padding that is not a finite length; the scale spans the plot area. Give finite paddings in points") {
      line().chartYScale(domain: 0...10, range: .plotDimension(startPadding: .nan, endPadding: -.infinity)).chartXScale(range: .plotDimension(padding: 1e300))
    }
    add("scale-range-nan-bounds", "warns", "Chart: .chartXScale(range: nan...200) has a bound that is not a finite position; the scale spans the plot area. Give finite bounds in points") {
      line().chartXScale(range: unsafeBitCast((CGFloat.nan, CGFloat(200)), to: ClosedRange<CGFloat>.self))
    }
    add("scale-range-reversed", "warns", "Chart: .chartYScale(range: 100...0) has its lower bound above its upper; the scale spans the plot area. Give the bounds in order") {
      line().chartYScale(domain: 0...10, range: unsafeBitCast((CGFloat(100), CGFloat(0)), to: ClosedRange<CGFloat>.self))
    }
    add("scale-range-infinite-padding", "warns", "Chart: .chartXScale(range: .plotDimension(startPadding: inf, endPadding: inf)) has a padding that is not a finite length") {
      line().chartXScale(range: .plotDimension(padding: .infinity))
    }
    add("scale-range-finite") { line().chartXScale(range: 20...180).chartYScale(range: .plotDimension(startPadding: 4, endPadding: 1e300)) }
    add("scale-rule-on-empty-domain", "warns", "Chart: .chartYScale(domain: []) is an empty domain") {
      Chart { RuleMark(y: .value("Y", 1e300)); RuleMark(x: .value("X", -1e300)); LineMark(x: .value("X", 1.0), y: .value("Y", 1.0)) }
        .chartYScale(domain: [Double]())
    }
    add("scale-category-domain-mismatch", "warns", "BarMark y (\"V\") is nan, not a finite value within ±1e300 (dates within ±1e13 s): the mark is skipped") {
      Chart { BarMark(x: .value("K", "a"), y: .value("V", 3.0)); BarMark(x: .value("K", "b"), y: .value("V", Double.nan)) }
        .chartXScale(domain: ["z", "", String(repeating: "x", count: 10_000)])
    }
    // Axes.
    add("axis-stride-zero") { line().chartYAxis { AxisMarks(values: .stride(by: 0)) }.chartXAxis { AxisMarks(values: .stride(by: .nan)) } }
    add("axis-stride-tiny") { line().chartYAxis { AxisMarks(values: .stride(by: 1e-300)) } }
    add("axis-stride-negative") { line().chartYAxis { AxisMarks(values: .stride(by: -1)) } }
    add("axis-desired-count-intmax") { line().chartYAxis { AxisMarks(values: .automatic(desiredCount: Int.max)) }.chartXAxis { AxisMarks(values: .automatic(desiredCount: Int.min)) } }
    add("axis-date-stride-count-zero") {
      Chart { ForEach(0..<3, id: \.self) { i in LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: Double(i) * 86_400)), y: .value("Y", 1.0)) } }
        .chartXAxis { AxisMarks(values: .stride(by: .day, count: 0)) }
    }
    add("axis-date-stride-count-intmax") {
      Chart { ForEach(0..<3, id: \.self) { i in LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: Double(i) * 86_400)), y: .value("Y", 1.0)) } }
        .chartXAxis { AxisMarks(values: .stride(by: .second, count: Int.max)) }
    }
    add("axis-date-seconds-over-centuries") {
      Chart { LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 0)), y: .value("Y", 1.0))
        LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 1e10)), y: .value("Y", 2.0)) }
        .chartXAxis { AxisMarks(values: .stride(by: .second)) }
    }
    add("axis-values-100000") { line().chartYAxis { AxisMarks(values: Array(stride(from: 0.0, to: 100_000, by: 1))) } }
    add("visible-domain-zero") { line().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 0.0) }
    add("visible-domain-nan") { line().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: Double.nan) }
    return cases
  }()

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Charts", fileSuffix: "charts") == [])
  }
}
