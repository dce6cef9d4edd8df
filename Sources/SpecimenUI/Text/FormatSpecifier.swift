import Foundation

/// A type whose values `Text("\(value, specifier: "%.1f")")` can format with a printf-style specifier.
public protocol _FormatSpecifiable: Equatable {
  /// The value passed to the formatting function.
  var _specifierArgument: CVarArg { get }
}

extension Int: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension Int8: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension Int16: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension Int32: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension Int64: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension UInt: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension UInt8: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension UInt16: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension UInt32: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension UInt64: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension Float: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension Double: _FormatSpecifiable { public var _specifierArgument: CVarArg { self } }
extension CGFloat: _FormatSpecifiable { public var _specifierArgument: CVarArg { Double(self) } }

/// Applies a printf-style specifier to one number, refusing specifiers that would read memory
/// the call does not pass (`%@`, `%s`, `%n`, `%2$d`, `*` widths, `%Lf`'s long double, more than one
/// conversion, a conversion of the other kind: `%d` for a Double, `%f` for an Int) or build enormous
/// strings (widths or precisions over 64); those show the value's plain description. (On iOS such a
/// specifier prints whatever the registers hold; a still render must give the same bytes every time.)
enum FormatSpecifier {
  static let maximumWidth = 64

  static func format(_ value: some _FormatSpecifiable, _ specifier: String) -> String {
    let argument = value._specifierArgument
    guard isSafe(specifier, floating: argument is Double || argument is Float) else { return "\(value)" }
    return String(format: specifier, argument)
  }

  /// Whether `specifier` holds at most one numeric conversion (plus literal text and `%%`), of the
  /// kind the value is: `diouxX` for integers, `eEfFgGaA` for floating-point numbers.
  static func isSafe(_ specifier: String, floating: Bool) -> Bool {
    let characters = Array(specifier.unicodeScalars)
    var index = 0, count = 0
    while index < characters.count {
      guard characters[index] == "%" else { index += 1; continue }
      index += 1
      guard index < characters.count else { return false }
      if characters[index] == "%" { index += 1; continue }
      while index < characters.count, "-+ #0'".unicodeScalars.contains(characters[index]) { index += 1 }
      guard let width = number(characters, &index), width <= maximumWidth else { return false }
      if index < characters.count, characters[index] == "." {
        index += 1
        guard let precision = number(characters, &index), precision <= maximumWidth else { return false }
      }
      // `L` (long double) would read 16 bytes the call never passed.
      while index < characters.count, "hlqzjt".unicodeScalars.contains(characters[index]) { index += 1 }
      let conversions = floating ? "eEfFgGaA" : "diouxX"
      guard index < characters.count, conversions.unicodeScalars.contains(characters[index]) else { return false }
      index += 1
      count += 1
    }
    return count <= 1
  }

  /// Reads the digits at `index` (none is 0); nil for a `*` or an absurdly long number.
  private static func number(_ characters: [Unicode.Scalar], _ index: inout Int) -> Int? {
    if index < characters.count, characters[index] == "*" { return nil }
    var value = 0
    while index < characters.count, let digit = Int(String(characters[index])), characters[index].isASCII {
      value = value * 10 + digit
      if value > 10_000 { return nil }
      index += 1
    }
    return value
  }
}
