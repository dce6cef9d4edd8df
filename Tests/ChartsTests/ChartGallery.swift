import Charts
import Foundation
import Specimen
import Testing

/// Sample charts of each kind, as public iOS code writes them; `SPECIMEN_CHARTS_OUT=<folder>` writes their PNGs.
enum ChartSamples {
  struct Sale: Identifiable { let id = UUID(); let name: String; let sales: Double }
  static let pancakes: [Sale] = [
    Sale(name: "Cachapa", sales: 916), Sale(name: "Injera", sales: 850), Sale(name: "Crêpe", sales: 802),
    Sale(name: "Jian Bing", sales: 753), Sale(name: "Dosa", sales: 654), Sale(name: "American", sales: 618),
  ]
  struct Reading: Identifiable { let id: Int; let day: Date; let city: String; let degrees: Double }
  static let start = Date(timeIntervalSinceReferenceDate: 757_382_400)  // 2025-01-01 00:00 UTC
  static let readings: [Reading] = (0..<14).map { i in
    Reading(id: i, day: start.addingTimeInterval(Double(i % 7) * 86_400), city: i < 7 ? "Cupertino" : "Oslo",
            degrees: i < 7 ? [12, 14, 13, 17, 19, 18, 21][i] : [2, 1, 3, 5, 4, 6, 5][i - 7])
  }

  static var bar: some View {
    Chart(pancakes) { item in
      BarMark(x: .value("Name", item.name), y: .value("Sales", item.sales))
    }
  }
  static var stacked: some View {
    Chart {
      ForEach(readings) { r in
        BarMark(x: .value("Day", r.day, unit: .day), y: .value("Degrees", r.degrees))
          .foregroundStyle(by: .value("City", r.city))
      }
    }
  }
  static var line: some View {
    Chart(readings) { r in
      LineMark(x: .value("Day", r.day), y: .value("Degrees", r.degrees))
        .foregroundStyle(by: .value("City", r.city))
        .symbol(by: .value("City", r.city))
        .interpolationMethod(.catmullRom)
    }
  }
  static var area: some View {
    Chart(readings.prefix(7)) { r in
      AreaMark(x: .value("Day", r.day), y: .value("Degrees", r.degrees))
        .interpolationMethod(.monotone)
    }
  }
  static var point: some View {
    Chart(pancakes) { item in
      PointMark(x: .value("Sales", item.sales), y: .value("Name", item.name))
    }
  }
  static var sector: some View {
    Chart(pancakes.prefix(4)) { item in
      SectorMark(angle: .value("Sales", item.sales), innerRadius: .ratio(0.6), angularInset: 2)
        .foregroundStyle(by: .value("Name", item.name))
    }
  }
  static var ruled: some View {
    Chart {
      ForEach(pancakes) { item in
        BarMark(x: .value("Name", item.name), y: .value("Sales", item.sales)).cornerRadius(4)
      }
      RuleMark(y: .value("Target", 700))
        .foregroundStyle(.red)
        .lineStyle(StrokeStyle(lineWidth: 2, dash: [5, 3]))
        .annotation(position: .top, alignment: .leading) { Text("Target").font(.caption) }
    }
    .chartYAxis { AxisMarks(position: .leading) }
  }

  static var horizontal: some View {
    Chart(pancakes) { item in
      BarMark(x: .value("Sales", item.sales), y: .value("Name", item.name))
        .annotation(position: .trailing) { Text("\(Int(item.sales))").font(.caption2).foregroundStyle(.secondary) }
    }
    .chartXAxis(.hidden)
  }
  static var darkLine: some View {
    line.environment(\.colorScheme, .dark).background(Color.black)
  }

  static var all: [(String, AnyView)] { [
    ("bar", AnyView(bar)), ("stacked", AnyView(stacked)), ("line", AnyView(line)), ("area", AnyView(area)),
    ("point", AnyView(point)), ("sector", AnyView(sector)), ("ruled", AnyView(ruled)),
    ("horizontal", AnyView(horizontal)), ("darkLine", AnyView(darkLine)),
  ] }
}

@Suite struct ChartGalleryTests {
  /// Every sample renders without a failure or warning.
  @Test(arguments: 0..<9)
  func rendersCleanly(_ index: Int) throws {
    let (name, view) = ChartSamples.all[index]
    let renderer = ViewRenderer(scale: 2, background: RGBA(255, 255, 255))
    let image = try renderer.rasterize(view.padding(), in: ProposedViewSize(width: 360, height: 240), environment: EnvironmentValues())
    #expect(image.width == 720, "\(name)")
    if let out = ProcessInfo.processInfo.environment["SPECIMEN_CHARTS_OUT"] {
      try renderer.png(view.padding(), in: ProposedViewSize(width: 360, height: 240), environment: EnvironmentValues())
        .write(to: URL(fileURLWithPath: out).appendingPathComponent("\(name).png"))
    }
  }
}
