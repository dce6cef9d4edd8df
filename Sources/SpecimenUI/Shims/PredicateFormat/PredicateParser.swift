import Foundation

/// Reads a predicate format string into a `PredicateNode`, following Apple's grammar: `OR`/`||` binds loosest, then
/// `AND`/`&&`, then `NOT`/`!`; a comparison is `[ANY|SOME|ALL|NONE] expression operator[cd] expression`; keywords
/// ignore case; `#word` escapes a keyword used as a name.
package struct PredicateParser {
  private let tokens: [(token: PredicateToken, offset: Int)]
  private let end: Int
  private var index = 0
  /// Nesting of parentheses, braces and subqueries, bounded so a hostile format cannot exhaust the stack.
  private var depth = 0
  package static let maxDepth = 200

  /// Parses `format` with `arguments` for its specifiers.
  static func parse(_ format: String, arguments: [Any?]) throws -> PredicateNode {
    var lexer = PredicateLexer(format: format, arguments: arguments)
    var parser = PredicateParser(tokens: try lexer.tokens(), end: format.unicodeScalars.count)
    let node = try parser.predicate()
    guard parser.index == parser.tokens.count else { throw parser.error("the end of the format") }
    return node
  }

  private init(tokens: [(token: PredicateToken, offset: Int)], end: Int) {
    self.tokens = tokens
    self.end = end
  }

  // MARK: Predicates

  private mutating func predicate() throws -> PredicateNode {
    var nodes = [try conjunction()]
    while takeKeyword("OR") || takeSymbol("||") { nodes.append(try conjunction()) }
    return nodes.count == 1 ? nodes[0] : .or(nodes)
  }

  private mutating func conjunction() throws -> PredicateNode {
    var nodes = [try negation()]
    while takeKeyword("AND") || takeSymbol("&&") { nodes.append(try negation()) }
    return nodes.count == 1 ? nodes[0] : .and(nodes)
  }

  private mutating func negation() throws -> PredicateNode {
    if takeKeyword("NOT") || takeSymbol("!") { return .not(try nested { try $0.negation() }) }
    if takeKeyword("TRUEPREDICATE") { return .constant(true) }
    if takeKeyword("FALSEPREDICATE") { return .constant(false) }
    // A parenthesised predicate, unless it is a parenthesised expression compared with something. When neither
    // reading works, the error that got further into the format is the one to show.
    var groupedError: PredicateFormatError?
    if isSymbol("(") {
      let start = index
      do {
        let grouped = try groupedPredicate()
        if !isComparisonOperator() { return grouped }
      } catch let error as PredicateFormatError {
        groupedError = error
      }
      index = start
    }
    do {
      return .comparison(try comparison())
    } catch let error as PredicateFormatError {
      if let groupedError, groupedError.offset > error.offset { throw groupedError }
      throw error
    }
  }

  private mutating func groupedPredicate() throws -> PredicateNode {
    try expectSymbol("(")
    let node = try nested { try $0.predicate() }
    try expectSymbol(")")
    return node
  }

  private mutating func comparison() throws -> PredicateComparison {
    var qualifier: PredicateQualifier?
    if takeKeyword("ANY") || takeKeyword("SOME") { qualifier = .any }
    else if takeKeyword("ALL") { qualifier = .all }
    else if takeKeyword("NONE") { qualifier = .noElement }
    let left = try expression()
    guard let comparing = takeOperator() else { throw error("a comparison operator (==, <, CONTAINS, IN, …)") }
    let options = try stringOptions()
    let right = try expression()
    return PredicateComparison(qualifier: qualifier, left: left, comparing: comparing, options: options, right: right)
  }

  private static let symbolOperators: [String: PredicateOperator] = [
    "=": .equalTo, "==": .equalTo, "!=": .notEqualTo, "<>": .notEqualTo, "<": .lessThan, "<=": .lessThanOrEqualTo,
    "=<": .lessThanOrEqualTo, ">": .greaterThan, ">=": .greaterThanOrEqualTo, "=>": .greaterThanOrEqualTo,
  ]
  private static let wordOperators: [String: PredicateOperator] = [
    "BEGINSWITH": .beginsWith, "ENDSWITH": .endsWith, "CONTAINS": .contains, "LIKE": .like, "MATCHES": .matches,
    "IN": .in, "BETWEEN": .between,
  ]

  private mutating func takeOperator() -> PredicateOperator? {
    guard index < tokens.count else { return nil }
    let found: PredicateOperator?
    switch tokens[index].token {
    case .symbol(let symbol): found = Self.symbolOperators[symbol]
    case .word(let word, false): found = Self.wordOperators[word.uppercased()]
    default: found = nil
    }
    if found != nil { index += 1 }
    return found
  }

  private func isComparisonOperator() -> Bool {
    var probe = self
    return probe.takeOperator() != nil
  }

  /// `[c]`, `[d]`, `[cd]` (and the `[n]`/`[l]` letters Apple accepts, which change nothing here).
  private mutating func stringOptions() throws -> PredicateStringOptions {
    guard takeSymbol("[") else { return [] }
    guard index < tokens.count, case .word(let letters, _) = tokens[index].token,
          letters.lowercased().allSatisfy({ "cdnl".contains($0) }) else {
      throw error("string options c, d or cd inside [ ]")
    }
    index += 1
    try expectSymbol("]")
    var options: PredicateStringOptions = []
    if letters.lowercased().contains("c") { options.insert(.caseInsensitive) }
    if letters.lowercased().contains("d") { options.insert(.diacriticInsensitive) }
    return options
  }

  // MARK: Expressions

  private mutating func expression() throws -> PredicateExpression {
    try chain(["+": .add, "-": .subtract]) { try $0.term() }
  }

  private mutating func term() throws -> PredicateExpression {
    try chain(["*": .multiply, "/": .divide]) { try $0.power() }
  }

  /// Operands joined left to right by the operators of one precedence level.
  private mutating func chain(_ operators: [String: PredicateArithmetic],
                              _ operand: (inout PredicateParser) throws -> PredicateExpression) throws -> PredicateExpression {
    var value = try operand(&self)
    for link in 0... {
      guard index < tokens.count, case .symbol(let symbol) = tokens[index].token, let operation = operators[symbol] else { break }
      index += 1
      try checkChain(link)
      value = .arithmetic(operation, value, try operand(&self))
    }
    return value
  }

  private mutating func power() throws -> PredicateExpression {
    let base = try unary()
    guard takeSymbol("**") else { return base }
    return .arithmetic(.power, base, try nested { try $0.power() })
  }

  private mutating func unary() throws -> PredicateExpression {
    if takeSymbol("-") { return .arithmetic(.subtract, .constant(Int64(0)), try nested { try $0.unary() }) }
    return try postfix(try primary())
  }

  private mutating func postfix(_ base: PredicateExpression) throws -> PredicateExpression {
    var value = base
    for link in 0... {
      if takeSymbol(".") {
        value = append(try keyComponent(), to: value)
      } else if takeSymbol("[") {
        let selector: PredicateIndex
        if takeKeyword("FIRST") { selector = .first }
        else if takeKeyword("LAST") { selector = .last }
        else if takeKeyword("SIZE") { selector = .size }
        else { selector = .position(try nested { try $0.expression() }) }
        try expectSymbol("]")
        try checkChain(link)
        value = .index(value, selector)
      } else {
        return value
      }
    }
    return value
  }

  private func append(_ component: String, to base: PredicateExpression) -> PredicateExpression {
    if case .keyPath(let root, let components) = base { return .keyPath(base: root, components: components + [component]) }
    return .keyPath(base: base, components: [component])
  }

  private mutating func keyComponent() throws -> String {
    guard index < tokens.count else { throw error("a key after .") }
    switch tokens[index].token {
    case .word(let name, _): index += 1; return name
    case .keyPathArgument(let path): index += 1; return path
    default: throw error("a key after .")
    }
  }

  private static let reservedWords: Set<String> = [
    "AND", "OR", "NOT", "ANY", "SOME", "ALL", "NONE", "IN", "LIKE", "MATCHES", "CONTAINS", "BEGINSWITH", "ENDSWITH",
    "BETWEEN", "FIRST", "LAST", "SIZE", "TRUEPREDICATE", "FALSEPREDICATE", "ANYKEY", "FETCH", "CAST", "FUNCTION",
  ]

  private mutating func primary() throws -> PredicateExpression {
    guard index < tokens.count else { throw error("a value or a key path") }
    let token = tokens[index].token
    switch token {
    case .string(let text): index += 1; return .constant(text)
    case .number(let number): index += 1; return .constant(number)
    case .argument(let value): index += 1; return .constant(value)
    case .keyPathArgument(let path): index += 1; return keyPath(path)
    case .variable(let name): index += 1; return .variable(name)
    case .word(let name, true): index += 1; return .keyPath(base: .evaluatedObject, components: [name])
    case .word(let name, false): return try word(name)
    case .symbol("("):
      index += 1
      let value = try nested { try $0.expression() }
      try expectSymbol(")")
      return value
    case .symbol("{"):
      index += 1
      var elements: [PredicateExpression] = []
      if !takeSymbol("}") {
        repeat { elements.append(try nested { try $0.expression() }) } while takeSymbol(",")
        try expectSymbol("}")
      }
      return .aggregate(elements)
    case .symbol:
      throw error("a value or a key path")
    }
  }

  private mutating func word(_ name: String) throws -> PredicateExpression {
    switch name.uppercased() {
    case "NULL", "NIL": index += 1; return .constant(nil)
    case "TRUE", "YES": index += 1; return .constant(true)
    case "FALSE", "NO": index += 1; return .constant(false)
    case "SELF": index += 1; return .evaluatedObject
    case "SUBQUERY": index += 1; return try nested { try $0.subquery() }
    case let upper where Self.reservedWords.contains(upper): throw error("a value or a key path (\(name) is a keyword; write #\(name) for a key of that name)")
    default: index += 1; return .keyPath(base: .evaluatedObject, components: [name])
    }
  }

  private func keyPath(_ path: String) -> PredicateExpression {
    .keyPath(base: .evaluatedObject, components: path.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
  }

  private mutating func subquery() throws -> PredicateExpression {
    try expectSymbol("(")
    let collection = try expression()
    try expectSymbol(",")
    guard index < tokens.count, case .variable(let variable) = tokens[index].token else { throw error("a $variable in SUBQUERY") }
    index += 1
    try expectSymbol(",")
    let condition = try predicate()
    try expectSymbol(")")
    return .subquery(collection: collection, variable: variable, predicate: condition)
  }

  // MARK: Tokens

  private mutating func nested<T>(_ body: (inout PredicateParser) throws -> T) throws -> T {
    guard depth < Self.maxDepth else { throw error("at most \(Self.maxDepth) nested levels") }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  /// Checks the `link`th operator of an arithmetic or index chain, each of which nests the expression one level deeper.
  private func checkChain(_ link: Int) throws {
    guard link < Self.maxDepth else { throw error("at most \(Self.maxDepth) operators in a row") }
  }

  private func isSymbol(_ symbol: String) -> Bool {
    guard index < tokens.count, case .symbol(let s) = tokens[index].token else { return false }
    return s == symbol
  }

  private mutating func takeSymbol(_ symbol: String) -> Bool {
    guard isSymbol(symbol) else { return false }
    index += 1
    return true
  }

  private mutating func expectSymbol(_ symbol: String) throws {
    guard takeSymbol(symbol) else { throw error("\"\(symbol)\"") }
  }

  private mutating func takeKeyword(_ keyword: String) -> Bool {
    guard index < tokens.count, case .word(let w, false) = tokens[index].token, w.uppercased() == keyword else { return false }
    index += 1
    return true
  }

  private func error(_ expected: String) -> PredicateFormatError {
    PredicateFormatError(offset: index < tokens.count ? tokens[index].offset : end, reason: "expected \(expected)")
  }
}
