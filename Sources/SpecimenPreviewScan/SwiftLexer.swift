import Foundation

/// A token of Swift source, enough to find declarations: comments and string contents are skipped
/// (a string is one token), `#if` lines are one directive token, everything else is words and punctuation.
struct Token: Equatable {
  enum Kind: Equatable {
    /// An identifier or keyword, backticks removed.
    case word
    /// `#name` (a macro or `#available`); `text` keeps the `#`.
    case pound
    /// `#if`/`#elseif`/`#else`/`#endif`; `text` is the directive, `condition` the rest of its line.
    case directive(condition: String)
    /// A string literal, raw or multi-line; `text` is its source.
    case string
    /// A number literal.
    case number
    /// One punctuation character.
    case punctuation
  }
  let kind: Kind
  let text: String
  /// Byte offsets of the token in the source.
  let start: Int
  let end: Int
}

/// Splits Swift source into `Token`s. Unterminated comments and strings end at the end of the file.
struct SwiftLexer {
  let bytes: [UInt8]
  private var index = 0

  init(_ source: String) { bytes = Array(source.utf8) }

  /// The source text between two byte offsets.
  func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[max(0, start)..<min(bytes.count, max(start, end))], as: UTF8.self)
  }

  mutating func tokens() -> [Token] {
    var result: [Token] = []
    while let token = next() { result.append(token) }
    return result
  }

  private func peek(_ offset: Int = 0) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
      || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  private mutating func next() -> Token? {
    skipTrivia()
    guard let byte = peek() else { return nil }
    let start = index
    switch byte {
    case UInt8(ascii: "\""):
      skipString(hashes: 0)
      return Token(kind: .string, text: text(start, index), start: start, end: index)
    case UInt8(ascii: "#"):
      var hashes = 0
      while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
      if peek(hashes) == UInt8(ascii: "\"") {
        index += hashes
        skipString(hashes: hashes)
        return Token(kind: .string, text: text(start, index), start: start, end: index)
      }
      index += 1
      while let b = peek(), Self.isWordByte(b) { index += 1 }
      let word = text(start, index)
      if ["#if", "#elseif", "#else", "#endif"].contains(word) {
        let condition = restOfLine()
        return Token(kind: .directive(condition: condition), text: word, start: start, end: index)
      }
      return Token(kind: .pound, text: word, start: start, end: index)
    case UInt8(ascii: "`"):
      index += 1
      while let b = peek(), b != UInt8(ascii: "`"), b != 0x0A { index += 1 }
      let word = text(start + 1, index)
      if peek() == UInt8(ascii: "`") { index += 1 }
      return Token(kind: .word, text: word, start: start, end: index)
    default:
      if byte >= 0x30 && byte <= 0x39 {
        while let b = peek(), Self.isWordByte(b) || b == UInt8(ascii: ".") && (peek(1).map { $0 >= 0x30 && $0 <= 0x39 } ?? false) { index += 1 }
        return Token(kind: .number, text: text(start, index), start: start, end: index)
      }
      if Self.isWordByte(byte) {
        while let b = peek(), Self.isWordByte(b) { index += 1 }
        return Token(kind: .word, text: text(start, index), start: start, end: index)
      }
      index += 1
      return Token(kind: .punctuation, text: text(start, index), start: start, end: index)
    }
  }

  /// Skips white space and comments, noting when a new line starts.
  private mutating func skipTrivia() {
    while let byte = peek() {
      if byte == 0x0A || byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0C { index += 1 }
      else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { skipLineComment() }
      else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { skipBlockComment() }
      else { return }
    }
  }

  private mutating func skipLineComment() {
    while let byte = peek(), byte != 0x0A { index += 1 }
  }

  /// Skips a block comment; block comments nest in Swift.
  private mutating func skipBlockComment() {
    var depth = 0
    while let byte = peek() {
      if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { depth += 1; index += 2 }
      else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
        depth -= 1; index += 2
        if depth == 0 { return }
      } else { index += 1 }
    }
  }

  /// The rest of a directive's line without its comment, trimmed.
  private mutating func restOfLine() -> String {
    let start = index
    var end = index
    while let byte = peek(), byte != 0x0A {
      if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") { skipLineComment(); break }
      if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") { skipBlockComment(); continue }
      index += 1
      end = index
    }
    return text(start, end).trimmingCharacters(in: .whitespaces)
  }

  /// Skips a string literal starting at its opening quote, after `hashes` `#`s.
  private mutating func skipString(hashes: Int) {
    let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    index += multiLine ? 3 : 1
    while let byte = peek() {
      if byte == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
        index += 1 + hashes
        if peek() == UInt8(ascii: "(") { skipInterpolation() } else { index += 1 }
        continue
      }
      if byte == UInt8(ascii: "\"") {
        let quotes = multiLine ? 3 : 1
        if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") }),
           (0..<hashes).allSatisfy({ peek(quotes + $0) == UInt8(ascii: "#") }) {
          index += quotes + hashes
          return
        }
      }
      if byte == 0x0A && !multiLine { return }
      index += 1
    }
  }

  /// Skips `( … )` inside a string, where nested strings and comments may appear.
  private mutating func skipInterpolation() {
    var depth = 0
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "("): depth += 1; index += 1
      case UInt8(ascii: ")"):
        depth -= 1; index += 1
        if depth == 0 { return }
      case UInt8(ascii: "\""): skipString(hashes: 0)
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"): skipBlockComment()
      default: index += 1
      }
    }
  }
}
