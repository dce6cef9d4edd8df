@testable import Charts
import Foundation
import Specimen
import Testing

/// A mark modifier given a length no screen holds (10³⁰⁰) or a number that is not finite is named in the warning as
/// the user wrote it (`.lineStyle`, `.symbolSize`, `.offset`, `.interpolationMethod`, a mark's `width:`), with the
/// mark's type, not by the stroke or shape that draws the mark; lengths that draw nothing or cover the plot are left out.
@Suite struct ChartMarkModifierNamingTests {
  struct Point: Identifiable { let id: Int; let x: Double; let y: Double }
  static let points = (0..<4).map { Point(id: $0, x: Double($0), y: Double($0 + 1)) }

  /// The warnings of a 200×120 chart of `content`.
  static func warnings(_ content: some ChartContent) throws -> [String] {
    let image = try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(Chart { content }, in: ProposedViewSize(width: 200, height: 120),
                                                                                     environment: EnvironmentValues())
    return image.diagnostics.warnings.map(\.message)
  }

  static func line(_ p: Point) -> LineMark { LineMark(x: .value("X", p.x), y: .value("Y", p.y)) }
  static func bar(_ p: Point) -> BarMark { BarMark(x: .value("X", p.x), y: .value("Y", p.y)) }
  static func point(_ p: Point) -> PointMark { PointMark(x: .value("X", p.x), y: .value("Y", p.y)) }

  /// Each case: its name, the chart's warnings, and the one warning it must give (empty: none).
  static let cases: [(name: String, warnings: @Sendable () throws -> [String], says: String)] = [
    ("linestyle-1e300", { try warnings(ForEach(points) { line($0).lineStyle(StrokeStyle(lineWidth: 1e300)) }) },
     "LineMark .lineStyle lineWidth 1e+300 is not usable; the width is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength), "
       + "so the line is not drawn (give StrokeStyle(lineWidth:) a width that fits on a screen)"),
    ("rulemark-linestyle-1e300", { try warnings(RuleMark(y: .value("Y", 2)).lineStyle(StrokeStyle(lineWidth: 1e300))) },
     "RuleMark .lineStyle lineWidth 1e+300 is not usable; the width is longer than any screen"),
    ("linestyle-nan", { try warnings(ForEach(points) { line($0).lineStyle(StrokeStyle(lineWidth: .nan)) }) },
     "LineMark .lineStyle lineWidth nan is not usable; the line is not drawn (give StrokeStyle(lineWidth:) a finite width ≥ 0)"),
    ("linestyle-dash-nan", { try warnings(ForEach(points) { line($0).lineStyle(StrokeStyle(lineWidth: 2, dash: [4, .nan])) }) },
     "LineMark .lineStyle dash nan is not usable; drawn as a solid line (give StrokeStyle(dash:) lengths from 0 to what fits on a screen)"),
    ("linestyle-dash-1e300", { try warnings(ForEach(points) { line($0).lineStyle(StrokeStyle(lineWidth: 2, dash: [1e300])) }) },
     "LineMark .lineStyle dash 1e+300 is not usable; drawn as a solid line"),
    ("linestyle-dashphase-inf", { try warnings(ForEach(points) { line($0).lineStyle(StrokeStyle(lineWidth: 2, dash: [4], dashPhase: .infinity)) }) },
     "LineMark .lineStyle dashPhase inf is not usable; drawn with phase 0"),
    ("symbolsize-1e300", { try warnings(ForEach(points) { point($0).symbolSize(1e300) }) },
     "PointMark .symbolSize 1e+300 is not usable; a symbol of that area is longer than any screen"),
    ("symbolsize-100", { try warnings(ForEach(points) { point($0).symbolSize(100) }) }, ""),
    ("offset-x-1e300", { try warnings(ForEach(points) { bar($0).offset(x: 1e300) }) },
     "BarMark .offset 1e+300 is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); the mark is drawn that far away, outside the plot."),
    ("offset-y-neg-1e300", { try warnings(ForEach(points) { point($0).offset(y: -1e300) }) }, "PointMark .offset -1e+300 is longer than any screen"),
    ("offset-10", { try warnings(ForEach(points) { point($0).offset(x: 10) }) }, ""),
    ("cardinal-tension-nan", { try warnings(ForEach(points) { line($0).interpolationMethod(.cardinal(tension: .nan)) }) },
     "LineMark .interpolationMethod(.cardinal(tension:)) nan is not usable; drawn with tension 0 (give a tension from -1 to 1)"),
    ("bar-width-1e300", { try warnings(ForEach(points) { BarMark(x: .value("X", $0.x), y: .value("Y", $0.y), width: .fixed(1e300)) }) },
     "BarMark width 1e+300 is not usable; it is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); drawn at the automatic width"),
  ]

  @Test(arguments: cases.map(\.name))
  func aHostileMarkModifierIsNamedAsWritten(_ name: String) throws {
    let c = try #require(Self.cases.first { $0.name == name })
    let warnings = try c.warnings()
    if c.says.isEmpty {
      #expect(warnings.isEmpty, "\(name): \(warnings)")
    } else {
      #expect(warnings.count == 1 && warnings[0].contains(c.says), "\(name): \(warnings)")
      #expect(!warnings.contains { $0.contains(".stroke") || $0.contains("StrokeStyle dash") }, "\(name): named by the drawing, not the modifier: \(warnings)")
    }
  }
}
