import Foundation

/// The numbers of a format that Foundation traps on, checked before the format runs.
///
/// Foundation builds an ICU skeleton from `.precision(.fractionLength(n))`, `.integerLength(n)`,
/// `.integerAndFractionLength(integer:fraction:)` and `.significantDigits(range)` with
/// `String(repeating:count:)`: a negative count traps and `Int.max` traps allocating the string, ending the
/// whole run from inside `Text(_:format:)`. ICU takes at most `FormatPrecision.digits.upperBound` digits.
/// So do an infinite `.scale(_:)` or `.rounded(increment:)` of a number format (converting it to an integer
/// skeleton value) and a negative `fractionalSecondsLength` of a `Duration.TimeFormatStyle` pattern.
/// Every `FormatStyle` is `Encodable`, so the format is encoded (non-finite numbers as strings) and those
/// values read; one that would trap is reported as a warning naming it and the fix, and the value is shown plain.
/// (A repaired copy cannot be decoded: this Foundation's `Precision` decoding refuses even valid precisions.)
enum FormatPrecision {
  /// The digit counts ICU number skeletons accept.
  static let digits = 0...999

  /// The keys of an encoded format whose values are checked.
  private static let keys = ["\"precision\"", "\"scale\"", "\"roundingIncrement\"", "\"fractionalSecondsLength\"", "\"currencyCode\""]
    .map { Data($0.utf8) }

  /// Whether `format` can run: false (after reporting what would trap as a warning naming `what`) when a digit
  /// count of its precision is outside `digits`, its scale or rounding increment is not finite, or a duration
  /// pattern's fractional seconds length is negative; true for formats without any of these. A currency code that is
  /// not three letters is named as a warning too, and the format still runs (`currencyCodeProblem`).
  static func usable<F: FormatStyle>(_ format: F, _ what: String) -> Bool { check(format, what).usable }

  /// `usable`'s answer, and the format's finite `.scale(_:)` for `checkScaledValue`, from one encoding of the format.
  static func check<F: FormatStyle>(_ format: F, _ what: String) -> (usable: Bool, finiteScale: Double?) {
    guard let found = found(in: format) else { return (true, nil) }
    if let code = found.currencyCode, let problem = currencyCodeProblem(code) { report("\(what): " + problem) }
    var bad: [Int64] = []
    for count in found.counts where (count < Int64(digits.lowerBound) || count > Int64(digits.upperBound)) && !bad.contains(count) { bad.append(count) }
    if !bad.isEmpty {
      report("\(what): a precision of \(bad.map(String.init).joined(separator: ", ")) digits is not one a "
        + "number format can show; drawn as the plain value (give .fractionLength, .integerLength and .significantDigits "
        + "counts from \(digits.lowerBound) to \(digits.upperBound))")
      return (false, nil)
    }
    if let scale = found.scale {
      report("\(what): .scale(\(scale)) is not a finite scale; drawn as the plain value (give a finite multiplier, e.g. .scale(100))")
      return (false, nil)
    }
    if let increment = found.increment {
      report("\(what): .rounded(increment: \(increment)) is not a finite increment; drawn as the plain value "
        + "(give a finite increment, e.g. .rounded(increment: 0.5))")
      return (false, nil)
    }
    if let length = found.fractionalSeconds {
      report("\(what): fractionalSecondsLength: \(length) is negative; drawn as the plain value "
        + "(give a length from 0, e.g. .time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2)))")
      return (false, nil)
    }
    return (true, found.finiteScale)
  }

  /// The numbers `collect` reads from `format` encoded, or nil when it has none of `keys`.
  private static func found<F: FormatStyle>(in format: F) -> Found? {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    guard let data = try? encoder.encode(format), keys.contains(where: { data.range(of: $0) != nil }),
          let object = try? JSONSerialization.jsonObject(with: data) else { return nil }
    var found = Found()
    collect(object, key: nil, inPrecision: false, into: &found)
    return found
  }

  /// Reports, as a warning naming `what`, a format's finite `scale` (from `check`) that takes the finite number `input`
  /// past the largest `Double` (`.scale(1e308)` of 10¹⁰): Foundation's number format cannot format the product and shows
  /// `shown`, its fallback (the value unscaled, as Swift prints it). Values of 1 or less cannot overflow and are not checked.
  static func checkScaledValue<Input>(_ input: Input, scale: Double?, shown: String, _ what: String) {
    guard let scale else { return }
    let value: Double
    if let number = input as? any BinaryFloatingPoint { value = Double(number) } else if let number = input as? any BinaryInteger {
      value = Double(number)
    } else { return }
    guard value.isFinite, abs(value) > 1, !(value * scale).isFinite else { return }
    report("\(what): .scale(\(NumberText.describe(scale))) of \(NumberText.describe(value)) is \(NumberText.describe(value * scale)), past the largest "
      + "number a format can show; Foundation shows \"\(TextLength.quoted(shown))\" instead. Give a scale that keeps the value within "
      + "±1.8e308 (e.g. .scale(100))")
  }

  private static func report(_ message: String) { ResolveIssues.report(ResolveIssue(.invalidNumber, message)) }

  /// What is wrong with `code` as a currency format's code, or nil when it is three ASCII letters. ICU takes only an
  /// ISO 4217-shaped code (three letters, any case); given another, Foundation's currency format (the same code on
  /// iOS 17 and later as here) draws the number with no currency ("5.0" for `.currency(code: "")`), or with the
  /// generic sign ¤ for a code ICU reads as three characters of which some are not letters.
  static func currencyCodeProblem(_ code: String) -> String? {
    let scalars = code.unicodeScalars
    if scalars.count == 3, scalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) { return nil }
    return ".currency(code: \"\(TextLength.quoted(code))\") is not a currency code (three letters, as ISO 4217 has them); "
      + "Foundation draws the number plain or with the generic sign ¤. Give a code such as \"USD\""
  }

  /// The values read from an encoded format.
  private struct Found {
    var counts: [Int64] = []
    var scale: String?
    /// A finite scale (a non-finite one is `scale`).
    var finiteScale: Double?
    var increment: String?
    var fractionalSeconds: Int64?
    var currencyCode: String?
  }

  /// Every number below a `precision` key, and the non-finite scale, rounding increment and negative duration
  /// fractional seconds length of the encoded format, in `found`.
  private static func collect(_ value: Any, key: String?, inPrecision: Bool, into found: inout Found) {
    if let dictionary = value as? [String: Any] {
      for child in dictionary.keys.sorted() {
        let inside = inPrecision || child == "precision"
        if child == "roundingIncrement", let increment = dictionary[child] as? [String: Any], let text = increment["floatingPoint"] as? String {
          found.increment = found.increment ?? text
        }
        collect(dictionary[child]!, key: child, inPrecision: inside, into: &found)
      }
    } else if let array = value as? [Any] {
      for child in array { collect(child, key: key, inPrecision: inPrecision, into: &found) }
    } else if key == "scale", let text = value as? String {
      found.scale = found.scale ?? text
    } else if key == "scale", let number = value as? NSNumber {
      found.finiteScale = found.finiteScale ?? number.doubleValue
    } else if key == "currencyCode", let code = value as? String {
      found.currencyCode = found.currencyCode ?? code
    } else if key == "fractionalSecondsLength", let number = value as? NSNumber, number.int64Value < 0 {
      found.fractionalSeconds = found.fractionalSeconds ?? number.int64Value
    } else if inPrecision, let number = value as? NSNumber {
      found.counts.append(number.int64Value)
    }
  }
}
