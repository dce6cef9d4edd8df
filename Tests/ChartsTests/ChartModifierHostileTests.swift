import Charts
import Foundation
import Specimen
import Testing

/// Hostile numbers in the legend, scrolling and label modifiers draw a chart, never trap or hang.
@Suite struct ChartModifierHostileTests {
  struct Point: Identifiable { let id: Int; let x: Double; let y: Double; let name: String }
  static let points = (0..<50).map { Point(id: $0, x: Double($0), y: Double($0 % 7), name: "Category \($0)") }

  func render(_ view: some View) throws -> RasterImage {
    try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(view, in: ProposedViewSize(width: 240, height: 160),
                                                                           environment: EnvironmentValues())
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -5, 1e300])
  func legendSpacingAndLabelSpacingAreBounded(_ value: CGFloat) throws {
    let chart = Chart(Self.points) { BarMark(x: .value("Name", $0.name), y: .value("Y", $0.y)).foregroundStyle(by: .value("Kind", $0.id % 3 == 0 ? "A" : "B")) }
      .chartLegend(position: .bottom, alignment: .center, spacing: value)
      .chartXAxis { AxisMarks { AxisValueLabel(collisionResolution: .greedy(priority: Double(value), minimumSpacing: value)) } }
    let image = try render(chart)
    #expect(image.width == 240 && image.height == 160)
  }

  @Test(arguments: [Double.nan, .infinity, -1, 0, 1e-300, 1e300])
  func visibleDomainLengthsAreChecked(_ length: Double) throws {
    let numeric = Chart(Self.points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }
      .chartScrollableAxes(.horizontal).chartXVisibleDomain(length: length).chartScrollPosition(initialX: length)
    let categorical = Chart(Self.points) { BarMark(x: .value("Name", $0.name), y: .value("Y", $0.y)) }
      .chartXVisibleDomain(length: length).chartScrollPosition(initialX: "Category 49")
    _ = try render(numeric)
    _ = try render(categorical)
  }

  @Test func farDatesAndTurnedLabelsOnManyCategories() throws {
    struct Day: Identifiable { let id: Int; let day: Date }
    let days = [Day(id: 0, day: Date(timeIntervalSinceReferenceDate: 0)), Day(id: 1, day: Date(timeIntervalSinceReferenceDate: 86_400 * 30))]
    let scrolled = Chart(days) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Y", 1)) }
      .chartXVisibleDomain(length: 7 * 86_400).chartScrollPosition(initialX: Date.distantFuture)
    _ = try render(scrolled)
    let many = (0..<2_000).map { Point(id: $0, x: Double($0), y: 1, name: "C\($0)") }
    let turned = Chart(many) { BarMark(x: .value("Name", $0.name), y: .value("Y", $0.y)) }
      .chartXAxis { AxisMarks { AxisValueLabel(orientation: .verticalReversed) } }
      .chartLegend(position: .trailing, alignment: .center)
    _ = try render(turned)
  }
}
