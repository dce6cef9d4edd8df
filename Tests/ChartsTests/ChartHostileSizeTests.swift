@testable import Charts
import Foundation
import Specimen
import Testing

/// Charts of hostile sizes: data of `Int.max` elements, 10 000 categories, sectors and groups, domains
/// narrower than a double's spacing. Each draws in bounded work with its limit named.
@Suite struct ChartHostileSizeTests {
  struct Item: Identifiable { let id: Int; let name: String; let value: Double }

  func render(_ view: some View) throws -> RasterImage {
    try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(view, in: ProposedViewSize(width: 300, height: 200),
                                                                           environment: EnvironmentValues())
  }

  /// A `ForEach` stops running its data once the marks are full; the rest is counted (saturating), not run.
  @Test(.timeLimit(.minutes(30))) func dataOfIntMaxElementsIsCountedNotRun() throws {
    let one = try render(Chart { ForEach(0..<Int.max, id: \.self) { BarMark(x: .value("X", $0), y: .value("Y", 1)) } })
    #expect(one.diagnostics.warnings.map(\.message) == [
      "Chart: 9223372036854765807 marks past the limit of 10000 are not drawn; plot fewer points (aggregate or sample the data)",
    ])
    let nested = try render(Chart {
      ForEach(0..<Int.max, id: \.self) { i in ForEach(0..<Int.max, id: \.self) { PointMark(x: .value("X", i), y: .value("Y", $0)) } }
    })
    #expect(nested.diagnostics.warnings.map(\.message).contains { $0.hasPrefix("Chart: 9223372036854775807 marks past the limit") })
  }

  /// Modified content in a `ForEach` builds only the marks the list still has room for.
  @Test func modifiedContentBuildsOnlyTheMarksThatFit() {
    nonisolated(unsafe) var built = 0
    let content = ForEach(0..<3, id: \.self) { _ in
      ForEach(0..<6_000, id: \.self) { i in
        let _ = built += 1
        PointMark(x: .value("X", i), y: .value("Y", i))
      }.opacity(0.5)
    }
    let list = content.marks
    // The second inner ForEach has room for 4 000 and counts its other 2 000 elements; the third element is not run.
    #expect(list.marks.count == MarkList.limit && list.dropped == 2_001)
    #expect(built == MarkList.limit)
  }

  /// Each sector starts where the sectors before it end, other marks between them adding nothing.
  @Test func sectorAnglesAreSummedOnce() {
    let model = ChartModel(list: Chart {
      SectorMark(angle: .value("A", 1))
      SectorMark(angle: .value("A", 2))
      RuleMark(y: .value("Y", 9))
      SectorMark(angle: .value("A", 3))
    }.content.marks, configuration: ChartConfiguration(), calendar: Calendar(identifier: .gregorian))
    #expect(model.sectorAngleBefore == [0, 1, 3, 3] && model.sectorAngleTotal == 6)
  }

  /// 10 000 categories: one in 50 is marked, with the limit named; every bar is placed in its own band.
  @Test func tenThousandCategoriesMarkOneInFifty() throws {
    let items = (0..<10_000).map { Item(id: $0, name: "Category \($0)", value: Double($0 % 13)) }
    let chart = Chart(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
    let image = try render(chart)
    #expect(image.diagnostics.warnings.map(\.message) == [
      "Chart: the x axis has 10000 categories, more than AxisPlan.maxCategoryMarks (200); one in 50 is marked; "
        + "name the categories to mark with AxisMarks(values:)",
    ])
    let model = ChartModel(list: chart.content.marks, configuration: ChartConfiguration(), calendar: Calendar(identifier: .gregorian))
    let plan = AxisPlan(model: model, configuration: ChartConfiguration(), labels: AxisLabelMaker(calendar: .current, locale: .current))
    #expect(plan.xLabels.count == 200)
    #expect(model.fraction(of: .category("Category 9999"), onX: true) == 9_999.5 / 10_000)
    #expect(model.fraction(of: .category("Category 50"), onX: true) == ChartScale.category(items.map(\.name)).fraction(of: .category("Category 50")))
    #expect(model.fraction(of: .category("nowhere"), onX: true) == nil)
  }

  /// A domain narrower than a double's spacing puts values outside it far away, never at infinity (whose
  /// paths were NaN).
  @Test func aDomainOfOneDenormalPlacesOtherValuesFarButFinite() throws {
    let scale = ChartScale.numeric(lower: 5e-324, upper: 1e-323, includesZero: false, nice: false)
    #expect(scale.fraction(of: .number(2)) == ChartScale.maxFraction)
    #expect(scale.fraction(of: .number(-2)) == -ChartScale.maxFraction)
    #expect(scale.fraction(of: .number(5e-324)) == 0)
    let image = try render(Chart([Item(id: 0, name: "a", value: 2)]) { PointMark(x: .value("X", $0.value), y: .value("Y", $0.value)) }
      .chartYScale(domain: 5e-324...1e-323))
    #expect(image.diagnostics.warnings.isEmpty, "\(image.diagnostics.warnings.map(\.message))")
  }
}
