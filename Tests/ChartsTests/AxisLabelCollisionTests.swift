@testable import Charts
import Foundation
import Specimen
import Testing

/// Axis labels that would overlap give way as `AxisValueLabel(collisionResolution:)` asks.
@Suite struct AxisLabelCollisionTests {
  static let spacing = LabelFit.defaultSpacing

  func span(_ position: CGFloat, _ length: CGFloat, _ fit: LabelFit, centred: Bool = true) -> AxisLabelSpan {
    AxisLabelSpan(position: position, start: centred ? position - length / 2 : position, length: length, thickness: 13, fit: fit)
  }

  @Test func greedyLabelsAreKeptInAxisOrderWhenTheyClearTheirSpacing() {
    // Labels 30 wide, 20 apart: the first is kept, the second overlaps it, the third clears it by 10.
    let labels = [0, 20, 40, 60, 80].map { span(CGFloat($0), 30, .greedy(priority: 0, spacing: 4)) }
    #expect(AxisLabelCollisions.resolve(labels, room: 100) == [.whole, .hidden, .whole, .hidden, .whole])
    // 12 points of spacing: the third is only 10 from the first, so every second label is too close.
    let wide = [0, 20, 40, 60, 80].map { span(CGFloat($0), 30, .greedy(priority: 0, spacing: 12)) }
    #expect(AxisLabelCollisions.resolve(wide, room: 100) == [.whole, .hidden, .hidden, .whole, .hidden])
  }

  @Test func higherPriorityLabelsArePlacedFirst() {
    let labels = [span(0, 30, .greedy(priority: 0, spacing: 4)), span(20, 30, .greedy(priority: 1, spacing: 4))]
    #expect(AxisLabelCollisions.resolve(labels, room: 100) == [.hidden, .whole])
  }

  @Test func truncatedLabelsAreCutToTheDistanceToTheirNeighbours() {
    let labels = [span(10, 50, .truncate), span(30, 12, .truncate), span(50, 19, .truncate)]
    #expect(AxisLabelCollisions.resolve(labels, room: 60) == [.cut(20), .whole, .whole])
    // A lone label has the whole axis.
    #expect(AxisLabelCollisions.resolve([span(30, 80, .truncate)], room: 60) == [.cut(60)])
  }

  @Test func automaticCategoryLabelsAreThinnedWhereABandHoldsLessThanALetter() {
    // Bands of 8 points are narrower than the labels' 13-point height: thinned, not cut to dots.
    let labels = (0..<6).map { span(CGFloat($0) * 8, 30, .truncateOrThin(spacing: 4)) }
    #expect(AxisLabelCollisions.resolve(labels, room: 48) == [.whole, .hidden, .hidden, .hidden, .hidden, .whole])
    // Bands of 20 points are cut.
    let cut = (0..<3).map { span(CGFloat($0) * 20, 30, .truncateOrThin(spacing: 4)) }
    #expect(AxisLabelCollisions.resolve(cut, room: 60) == [.cut(20), .cut(20), .cut(20)])
  }

  @Test func spacesAreTheDistanceToTheNearestNeighbourInAnyOrder() {
    #expect(AxisLabelCollisions.spaces(of: [50, 0, 20, 20], room: 100) == [30, 20, 0, 0])
    #expect(AxisLabelCollisions.spaces(of: [7], room: 100) == [100])
    #expect(AxisLabelCollisions.spaces(of: [], room: 100).isEmpty)
  }

  @Test func tenThousandCategoriesResolveToAFewLabels() {
    // 10 000 labels 30 points long in 2-point bands (a 20 000-point axis): about one in 17 is kept.
    let labels = (0..<10_000).map { span(CGFloat($0) * 2, 30, .truncateOrThin(spacing: 4)) }
    let outcomes = AxisLabelCollisions.resolve(labels, room: 20_000)
    let kept = outcomes.filter { $0 == .whole }.count
    #expect(kept == 589, "\(kept)")
    #expect(outcomes.allSatisfy { $0 == .whole || $0 == .hidden })
  }

  @Test func disabledLabelsAlwaysShowAndBlockGreedyOnes() {
    let labels = [span(0, 30, .always), span(10, 30, .always), span(20, 30, .greedy(priority: 5, spacing: 0))]
    #expect(AxisLabelCollisions.resolve(labels, room: 100) == [.whole, .whole, .hidden])
  }

  @Test func resolutionsMapToFitsByAxis() {
    #expect(LabelFit(.automatic, isX: true, isCategory: true) == .truncateOrThin(spacing: Self.spacing))
    #expect(LabelFit(.automatic, isX: true, isCategory: false) == .greedy(priority: 0, spacing: Self.spacing))
    #expect(LabelFit(.automatic, isX: false, isCategory: true) == .greedy(priority: 0, spacing: Self.spacing))
    #expect(LabelFit(.truncate, isX: false, isCategory: true) == .always)
    #expect(LabelFit(.greedy(priority: 2, minimumSpacing: 9), isX: true, isCategory: true) == .greedy(priority: 2, spacing: 9))
    #expect(LabelFit(.greedy(priority: .nan, minimumSpacing: .infinity), isX: true, isCategory: true) == .greedy(priority: 0, spacing: 0))
    #expect(LabelFit(.disabled, isX: true, isCategory: true) == .always)
  }

