import Foundation

/// A formatter that writes a length of time ("1:02:05", "1h 2m 5s", "1 hour, 2 minutes, 5 seconds"), as
/// Apple's Foundation has it.
///
/// swift-corelibs-foundation marks its `DateComponentsFormatter` unavailable, so duration helpers in
/// app code (`formatter.string(from: elapsed)` in a timer row) did not compile. This one, declared in a
/// module that imports Foundation, is the one a file importing SwiftUI or UIKit sees. It writes English
/// unit names, whatever the calendar's locale (docs/unsupported.md); the unit styles follow Apple's
/// reference ("9:41:30", "9h 41m 30s", "9 hr, 41 min, 30 sec", "9 hours, 41 minutes, 30 seconds",
/// "nine hours, forty-one minutes, thirty seconds", "9hr 41min 30sec").
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
  /// How units are written.
  public enum UnitsStyle: Int, Sendable {
    /// Units as digits separated by colons: "9:41:30".
    case positional = 0
    /// Single-letter unit names: "9h 41m 30s".
    case abbreviated = 1
    /// Short unit names: "9 hr, 41 min, 30 sec".
    case short = 2
    /// Full unit names: "9 hours, 41 minutes, 30 seconds".
    case full = 3
    /// Numbers and units spelled out: "nine hours, forty-one minutes, thirty seconds".
    case spellOut = 4
    /// Short unit names with no spaces or commas: "9hr 41min 30sec".
    case brief = 5
  }

  /// Which zero-valued units are written.
  public struct ZeroFormattingBehavior: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Positional: leading zero units dropped, the rest padded; named units: every zero unit dropped.
    public static let `default` = ZeroFormattingBehavior(rawValue: 1)
    /// Zero units before the first nonzero one are dropped.
    public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
    /// Zero units between nonzero ones are dropped.
    public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
    /// Zero units after the last nonzero one are dropped.
    public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
    /// Every zero unit is dropped.
    public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
    /// Zero units are kept, and positional values padded to two digits.
    public static let pad = ZeroFormattingBehavior(rawValue: 0x10000)
  }

  /// The units the string may use (empty: years down to seconds).
  open var allowedUnits: NSCalendar.Unit = []
  /// How units are written.
  open var unitsStyle: UnitsStyle = .positional
  /// Which zero-valued units are written.
  open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
  /// The most units written, largest first (0: no limit).
  open var maximumUnitCount: Int = 0
  /// Whether the largest unit takes in the next one when it is less than one of the largest ("1h 5m" for 65 minutes is kept).
  open var collapsesLargestUnit = false
  /// Whether the smallest unit written may be fractional ("1.5 minutes").
  open var allowsFractionalUnits = false
  /// Whether "About " goes before the string.
  open var includesApproximationPhrase = false
  /// Whether " remaining" goes after the string.
  open var includesTimeRemainingPhrase = false
  /// The calendar the units are counted in.
  open var calendar: Calendar? = nil
  /// The reference date a length of time is counted from (Apple's: the reference date).
  open var referenceDate: Date? = nil

  /// Creates a positional formatter of years down to seconds.
  public override init() { super.init() }
  /// Creates a formatter from an archive (no archived settings are read).
  public required init?(coder: NSCoder) { super.init() }

  /// The string for a length of time in seconds; nil when it is not finite.
  open func string(from ti: TimeInterval) -> String? {
    guard ti.isFinite else { return nil }
    let start = referenceDate ?? Date(timeIntervalSinceReferenceDate: 0)
    return string(from: start, to: start.addingTimeInterval(ti))
  }

  /// The string for the time between two dates.
  open func string(from startDate: Date, to endDate: Date) -> String? {
    let units = orderedUnits
    let negative = endDate < startDate
    let (from, to) = negative ? (endDate, startDate) : (startDate, endDate)
    let parts = countingCalendar.dateComponents(Set(units.map(\.component)), from: from, to: to)
    var values = units.map { Double(parts.value(for: $0.component) ?? 0) }
    if allowsFractionalUnits, let last = units.last {
      var counted = DateComponents()
      for (unit, value) in zip(units, values) { counted.setValue(Int(value), for: unit.component) }
      let reached = countingCalendar.date(byAdding: counted, to: from) ?? to
      values[values.count - 1] += to.timeIntervalSince(reached) / last.seconds
    }
    return compose(units: units, values: values, negative: negative)
  }

  /// The string for date components (only the allowed units they hold are written).
  open func string(from components: DateComponents) -> String? {
    let units = orderedUnits
    let values = units.map { Double(components.value(for: $0.component) ?? 0) }
    return compose(units: units, values: values, negative: false)
  }

  /// The string for a `DateComponents` or a `NSNumber`/`Double` length of time; nil for anything else.
  open override func string(for obj: Any?) -> String? {
    switch obj {
    case let components as DateComponents: return string(from: components)
    case let seconds as Double: return string(from: seconds)
    case let seconds as Int: return string(from: TimeInterval(seconds))
    case let number as NSNumber: return string(from: number.doubleValue)
    default: return nil
    }
  }

  /// A one-off string for a length of time in the given style (Apple's class method).
  open class func localizedString(from components: DateComponents, unitsStyle: UnitsStyle) -> String? {
    let formatter = DateComponentsFormatter()
    formatter.unitsStyle = unitsStyle
    return formatter.string(from: components)
  }

  private var countingCalendar: Calendar {
    if let calendar { return calendar }
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
    return gregorian
  }

  private var orderedUnits: [DurationUnit] {
    let chosen = DurationUnit.all.filter { allowedUnits.contains($0.calendarUnit) }
    return chosen.isEmpty ? DurationUnit.all.filter { $0.component != .weekOfMonth } : chosen
  }

  private func compose(units: [DurationUnit], values rawValues: [Double], negative: Bool) -> String? {
    guard !units.isEmpty else { return nil }
    var values = rawValues
    var shown = shownIndices(values)
    if maximumUnitCount > 0, shown.count > maximumUnitCount { shown = Array(shown.prefix(maximumUnitCount)) }
    if collapsesLargestUnit, shown.count > 1, let first = shown.first, values[first] == 1, units[first].fitsBelow {
      let next = shown[1]
      values[next] += values[first] * (units[first].seconds / units[next].seconds)
      shown.removeFirst()
    }
    var text = unitsStyle == .positional
      ? positional(units: units, values: values, shown: shown)
      : named(units: units, values: values, shown: shown)
    if negative { text = "-" + text }
    if includesApproximationPhrase { text = "About " + text }
    if includesTimeRemainingPhrase { text += " remaining" }
    return text
  }

  /// The indices of the units written, by the zero-formatting behavior.
  private func shownIndices(_ values: [Double]) -> [Int] {
    let nonzero = values.indices.filter { values[$0] != 0 }
    guard let firstNonzero = nonzero.first, let lastNonzero = nonzero.last else {
      // Nothing but zeros: the smallest unit (or all, padded) is written.
      return zeroFormattingBehavior.contains(.pad) ? Array(values.indices) : [values.count - 1]
    }
    if zeroFormattingBehavior.contains(.pad) { return Array(values.indices) }
    var behavior = zeroFormattingBehavior
    if behavior.contains(.default) {
      behavior = unitsStyle == .positional ? [.dropLeading] : .dropAll
    }
    return values.indices.filter { index in
      if values[index] != 0 { return true }
      if index < firstNonzero { return !behavior.contains(.dropLeading) }
      if index > lastNonzero { return !behavior.contains(.dropTrailing) }
      return !behavior.contains(.dropMiddle)
    }
  }

  /// "1:02:05": the first value as it is (two digits when padded), the rest two digits each; for
  /// minutes and seconds alone a leading zero minute is kept ("0:05"), as Apple writes it.
  private func positional(units: [DurationUnit], values: [Double], shown: [Int]) -> String {
    var indices = shown
    if indices.count == 1, let only = indices.first, only > 0, units[only].component == .second,
       units[only - 1].component == .minute {
      indices.insert(only - 1, at: 0)
    }
    let padFirst = zeroFormattingBehavior.contains(.pad)
    return indices.enumerated().map { position, index in
      let number = number(values[index], isLast: index == indices.last)
      return position == 0 && !padFirst ? number : (number.count < 2 ? "0" + number : number)
    }.joined(separator: ":")
  }

  private func named(units: [DurationUnit], values: [Double], shown: [Int]) -> String {
    let words = shown.map { index -> String in
      let value = values[index]
      let unit = units[index]
      let plural = value != 1
      switch unitsStyle {
      case .abbreviated: return number(value, isLast: index == shown.last) + unit.abbreviated
      case .brief: return number(value, isLast: index == shown.last) + unit.short(plural: plural)
      case .short: return number(value, isLast: index == shown.last) + " " + unit.short(plural: plural)
      case .spellOut: return DateComponentsFormatter.spelled(value) + " " + unit.full(plural: plural)
      case .full, .positional: return number(value, isLast: index == shown.last) + " " + unit.full(plural: plural)
      }
    }
    switch unitsStyle {
    case .abbreviated, .brief: return words.joined(separator: " ")
    default: return words.joined(separator: ", ")
    }
  }

  /// A value as digits: whole, or with up to two decimals for a fractional smallest unit.
  private func number(_ value: Double, isLast: Bool) -> String {
    guard allowsFractionalUnits, isLast, value != value.rounded(.towardZero) else {
      return String(Int(value.rounded(.towardZero)))
    }
    var text = String(format: "%.2f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  private static func spelled(_ value: Double) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .spellOut
    return formatter.string(from: NSNumber(value: Int(value))) ?? String(Int(value))
  }
}

