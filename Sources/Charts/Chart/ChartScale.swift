import Foundation

/// How a chart maps one axis's values to positions: pure computation, no views.
enum ChartScale: Equatable {
  /// No mark plots on this axis.
  case none
  /// Numbers from `lower` to `upper`, with tick values.
  case numeric(lower: Double, upper: Double, ticks: [Double])
  /// Categories in the order the data first shows them, one band each.
  case category([String])
  /// Dates from `lower` to `upper` (seconds since 2001), ticks every `count` `unit`s.
  case date(lower: Double, upper: Double, ticks: [Double], unit: Calendar.Component, count: Int)

  /// The largest magnitude a plotted number may have: past it sums and spans overflow.
  static let maxMagnitude = 1e300
  /// The most ticks an axis computes, whatever the domain and stride asked for.
  static let maxTicks = 60

  /// The position (0…1 from the scale's start) of a value, or nil when the value does not belong here.
  func fraction(of primitive: PlotPrimitive) -> Double? {
    switch (self, primitive) {
    case (.numeric(let lo, let hi, _), .number(let v)): return hi > lo ? Self.bounded((v - lo) / (hi - lo)) : 0.5
    case (.date(let lo, let hi, _, _, _), .date(let d)):
      let v = d.timeIntervalSinceReferenceDate
      return hi > lo ? Self.bounded((v - lo) / (hi - lo)) : 0.5
    case (.category(let names), .category(let name)):
      guard let index = names.firstIndex(of: name) else { return nil }
      return (Double(index) + 0.5) / Double(names.count)
    default: return nil
    }
  }

  /// The farthest a value is placed from the scale's start, in scale lengths: a domain narrower than a
  /// double's spacing (`chartYScale(domain: 5e-324...1e-323)`) puts values outside it infinitely far, and
  /// the marks' paths at NaN. A value a billion plot sizes away draws as if it were infinitely far.
  static let maxFraction = 1e9

  /// `fraction` within ±`maxFraction`; nil when it is not a number.
  static func bounded(_ fraction: Double) -> Double? {
    fraction.isNaN ? nil : min(max(fraction, -maxFraction), maxFraction)
  }

  /// The width of one category's band as a fraction of the axis (1 for continuous scales).
  var bandFraction: Double? {
    if case .category(let names) = self, !names.isEmpty { return 1 / Double(names.count) }
    return nil
  }

  /// The tick values on this axis.
  var tickPrimitives: [PlotPrimitive] {
    switch self {
    case .none: return []
    case .numeric(_, _, let ticks): return ticks.map { .number($0) }
    case .category(let names): return names.map { .category($0) }
    case .date(_, _, let ticks, _, _): return ticks.map { .date(Date(timeIntervalSinceReferenceDate: $0)) }
    }
  }

  /// A "nice" step (1, 2 or 5 times a power of ten) near `span / desiredCount`.
  static func niceStep(span: Double, desiredCount: Int) -> Double {
    let raw = span / Double(max(1, desiredCount))
    guard raw.isFinite, raw > 0 else { return 1 }
    let magnitude = pow(10, floor(log10(raw)))
    let residual = raw / magnitude
    let factor: Double = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10
    return factor * magnitude
  }

  /// A numeric scale over `lower…upper` rounded out to nice ticks, including zero when asked.
  /// A domain of zero width widens to one unit (or from zero to the value).
  static func numeric(lower: Double, upper: Double, includesZero: Bool, nice: Bool = true, desiredCount: Int = 5) -> ChartScale {
    var lo = min(lower, upper), hi = max(lower, upper)
    if includesZero { lo = min(lo, 0); hi = max(hi, 0) }
    if hi - lo == 0 || !(hi - lo).isFinite {
      if hi - lo == 0 { (lo, hi) = lo == 0 ? (0, 1) : (lo - abs(lo) * 0.5, hi + abs(hi) * 0.5) }
      if !(hi - lo).isFinite { (lo, hi) = (lo / 2, hi / 2) }
      if hi - lo == 0 { (lo, hi) = (lo - 1, hi + 1) }
    }
    let step = niceStep(span: hi - lo, desiredCount: desiredCount)
    if nice {
      let niceLo = (lo / step).rounded(.down) * step, niceHi = (hi / step).rounded(.up) * step
      if niceLo.isFinite, niceHi.isFinite, niceHi > niceLo { (lo, hi) = (niceLo, niceHi) }
    }
    return .numeric(lower: lo, upper: hi, ticks: ticks(lower: lo, upper: hi, step: step))
  }

