import Charts
import Foundation
import Specimen
import Testing

/// `chartLegend(position: .leading/.trailing, alignment:)` puts the legend in a column beside the plot,
/// which gives up the legend's width.
@Suite struct ChartSideLegendTests {
  struct Part: Identifiable { let id: String; let value: Double }
  static let parts = [Part(id: "Chest", value: 30), Part(id: "Back", value: 25), Part(id: "Legs", value: 35)]

  func frames(_ position: AnnotationPosition, _ alignment: Alignment? = nil) -> [String: CGRect] {
    let chart = Chart(Self.parts) { BarMark(x: .value("Group", $0.id), y: .value("Value", $0.value)).foregroundStyle(by: .value("Group", $0.id)) }
      .chartXAxis(.hidden).chartYAxis(.hidden)
      .chartLegend(position: position, alignment: alignment)
    return LayoutInspector.layout(of: chart, in: ProposedViewSize(width: 300, height: 200)).frames
  }

  @Test func aTrailingLegendIsAColumnAtTheTrailingEdge() throws {
    let frames = frames(.trailing, .center)
    let plot = try #require(frames["Charts.plot"]), legend = try #require(frames["Charts.legend"])
    #expect(abs(legend.maxX - 300) < 0.001)
    #expect(abs(plot.maxX - (legend.minX - 8)) < 0.001, "\(plot) \(legend)")
    #expect(plot.height == 200, "the legend takes no height from the plot")
    // Three entries stacked: taller than one line, narrower than a row of three.
    #expect(legend.height > 30 && legend.width < 80, "\(legend)")
    #expect(abs(legend.midY - plot.midY) < 0.001)
  }

  @Test func aLeadingLegendSitsAtTheLeadingEdgeAtItsAlignment() throws {
    let top = frames(.leading)
    let plot = try #require(top["Charts.plot"]), legend = try #require(top["Charts.legend"])
    #expect(legend.minX == 0 && abs(legend.minY - plot.minY) < 0.001)
    #expect(abs(plot.minX - (legend.maxX + 8)) < 0.001)
    let bottom = try #require(frames(.leading, .bottom)["Charts.legend"])
    #expect(abs(bottom.maxY - 200) < 0.001)
  }

  @Test func aBottomLegendKeepsTheFullWidth() throws {
    let frames = frames(.bottom)
    let plot = try #require(frames["Charts.plot"]), legend = try #require(frames["Charts.legend"])
    #expect(plot.width == 300)
    #expect(legend.minY > plot.maxY)
  }
}
