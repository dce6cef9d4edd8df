import Foundation

/// A token of a predicate format string, with the format's arguments already put in place of their specifiers.
enum PredicateToken {
  /// An identifier or a keyword (keywords are matched ignoring case); `escaped` for `#word`, which is never a keyword.
  case word(String, escaped: Bool)
  case string(String)
  case number(Any)
  /// The argument for `%@`, `%d`, `%f`, …: nil for an argument that holds nothing.
  case argument(Any?)
  /// The argument for `%K`: a key path.
  case keyPathArgument(String)
  /// `$name`.
  case variable(String)
  /// An operator or punctuation: `(`, `==`, `&&`, `**`, `,`, ….
  case symbol(String)
}

/// Why a predicate format string could not be read, and where (a character offset, from 0).
struct PredicateFormatError: Error {
  var offset: Int
  var reason: String
}

/// Splits a predicate format string into tokens, taking the arguments in order for its `%` specifiers (Apple's
/// `printf`-style specifiers: `%@` an object, `%K` a key path, `%d`/`%i`/`%ld`/`%u`/… an integer, `%f`/`%g`/`%e` a
/// number). A specifier inside quotes is text, as Apple's parser reads it.
struct PredicateLexer {
  private let scalars: [Unicode.Scalar]
  private var position = 0
  private var arguments: [Any?]
  private var nextArgument = 0

  init(format: String, arguments: [Any?]) {
    self.scalars = Array(format.unicodeScalars)
    self.arguments = arguments
  }

  /// The tokens paired with the offsets they start at.
  mutating func tokens() throws -> [(token: PredicateToken, offset: Int)] {
    var result: [(PredicateToken, Int)] = []
    while true {
      while let c = peek(), c.properties.isWhitespace { position += 1 }
      guard let c = peek() else { return result }
      let start = position
      result.append((try token(startingWith: c), start))
    }
  }

