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
/// strings (widths or precisions over `maximumWidth`); those show the value's plain description, and why is
/// kept for the `Text` to report. (On iOS such a specifier prints whatever the registers hold, or crashes on
/// `%@` and `%s`; a still render must give the same bytes every time.)
enum FormatSpecifier {
  /// The widest width or precision formatted: 1 000 digits, as many as `"%.1000f"` asks for. iOS prints any
  /// count; one of 10⁶ would build a megabyte for a line no screen shows.
  static let maximumWidth = 1_000
  /// What iOS does with a specifier that reads what the call does not pass.
  private static let onIOS = " (on iOS it prints whatever memory holds there, or crashes)"

  /// `value` formatted with `specifier`, and why it was shown plain instead (nil when it was formatted).
  static func format(_ value: some _FormatSpecifiable, _ specifier: String) -> (text: String, problem: String?) {
    let argument = value._specifierArgument
    let floating = argument is Double || argument is Float
    guard let reason = problem(in: specifier, floating: floating) else { return (String(format: specifier, argument), nil) }
    let kind = String(describing: type(of: value))
    return ("\(value)", "the specifier \"\(TextLength.quoted(specifier))\" for the \(kind) \(value) \(reason); it is drawn as the plain "
      + "value. Give one conversion of the value's kind, e.g. " + (floating ? "\"%.2f\"" : "\"%d\""))
  }

  /// What makes `specifier` unsafe for one value (`floating` or an integer), in words; nil when it holds at most one
  /// numeric conversion (plus literal text and `%%`) of the value's kind: `diouxX` for integers, `eEfFgGaA` for
  /// floating-point numbers.
  static func problem(in specifier: String, floating: Bool) -> String? {
    let characters = Array(specifier.unicodeScalars)
    var index = 0, count = 0
    while index < characters.count {
      guard characters[index] == "%" else { index += 1; continue }
      let start = index
      index += 1
      guard index < characters.count else { return "ends in a lone %, which begins no conversion (write %% for a percent sign)" }
      if characters[index] == "%" { index += 1; continue }
      // A positional argument (`%2$d`): digits and a `$` before the flags. `%1$` is the one value passed.
      var probe = index
      if let position = number(characters, &probe), probe > index, probe < characters.count, characters[probe] == "$" {
        guard position == 1 else {
          let written = String(String.UnicodeScalarView(characters[start...probe]))
          return "names argument \(position) (\(written)), and the interpolation passes one value" + onIOS
        }
        index = probe + 1
      }
      while index < characters.count, "-+ #0'".unicodeScalars.contains(characters[index]) { index += 1 }
      guard let width = number(characters, &index) else { return starOrHuge(characters, index) }
      guard width <= maximumWidth else { return "asks for a width of \(width), over \(maximumWidth)" }
      if index < characters.count, characters[index] == "." {
        index += 1
        guard let precision = number(characters, &index) else { return starOrHuge(characters, index) }
        guard precision <= maximumWidth else { return "asks for a precision of \(precision), over \(maximumWidth)" }
      }
      // `L` (long double) would read 16 bytes the call never passed.
      if index < characters.count, characters[index] == "L" {
        return "reads a long double (%L, 16 bytes) the interpolation does not pass" + onIOS
      }
      while index < characters.count, "hlqzjt".unicodeScalars.contains(characters[index]) { index += 1 }
      guard index < characters.count else { return "ends before its conversion letter" }
      let letter = characters[index]
      let conversions = floating ? "eEfFgGaA" : "diouxX"
      guard conversions.unicodeScalars.contains(letter) else { return wrongConversion(letter, floating: floating) }
      index += 1
      count += 1
    }
    return count <= 1 ? nil : "has \(count) conversions, and the interpolation passes one value" + onIOS
  }

  /// Why a conversion letter `letter` cannot format the value.
  private static func wrongConversion(_ letter: Unicode.Scalar, floating: Bool) -> String {
    switch letter {
    case "@": return "reads an object (%@) the interpolation does not pass" + onIOS
    case "s", "S": return "reads a C string (%\(letter)) the interpolation does not pass" + onIOS
    case "c", "C": return "reads a character (%\(letter)) the interpolation does not pass" + onIOS
    case "p": return "reads a pointer (%p) the interpolation does not pass" + onIOS
    case "n": return "writes through a pointer (%n) the interpolation does not pass" + onIOS
    case _ where "diouxXDOU".unicodeScalars.contains(letter): return "formats an integer (%\(letter)), and the value is floating-point" + onIOS
    case _ where "eEfFgGaA".unicodeScalars.contains(letter): return "formats a floating-point number (%\(letter)), and the value is an integer" + onIOS
    default: return "has %\(letter), which is not a conversion of a number"
    }
  }

  /// Why a width or precision could not be read at `index`: a `*` (taken from an argument) or a number too long.
  private static func starOrHuge(_ characters: [Unicode.Scalar], _ index: Int) -> String {
    index < characters.count && characters[index] == "*"
      ? "takes a width or precision from an argument (*) the interpolation does not pass" + onIOS
      : "asks for a width or precision over \(maximumWidth)"
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
