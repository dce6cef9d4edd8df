import Charts
import Foundation
import Specimen
import Testing

/// `AxisValueLabel(orientation: .vertical/.verticalReversed)` turns a label a quarter turn: its frame is
/// as wide as the text is tall, so twelve month names fit their bands whole.
@Suite struct AxisLabelOrientationTests {
  struct Month: Identifiable { let id: Int; let name: String }
  static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                       "November", "December"].enumerated().map { Month(id: $0.offset, name: $0.element) }

  func chart(_ orientation: AxisValueLabelOrientation) -> some View {
    Chart(Self.months) { BarMark(x: .value("Month", $0.name), y: .value("Rain", $0.id + 1)) }
      .chartYAxis(.hidden)
      .chartXAxis { AxisMarks { AxisValueLabel(orientation: orientation) } }
  }

  @Test func turnedLabelsAreTallAndNarrowAndAllShow() throws {
    let frames = LayoutInspector.layout(of: chart(.vertical), in: ProposedViewSize(width: 300, height: 240)).frames
    let flat = LayoutInspector.layout(of: chart(.horizontal), in: ProposedViewSize(width: 300, height: 240)).frames
    let september = try #require(frames["Charts.xLabel.8"]), flatSeptember = try #require(flat["Charts.xLabel.8"])
    // Turned, September's frame is its line height wide and its whole width tall; flat, it is cut to its band.
    #expect(september.width < 20 && september.height > 40, "\(september)")
    #expect(flatSeptember.width <= 25 + 0.001, "\(flatSeptember)")
    for index in 0..<12 { #expect(try #require(frames["Charts.xLabel.\(index)"]).width > 0) }
    // The plot gives up the turned labels' height.
    let plot = try #require(frames["Charts.plot"]), flatPlot = try #require(flat["Charts.plot"])
    #expect(plot.height < flatPlot.height - 30)
  }

  @Test func bothQuarterTurnsDraw() throws {
    let renderer = ViewRenderer(scale: 1, background: RGBA(255, 255, 255))
    let down = try renderer.rasterize(chart(.vertical), in: ProposedViewSize(width: 300, height: 240), environment: EnvironmentValues())
    let up = try renderer.rasterize(chart(.verticalReversed), in: ProposedViewSize(width: 300, height: 240), environment: EnvironmentValues())
    let downBytes = try down.pngData(), upBytes = try up.pngData()
    #expect(downBytes != upBytes, "reading top down and bottom up differ")
  }
}