  private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
    position + ahead < scalars.count ? scalars[position + ahead] : nil
  }

  private mutating func token(startingWith c: Unicode.Scalar) throws -> PredicateToken {
    switch c {
    case "\"", "'": return .string(try quoted(c))
    case "%": return try specifier()
    case "$":
      position += 1
      let name = identifier()
      guard !name.isEmpty else { throw PredicateFormatError(offset: position, reason: "expected a variable name after $") }
      return .variable(name)
    case "#":
      position += 1
      let name = identifier()
      guard !name.isEmpty else { throw PredicateFormatError(offset: position, reason: "expected a name after #") }
      return .word(name, escaped: true)
    case "0"..."9": return .number(try number())
    default:
      if Self.startsIdentifier(c) { return .word(identifier(), escaped: false) }
      return .symbol(try symbol())
    }
  }

  private static func startsIdentifier(_ c: Unicode.Scalar) -> Bool {
    c == "_" || c == "@" || c.properties.isAlphabetic
  }

  private mutating func identifier() -> String {
    var name = String.UnicodeScalarView()
    while let c = peek(), Self.startsIdentifier(c) || c.properties.numericType != nil {
      name.append(c)
      position += 1
    }
    return String(name)
  }

  private mutating func quoted(_ quote: Unicode.Scalar) throws -> String {
    let start = position
    position += 1
    var text = String.UnicodeScalarView()
    while let c = peek() {
      position += 1
      if c == quote { return String(text) }
      guard c == "\\", let escaped = peek() else { text.append(c); continue }
      position += 1
      switch escaped {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "r": text.append("\r")
      case "0": text.append("\0")
      case "u", "x": text.append(try hexEscape(digits: escaped == "u" ? 4 : 2))
      default: text.append(escaped)
      }
    }
    throw PredicateFormatError(offset: start, reason: "expected a closing \(quote) for the string that starts here")
  }

  private mutating func hexEscape(digits: Int) throws -> Unicode.Scalar {
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let c = peek(), let digit = c.properties.numericType == nil ? hexLetter(c) : UInt32(String(c)) else {
        throw PredicateFormatError(offset: position, reason: "expected \(digits) hexadecimal digits in the escape")
      }
      value = value * 16 + digit
      position += 1
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw PredicateFormatError(offset: position, reason: "expected an escape that names a character")
    }
    return scalar
  }

  private func hexLetter(_ c: Unicode.Scalar) -> UInt32? {
    switch c {
    case "a"..."f": return c.value - 87
    case "A"..."F": return c.value - 55
    default: return nil
    }
  }

  private mutating func number() throws -> Any {
    let start = position
    if peek() == "0", let base = peek(1).flatMap({ ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2][$0] }) {
      position += 2
      var digits = ""
      while let c = peek(), c.properties.isASCIIHexDigit { digits.unicodeScalars.append(c); position += 1 }
      guard let value = Int64(digits, radix: base) else {
        throw PredicateFormatError(offset: start, reason: "expected a number in base \(base)")
      }
      return value
    }
    var text = ""
    var isInteger = true
    while let c = peek() {
      if c.properties.numericType != nil && c.isASCII {
        text.unicodeScalars.append(c)
      } else if c == ".", isInteger, let next = peek(1), ("0"..."9").contains(next) {
        text.append("."); isInteger = false
      } else if c == "e" || c == "E", let next = peek(1), ("0"..."9").contains(next) || next == "-" || next == "+" {
        text.unicodeScalars.append(c); text.unicodeScalars.append(next); isInteger = false
        position += 1
      } else {
        break
      }
      position += 1
    }
    if isInteger, let value = Int64(text) { return value }
    guard let value = Double(text) else { throw PredicateFormatError(offset: start, reason: "expected a number") }
    return value
  }

  /// The operators and punctuation, longest first so `==` is not read as two `=`.
  private static let symbols: [(text: String, scalars: [Unicode.Scalar])] =
    ["**", "==", "=<", "=>", "<=", ">=", "!=", "<>", "&&", "||", "=", "<", ">", "!", "(", ")", "{", "}", "[", "]", ",", ".",
     "+", "-", "*", "/"].map { ($0, Array($0.unicodeScalars)) }

  private mutating func symbol() throws -> String {
    for candidate in Self.symbols where candidate.scalars.indices.allSatisfy({ peek($0) == candidate.scalars[$0] }) {
      position += candidate.scalars.count
      return candidate.text
    }
    let shown = peek().map { String($0) } ?? ""
    throw PredicateFormatError(offset: position, reason: "no token starts with \"\(shown)\"")
  }

  /// A `%` specifier, replaced by the next argument.
  private mutating func specifier() throws -> PredicateToken {
    let start = position
    position += 1
    while let c = peek(), "hlqLztj".unicodeScalars.contains(c) { position += 1 }
    guard let conversion = peek() else {
      throw PredicateFormatError(offset: start, reason: "expected a conversion after %")
    }
    position += 1
    guard "@KdiouxXDOUfFeEgGaAcCsSp".unicodeScalars.contains(conversion) else {
      throw PredicateFormatError(offset: start, reason: "expected a format specifier (%@, %K, %d, %f, …), not %\(conversion)")
    }
    guard nextArgument < arguments.count else {
      throw PredicateFormatError(offset: start, reason: "expected an argument for %\(conversion) (the format has more specifiers "
                                   + "than the \(arguments.count) argument\(arguments.count == 1 ? "" : "s") given)")
    }
    let argument = arguments[nextArgument]
    nextArgument += 1
    guard conversion == "K" else { return .argument(argument) }
    guard let keyPath = PredicateValues.string(argument) else {
      throw PredicateFormatError(offset: start, reason: "expected a key path string for %K, not \(argument.map { "\(type(of: $0))" } ?? "nil")")
    }
    return .keyPathArgument(keyPath)
  }
}
