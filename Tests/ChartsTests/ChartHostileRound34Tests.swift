@testable import Charts
import Foundation
import Specimen
import HostileSupport
import Testing

/// Hostile round 34's charts: 10 000 series by style, symbol and position, 1 MB series names, axis labels and
/// annotations, annotation and legend spacings of NaN, ±10^9 and -10^300, mark opacity and `zIndex` of NaN, axis strides
/// of 10^9 and 10^9 days, NaN minimum strides and tick lengths, rules, bars and rectangles whose ranges run backwards,
/// sectors whose inner radius passes the outer, one-point series, 100 000 points, NaN and 10^300 dates, empty and NaN
/// style scales, NaN plot frames, scroll positions of NaN and 10^300, and a proxy asked for NaN. Every case must have its
/// outcome, and every other cell and the manifest are written.
@Suite struct ChartHostileRound34Tests {
  struct Point: Identifiable, Sendable { let id: Int; let x: Double; let y: Double }
  typealias Case = HostileCase

  static let points = (0..<6).map { Point(id: $0, x: Double($0), y: Double($0 * $0 % 7)) }
  static func line(_ points: [Point] = points) -> some View {
    Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }
  }
  static func bars() -> some View {
    Chart(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)) }
  }
  static let megabyte = String(repeating: "Label ", count: 170_000)

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let tooLong = "has more than 20000 characters (TextLength.limit)"
    return [
      "series-names-1mb": ("warns", tooLong),
      "axis-labels-1mb": ("warns", tooLong),
      "axis-value-label-1mb": ("warns", tooLong),
      "annotation-1mb": ("warns", tooLong),
      // Before: silent (the annotation was dropped at a NaN point).
      "annotation-spacing-nan": ("warns", "BarMark .annotation spacing nan is not usable; drawn at the default spacing (give a finite spacing "
        + "in points, or nil)"),
      // Before: named as ".position(y: -999999899.1269531)", a modifier the code does not have.
      "annotation-spacing-huge": ("warns", "BarMark .annotation spacing 1000000000 is longer than any screen (over 1000000 pt, "
        + "LayoutArgumentCheck.longestLength); the annotation would be that far from its mark, outside every image, so it is not drawn. "
        + "Give a spacing that fits on a screen"),
      "annotation-spacing-negative": ("warns", "BarMark .annotation spacing -1e+300 is longer than any screen"),
      // Before: silent (NaN left the default gap, -50 became 0 and 10^9 became 1 000).
      "legend-spacing-nan": ("warns", "Chart: .chartLegend(spacing: nan) is not a finite spacing; the legend sits at the default gap (8 pt). "
        + "Give a spacing of 0 or more, or nil"),
      "legend-spacing-huge": ("warns", "Chart: .chartLegend(spacing: 1000000000) is more than 1000 pt (ChartLayout.longestLegendGap), which "
        + "leaves a chart no room for its plot; laid out with a gap of 1000. Give a spacing that fits in the chart"),
      "legend-spacing-negative": ("warns", "Chart: .chartLegend(spacing: -50) is below 0; laid out with a gap of 0. Give a spacing of 0 or more"),
      // Before: named as ".opacity nan", the view that draws the mark.
      "mark-opacity-nan": ("warns", "BarMark .opacity nan is not usable; drawn with opacity 1 (opacity is a number from 0 to 1)"),
      // Before: silent, and the marks around a NaN were drawn in no defined order.
      "mark-zindex-nan": ("warns", "BarMark .zIndex nan is not usable; drawn at zIndex 0 (give a number; ±infinity draws first or last)"),
      "axis-tick-length-nan": ("warns", "AxisTick(length:) nan is not a finite length ≥ 0; drawn 4 pt long, the axis default. Give a finite "
        + "length ≥ 0 | ChartsRound34/case-axis-tick-length-nan: AxisGridLine(stroke:) line width nan is not a finite width ≥ 0; drawn 0.5 pt "
        + "wide, the axis default"),
      "axis-tick-length-huge": ("warns", "AxisTick(stroke:) line width 1e+300 is longer than any screen (over 1000000 pt, "
        + "LayoutArgumentCheck.longestLength); drawn 0.5 pt wide, the axis default. Give a finite width ≥ 0 | ChartsRound34/case-axis-tick-length-huge: "
        + "AxisTick(length:) 1e+300 is longer than any screen"),
      "sector-ratio-negative": ("warns", "SectorMark innerRadius -2 is not usable; a size or ratio is at least 0; drawn at the automatic innerRadius"),
      // Before: silent (a blank cell when no other sector drew).
      "sector-inner-over-outer": ("warns", "SectorMark innerRadius .ratio(0.9) is larger than its outerRadius .ratio(0.1): the ring has no "
        + "width, so the sector is not drawn. Give an innerRadius smaller than the outerRadius"),
      "points-100000": ("warns", "Chart: 90000 marks past the limit of 10000 are not drawn"),
      "dates-nan-and-huge": ("warns", "PointMark x (\"D\") is a date 1e+300 s from 2001, not a finite value within ±1e300 (dates within ±1e13 s): "
        + "the mark is skipped"),
      "foreground-style-scale-nan-colour": ("warns", "Color red nan is not usable; drawn as 0"),
      "plot-style-nan-frame": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
      "inverted-nan-domain-together": ("warns", "Chart: .chartXScale(domain:) holds nan, which is not a finite value; it is left out of the domain"),
      "chart-overlay-proxy-nan": ("warns", "is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out as given"),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name) { view().frame(width: 200, height: 120) } }
    add("control") { line() }
    add("series-10000-foreground-style-by") {
      Chart((0..<10_000).map { Point(id: $0, x: Double($0 % 10), y: Double($0 % 7)) }) {
        LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", "s\($0.id / 10)"))
      }
    }
    add("series-10000-symbol-by") {
      Chart((0..<10_000).map { Point(id: $0, x: Double($0 % 10), y: Double($0 % 7)) }) {
        PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbol(by: .value("S", "s\($0.id)"))
      }
    }
    add("series-10000-position-by") {
      Chart((0..<10_000).map { Point(id: $0, x: 0, y: 1) }) {
        BarMark(x: .value("X", "a"), y: .value("Y", $0.y)).position(by: .value("G", "g\($0.id)"))
      }
    }
    add("series-names-1mb") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", megabyte + "\($0.id % 2)")) }
    }
    add("axis-labels-1mb") { line().chartXAxisLabel(megabyte).chartYAxisLabel(megabyte) }
    add("axis-value-label-1mb") { line().chartXAxis { AxisMarks { _ in AxisValueLabel(megabyte) } } }
    add("annotation-1mb") { Chart(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)).annotation { Text(megabyte) } } }
    add("annotation-spacing-nan") { Chart(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)).annotation(position: .top, spacing: .nan) { Text("N") } } }
    add("annotation-spacing-huge") { Chart(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)).annotation(position: .top, spacing: 1e9) { Text("N") } } }
    add("annotation-spacing-negative") { Chart(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)).annotation(position: .top, spacing: -1e300) { Text("N") } } }
    add("legend-spacing-nan") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", "s\($0.id % 2)")) }.chartLegend(spacing: .nan)
    }
    add("legend-spacing-huge") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", "s\($0.id % 2)")) }.chartLegend(spacing: 1e9)
    }
    add("legend-spacing-negative") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", "s\($0.id % 2)")) }.chartLegend(spacing: -50)
    }
    add("mark-opacity-nan") { Chart(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)).opacity(.nan) } }
    add("mark-opacity-negative-and-huge") { Chart(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)).opacity($0.id % 2 == 0 ? -1 : 1e300) } }
    add("mark-zindex-nan") {
      Chart {
        ForEach(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)).zIndex($0.id % 2 == 0 ? .nan : 1) }
        RuleMark(y: .value("Y", 3.0)).foregroundStyle(.red).zIndex(.infinity)
      }
    }
    add("mark-corner-radius-huge") { Chart(points) { BarMark(x: .value("X", "c\($0.id)"), y: .value("Y", $0.y)).cornerRadius(1e300) } }
    add("axis-stride-1e9") { line().chartYAxis { AxisMarks(values: .stride(by: 1e9)) }.chartXAxis { AxisMarks(values: .stride(by: 1)) } }
    add("axis-date-stride-count-1e9") {
      Chart((0..<5).map { Point(id: $0, x: Double($0) * 86_400, y: 1) }) { LineMark(x: .value("D", Date(timeIntervalSinceReferenceDate: $0.x)), y: .value("Y", $0.y)) }
        .chartXAxis { AxisMarks(values: .stride(by: .day, count: 1_000_000_000)) }
    }
    add("axis-minimum-stride-nan") { line().chartYAxis { AxisMarks(values: .automatic(minimumStride: Double.nan)) }.chartXAxis { AxisMarks(values: .automatic(minimumStride: 1e300)) } }
    add("axis-tick-length-nan") { line().chartXAxis { AxisMarks { _ in AxisTick(length: .nan); AxisGridLine(stroke: StrokeStyle(lineWidth: .nan)) } } }
    add("axis-tick-length-huge") { line().chartXAxis { AxisMarks { _ in AxisTick(length: 1e300, stroke: StrokeStyle(lineWidth: 1e300)) } } }
    add("rule-range-backwards") { Chart { RuleMark(xStart: .value("X", 5.0), xEnd: .value("X", 1.0), y: .value("Y", 2.0)); RuleMark(x: .value("X", 2.0), yStart: .value("Y", 6.0), yEnd: .value("Y", 0.0)) } }
    add("rule-fixed-range-backwards") { Chart { RuleMark(xStart: 150, xEnd: 10, y: .value("Y", 2.0)); RuleMark(x: .value("X", 2.0), yStart: 100, yEnd: -50) } }
    add("rule-fixed-range-huge") { Chart { RuleMark(xStart: -1e300, xEnd: 1e300, y: .value("Y", 2.0)) } }
    add("bar-range-backwards") { Chart { BarMark(xStart: .value("X", 5.0), xEnd: .value("X", 1.0), y: .value("Y", "a")) } }
    add("rectangle-range-backwards") { Chart { RectangleMark(xStart: .value("X", 5.0), xEnd: .value("X", 1.0), yStart: .value("Y", 4.0), yEnd: .value("Y", 0.0)) } }
    add("sector-inner-over-outer") {
      Chart {
        SectorMark(angle: .value("A", 1.0), innerRadius: .ratio(0.9), outerRadius: .ratio(0.1))
        SectorMark(angle: .value("A", 2.0), innerRadius: .fixed(50), outerRadius: .fixed(10))
        SectorMark(angle: .value("A", 3.0), innerRadius: .ratio(1.5))
        SectorMark(angle: .value("A", 4.0), innerRadius: .ratio(0.5))
      }
    }
    add("sector-angular-inset-negative-huge") { Chart { SectorMark(angle: .value("A", 1.0), angularInset: -1e9); SectorMark(angle: .value("A", 2.0), angularInset: 1e9) } }
    add("sector-ratio-negative") { Chart { SectorMark(angle: .value("A", 1.0), innerRadius: .ratio(-2), outerRadius: .ratio(0.5)) } }
    add("sector-one-tiny-one-huge") { Chart { SectorMark(angle: .value("A", 1e-300)); SectorMark(angle: .value("A", 1e300)) } }
    add("line-one-point") { line([Point(id: 0, x: 1, y: 1)]) }
    add("area-one-point") { Chart { AreaMark(x: .value("X", 1.0), y: .value("Y", 2.0)) } }
    add("series-one-point-each") {
      Chart((0..<5).map { Point(id: $0, x: Double($0), y: 1) }) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", "s\($0.id)")) }
    }
    add("points-100000") { Chart((0..<100_000).map { Point(id: $0, x: Double($0), y: Double($0 % 50)) }) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }
    add("dates-nan-and-huge") {
      Chart {
        PointMark(x: .value("D", Date(timeIntervalSinceReferenceDate: .nan)), y: .value("Y", 1.0))
        PointMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 1e300)), y: .value("Y", 1.0))
        PointMark(x: .value("D", Date(timeIntervalSinceReferenceDate: 0)), y: .value("Y", 1.0))
      }
    }
    add("foreground-style-scale-empty-range") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", "s\($0.id % 2)")) }
        .chartForegroundStyleScale(domain: ["s0", "s1"], range: [Color]())
    }
    add("foreground-style-scale-empty-domain") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", "s\($0.id % 2)")) }
        .chartForegroundStyleScale(domain: [String](), range: [Color.red])
    }
    add("foreground-style-scale-nan-colour") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", "s\($0.id % 2)")) }
        .chartForegroundStyleScale(range: [Color(red: .nan, green: 0, blue: 0), Color(red: 0, green: .infinity, blue: 0)])
    }
    add("plot-style-nan-frame") { line().chartPlotStyle { $0.frame(width: .nan, height: -1) } }
    add("plot-style-huge-frame") { line().chartPlotStyle { $0.frame(height: 1e9) } }
    add("visible-domain-huge-scroll-nan") { line().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 1e300).chartScrollPosition(initialX: Double.nan) }
    add("scroll-position-1e300") { line().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 2.0).chartScrollPosition(initialX: 1e300) }
    add("inverted-nan-domain-together") { line().chartXScale(domain: [Double.nan, 5, 0]).chartYScale(domain: 10.0...10.0) }
    add("interpolation-catmullrom-and-step") {
      Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).interpolationMethod(.catmullRom(alpha: .nan)) }
    }
    add("chart-overlay-proxy-nan") {
      line().chartOverlay { proxy in
        let x = proxy.position(forX: Double.nan) ?? 0
        Color.red.frame(width: 4, height: 4).position(x: x, y: proxy.position(forY: 1e300) ?? 0)
      }
    }
    return list.cases
  }()

  /// An annotation whose spacing is NaN is drawn where the default spacing puts it (before, it was dropped unnamed): the
  /// chart is byte-identical to one whose annotation gives no spacing, and differs from one without the annotation.
  @Test func anAnnotationOfNaNSpacingDrawsAtTheDefault() throws {
    func drawn(_ content: some ChartContent) throws -> (bytes: [UInt8], warnings: [String]) {
      let chart = Chart { content }.chartYScale(domain: 0.0...4.0).frame(width: 120, height: 120)
      let image = try ViewRenderer(scale: 1).rasterize(chart, in: .unspecified)
      return (image.rgbaBytes(), image.diagnostics.warnings.map(\.message))
    }
    let bar = BarMark(x: .value("X", "a"), y: .value("Y", 2.0))
    let nan = try drawn(bar.annotation(position: .top, spacing: .nan) { Color.red.frame(width: 10, height: 10) })
    let automatic = try drawn(bar.annotation(position: .top) { Color.red.frame(width: 10, height: 10) })
    let bare = try drawn(bar)
    #expect(nan.warnings == ["BarMark .annotation spacing nan is not usable; drawn at the default spacing (give a finite spacing in points, or nil)"])
    #expect(automatic.warnings == [])
    #expect(nan.bytes == automatic.bytes)
    #expect(automatic.bytes != bare.bytes)
  }

  /// A NaN `zIndex` is drawn as 0, so the marks keep a defined order; ±∞ are kept (they order first and last).
  @Test func aNaNZIndexIsOrderedAsZero() {
    let model = ChartModel(list: Chart {
      BarMark(x: .value("X", "a"), y: .value("Y", 1.0)).zIndex(.nan)
      BarMark(x: .value("X", "b"), y: .value("Y", 1.0)).zIndex(-.infinity)
      BarMark(x: .value("X", "c"), y: .value("Y", 1.0)).zIndex(2)
    }.content.marks, configuration: ChartConfiguration(), calendar: Calendar(identifier: .gregorian))
    #expect(model.marks.map(\.zIndex) == [0, -.infinity, 2])
    #expect(model.warnings == ["BarMark .zIndex nan is not usable; drawn at zIndex 0 (give a number; ±infinity draws first or last)"])
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "ChartsRound34", fileSuffix: "charts-round34") == [])
  }
}