  // MARK: Rendered charts

  struct Item: Identifiable { let id: Int; let name: String; let value: Double }
  static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                       "November", "December"]

  func frames(_ chart: some View, width: CGFloat = 340) -> [String: CGRect] {
    LayoutInspector.layout(of: chart, in: ProposedViewSize(width: width, height: 200)).frames
  }

  @Test func longCategoryNamesAreCutToTheirBands() throws {
    let items = Self.months.enumerated().map { Item(id: $0.offset, name: $0.element, value: Double($0.offset + 1)) }
    let cut = frames(Chart(items) { BarMark(x: .value("Month", $0.name), y: .value("Value", $0.value)) })
    let whole = frames(Chart(items) { BarMark(x: .value("Month", $0.name), y: .value("Value", $0.value)) }
      .chartXAxis { AxisMarks { AxisValueLabel(collisionResolution: .disabled) } })
    let plot = try #require(cut["Charts.plot"])
    let band = plot.width / 12
    for index in 0..<12 {
      let label = try #require(cut["Charts.xLabel.\(index)"]), full = try #require(whole["Charts.xLabel.\(index)"])
      #expect(label.width <= band + 0.001, "\(Self.months[index])")
      #expect(abs(label.midX - (plot.minX + band * (CGFloat(index) + 0.5))) < 0.01)
      if full.width <= band { #expect(label.width == full.width, "\(Self.months[index]) fits whole") }
    }
    // "September" is cut, "May" is whole; with `.disabled` September overlaps its neighbours.
    #expect(try #require(whole["Charts.xLabel.8"]).width > band)
    #expect(try #require(cut["Charts.xLabel.4"]).width == whole["Charts.xLabel.4"]?.width)
  }

  @Test func crowdedCategoriesKeepEveryFewLabelWithoutOverlap() throws {
    let items = (0..<40).map { Item(id: $0, name: "Item \($0)", value: Double($0 % 9 + 1)) }
    let frames = frames(Chart(items) { BarMark(x: .value("Item", $0.name), y: .value("Value", $0.value)) })
    let labels = (0..<40).compactMap { frames["Charts.xLabel.\($0)"] }
    #expect(labels.count == 40)
    let shown = labels.filter { $0.width > 0 }
    #expect(shown.count >= 4 && shown.count <= 10, "\(shown.count) labels shown")
    #expect(labels.first?.width ?? 0 > 0)
    for (a, b) in zip(shown, shown.dropFirst()) { #expect(b.minX >= a.maxX + Self.spacing - 0.001) }
    // A label left out draws nothing: the label row has ink only inside the shown labels.
    let chart = Chart(items) { BarMark(x: .value("Item", $0.name), y: .value("Value", $0.value)) }
    let image = try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(chart, in: ProposedViewSize(width: 340, height: 200),
                                                                                       environment: EnvironmentValues())
    let row = try #require(labels.first)
    var stray = 0
    for y in Int(row.minY)..<Int(row.maxY.rounded(.up)) {
      for x in 0..<image.width where !shown.contains(where: { CGFloat(x) >= $0.minX - 1 && CGFloat(x) <= $0.maxX + 1 }) {
        if image.pixel(x: x, y: y).r < 250 { stray += 1 }
      }
    }
    #expect(stray == 0)
  }

  @Test func crowdedYLabelsAreThinned() throws {
    let items = [Item(id: 0, name: "A", value: 10)]
    let chart = Chart(items) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }
      .chartYAxis { AxisMarks(values: .stride(by: 1)) }
    let frames = LayoutInspector.layout(of: chart, in: ProposedViewSize(width: 200, height: 60)).frames
    let labels = (0..<11).compactMap { frames["Charts.yLabel.\($0)"] }.filter { $0.height > 0 }.sorted { $0.minY < $1.minY }
    #expect(labels.count >= 2 && labels.count < 11, "\(labels.count) y labels shown")
    for (a, b) in zip(labels, labels.dropFirst()) { #expect(b.minY >= a.maxY + Self.spacing - 0.001) }
  }

  /// Apple: "By default, number scales include zero in the domain", whatever the mark.
  @Test func numericXScalesIncludeZero() throws {
    struct Point: Identifiable { let id: Int; let x: Double }
    func image(_ domain: AutomaticScaleDomain) throws -> RasterImage {
      let chart = Chart([Point(id: 0, x: 500), Point(id: 1, x: 1000)]) {
        PointMark(x: .value("X", $0.x), y: .value("Row", "A"))
      }.chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: domain)
      return try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(chart.padding(10), in: ProposedViewSize(width: 220, height: 60),
                                                                                     environment: EnvironmentValues())
    }
    func isInk(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r < 100 && p.b > 200 }
    // 0…1000: the point at 500 sits in the middle (x 110), none at the leading edge.
    let automatic = try image(.automatic)
    #expect(isInk(automatic.pixel(x: 110, y: 30)))
    #expect(!isInk(automatic.pixel(x: 10, y: 30)))
    // Without zero the domain is 500…1000 and the first point is at the leading edge.
    let withoutZero = try image(.automatic(includesZero: false))
    #expect(isInk(withoutZero.pixel(x: 11, y: 30)))
    #expect(!isInk(withoutZero.pixel(x: 110, y: 30)))
  }
}