  /// Multiples of `step` within `lower…upper` (at most `maxTicks`).
  static func ticks(lower: Double, upper: Double, step: Double) -> [Double] {
    guard step > 0, step.isFinite, upper >= lower else { return [] }
    let first = (lower / step).rounded(.up)
    var result: [Double] = []
    for i in 0..<maxTicks {
      let value = (first + Double(i)) * step
      guard value <= upper + step * 1e-9, value.isFinite else { break }
      // Snap values like 0.30000000000000004 to the step's decimal grid.
      result.append((value / step).rounded() * step)
    }
    return result
  }

  /// A date scale over `lower…upper` (seconds since 2001) with calendar ticks about `desiredCount` apart.
  static func date(lower: Double, upper: Double, calendar: Calendar, desiredCount: Int = 6,
                   stride: (Calendar.Component, Int)? = nil) -> ChartScale {
    var lo = min(lower, upper), hi = max(lower, upper)
    if hi - lo <= 0 { (lo, hi) = (lo - 43_200, hi + 43_200) }
    let span = hi - lo
    let candidates: [(Calendar.Component, Int, Double)] = [
      (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30), (.minute, 1, 60), (.minute, 5, 300),
      (.minute, 15, 900), (.minute, 30, 1800), (.hour, 1, 3600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
      (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800), (.month, 1, 2_629_746), (.month, 3, 7_889_238),
      (.month, 6, 15_778_476), (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
      (.year, 25, 788_923_800), (.year, 50, 1_577_847_600), (.year, 100, 3_155_695_200), (.year, 250, 7_889_238_000),
      (.year, 1000, 31_556_952_000), (.year, 10_000, 315_569_520_000),
    ]
    let chosen = stride.map { ($0.0, max(1, $0.1)) }
      ?? candidates.first(where: { span / $0.2 <= Double(desiredCount) }).map { ($0.0, $0.1) } ?? (.year, 100_000)
    var ticks: [Double] = []
    let start = Date(timeIntervalSinceReferenceDate: lo)
    if var tick = calendar.dateInterval(of: chosen.0 == .weekOfYear ? .weekOfYear : chosen.0, for: start)?.start {
      for _ in 0..<maxTicks * 4 {
        let t = tick.timeIntervalSinceReferenceDate
        if t > hi + 1e-6 || ticks.count >= maxTicks { break }
        if t >= lo - 1e-6, isAligned(tick, unit: chosen.0, count: chosen.1, calendar: calendar) { ticks.append(t) }
        guard let next = calendar.date(byAdding: chosen.0, value: chosen.0 == .year || chosen.1 == 1 ? chosen.1 : 1, to: tick),
              next > tick else { break }
        tick = next
      }
    }
    return .date(lower: lo, upper: hi, ticks: ticks, unit: chosen.0, count: chosen.1)
  }

  /// Whether a tick falls on a multiple of `count` units (minute 0, 15, 30, 45 for 15 minutes).
  private static func isAligned(_ date: Date, unit: Calendar.Component, count: Int, calendar: Calendar) -> Bool {
    guard count > 1, unit != .year else { return true }
    let value = calendar.component(unit, from: date)
    return (unit == .day || unit == .month ? value - 1 : value) % count == 0
  }
}
