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
/// the call does not pass (`%@`, `%s`, `%n`, `*` widths, more than one conversion) or build
/// enormous strings (widths or precisions over 64); those show the value's plain description.
enum FormatSpecifier {
  static let maximumWidth = 64

  static func format(_ value: some _FormatSpecifiable, _ specifier: String) -> String {
    guard isSafe(specifier) else { return "\(value)" }
    return String(format: specifier, value._specifierArgument)
  }

  /// Whether `specifier` holds at most one numeric conversion (plus literal text and `%%`).
  static func isSafe(_ specifier: String) -> Bool {
    let characters = Array(specifier.unicodeScalars)
    var index = 0, conversions = 0
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
      while index < characters.count, "hlqLzjt".unicodeScalars.contains(characters[index]) { index += 1 }
      guard index < characters.count, "diouxXeEfFgGaA".unicodeScalars.contains(characters[index]) else { return false }
      index += 1
      conversions += 1
    }
    return conversions <= 1
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
