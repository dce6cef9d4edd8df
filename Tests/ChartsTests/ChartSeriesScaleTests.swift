@testable import Charts
import Foundation
import Specimen
import Testing

/// `chartLineStyleScale`, `chartSymbolScale`, `chartLegend(alignment:spacing:)`, `clipShape` on marks and
/// `Decimal` values, drawn.
@Suite struct ChartSeriesScaleTests {
  struct Reading: Identifiable { let id: Int; let x: Double; let y: Double; let series: String }
  static let flat = [Reading(id: 0, x: 0, y: 1, series: "A"), Reading(id: 1, x: 10, y: 1, series: "A"),
                     Reading(id: 2, x: 0, y: 3, series: "B"), Reading(id: 3, x: 10, y: 3, series: "B")]

  func image(_ view: some View, _ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) throws -> RasterImage {
    try ViewRenderer(scale: scale, background: RGBA(255, 255, 255)).rasterize(view, in: ProposedViewSize(width: width, height: height),
                                                                               environment: EnvironmentValues())
  }
  func isInk(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 600 }

  @Test func lineStyleScaleDashesTheSeriesItsDomainNames() throws {
    // Domain B, A: B gets the dashed style, A the solid one. y 0…4 over 100 pt: A at y 75, B at y 25.
    let chart = Chart(Self.flat) {
      LineMark(x: .value("X", $0.x), y: .value("Y", $0.y), series: .value("S", $0.series)).lineStyle(by: .value("S", $0.series))
    }
    .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
    .chartYScale(domain: 0...4).chartXScale(domain: 0...10)
    .chartLineStyleScale(domain: ["B", "A"], range: [StrokeStyle(lineWidth: 4, dash: [10, 10]), StrokeStyle(lineWidth: 4)])
    let image = try image(chart, 200, 100)
    #expect(isInk(image.pixel(x: 5, y: 25)) && !isInk(image.pixel(x: 15, y: 25)) && isInk(image.pixel(x: 25, y: 25)))
    #expect(isInk(image.pixel(x: 5, y: 75)) && isInk(image.pixel(x: 15, y: 75)) && isInk(image.pixel(x: 25, y: 75)))
    // Without the scale both lines are whole.
    let plain = try self.image(Chart(Self.flat) {
      LineMark(x: .value("X", $0.x), y: .value("Y", $0.y), series: .value("S", $0.series)).lineStyle(by: .value("S", $0.series))
    }.chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden).chartYScale(domain: 0...4).chartXScale(domain: 0...10), 200, 100)
    #expect(isInk(plain.pixel(x: 15, y: 25)))
  }

  @Test func seriesScalesAnswerByDomainRangeOrMapping() {
    let byDomain = SeriesScale(domain: ["B", "A"], range: [1, 2])
    #expect(byDomain.value(of: .category("A"), name: "A", index: 0) == 2)
    #expect(byDomain.value(of: .category("C"), name: "C", index: 2) == nil)
    let byOrder = SeriesScale<Int>(domain: nil, range: [1, 2])
    #expect(byOrder.value(of: .category("C"), name: "C", index: 3) == 2)
    #expect(SeriesScale<Int>(domain: nil, range: []).value(of: .category("A"), name: "A", index: 0) == nil)
    let mapped = SeriesScale<Int>(domain: nil, range: [], mapping: { if case .number(let v) = $0 { return Int(v) * 10 }; return nil })
    #expect(mapped.value(of: .number(4), name: "4", index: 0) == 40)
  }

  @Test func symbolScaleGivesTheSeriesItsSymbol() throws {
    // One 8-pt symbol at the centre of a 40 × 40 plot, drawn at 4×: a square fills the corner of its
    // box (1 pt in from each side of the 8-pt box), a circle leaves it white.
    let point = [Reading(id: 0, x: 5, y: 5, series: "A")]
    func chart(_ mapping: KeyValuePairs<String, BasicChartSymbolShape>?) -> some View {
      let base = Chart(point) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbol(by: .value("S", $0.series)) }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden).chartXScale(domain: 0...10).chartYScale(domain: 0...10)
      return Group { if let mapping { base.chartSymbolScale(mapping) } else { base } }
    }
    let square = try image(chart(["A": .square]), 40, 40, scale: 4)
    let circle = try image(chart(nil), 40, 40, scale: 4)
    // The symbol's box is 16…24 pt; 17 pt is 68 px.
    #expect(isInk(square.pixel(x: 68, y: 68)))
    #expect(!isInk(circle.pixel(x: 68, y: 68)))
    #expect(isInk(circle.pixel(x: 80, y: 80)))
  }

  @Test func legendAlignmentAndSpacing() throws {
    let one = [Reading(id: 0, x: 1, y: 1, series: "Only")]
    func chart(_ alignment: Alignment?, spacing: CGFloat?) -> some View {
      Chart(one) { BarMark(x: .value("X", "a"), y: .value("Y", $0.y)).foregroundStyle(by: .value("S", $0.series)) }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartLegend(position: .bottom, alignment: alignment, spacing: spacing)
    }
    let leading = LayoutInspector.layout(of: chart(nil, spacing: nil), in: ProposedViewSize(width: 300, height: 100)).frames
    let spaced = LayoutInspector.layout(of: chart(nil, spacing: 30), in: ProposedViewSize(width: 300, height: 100)).frames
    let plot = try #require(leading["Charts.plot"]), legend = try #require(leading["Charts.legend"])
    #expect(abs(legend.minY - (plot.maxY + ChartLayout.defaultLegendGap)) < 0.001)
    let spacedPlot = try #require(spaced["Charts.plot"]), spacedLegend = try #require(spaced["Charts.legend"])
    #expect(abs(spacedLegend.minY - (spacedPlot.maxY + 30)) < 0.001)
    // The legend's disc: at the leading edge by default, near the middle when centred.
    func firstInkColumn(_ image: RasterImage, row: Int) -> Int? { (0..<image.width).first { isInk(image.pixel(x: $0, y: row)) } }
    let row = Int(legend.midY)
    let left = try #require(firstInkColumn(try image(chart(nil, spacing: nil), 300, 100), row: row))
    let centred = try #require(firstInkColumn(try image(chart(.center, spacing: nil), 300, 100), row: row))
    #expect(left <= 1)
    #expect(centred > 110 && centred < 150, "\(centred)")
  }

  @Test func clipShapeFillsEachMarksFrame() throws {
    let bars = [Reading(id: 0, x: 0, y: 10, series: "A")]
    let chart = Chart(bars) { BarMark(x: .value("X", "a"), y: .value("Y", $0.y)).clipShape(Circle()) }
      .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...10)
    // One 100 × 100 band: the bar is 60 wide (x 20…80) and 100 tall; a circle fills that frame, keeping its aspect.
    let image = try image(chart, 100, 100)
    #expect(isInk(image.pixel(x: 50, y: 50)))
    #expect(!isInk(image.pixel(x: 22, y: 3)))
    #expect(!isInk(image.pixel(x: 50, y: 5)))
  }

  /// The symbol-size scales compile in each of Apple's forms; points keep the default size (see unsupported.md).
  @Test func symbolSizeScalesCompileAndKeepTheDefaultSize() throws {
    let points = [Reading(id: 0, x: 5, y: 5, series: "A")]
    let base = Chart(points) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)).symbolSize(by: .value("S", $0.series)) }
      .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden).chartXScale(domain: 0...10).chartYScale(domain: 0...10)
    let plain = try image(base, 40, 40, scale: 2)
    let scaled: [AnyView] = [
      AnyView(base.chartSymbolSizeScale(domain: ["A"], range: 10...200, type: .linear)),
      AnyView(base.chartSymbolSizeScale(["A": 200])),
      AnyView(base.chartSymbolSizeScale(mapping: { (name: String) in name == "A" ? 200 : 10 })),
      AnyView(base.chartSymbolSizeScale(domain: ["A", "B"], mapping: { (name: String) in name == "A" ? 200 : 10 })),
    ]
    for view in scaled { #expect(try image(view, 40, 40, scale: 2).pngData() == plain.pngData()) }
  }

  @Test func decimalsPlotAsNumbers() {
    #expect(Decimal(string: "1.5")!.primitivePlottable == 1.5)
    #expect(Decimal(primitivePlottable: .nan) == nil)
    #expect(Decimal(primitivePlottable: 2.25) == Decimal(string: "2.25"))
  }
}
