import Foundation

/// One token of a predicate format string (Apple's "Predicate Format String Syntax").
enum PredicateFormatToken: Equatable {
  /// A name: a key, a key path part or a reserved word (`AND`, `CONTAINS`, `YES`…), as written.
  case word(String)
  /// A quoted string literal.
  case string(String)
  /// A number literal.
  case number(Double)
  /// A format specifier: `%@`, `%K`, `%d`, `%f`… (the letter after the percent sign and any length modifier).
  case specifier(Character)
  /// An operator or punctuation: `==`, `!=`, `<=`, `(`, `[`, `{`, `,`, `.`…
  case symbol(String)
}

/// Splits a predicate format string into tokens; nil when it holds a character the syntax has no use for.
enum PredicateFormatLexer {
  private static let symbols = ["==", "!=", "<>", "<=", "=<", ">=", "=>", "&&", "||", "=", "<", ">", "!", "(", ")",
                                "[", "]", "{", "}", ",", "."]

  static func tokens(of format: String) -> [PredicateFormatToken]? {
    var tokens: [PredicateFormatToken] = []
    var rest = Substring(format)
    while let first = rest.first {
      if first.isWhitespace {
        rest = rest.dropFirst()
      } else if first == "%" {
        let afterPercent = rest.dropFirst().drop { "lhqzjt".contains($0) }
        guard let letter = afterPercent.first else { return nil }
        tokens.append(.specifier(letter))
        rest = afterPercent.dropFirst()
      } else if first == "\"" || first == "'" {
        guard let close = rest.dropFirst().firstIndex(of: first) else { return nil }
        tokens.append(.string(String(rest[rest.index(after: rest.startIndex)..<close])))
        rest = rest[rest.index(after: close)...]
      } else if first.isNumber || (first == "-" && rest.dropFirst().first?.isNumber == true) {
        let literal = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" }
        guard let value = Double(literal) else { return nil }
        tokens.append(.number(value))
        rest = rest.dropFirst(literal.count)
      } else if first.isLetter || first == "_" || first == "@" || first == "#" || first == "$" {
        let word = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" || $0 == "#" || $0 == "$" }
        tokens.append(.word(String(word)))
        rest = rest.dropFirst(word.count)
      } else if let symbol = symbols.first(where: { rest.hasPrefix($0) }) {
        tokens.append(.symbol(symbol))
        rest = rest.dropFirst(symbol.count)
      } else {
        return nil
      }
    }
    return tokens
  }
}
