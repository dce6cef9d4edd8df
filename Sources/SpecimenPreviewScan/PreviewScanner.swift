import Foundation

/// What one Swift file declares for previews: `PreviewProvider` types that another module can
/// name, `#Preview` macros with their bodies, and what was found but cannot be rendered, with why.
///
/// The scan reads text, not a syntax tree: comments and strings are skipped, `#if` clauses are
/// remembered so a declaration is referred to under the same conditions, and types are tracked
/// through nesting (`Outer.Inner_Previews`) and extensions.
public struct FileScan: Equatable, Sendable {
  /// A type conforming to `PreviewProvider`.
  public struct Provider: Equatable, Sendable {
    /// The type's name with its enclosing types, e.g. `["Outer", "Inner_Previews"]`.
    public let typePath: [String]
    /// The `#if` conditions the declaration is under, outermost first, each a Swift condition.
    public let conditions: [String]
    /// The 1-based line of the declaration.
    public let line: Int
  }

  /// A `#Preview { … }` macro.
  public struct MacroPreview: Equatable, Sendable {
    /// The name's string literal as written (`"Dark"`), or nil when the preview has none.
    public let nameLiteral: String?
    /// The traits as written (`.sizeThatFitsLayout`, `.landscapeLeft` …).
    public let traits: [String]
    /// The body's source between its braces.
    public let body: String
    /// The `#if` conditions it is under, without the platform ones (`canImport`, `os`, …) that keep it out of Linux builds.
    public let conditions: [String]
    /// The 1-based line of the macro.
    public let line: Int
  }

  /// Something that looks like a preview but cannot be referred to, and why.
  public struct Skipped: Equatable, Sendable {
    public let what: String
    public let reason: String
    public let line: Int
  }

  public var providers: [Provider] = []
  public var macros: [MacroPreview] = []
  public var skipped: [Skipped] = []
  /// Protocols declared here that refine a preview protocol (`protocol ThemedPreview: PreviewProvider`);
  /// types conforming to them are providers too, once the scan is told about them.
  public var providerProtocols: [String] = []
}

/// Scans Swift source for previews; see `FileScan`.
public enum PreviewScanner {
  /// The previews declared in `source`; a type conforming to any of `providerProtocols` is a provider.
  public static func scan(_ source: String, providerProtocols: Set<String> = ["PreviewProvider"]) -> FileScan {
    var lexer = SwiftLexer(source)
    let tokens = lexer.tokens()
    var parser = Parser(tokens: tokens, lexer: lexer, providerProtocols: providerProtocols.union(["PreviewProvider"]))
    parser.run()
    return parser.result
  }
}

extension PreviewScanner {
  /// Scans several files together, so a type conforming to a protocol that refines
  /// `PreviewProvider` in another file is found too. Results are in the order of `sources`.
  public static func scan(_ sources: [String]) -> [FileScan] {
    var protocols: Set<String> = ["PreviewProvider"]
    var scans = sources.map { scan($0, providerProtocols: protocols) }
    // Each round may find protocols refining the ones found before; stop when none are new.
    while true {
      let found = Set(scans.flatMap(\.providerProtocols)).union(protocols)
      if found == protocols { return scans }
      protocols = found
      scans = sources.map { scan($0, providerProtocols: protocols) }
    }
  }
}

/// One clause of an `#if` chain: the conditions of earlier clauses (all false here) and this clause's own.
private struct Clause {
  var earlier: [String]
  var own: String?

  /// The clause as one Swift condition.
  var condition: String {
    (earlier.map { "!(\($0))" } + (own.map { ["(\($0))"] } ?? [])).joined(separator: " && ")
  }

  /// Whether the clause tests the platform or framework, as the both-platforms pattern for `#Preview` does.
  var isPlatformTest: Bool {
    (earlier + (own.map { [$0] } ?? [])).contains { text in
      ["canImport(", "os(", "targetEnvironment(", "arch("].contains { text.contains($0) }
    }
  }
}

/// A brace scope: a type (or extension) that can contain nameable types, or anything else.
private enum Scope {
  case type(path: [String], nameable: Bool)
  case other
}

private struct Parser {
  let tokens: [Token]
  let lexer: SwiftLexer
  var result = FileScan()
  var index = 0
  var clauses: [Clause] = []
  var scopes: [Scope] = []
  /// The scope the next `{` opens, set by a type declaration's header.
  var pendingScope: Scope?

