@testable import Charts
import Foundation
import Specimen
import Testing

/// Bad data never crashes a chart: each skipped value warns by name, and the rest draws.
@Suite struct ChartHostileTests {
  struct Point: Identifiable { let id: Int; let x: Double; let y: Double }

  func render(_ view: some View) throws -> RasterImage {
    try ViewRenderer(scale: 1, background: RGBA(255, 255, 255)).rasterize(view, in: ProposedViewSize(width: 200, height: 120),
                                                                           environment: EnvironmentValues())
  }

  @Test func nonFiniteAndHugeValuesAreSkippedByName() throws {
    let points = [Point(id: 0, x: 1, y: .nan), Point(id: 1, x: 2, y: .infinity), Point(id: 2, x: 3, y: 4), Point(id: 3, x: 4, y: 1e308)]
    let image = try render(Chart(points) { LineMark(x: .value("X", $0.x), y: .value("Level", $0.y)) })
    let warnings = image.diagnostics.warnings.map(\.message)
    #expect(warnings.contains { $0.contains("LineMark y (\"Level\") is nan") })
    #expect(warnings.contains { $0.contains("LineMark y (\"Level\") is inf") })
    #expect(warnings.contains { $0.contains("LineMark y (\"Level\") is 1e+308") })
    #expect(warnings.count == 3)
  }

  @Test func emptyOnePointAndFlatDataDraw() throws {
    _ = try render(Chart([Point]()) { BarMark(x: .value("X", $0.x), y: .value("Y", $0.y)) })
    _ = try render(Chart([Point(id: 0, x: 1, y: 1)]) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) })
    let flat = try render(Chart([Point(id: 0, x: 5, y: 7), Point(id: 1, x: 5, y: 7)]) {
      PointMark(x: .value("X", $0.x), y: .value("Y", $0.y))
    }.chartXScale(domain: 5...5).chartYScale(domain: 7...7))
    #expect(flat.diagnostics.warnings.isEmpty)
  }

  @Test func sectorsWithNegativeOrZeroTotalsAreSkipped() throws {
    let image = try render(Chart([Point(id: 0, x: -3, y: 0), Point(id: 1, x: 0, y: 0)]) { SectorMark(angle: .value("Share", $0.x)) })
    #expect(image.diagnostics.warnings.map(\.message).contains { $0.contains("SectorMark angle (\"Share\") is -3.0") })
  }

  @Test func datesFarApartDraw() throws {
    struct Event: Identifiable { let id: Int; let when: Date; let n: Int }
    let events = [Event(id: 0, when: .distantPast, n: 1), Event(id: 1, when: .distantFuture, n: 2),
                  Event(id: 2, when: Date(timeIntervalSinceReferenceDate: 1e15), n: 3)]
    let image = try render(Chart(events) { PointMark(x: .value("When", $0.when), y: .value("N", $0.n)) })
    let warnings = image.diagnostics.warnings.map(\.message)
    #expect(warnings.contains { $0.contains("PointMark x (\"When\") is a date 1000000000000000.0 s from 2001") }, "\(warnings)")
  }

  @Test func marksPastTheLimitWarnAndAreNotDrawn() throws {
    let many = (0..<100_000).map { Point(id: $0, x: Double($0), y: Double($0 % 7)) }
    let image = try render(Chart(many) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) })
    #expect(image.diagnostics.warnings.map(\.message).contains {
      $0.contains("Chart: 90000 marks past the limit of 10000 are not drawn")
    })
  }

  /// A chart overlay reading a location of NaN or ∞ (or a plot of zero width, which divides by zero)
  /// gets no value, instead of ending the run on a category index.
  @Test func aProxyLocationThatIsNotANumberHasNoValue() {
    let scale = ChartScale.category(["Mon", "Tue", "Wed"])
    for fraction in [Double.nan, .infinity, -.infinity] {
      #expect(ChartProxy.value(scale, fraction: fraction) == nil)
      #expect(ChartProxy.value(.numeric(lower: 0, upper: 10, ticks: []), fraction: fraction) == nil)
    }
    #expect(ChartProxy.value(scale, fraction: 0.5) == .category("Tue"))
    #expect(ChartProxy.value(scale, fraction: 1e30) == .category("Wed"))
  }
}
