import Foundation

/// The digit counts of a number format's precision, checked before the format runs.
///
/// Foundation builds an ICU skeleton from `.precision(.fractionLength(n))`, `.integerLength(n)`,
/// `.integerAndFractionLength(integer:fraction:)` and `.significantDigits(range)` with
/// `String(repeating:count:)`: a negative count traps and `Int.max` traps allocating the string, ending the
/// whole run from inside `Text(_:format:)`. ICU takes at most `FormatPrecision.digits.upperBound` digits.
/// Every `FormatStyle` is `Encodable`, so the format is encoded and the counts under its `precision` read;
/// a count outside `digits` is reported as a warning naming it and the fix, and the value is shown plain.
/// (A repaired copy cannot be decoded: this Foundation's `Precision` decoding refuses even valid precisions.)
enum FormatPrecision {
  /// The digit counts ICU number skeletons accept.
  static let digits = 0...999

  /// Whether `format` can run: false (after reporting the counts as a warning naming `what`) when a digit
  /// count of its precision is outside `digits`; true for formats without a precision.
  static func usable<F: FormatStyle>(_ format: F, _ what: String) -> Bool {
    guard let data = try? JSONEncoder().encode(format), data.range(of: Data("\"precision\"".utf8)) != nil,
          let object = try? JSONSerialization.jsonObject(with: data) else { return true }
    var counts: [Int64] = []
    collect(object, inPrecision: false, into: &counts)
    var bad: [Int64] = []
    for count in counts where (count < Int64(digits.lowerBound) || count > Int64(digits.upperBound)) && !bad.contains(count) { bad.append(count) }
    guard !bad.isEmpty else { return true }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(what): a precision of \(bad.map(String.init).joined(separator: ", ")) digits is not one a "
      + "number format can show; drawn as the plain value (give .fractionLength, .integerLength and .significantDigits "
      + "counts from \(digits.lowerBound) to \(digits.upperBound))"))
    return false
  }

  /// Every number below a `precision` key of the encoded format, in `counts`.
  private static func collect(_ value: Any, inPrecision: Bool, into counts: inout [Int64]) {
    if let dictionary = value as? [String: Any] {
      for key in dictionary.keys.sorted() {
        collect(dictionary[key]!, inPrecision: inPrecision || key == "precision", into: &counts)
      }
    } else if let array = value as? [Any] {
      for child in array { collect(child, inPrecision: inPrecision, into: &counts) }
    } else if inPrecision, let number = value as? NSNumber {
      counts.append(number.int64Value)
    }
  }
}