  let providerProtocols: Set<String>
  /// The byte offset of every newline, in order: a line number is a binary search, not a count from the file's start
  /// (which made a file of 5 000 previews take quadratic time).
  let newlines: [Int]

  init(tokens: [Token], lexer: SwiftLexer, providerProtocols: Set<String>) {
    self.tokens = tokens
    self.lexer = lexer
    self.providerProtocols = providerProtocols
    newlines = lexer.bytes.indices.filter { lexer.bytes[$0] == 0x0A }
  }

  static let accessAndModifiers: Set<String> = [
    "public", "internal", "private", "fileprivate", "open", "package", "final", "indirect", "nonisolated",
  ]

  /// The 1-based line `token` starts on: one more than the newlines before it.
  func line(of token: Token) -> Int {
    var low = 0, high = newlines.count
    while low < high {
      let middle = (low + high) / 2
      if newlines[middle] < token.start { low = middle + 1 } else { high = middle }
    }
    return low + 1
  }

  mutating func run() {
    while index < tokens.count {
      let token = tokens[index]
      switch token.kind {
      case .directive(let condition):
        directive(token.text, condition)
        index += 1
      case .pound where token.text == "#Preview":
        macro()
      case .punctuation where token.text == "{":
        scopes.append(pendingScope ?? .other)
        pendingScope = nil
        index += 1
      case .punctuation where token.text == "}":
        if !scopes.isEmpty { scopes.removeLast() }
        index += 1
      case .word where ["struct", "class", "enum", "actor", "extension", "protocol"].contains(token.text):
        typeDeclaration()
      default:
        index += 1
      }
    }
  }

  mutating func directive(_ word: String, _ condition: String) {
    switch word {
    case "#if": clauses.append(Clause(earlier: [], own: condition))
    case "#elseif":
      if var last = clauses.popLast() {
        last.earlier += last.own.map { [$0] } ?? []
        last.own = condition
        clauses.append(last)
      }
    case "#else":
      if var last = clauses.popLast() {
        last.earlier += last.own.map { [$0] } ?? []
        last.own = nil
        clauses.append(last)
      }
    default: _ = clauses.popLast()
    }
  }

  /// Whether the tokens before `index` make the declaration private or fileprivate.
  func isPrivate(before position: Int) -> Bool {
    var cursor = position - 1
    while cursor >= 0 {
      let token = tokens[cursor]
      if token.kind == .word, Self.accessAndModifiers.contains(token.text) {
        if token.text == "private" || token.text == "fileprivate" { return true }
        cursor -= 1
      } else if token.kind == .word, cursor > 0, tokens[cursor - 1].text == "@" {
        cursor -= 2
      } else if token.text == ")" {
        // An attribute's arguments: back to the matching "(" and the "@name" before it.
        var depth = 0
        while cursor >= 0 {
          if tokens[cursor].text == ")" { depth += 1 }
          if tokens[cursor].text == "(" { depth -= 1; if depth == 0 { break } }
          cursor -= 1
        }
        cursor -= 1
      } else {
        return false
      }
    }
    return false
  }

