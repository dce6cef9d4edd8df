import Charts
import Foundation
import HostileSupport
import Specimen
import Testing

/// A property test over random charts: series of zero to eight points whose values, sizes and styles come from the
/// hostile numbers (0, -0, negatives, ±∞, NaN, 1e300, `Int.max`, `greatestFiniteMagnitude`), drawn as lines, bars,
/// points, areas, rules, rectangles, sectors, ranged bars and dated lines, with zero to two chart modifiers (scale
/// domains and plot-dimension padding, axis strides and mark values, grid-line widths and tick lengths, legends,
/// plot frames, scrolling windows, hidden axes, style scales, frames). Each chart is rendered with
/// `PropertyRun.renderEach`: no trap or hang, every PNG 1…16 384 px a side, a failed render a named error, the second
/// render the same bytes. Settings as `ModifierChainPropertyTests` (`SPECIMEN_FUZZ_SEED`, `SPECIMEN_FUZZ_ITERATIONS`,
/// `SPECIMEN_FUZZ_TRACE`).
@Suite struct ChartPropertyTests {
  typealias Made = PropertyRun.Made

  /// A point of a random series.
  struct Point: Identifiable, Sendable {
    let id: Int
    let x: Double
    let y: Double
    var series: String { id % 2 == 0 ? "A" : "B" }
    var label: String { "K\(id % 4)" }
    var day: Date { Date(timeIntervalSinceReferenceDate: x.isFinite ? max(-1e12, min(1e12, x * 86_400)) : 0) }
  }

  typealias Numbers = PropertyRun.Numbers

  static func f(_ v: Double) -> String { PropertyRun.spell(v) }

  /// Zero to eight points: each x its index or a hostile number, each y a hostile number or a small ordinary one.
  static func points(_ n: inout Numbers) -> [Point] {
    (0..<n.pick(9)).map { i in
      let x = n.pick(4) == 0 ? n.next() : Double(i)
      let y = n.pick(2) == 0 ? n.next() : Double((i * 5) % 7)
      return Point(id: i, x: x, y: y)
    }
  }

