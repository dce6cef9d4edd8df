import Charts
import Foundation
import Specimen
import Testing

/// Gradient styles on marks map to each mark's own box, as Swift Charts maps them, and to the plot area under
/// `alignsMarkStylesWithPlotArea()` ("Marks map unit-point coordinates within the plot area's bounds").
@Suite struct ChartMarkStyleBoundsTests {
  struct Score: Identifiable { let id: String; let value: Double }
  static let scores = [Score(id: "A", value: 50), Score(id: "B", value: 100)]
  static let redToBlue = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                        startPoint: .top, endPoint: .bottom)

  func image(_ view: some View) throws -> RasterImage {
    try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(
      view.chartXAxis(.hidden).chartYAxis(.hidden), in: ProposedViewSize(width: 200, height: 100), environment: EnvironmentValues())
  }

  /// A 200 × 100 plot, y 0…100: bar A covers y 50…100, bar B the whole height; both red at their top, blue at their foot.
  @Test func aBarsGradientRunsFromItsOwnTopToItsOwnFoot() throws {
    let image = try image(Chart(Self.scores) { BarMark(x: .value("Name", $0.id), y: .value("Value", $0.value)).foregroundStyle(Self.redToBlue) })
    let shortTop = image.pixel(x: 50, y: 51), shortFoot = image.pixel(x: 50, y: 98)
    let tallTop = image.pixel(x: 150, y: 1), tallMiddle = image.pixel(x: 150, y: 50)
    #expect(shortTop.r > 240 && shortTop.b < 15, "\(shortTop)")
    #expect(shortFoot.b > 240 && shortFoot.r < 15, "\(shortFoot)")
    #expect(tallTop.r > 240 && tallTop.b < 15, "\(tallTop)")
    // Half-way down the tall bar is half-way through its gradient; the short bar's top at the same height is red.
    #expect(abs(Int(tallMiddle.r) - 128) < 12 && abs(Int(tallMiddle.b) - 128) < 12, "\(tallMiddle)")
  }

  @Test func alignedWithThePlotAreaTheGradientSpansThePlot() throws {
    let image = try image(Chart(Self.scores) {
      BarMark(x: .value("Name", $0.id), y: .value("Value", $0.value)).foregroundStyle(Self.redToBlue).alignsMarkStylesWithPlotArea()
    })
    let shortTop = image.pixel(x: 50, y: 51), tallTop = image.pixel(x: 150, y: 1)
    // The short bar starts half-way down the plot: half-way through the gradient.
    #expect(abs(Int(shortTop.r) - 128) < 12 && abs(Int(shortTop.b) - 128) < 12, "\(shortTop)")
    #expect(tallTop.r > 240 && tallTop.b < 15, "\(tallTop)")
  }

  /// An area from 0 to 50 and 50: its top (y 50 of the plot) is the gradient's start, its foot the end.
  @Test func anAreasGradientRunsOverTheArea() throws {
    let image = try image(Chart(Self.scores) { AreaMark(x: .value("Name", $0.id), y: .value("Value", 50)).foregroundStyle(Self.redToBlue) }
      .chartYScale(domain: 0...100))
    let top = image.pixel(x: 100, y: 51), foot = image.pixel(x: 100, y: 98)
    #expect(top.r > 235 && top.b < 20, "\(top)")
    #expect(foot.b > 235 && foot.r < 20, "\(foot)")
  }

  /// A plain colour draws the same either way.
  @Test func aPlainColourIsTheSameAlignedOrNot() throws {
    let own = try image(Chart(Self.scores) { BarMark(x: .value("Name", $0.id), y: .value("Value", $0.value)).foregroundStyle(.green) })
    let plot = try image(Chart(Self.scores) {
      BarMark(x: .value("Name", $0.id), y: .value("Value", $0.value)).foregroundStyle(.green).alignsMarkStylesWithPlotArea()
    })
    #expect(try own.pngData() == plot.pngData())
  }
}
