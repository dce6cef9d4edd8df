#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif
import Charts
import Specimen

/// Swift Charts as a dashboard shows them: bars, stacked bars with a legend, lines with points,
/// a gradient area, a donut, and twelve long month names on a narrow axis, light and dark.
enum ChartsCatalog {
  static var entries: [CatalogEntry] { [charts] }

  /// One chart per kind in a 393-pt iPhone column, 200 pt tall.
  static let charts = CatalogEntry(
    "Charts", axes: [
      SeedCatalog.viewAxis(["bar", "stacked", "line", "area", "donut", "months"]),
      .colorScheme,
    ], cellWidth: 393
  ) { state in
    Group {
      switch state.label {
      case "stacked": StackedWorkoutChart()
      case "line": TemperatureLineChart()
      case "area": HeartRateAreaChart()
      case "donut": BudgetDonutChart()
      case "months": MonthlyRainChart()
      default: WeeklyStepsChart()
      }
    }
    .frame(height: 200)
    .padding()
  }
}

/// A week of step counts as bars, with a dashed goal rule.
struct WeeklyStepsChart: View {
  static let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  static let steps: [Double] = [6_200, 8_400, 7_100, 10_300, 9_800, 12_600, 4_900]

  var body: some View {
    Chart {
      ForEach(0..<7, id: \.self) { index in
        BarMark(x: .value("Day", Self.days[index]), y: .value("Steps", Self.steps[index]))
          .cornerRadius(4)
      }
      RuleMark(y: .value("Goal", 8_000))
        .foregroundStyle(.orange)
        .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [4, 3]))
    }
  }
}

/// Minutes of three kinds of workout per day, stacked, with the series legend below.
struct StackedWorkoutChart: View {
  static let kinds = ["Run", "Cycle", "Swim"]
  static let minutes: [[Double]] = [[20, 30, 0], [0, 45, 20], [35, 0, 15], [25, 40, 0], [0, 0, 30], [40, 60, 10], [15, 0, 0]]

  var body: some View {
    Chart {
      ForEach(0..<7, id: \.self) { day in
        ForEach(0..<3, id: \.self) { kind in
          BarMark(x: .value("Day", WeeklyStepsChart.days[day]), y: .value("Minutes", Self.minutes[day][kind]))
            .foregroundStyle(by: .value("Workout", Self.kinds[kind]))
        }
      }
    }
  }
}

/// Two cities' daily highs over a fortnight, as lines with points.
struct TemperatureLineChart: View {
  static let start = Date(timeIntervalSinceReferenceDate: 757_382_400)  // 2025-01-01 00:00 UTC
  static let highs: [(city: String, values: [Double])] = [
    ("Lisbon", [14, 15, 15, 16, 14, 13, 15, 17, 18, 17, 16, 15, 16, 18]),
    ("Oslo", [1, -1, 0, 2, 3, 1, -2, -3, -1, 0, 2, 4, 3, 1]),
  ]

  var body: some View {
    Chart {
      ForEach(Self.highs, id: \.city) { series in
        ForEach(0..<series.values.count, id: \.self) { day in
          LineMark(x: .value("Day", Self.start.addingTimeInterval(Double(day) * 86_400)), y: .value("High", series.values[day]))
            .foregroundStyle(by: .value("City", series.city))
            .symbol(by: .value("City", series.city))
            .interpolationMethod(.catmullRom)
        }
      }
    }
  }
}

/// A morning's heart rate as a line over a gradient area, without the zero baseline.
struct HeartRateAreaChart: View {
  static let start = Date(timeIntervalSinceReferenceDate: 757_411_200)  // 2025-01-01 08:00 UTC
  static let beats: [Double] = [62, 64, 71, 88, 104, 118, 121, 112, 96, 84, 76, 70, 66]

  var body: some View {
    Chart(0..<13, id: \.self) { index in
      let time = Self.start.addingTimeInterval(Double(index) * 600)
      AreaMark(x: .value("Time", time), yStart: .value("Floor", 50), yEnd: .value("BPM", Self.beats[index]))
        .foregroundStyle(.linearGradient(colors: [.red.opacity(0.35), .red.opacity(0.02)], startPoint: .top, endPoint: .bottom))
        .interpolationMethod(.monotone)
      LineMark(x: .value("Time", time), y: .value("BPM", Self.beats[index]))
        .foregroundStyle(.red)
        .interpolationMethod(.monotone)
    }
    .chartYScale(domain: 50...130)
  }
}

/// A month's budget by category as a donut with its total in the middle.
struct BudgetDonutChart: View {
  static let parts: [(name: String, amount: Double)] = [("Rent", 1_200), ("Food", 450), ("Travel", 300), ("Fun", 150)]

  var body: some View {
    Chart(Self.parts, id: \.name) { part in
      SectorMark(angle: .value("Amount", part.amount), innerRadius: .ratio(0.62), angularInset: 1.5)
        .cornerRadius(3)
        .foregroundStyle(by: .value("Category", part.name))
    }
    .chartBackground { _ in
      VStack(spacing: 0) {
        Text("Total").font(.caption).foregroundStyle(.secondary)
        Text("$2,100").font(.headline)
      }
    }
  }
}

/// A year of rainfall by month, named in full: the axis cuts the names to their bands.
struct MonthlyRainChart: View {
  static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                       "October", "November", "December"]
  static let millimetres: [Double] = [98, 81, 60, 62, 45, 18, 5, 6, 31, 87, 110, 119]

  var body: some View {
    Chart(0..<12, id: \.self) { index in
      BarMark(x: .value("Month", Self.months[index]), y: .value("Rain", Self.millimetres[index]))
        .foregroundStyle(.teal.gradient)
    }
  }
}