/// One unit a `DateComponentsFormatter` can write, with its English names.
private struct DurationUnit {
  let calendarUnit: NSCalendar.Unit
  let component: Calendar.Component
  /// Its length in seconds, for collapsing and fractions (months and years as the Gregorian average).
  let seconds: Double
  let abbreviated: String
  let shortOne: String, shortMany: String
  let fullOne: String

  func short(plural: Bool) -> String { plural ? shortMany : shortOne }
  func full(plural: Bool) -> String { plural ? fullOne + "s" : fullOne }
  /// Whether one of this unit is few enough of the next to collapse into it (days into hours, not years into months).
  var fitsBelow: Bool { component != .year && component != .month }

  static let all: [DurationUnit] = [
    DurationUnit(calendarUnit: .year, component: .year, seconds: 31_556_952, abbreviated: "y", shortOne: "yr", shortMany: "yrs", fullOne: "year"),
    DurationUnit(calendarUnit: .month, component: .month, seconds: 2_629_746, abbreviated: "mo", shortOne: "mth", shortMany: "mths", fullOne: "month"),
    DurationUnit(calendarUnit: .weekOfMonth, component: .weekOfMonth, seconds: 604_800, abbreviated: "w", shortOne: "wk", shortMany: "wks", fullOne: "week"),
    DurationUnit(calendarUnit: .day, component: .day, seconds: 86_400, abbreviated: "d", shortOne: "day", shortMany: "days", fullOne: "day"),
    DurationUnit(calendarUnit: .hour, component: .hour, seconds: 3_600, abbreviated: "h", shortOne: "hr", shortMany: "hr", fullOne: "hour"),
    DurationUnit(calendarUnit: .minute, component: .minute, seconds: 60, abbreviated: "m", shortOne: "min", shortMany: "min", fullOne: "minute"),
    DurationUnit(calendarUnit: .second, component: .second, seconds: 1, abbreviated: "s", shortOne: "sec", shortMany: "sec", fullOne: "second"),
  ]
}
