import Foundation

/// A parsed predicate format string: comparisons joined by `AND`, `OR` and `NOT`.
indirect enum PredicateFormatNode {
  case constant(Bool)
  case not(PredicateFormatNode)
  case and(PredicateFormatNode, PredicateFormatNode)
  case or(PredicateFormatNode, PredicateFormatNode)
  case comparison(PredicateFormatComparison)
}

/// One side of a comparison: a key path read from the evaluated object, a value, or an aggregate `{a, b}`.
enum PredicateFormatExpression {
  /// A key path; `SELF` is the object itself.
  case keyPath(String)
  case value(Any?)
  case aggregate([PredicateFormatExpression])
}

/// A comparison such as `name CONTAINS[cd] %@` or `ANY tags.name == "x"`.
struct PredicateFormatComparison {
  enum Quantifier { case anyElement, allElements, noElement }
  enum Operator { case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual, contains, beginsWith, endsWith,
                  like, matches, isIn, between }
  var quantifier: Quantifier?
  var left: PredicateFormatExpression
  var op: Operator
  /// `[c]`: letters compare without case.
  var caseInsensitive = false
  /// `[d]`: letters compare without diacritics.
  var diacriticInsensitive = false
  var right: PredicateFormatExpression
}

/// Parses the common subset of Apple's predicate format syntax, taking `%@`, `%K`, `%d`… from `arguments` in order.
/// Returns nil for anything outside it (a subquery, a function, a variable), or when arguments run out.
struct PredicateFormatParser {
  private let tokens: [PredicateFormatToken]
  private let arguments: [Any]
  private var position = 0
  private var nextArgument = 0

  private static let operators: [String: PredicateFormatComparison.Operator] = [
    "==": .equal, "=": .equal, "!=": .notEqual, "<>": .notEqual, "<": .less, "<=": .lessOrEqual, "=<": .lessOrEqual,
    ">": .greater, ">=": .greaterOrEqual, "=>": .greaterOrEqual, "CONTAINS": .contains, "BEGINSWITH": .beginsWith,
    "ENDSWITH": .endsWith, "LIKE": .like, "MATCHES": .matches, "IN": .isIn, "BETWEEN": .between,
  ]

  static func parse(_ format: String, arguments: [Any]) -> PredicateFormatNode? {
    guard let tokens = PredicateFormatLexer.tokens(of: format) else { return nil }
    var parser = PredicateFormatParser(tokens: tokens, arguments: arguments)
    guard let node = parser.orNode(), parser.position == tokens.count else { return nil }
    return node
  }

  private init(tokens: [PredicateFormatToken], arguments: [Any]) {
    self.tokens = tokens
    self.arguments = arguments
  }

  private var current: PredicateFormatToken? { position < tokens.count ? tokens[position] : nil }

  /// Whether the current token is the reserved word `word` (any case), consuming it if so.
  private mutating func take(word: String) -> Bool {
    guard case .word(let found)? = current, found.uppercased() == word else { return false }
    position += 1
    return true
  }

  private mutating func take(symbol: String) -> Bool {
    guard current == .symbol(symbol) else { return false }
    position += 1
    return true
  }

  private mutating func orNode() -> PredicateFormatNode? {
    guard var node = andNode() else { return nil }
    while take(word: "OR") || take(symbol: "||") {
      guard let next = andNode() else { return nil }
      node = .or(node, next)
    }
    return node
  }

  private mutating func andNode() -> PredicateFormatNode? {
    guard var node = notNode() else { return nil }
    while take(word: "AND") || take(symbol: "&&") {
      guard let next = notNode() else { return nil }
      node = .and(node, next)
    }
    return node
  }

  private mutating func notNode() -> PredicateFormatNode? {
    if take(word: "NOT") || take(symbol: "!") { return notNode().map(PredicateFormatNode.not) }
    if take(symbol: "(") {
      guard let node = orNode(), take(symbol: ")") else { return nil }
      return node
    }
    if take(word: "TRUEPREDICATE") { return .constant(true) }
    if take(word: "FALSEPREDICATE") { return .constant(false) }
    return comparison().map(PredicateFormatNode.comparison)
  }

  private mutating func comparison() -> PredicateFormatComparison? {
    let quantifier: PredicateFormatComparison.Quantifier? =
      take(word: "ANY") || take(word: "SOME") ? .anyElement : take(word: "ALL") ? .allElements
        : take(word: "NONE") ? .noElement : nil
    guard let left = expression(), let op = comparisonOperator() else { return nil }
    var comparison = PredicateFormatComparison(quantifier: quantifier, left: left, op: op, right: .value(nil))
    if take(symbol: "[") {
      guard case .word(let options)? = current else { return nil }
      position += 1
      comparison.caseInsensitive = options.lowercased().contains("c")
      comparison.diacriticInsensitive = options.lowercased().contains("d")
      guard take(symbol: "]") else { return nil }
    }
    guard let right = expression() else { return nil }
    comparison.right = right
    return comparison
  }

  private mutating func comparisonOperator() -> PredicateFormatComparison.Operator? {
    switch current {
    case .symbol(let symbol)?, .word(let symbol)?:
      guard let op = Self.operators[symbol.uppercased()] else { return nil }
      position += 1
      return op
    default:
      return nil
    }
  }

  private mutating func expression() -> PredicateFormatExpression? {
    switch current {
    case .string(let text)?:
      position += 1
      return .value(text)
    case .number(let number)?:
      position += 1
      return .value(number)
    case .specifier(let letter)?:
      position += 1
      guard nextArgument < arguments.count else { return nil }
      let argument = arguments[nextArgument]
      nextArgument += 1
      if letter == "K" {
        guard let key = argument as? String ?? (argument as? NSString).map({ $0 as String }) else { return nil }
        return keyPath(startingWith: key)
      }
      return .value(argument)
    case .symbol("{")?:
      position += 1
      var elements: [PredicateFormatExpression] = []
      while !take(symbol: "}") {
        guard let element = expression() else { return nil }
        elements.append(element)
        guard take(symbol: ",") || current == .symbol("}") else { return nil }
      }
      return .aggregate(elements)
    case .word(let word)?:
      position += 1
      switch word.uppercased() {
      case "YES", "TRUE": return .value(true)
      case "NO", "FALSE": return .value(false)
      case "NIL", "NULL": return .value(nil)
      default: return keyPath(startingWith: word)
      }
    default:
      return nil
    }
  }

  /// A key path whose first part is `first`, followed by any `.part`s.
  private mutating func keyPath(startingWith first: String) -> PredicateFormatExpression? {
    var path = first
    while take(symbol: ".") {
      guard case .word(let part)? = current else { return nil }
      position += 1
      path += "." + part
    }
    return .keyPath(path)
  }
}
