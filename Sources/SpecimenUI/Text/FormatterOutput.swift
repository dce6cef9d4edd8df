import Foundation

/// What a `Formatter` makes of a value in `Text(_:formatter:)`, a `Text` key's `\(value, formatter:)` and
/// `TextField(value:formatter:)`, with the settings Foundation traps on replaced first, on a copy, so the caller's
/// formatter is left as it was.
///
/// Linux Foundation stops the process, ending the whole run, on: a `DateFormatter`, `ISO8601DateFormatter` or
/// `DateIntervalFormatter` whose time zone is 15 h or more from GMT (`TimeZoneCheck`); a `NumberFormatter` whose
/// `roundingIncrement` is NaN or +∞; a `ByteCountFormatter` given a number that is not finite or past `Int64`'s
/// range; and `string(for:)` of an `ISO8601DateFormatter`, a `DateIntervalFormatter` (which iOS answers for a date
/// or an interval, and which here are formatted through `string(from:)`) and of a `LengthFormatter`,
/// `MassFormatter` or `EnergyFormatter`, which it never implemented: that cell fails, naming the fix.
enum FormatterOutput {
  /// `formatter`'s string for `subject` (empty when it gives none); `what` names the caller in a warning.
  static func string(for subject: Any, _ formatter: Formatter, _ what: String) -> String {
    switch formatter {
    case let dates as DateFormatter:
      guard let zone = dates.timeZone else { break }
      let usable = TimeZoneCheck.usable(zone, "\(what) (the DateFormatter's timeZone)")
      if usable != zone, let copy = dates.copy() as? DateFormatter {
        copy.timeZone = usable
        return copy.string(for: subject) ?? ""
      }
    case let numbers as NumberFormatter:
      guard let increment = numbers.roundingIncrement?.doubleValue, increment.isNaN || increment == .infinity,
            let copy = numbers.copy() as? NumberFormatter else { break }
      report(what, "the NumberFormatter's roundingIncrement \(NumberText.describe(increment)) is not a finite increment; drawn with "
        + "no rounding increment (give a finite increment, e.g. 0.5, or 0 for none)")
      copy.roundingIncrement = 0
      return copy.string(for: subject) ?? ""
    case let bytes as ByteCountFormatter:
      return byteCount(subject, bytes, what)
    case let iso as ISO8601DateFormatter where type(of: iso) == ISO8601DateFormatter.self:
      guard let date = subject as? Date, let copy = iso.copy() as? ISO8601DateFormatter else { return "" }
      if let zone = iso.timeZone { copy.timeZone = TimeZoneCheck.usable(zone, "\(what) (the ISO8601DateFormatter's timeZone)") }
      return copy.string(from: date)
    case let intervals as DateIntervalFormatter where type(of: intervals) == DateIntervalFormatter.self:
      guard let interval = subject as? DateInterval, let copy = intervals.copy() as? DateIntervalFormatter else { return "" }
      if let zone = intervals.timeZone { copy.timeZone = TimeZoneCheck.usable(zone, "\(what) (the DateIntervalFormatter's timeZone)") }
      return copy.string(from: interval) ?? ""
    default:
      let name = "\(type(of: formatter))"
      guard ["LengthFormatter", "MassFormatter", "EnergyFormatter"].contains(name) else { break }
      let method = ["LengthFormatter": "string(fromMeters:)", "MassFormatter": "string(fromKilograms:)"][name] ?? "string(fromJoules:)"
      ResolveIssues.report(ResolveIssue(.trap, "\(what): \(name) has no string(for:) in Linux Foundation, which stops the process when "
        + "it is called; the text is left empty. Format the value with the formatter's own method, e.g. Text(formatter.\(method))"))
      return ""
    }
    return formatter.string(for: subject) ?? ""
  }

  /// A byte count's string: a number is passed as an `NSNumber` (as a Swift number bridges to one on iOS), one that is
  /// not finite or lies past `Int64` is reported and drawn as the nearest `Int64` (NaN as 0, as an iPhone converts it).
  private static func byteCount(_ subject: Any, _ formatter: ByteCountFormatter, _ what: String) -> String {
    guard let number = subject as? NSNumber else { return formatter.string(for: subject) ?? "" }
    let value = number.doubleValue
    guard !value.isFinite || value >= 0x1p63 || value < -0x1p63 else { return formatter.string(for: number) ?? "" }
    let nearest = value.isNaN ? 0 : value < 0 ? Int64.min : Int64.max
    report(what, "a byte count of \(NumberText.describe(value)) is not a whole number of bytes ByteCountFormatter can count; drawn as "
      + "\(nearest) bytes (give a finite count within ±\(Int64.max))")
    return formatter.string(fromByteCount: nearest)
  }

  private static func report(_ what: String, _ message: String) {
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(what): \(message)"))
  }
}