  mutating func typeDeclaration() {
    let keyword = tokens[index]
    let start = index
    index += 1
    guard index < tokens.count, tokens[index].kind == .word else { return }
    if keyword.text == "class", ["func", "var", "let", "subscript", "override", "final", "static", "init"].contains(tokens[index].text) {
      return
    }
    // The name, dotted for extensions (`extension Outer.Inner`).
    var path = [tokens[index].text]
    index += 1
    while index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].kind == .word {
      path.append(tokens[index + 1].text)
      index += 2
    }
    var generic = false
    if index < tokens.count, tokens[index].text == "<" {
      generic = keyword.text != "extension"
      skipAngles()
    }
    var conforms = false
    var sawHeaderEnd = false
    var angle = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.text == "{" || token.text == ";" || token.text == "}" { sawHeaderEnd = token.text == "{"; break }
      if case .directive = token.kind { break }
      if token.text == "<" { angle += 1 }
      if token.text == ">" { angle -= 1 }
      if token.kind == .word, providerProtocols.contains(token.text), angle == 0 { conforms = true }
      if token.kind == .word, token.text == "where", angle == 0 { generic = generic || keyword.text == "extension" }
      index += 1
    }
    guard sawHeaderEnd else { return }

    let enclosing = scopes.compactMap { scope -> [String]? in
      if case .type(let path, _) = scope { return path }
      return nil
    }
    let nameableParents = scopes.allSatisfy { if case .type(_, true) = $0 { return true } else { return false } }
    let fullPath = (keyword.text == "extension" ? [] : enclosing.last ?? []) + path
    let hidden = keyword.text != "extension" && isPrivate(before: start)
    let nameable = nameableParents && !generic && !hidden && keyword.text != "protocol"
    pendingScope = .type(path: fullPath, nameable: nameable)

    if conforms, keyword.text == "protocol" { result.providerProtocols.append(path.joined(separator: ".")) }
    guard conforms, keyword.text != "protocol" else { return }
    let what = fullPath.joined(separator: ".")
    let line = line(of: keyword)
    if !nameableParents {
      result.skipped.append(.init(what: what, reason: "declared inside a function or a generic, private or protocol scope, so no other file can name it", line: line))
    } else if generic {
      result.skipped.append(.init(what: what, reason: "generic, so it cannot be previewed without type arguments", line: line))
    } else if hidden {
      result.skipped.append(.init(what: what, reason: "private or fileprivate; make it internal so Specimen's generated registry can name it", line: line))
    } else {
      result.providers.append(.init(typePath: fullPath, conditions: clauses.map(\.condition), line: line))
    }
  }

  mutating func skipAngles() {
    var depth = 0
    while index < tokens.count {
      if tokens[index].text == "<" { depth += 1 }
      if tokens[index].text == ">" { depth -= 1; if depth == 0 { index += 1; return } }
      if tokens[index].text == "{" { return }
      index += 1
    }
  }

  /// Reads `#Preview(args) { body }` at `index`.
  mutating func macro() {
    let pound = tokens[index]
    let line = line(of: pound)
    index += 1
    var arguments: [[Token]] = []
    if index < tokens.count, tokens[index].text == "(" {
      arguments = balancedArguments()
    }
    // The body: a trailing closure, or the closure of a `body:` argument.
    var bodyText: String?
    if index < tokens.count, tokens[index].text == "{" {
      let open = tokens[index]
      var depth = 0
      var close = index
      while close < tokens.count {
        if tokens[close].text == "{" { depth += 1 }
        if tokens[close].text == "}" { depth -= 1; if depth == 0 { break } }
        close += 1
      }
      bodyText = lexer.text(open.end, close < tokens.count ? tokens[close].start : lexer.bytes.count)
      index = close + 1
    } else if let last = arguments.last, last.count > 3, last[0].text == "body", last[1].text == ":",
              last[2].text == "{", last[last.count - 1].text == "}" {
      bodyText = lexer.text(last[2].end, last[last.count - 1].start)
      arguments.removeLast()
    }
    guard let bodyText else {
      result.skipped.append(.init(what: "#Preview", reason: "no closure body", line: line))
      return
    }

    var name: String?
    var traits: [String] = []
    var inTraits = false
    for (position, argument) in arguments.enumerated() {
      guard let first = argument.first else { continue }
      let labeled = argument.count > 1 && first.kind == .word && argument[1].text == ":"
      if labeled, argument.count == 2 { continue }   // `traits:` with nothing after it
      if labeled, first.text == "windowStyle" {   // visionOS's window previews: drawn as the view
        inTraits = false
        continue
      }
      if labeled {
        guard first.text == "traits" else {
          let reason = first.text == "arguments"
            ? "'arguments:' previews (one per argument, iOS 26) are not rendered yet"
            : "'\(first.text):' makes it a widget or other non-view preview"
          result.skipped.append(.init(what: "#Preview", reason: reason, line: line))
          return
        }
        inTraits = true
        traits.append(lexer.text(argument[2].start, argument.last!.end))
      } else if inTraits {
        traits.append(lexer.text(first.start, argument.last!.end))
      } else if position == 0, first.kind == .string, argument.count == 1 {
        name = first.text
      }
    }
    let conditions = clauses.filter { !$0.isPlatformTest }.map(\.condition)
    result.macros.append(.init(nameLiteral: name, traits: traits, body: bodyText, conditions: conditions, line: line))
  }

  /// The comma-separated arguments of the parenthesised list at `index`, leaving `index` after `)`.
  mutating func balancedArguments() -> [[Token]] {
    var arguments: [[Token]] = [[]]
    var depth = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if ["(", "[", "{"].contains(token.text) {
        depth += 1
        if depth == 1 { continue }
      }
      if [")", "]", "}"].contains(token.text) {
        depth -= 1
        if depth == 0 { break }
      }
      if depth == 1, token.text == "," { arguments.append([]); continue }
      arguments[arguments.count - 1].append(token)
    }
    return arguments.filter { !$0.isEmpty }
  }
}
