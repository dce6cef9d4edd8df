import Foundation

/// Default axis label text, in the chart's locale and calendar.
struct AxisLabelMaker {
  let calendar: Calendar
  let locale: Locale

  /// The label of a value on `scale`: grouped numbers with the ticks' decimals, category names,
  /// dates in the tick unit's pattern.
  func text(_ primitive: PlotPrimitive, on scale: ChartScale) -> String {
    switch primitive {
    case .category(let name): return name
    case .number(let value):
      var digits = 0
      if case .numeric(_, _, let ticks) = scale, ticks.count > 1 {
        let step = abs(ticks[1] - ticks[0])
        if step > 0, step < 1 { digits = min(10, Int((-log10(step)).rounded(.up))) }
      }
      let formatter = NumberFormatter()
      formatter.locale = locale
      formatter.numberStyle = .decimal
      formatter.minimumFractionDigits = 0
      formatter.maximumFractionDigits = digits
      if abs(value) >= 1e15 { formatter.numberStyle = .scientific; formatter.maximumFractionDigits = 2 }
      return formatter.string(from: NSNumber(value: value == 0 ? 0 : value)) ?? "\(value)"
    case .date(let date):
      var unit: Calendar.Component = .day
      if case .date(_, _, _, let u, _) = scale { unit = u }
      let formatter = DateFormatter()
      formatter.locale = locale
      formatter.calendar = calendar
      formatter.timeZone = calendar.timeZone
      let template: String
      switch unit {
      case .year, .era: template = "y"
      case .month, .quarter: template = "MMM"
      case .weekOfYear, .weekOfMonth, .day, .weekday: template = "MMMd"
      case .hour: template = "j"
      case .minute: template = "jmm"
      default: template = "jmmss"
      }
      formatter.setLocalizedDateFormatFromTemplate(template)
      return formatter.string(from: date)
    }
  }
}
