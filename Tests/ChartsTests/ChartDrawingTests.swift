import Charts
import Foundation
import Specimen
import Testing

/// Pixels and frames of rendered charts.
@Suite struct ChartDrawingTests {
  struct Score: Identifiable { let id: String; let value: Double }
  static let scores = [Score(id: "A", value: 50), Score(id: "B", value: 100)]

  /// A 200 × 100 bar chart without axes: the plot is the whole chart, the y domain 0…100, each
  /// category a 100-point band whose bar fills its middle 60 %.
  static var bareBars: some View {
    Chart(scores) { BarMark(x: .value("Name", $0.id), y: .value("Value", $0.value)) }
      .chartXAxis(.hidden)
      .chartYAxis(.hidden)
  }

  func image(_ view: some View, _ width: CGFloat, _ height: CGFloat) throws -> RasterImage {
    try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(view, in: ProposedViewSize(width: width, height: height),
                                                                           environment: EnvironmentValues())
  }

  typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)
  func isBlue(_ p: Pixel) -> Bool { p.r < 20 && p.g > 100 && p.g < 140 && p.b > 240 }
  func isWhite(_ p: Pixel) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

  @Test func barHeightsAndWidthsFollowTheScale() throws {
    let image = try image(Self.bareBars, 200, 100)
    // Bar A: x 20…80, y 50…100 (half the height). Bar B: x 120…180, the full height.
    #expect(isBlue(image.pixel(x: 21, y: 52)))
    #expect(isBlue(image.pixel(x: 78, y: 98)))
    #expect(isWhite(image.pixel(x: 50, y: 47)))
    #expect(isWhite(image.pixel(x: 18, y: 75)))
    #expect(isWhite(image.pixel(x: 82, y: 75)))
    #expect(isBlue(image.pixel(x: 150, y: 2)))
    #expect(isWhite(image.pixel(x: 100, y: 50)))
  }

  /// Bars over an x interval with no y: the one with no fixed y interval spans the plot's height, the other its
  /// fixed y interval (`BarMark(xStart:xEnd:yStart:yEnd:)` with points), as a one-bar progress chart draws them.
  @Test func xIntervalBarsWithoutAYValueSpanTheirFixedInterval() throws {
    let progress = Chart {
      BarMark(xStart: .value("Start", 0), xEnd: .value("End", 50))
      BarMark(xStart: .value("Start", 75), xEnd: .value("End", 100), yStart: 20, yEnd: 40)
    }
    .chartXAxis(.hidden)
    .chartYAxis(.hidden)
    .chartXScale(domain: 0...100)
    let image = try image(progress, 200, 100)
    // The first bar: x 0…100, the whole height; the second: x 150…200, y 20…40.
    #expect(isBlue(image.pixel(x: 3, y: 3)) && isBlue(image.pixel(x: 96, y: 96)))
    #expect(isWhite(image.pixel(x: 104, y: 50)))
    #expect(isBlue(image.pixel(x: 175, y: 30)))
    #expect(isWhite(image.pixel(x: 175, y: 15)) && isWhite(image.pixel(x: 175, y: 45)))
  }

  /// Bars at dates with `unit: .day` span their day: the domain runs to the end of the last day and
  /// each bar fills 80 % of its day, centred in it.
  @Test func datedBarsFillTheirUnit() throws {
    struct Day: Identifiable { let id: Int; let value: Double }
    let start = Date(timeIntervalSinceReferenceDate: 757_382_400)  // 2025-01-01 00:00 UTC
    var environment = EnvironmentValues()
    environment.timeZone = TimeZone(identifier: "UTC")!
    let chart = Chart([Day(id: 0, value: 50), Day(id: 1, value: 100)]) {
      BarMark(x: .value("Day", start.addingTimeInterval(Double($0.id) * 86_400), unit: .day), y: .value("Steps", $0.value))
    }.chartXAxis(.hidden).chartYAxis(.hidden)
    let image = try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(chart, in: ProposedViewSize(width: 200, height: 100),
                                                                                       environment: environment)
    #expect(isBlue(image.pixel(x: 12, y: 75)))
    #expect(isWhite(image.pixel(x: 8, y: 75)))
    #expect(isWhite(image.pixel(x: 50, y: 47)))
    #expect(isBlue(image.pixel(x: 150, y: 3)))
    #expect(isWhite(image.pixel(x: 100, y: 75)))
    #expect(isBlue(image.pixel(x: 188, y: 75)))
  }

  /// `AxisValueLabel(centered: true)` on a date axis centres each label in its day; without it a date
  /// label starts 2 points after its tick, and the tick at the axis's end has no label.
  @Test func centeredDateLabelsSitInTheMiddleOfTheirInterval() throws {
    struct Day: Identifiable { let id: Int }
    let start = Date(timeIntervalSinceReferenceDate: 757_382_400)  // 2025-01-01 00:00 UTC
    var environment = EnvironmentValues()
    environment.timeZone = TimeZone(identifier: "UTC")!
    func frames(centered: Bool) -> [String: CGRect] {
      let chart = Chart([Day(id: 0), Day(id: 1)]) {
        BarMark(x: .value("Day", start.addingTimeInterval(Double($0.id) * 86_400), unit: .day), y: .value("Steps", 1))
      }
      .chartYAxis(.hidden)
      .chartXAxis { AxisMarks(values: .stride(by: .day)) { AxisValueLabel(format: .dateTime.day(), centered: centered) } }
      return LayoutInspector.layout(of: chart, in: ProposedViewSize(width: 200, height: 100), environment: environment).frames
    }
    let centered = frames(centered: true)
    #expect(abs((centered["Charts.xLabel.0"]?.midX ?? 0) - 50) < 0.01)
    #expect(abs((centered["Charts.xLabel.1"]?.midX ?? 0) - 150) < 0.01)
    #expect(centered["Charts.xLabel.2"] == nil)
    let leading = frames(centered: false)
    #expect(leading["Charts.xLabel.0"]?.minX == 2)
    #expect(leading["Charts.xLabel.1"]?.minX == 102)
    #expect(leading["Charts.xLabel.2"] == nil)
  }

  @Test func seriesTakeThePaletteInOrderAndStack() throws {
    struct Part: Identifiable { let id: Int; let day: String; let kind: String; let value: Double }
    let parts = [Part(id: 0, day: "Mon", kind: "Walk", value: 40), Part(id: 1, day: "Mon", kind: "Run", value: 60)]
    let chart = Chart(parts) { BarMark(x: .value("Day", $0.day), y: .value("Minutes", $0.value)).foregroundStyle(by: .value("Kind", $0.kind)) }
      .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
    let image = try image(chart, 100, 100)
    // Walk (blue) from 0 to 40, Run (green, the palette's second) stacked on it from 40 to 100.
    #expect(isBlue(image.pixel(x: 50, y: 80)))
    let green = image.pixel(x: 50, y: 30)
    #expect(green.g > 150 && green.r < 120 && green.b < 120, "\(green)")
  }

  @Test func axisLabelsSitTrailingAndBelowThePlot() throws {
    let chart = Chart(Self.scores) { BarMark(x: .value("Name", $0.id), y: .value("Value", $0.value)) }
    let frames = LayoutInspector.layout(of: chart, in: ProposedViewSize(width: 300, height: 200)).frames
    let plot = try #require(frames["Charts.plot"])
    let top = try #require(frames["Charts.yLabel.5"])   // "100", the sixth tick of 0, 20 … 100
    let zero = try #require(frames["Charts.yLabel.0"])
    let a = try #require(frames["Charts.xLabel.0"])
    #expect(plot.minX == 0 && plot.minY == 0)
    #expect(top.minX == plot.maxX + 6)
    #expect(abs(top.midY - plot.minY) < 0.01)
    #expect(abs(zero.midY - plot.maxY) < 0.01)
    #expect(abs(a.midX - plot.width / 4) < 0.01)
    #expect(a.minY == plot.maxY + 6)
    #expect(abs(a.maxY - 200) < 0.01)
    #expect(abs(plot.maxX + 6 + top.width - 300) < 0.01)
  }

  @Test func aChartFillsTheSpaceItIsOffered() throws {
    let frames = LayoutInspector.layout(of: VStack(spacing: 0) { Self.bareBars.id("chart"); Text("x") },
                                        in: ProposedViewSize(width: 320, height: 480)).frames
    let chart = try #require(frames["chart"])
    #expect(chart.width == 320)
    #expect(chart.height > 440)
  }

  @Test func aLegendListsTheSeriesBelowTheXLabels() throws {
    struct Part: Identifiable { let id: Int; let kind: String }
    let chart = Chart([Part(id: 0, kind: "Walk"), Part(id: 1, kind: "Run")]) {
      BarMark(x: .value("Kind", $0.kind), y: .value("Minutes", 10)).foregroundStyle(by: .value("Kind", $0.kind))
    }
    let frames = LayoutInspector.layout(of: chart, in: ProposedViewSize(width: 300, height: 200)).frames
    let legend = try #require(frames["Charts.legend"])
    let label = try #require(frames["Charts.xLabel.0"])
    #expect(legend.minY == label.maxY + 8)
    #expect(legend.minX == 0)
    #expect(abs(legend.maxY - 200) < 0.01)
    // `chartLegend(position: .top)` moves it above the plot.
    let top = LayoutInspector.layout(of: chart.chartLegend(position: .top), in: ProposedViewSize(width: 300, height: 200)).frames
    let topLegend = try #require(top["Charts.legend"])
    let plot = try #require(top["Charts.plot"])
    #expect(topLegend.minY == 0)
    #expect(plot.minY == topLegend.maxY + 8)
  }
}

/// A theme only main-actor code may read, as app themes often are.
@MainActor enum ChartTheme { static let bar = Color(red: 1, green: 0, blue: 0) }

/// Custom chart content whose `body` reads main-actor state (ChartContent is `@MainActor` as in the iOS 18 SDK).
struct ThemedBars: ChartContent {
  let values: [Double]
  var body: some ChartContent {
    ForEach(Array(values.enumerated()), id: \.offset) { index, value in
      BarMark(x: .value("Index", "\(index)"), y: .value("Value", value)).foregroundStyle(ChartTheme.bar)
    }
  }
}

@Suite struct ChartContentIsolationTests {
  /// The body is evaluated on the render thread through the main-actor bridge and draws in the theme's red.
  @Test func customContentReadsMainActorState() throws {
    let chart = Chart { ThemedBars(values: [1, 1]) }.chartXAxis(.hidden).chartYAxis(.hidden)
    let image = try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(chart, in: ProposedViewSize(width: 100, height: 50),
                                                                                       environment: EnvironmentValues())
    let p = image.pixel(x: 25, y: 25)
    #expect(p.r == 255 && p.g == 0 && p.b == 0, "\(p)")
  }
}
