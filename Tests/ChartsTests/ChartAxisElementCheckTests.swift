@testable import Charts
import Foundation
import Specimen
import Testing

/// An axis mark's stroke width or tick length that is not a finite length ≥ 0, or is longer than any screen, is named by
/// the axis mark that gave it (`AxisGridLine(stroke:)`, `AxisTick(length:)`, `AxisMarks(stroke:)`), once per axis however
/// many values repeat it, and drawn exactly as the axis default; a mark's negative size or ratio is named and drawn at
/// the automatic size.
@Suite struct ChartAxisElementCheckTests {
  struct Point: Identifiable { let id: Int; let x: Double; let y: Double }
  static let points = (0..<5).map { Point(id: $0, x: Double($0), y: Double($0 * $0)) }

  /// The PNG bytes and warnings of a 200×120 line chart with `axis` as its x axis marks.
  static func render(_ axis: some AxisContent) throws -> (png: Data, warnings: [String]) {
    let chart = Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }.chartXAxis { axis }
    let image = try ViewRenderer(scale: 2, background: RGBA(255, 255, 255)).rasterize(chart, in: ProposedViewSize(width: 200, height: 120),
                                                                                     environment: EnvironmentValues())
    return (try image.pngData(), image.diagnostics.warnings.map(\.message))
  }

  @Test func anUnusableGridLineWidthIsNamedOnceAndDrawnAtTheDefault() throws {
    let expected = try Self.render(AxisMarks { _ in AxisGridLine() })
    #expect(expected.warnings == [])
    let nan = try Self.render(AxisMarks { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: .nan)) })
    #expect(nan.warnings == ["AxisGridLine(stroke:) line width nan is not a finite width ≥ 0; drawn 0.5 pt wide, the axis default. Give a finite width ≥ 0"])
    #expect(nan.png == expected.png)
    // AxisMarks' own stroke is its default grid line's and tick's: named once.
    let shared = try Self.render(AxisMarks(stroke: StrokeStyle(lineWidth: 2e6)))
    #expect(shared.warnings == ["AxisMarks(stroke:) line width 2000000 is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); "
      + "drawn 0.5 pt wide, the axis default. Give a finite width ≥ 0"])
    #expect(try shared.png == Self.render(AxisMarks()).png)
    // A usable width is drawn as given.
    #expect(try Self.render(AxisMarks { _ in AxisGridLine(stroke: StrokeStyle(lineWidth: 3)) }).png != expected.png)
  }

  @Test func anUnusableTickLengthIsNamedAndDrawnAtTheDefault() throws {
    // With labels, so that the plot leaves room below it for the ticks.
    let expected = try Self.render(AxisMarks { _ in AxisTick(); AxisValueLabel() })
    let negative = try Self.render(AxisMarks { _ in AxisTick(length: -3, stroke: StrokeStyle(lineWidth: -1)); AxisValueLabel() })
    #expect(negative.warnings == [
      "AxisTick(stroke:) line width -1 is not a finite width ≥ 0; drawn 0.5 pt wide, the axis default. Give a finite width ≥ 0",
      "AxisTick(length:) -3 is not a finite length ≥ 0; drawn 4 pt long, the axis default. Give a finite length ≥ 0",
    ])
    #expect(negative.png == expected.png)
    #expect(try Self.render(AxisMarks { _ in AxisTick(length: 10); AxisValueLabel() }).png != expected.png)
    #expect(try Self.render(AxisMarks { _ in AxisTick(stroke: StrokeStyle(lineWidth: 2)); AxisValueLabel() }).png != expected.png)
  }

  @Test func aNegativeMarkSizeIsNamedAndDrawnAtTheAutomaticSize() throws {
    func render(_ width: MarkDimension) throws -> RasterImage {
      try ViewRenderer(scale: 2, background: RGBA(255, 255, 255)).rasterize(
        Chart { BarMark(x: .value("K", "a"), y: .value("V", 3.0), width: width); BarMark(x: .value("K", "b"), y: .value("V", 2.0)) },
        in: ProposedViewSize(width: 200, height: 120), environment: EnvironmentValues())
    }
    let automatic = try render(.automatic), negative = try render(.fixed(-12))
    #expect(negative.diagnostics.warnings.map(\.message) == ["BarMark width -12 is not usable; a size or ratio is at least 0; drawn at the automatic width"])
    #expect(try negative.pngData() == automatic.pngData())
    // An inset past the band is a size, not an error.
    #expect(try render(.inset(-4)).diagnostics.warnings.isEmpty)
  }
}