  /// A chart of one kind of mark over random points, with numbers in the marks' initialisers and modifiers.
  static func chart(_ n: inout Numbers) -> Made {
    let data = points(&n)
    let (a, b) = (n.next(), n.next())
    let values = data.map { "(\(f($0.x)), \(f($0.y)))" }.joined(separator: " ")
    func made(_ chart: some View, _ recipe: String) -> Made { Made(view: AnyView(chart), recipe: "\(recipe) [\(values)]") }
    switch n.pick(10) {
    case 0:
      return made(Chart(data) {
        LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", $0.series)).interpolationMethod(.catmullRom)
          .lineStyle(StrokeStyle(lineWidth: a)).symbol(.circle).symbolSize(b)
      }, "LineMark(lineWidth \(f(a)), symbolSize \(f(b)))")
    case 1:
      return made(Chart(data) { p in
        BarMark(x: .value("K", p.label), y: .value("V", p.y), width: .fixed(a)).cornerRadius(b).position(by: .value("S", p.series))
          .annotation(position: .top) { Text("\(p.y)") }
      }, "BarMark(width \(f(a)), cornerRadius \(f(b)), position by series, annotation)")
    case 2:
      return made(Chart(data) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbolSize(a).opacity(b).offset(x: a, y: b) },
                  "PointMark(symbolSize \(f(a)), opacity \(f(b)), offset)")
    case 3:
      return made(Chart(data) {
        AreaMark(x: .value("X", $0.x), yStart: .value("Low", $0.y), yEnd: .value("High", b))
          .foregroundStyle(LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: UnitPoint(x: 0, y: a)))
      }, "AreaMark(yEnd \(f(b)), gradient end \(f(a)))")
    case 4:
      return made(Chart {
        ForEach(data) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }
        RuleMark(y: .value("Goal", a)).lineStyle(StrokeStyle(lineWidth: 1, dash: [b, 2]))
      }, "LineMark + RuleMark(y \(f(a)), dash \(f(b)))")
    case 5:
      return made(Chart(data) { RectangleMark(x: .value("X", $0.x), y: .value("Y", $0.y), width: .ratio(a), height: .fixed(b)) },
                  "RectangleMark(width ratio \(f(a)), height \(f(b)))")
    case 6:
      return made(Chart(data) {
        SectorMark(angle: .value("A", $0.y), innerRadius: .ratio(a), outerRadius: .inset(b), angularInset: a).foregroundStyle(by: .value("S", $0.series))
      }, "SectorMark(innerRadius ratio \(f(a)), outerRadius inset \(f(b)), angularInset \(f(a)))")
    case 7:
      return made(Chart(data) { BarMark(xStart: .value("Start", $0.x), xEnd: .value("End", $0.y), y: .value("Row", $0.label), height: .ratio(a)) },
                  "BarMark(xStart, xEnd, height ratio \(f(a)))")
    case 8:
      return made(Chart(data) { LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Y", $0.y)).lineStyle(StrokeStyle(lineWidth: 2, dashPhase: a)) },
                  "LineMark(dates, dashPhase \(f(a)))")
    default:
      return made(Chart(data) { BarMark(x: .value("K", $0.label), y: .value("V", $0.y)).foregroundStyle(by: .value("S", $0.series)).opacity(a) },
                  "BarMark(stacked by series, opacity \(f(a)))")
    }
  }

  /// Wraps `made` in one chart modifier with numbers in it.
  static func modify(_ made: Made, _ n: inout Numbers) -> Made {
    let v = made.view
    let (a, b) = (n.next(), n.next())
    switch n.pick(10) {
    case 0:
      let domain = n.range()
      return Made(view: AnyView(v.chartXScale(domain: domain)), recipe: ".chartXScale(domain: \(domain))")
    case 1:
      let domain = n.range()
      return Made(view: AnyView(v.chartYScale(domain: domain, range: .plotDimension(startPadding: a, endPadding: b))),
                  recipe: ".chartYScale(domain: \(domain), padding \(f(a)), \(f(b)))")
    case 2:
      return Made(view: AnyView(v.chartXAxis { AxisMarks(values: .automatic(desiredCount: Int(saturating: a))) }),
                  recipe: ".chartXAxis(desiredCount \(Int(saturating: a)))")
    case 3:
      return Made(view: AnyView(v.chartYAxis {
        AxisMarks(position: .leading, values: [a, b]) { _ in
          AxisGridLine(stroke: StrokeStyle(lineWidth: a))
          AxisTick(length: b)
          AxisValueLabel()
        }
      }), recipe: ".chartYAxis(values [\(f(a)), \(f(b))], grid width \(f(a)), tick \(f(b)))")
    case 4:
      return Made(view: AnyView(v.chartLegend(position: .top, spacing: a)), recipe: ".chartLegend(top, spacing \(f(a)))")
    case 5:
      return Made(view: AnyView(v.chartPlotStyle { $0.frame(height: a).background(Color.gray.opacity(b)) }),
                  recipe: ".chartPlotStyle(height \(f(a)), opacity \(f(b)))")
    case 6:
      return Made(view: AnyView(v.chartScrollableAxes(.horizontal).chartXVisibleDomain(length: a)), recipe: ".chartScrollableAxes.chartXVisibleDomain(\(f(a)))")
    case 7:
      return Made(view: AnyView(v.chartYAxis(.hidden).chartXAxis(.hidden).padding(a)), recipe: ".chartAxes(hidden).padding(\(f(a)))")
    case 8:
      return Made(view: AnyView(v.chartForegroundStyleScale(["A": Color.red, "B": Color(white: a)])), recipe: ".chartForegroundStyleScale(B white \(f(a)))")
    default:
      return Made(view: AnyView(v.frame(width: a, height: b)), recipe: ".frame(\(f(a)), \(f(b)))")
    }
  }

  /// One iteration's chart: a chart, zero to two modifiers, in a 200 × 120 frame.
  static func chart(seed: UInt64) -> Made {
    var n = Numbers(g: PropertyRun.SplitMix(state: seed))
    var made = chart(&n)
    for _ in 0..<n.pick(3) {
      let next = modify(made, &n)
      made = Made(view: next.view, recipe: made.recipe + next.recipe)
    }
    return Made(view: AnyView(made.view.frame(width: 200, height: 120)), recipe: made.recipe)
  }

  @Test func randomChartsWithExtremeNumbersRenderTheSameBytesTwiceOrFailByName() {
    let outcome = PropertyRun.renderEach("chart", Self.chart(seed:))
    for problem in outcome.problems { Issue.record(Comment(rawValue: problem)) }
    #expect(outcome.rendered + outcome.failed == 2 * PropertyRun.iterations)
    #expect(outcome.rendered > outcome.failed, "rendered \(outcome.rendered), failed \(outcome.failed)")
  }

  @Test func theChartGeneratorIsDeterministic() {
    #expect(Self.chart(seed: 7).recipe == Self.chart(seed: 7).recipe)
    #expect(Set((0..<16).map { Self.chart(seed: $0).recipe }).count > 8)
  }
}
