import Foundation

/// The inline Markdown SwiftUI draws in a `Text` made from a `LocalizedStringKey`.
///
/// `Text("Tap **Continue** to agree to the [terms](https://example.com)")` draws "Continue" bold
/// and "terms" in the accent colour: SwiftUI reads a localized key as Markdown with only inline
/// syntax (Foundation's `.inlineOnlyPreservingWhitespace`), while `Text(verbatim:)` and a `String`
/// variable are drawn as written. What is read here, after CommonMark and GitHub's extension:
/// `*em*`/`_em_` (italic), `**strong**`/`__strong__` (bold), `***both***`, `~~strike~~`,
/// `` `code` `` (the font's monospaced design), `[text](url)` (accent colour) and backslash
/// escapes. Anything else, headings and lists included, stays literal text. Interpolated values
/// are escaped by `LocalizedStringKey`, so `Text("Hi \(name)")` never reads a name as Markdown.
/// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
/// https://spec.commonmark.org/0.31.2/#emphasis-and-strong-emphasis
enum InlineMarkdown {
  /// A stretch of text with the styles Markdown gave it.
  struct Run: Equatable {
    var text: String
    var isBold = false
    var isItalic = false
    var isStrikethrough = false
    var isCode = false
    var isLink = false
    /// The destination of the link the run is in, as written (angle brackets and escapes removed).
    var destination: String?

    /// The run's styles without its text.
    var style: MarkdownRunStyle {
      MarkdownRunStyle(isBold: isBold, isItalic: isItalic, isStrikethrough: isStrikethrough, isCode: isCode, isLink: isLink)
    }

    func sameStyle(as other: Run) -> Bool { style == other.style && destination == other.destination }
  }

  /// The styled runs of `source`, neighbours of one style merged.
  /// Markup is parsed in the first `TextLength.limit` characters only (a `Text` lays out no more); the
  /// rest is plain.
  static func runs(_ source: String) -> [Run] {
    var runs: [Run] = []
    let characters = Array(source)
    let parsed = min(characters.count, TextLength.limit)
    var parser = Parser(s: parsed < characters.count ? Array(characters[..<parsed]) : characters)
    parser.parse(0..<parsed, style: Run(text: ""), depth: 0, into: &runs)
    if parsed < characters.count { runs.append(Run(text: String(characters[parsed...]))) }
    return runs
  }

  /// The deepest nesting of emphasis and links read as Markdown; the text inside a deeper one is kept as written,
  /// in the style around it. (Each level is a recursive call over its part of the string: 4 000 nested links, 20 000
  /// characters, took 100 s and 1.7 GB when each level copied its part and indexed it again.)
  static let nestingLimit = 64

  /// Whether `source` has a character that could start Markdown (the common case has none).
  static func mayHaveMarkup(_ source: String) -> Bool {
    source.utf8.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~")
      || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\") }
  }

  /// `text` with every character Markdown could read as syntax escaped.
  static func escaped(_ text: String) -> String {
    guard mayHaveMarkup(text) else { return text }
    var out = ""
    for character in text {
      if "*_~`[]\\".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }

  static func append(_ text: String, _ style: Run, to runs: inout [Run]) {
    guard !text.isEmpty else { return }
    if let last = runs.last, last.sameStyle(as: style) {
      runs[runs.count - 1].text += text
    } else {
      var run = style
      run.text = text
      runs.append(run)
    }
  }

  /// One string's parse: the characters, and the links' brackets matched once for every level (`LinkIndex`).
  struct Parser {
    let s: [Character]
    var links: LinkIndex?

    /// Appends the runs of `s[range]`, in `style` and the markup inside it, to `runs`.
    mutating func parse(_ range: Range<Int>, style: Run, depth: Int, into runs: inout [Run]) {
      guard depth < InlineMarkdown.nestingLimit else {
        InlineMarkdown.append(String(s[range]), style, to: &runs)
        return
      }
      let s = self.s, end = range.upperBound
      var literal = ""
      var i = range.lowerBound
      // Searches that failed, so a string full of unmatched delimiters is read in linear time:
      // the first start from which no closer of a delimiter run (character and width) was found
      // (a later start finds none either).
      var noCloserFrom: [String: Int] = [:]
      func flush() {
        InlineMarkdown.append(literal, style, to: &runs)
        literal = ""
      }
      while i < end {
        let c = s[i]
        if c == "\\", i + 1 < end, s[i + 1].isASCII, s[i + 1].isPunctuation || s[i + 1].isSymbol {
          literal.append(s[i + 1])
          i += 2
          continue
        }
        if c == "`" {
          let width = InlineMarkdown.runLength(s, from: i, end: end)
          if let close = InlineMarkdown.closingBackticks(s, from: i + width, width: width, end: end) {
            flush()
            var code = style
            code.isCode = true
            InlineMarkdown.append(String(s[(i + width)..<close]), code, to: &runs)
            i = close + width
          } else {
            literal += String(s[i..<(i + width)])
            i += width
          }
          continue
        }
        if c == "[", let (textEnd, destinationEnd, urlEnd) = link(from: i, end: end) {
          flush()
          var linked = style
          linked.isLink = true
          linked.destination = InlineMarkdown.destination(s[(textEnd + 2)..<destinationEnd])
          parse((i + 1)..<textEnd, style: linked, depth: depth + 1, into: &runs)
          i = urlEnd + 1
          continue
        }
        if c == "*" || c == "_" || c == "~" {
          let width = InlineMarkdown.runLength(s, from: i, end: end)
          let usable = c == "~" ? width <= 2 : width <= 3
          let key = "\(c)\(width)"
          let known = noCloserFrom[key].map { i + width >= $0 } ?? false
          let opens = usable && !known && InlineMarkdown.canOpen(s, at: i, width: width, in: range)
          let close = opens ? InlineMarkdown.closer(s, char: c, width: width, from: i + width, end: end) : nil
          if opens, close == nil { noCloserFrom[key] = min(noCloserFrom[key] ?? .max, i + width) }
          if let close {
            var inner = style
            switch (c, width) {
            case ("~", _): inner.isStrikethrough = true
            case (_, 1): inner.isItalic = true
            case (_, 2): inner.isBold = true
            default:
              inner.isBold = true
              inner.isItalic = true
            }
            flush()
            parse((i + width)..<close, style: inner, depth: depth + 1, into: &runs)
            i = close + width
            continue
          }
          literal += String(s[i..<(i + width)])
          i += width
          continue
        }
        literal.append(c)
        i += 1
      }
      flush()
    }

    /// `[text](destination "title")` at `i`, inside a part ending at `end`: the index of `]`, the end of the
    /// destination and the index of `)`, or nil.
    private mutating func link(from i: Int, end: Int) -> (Int, Int, Int)? {
      if links == nil { links = LinkIndex(s) }
      return links?.link(from: i, end: end)
    }
  }

  /// A link's destination as written between `(` and `)`: without the angle brackets of `<…>` and with backslash
  /// escapes read, as CommonMark reads it.
  static func destination(_ written: ArraySlice<Character>) -> String {
    var inner = written
    if inner.first == "<", inner.last == ">", inner.count >= 2 { inner = inner.dropFirst().dropLast() }
    var out = "", escaped = false
    for c in inner {
      if !escaped, c == "\\" { escaped = true; continue }
      if escaped, !(c.isASCII && (c.isPunctuation || c.isSymbol)) { out.append("\\") }
      escaped = false
      out.append(c)
    }
    if escaped { out.append("\\") }
    return out
  }

  /// How many copies of `s[i]` start at `i`.
  static func runLength(_ s: [Character], from i: Int, end: Int) -> Int {
    var j = i
    while j < end, s[j] == s[i] { j += 1 }
    return j - i
  }

  /// The start of the next backtick run exactly `width` long after `start`.
  static func closingBackticks(_ s: [Character], from start: Int, width: Int, end: Int) -> Int? {
    var j = start
    while j < end {
      if s[j] == "`" {
        let length = runLength(s, from: j, end: end)
        if length == width { return j }
        j += length
      } else {
        j += 1
      }
    }
    return nil
  }

  /// A delimiter run opens when the next character is not white space (and, for `_`, the one
  /// before is not a letter or digit: `snake_case_name` stays as written).
  static func canOpen(_ s: [Character], at i: Int, width: Int, in range: Range<Int>) -> Bool {
    guard i + width < range.upperBound, !s[i + width].isWhitespace else { return false }
    if s[i] == "_", i > range.lowerBound, s[i - 1].isLetter || s[i - 1].isNumber { return false }
    return true
  }

  /// The start of the first run of exactly `width` copies of `char` after `start` that can close:
  /// preceded by something other than white space (and, for `_`, not followed by a letter or digit).
  static func closer(_ s: [Character], char: Character, width: Int, from start: Int, end: Int) -> Int? {
    var j = start
    while j < end {
      if s[j] == "\\" {
        j += 2
        continue
      }
      if s[j] == "`" {
        let length = runLength(s, from: j, end: end)
        if let close = closingBackticks(s, from: j + length, width: length, end: end) { j = close + length } else { j += length }
        continue
      }
      guard s[j] == char else {
        j += 1
        continue
      }
      let length = runLength(s, from: j, end: end)
      let afterOK = char != "_" || j + length >= end || !(s[j + length].isLetter || s[j + length].isNumber)
      if length == width, j > start, !s[j - 1].isWhitespace, afterOK { return j }
      j += length
    }
    return nil
  }

  /// The links of a string: each `[`'s matching `]` (escapes skipped, nesting counted), each `(`'s matching `)` within
  /// its stretch of non-white-space, and, for each position, the next parenthesis or white space, the next `>` and the
  /// next line break or `<`, each found in one pass, so a link is read in a few steps wherever it is.
  struct LinkIndex {
    var closingBracket: [Int: Int] = [:]
    var closingParenthesis: [Int: Int] = [:]
    var nextStop: [Int]
    var nextAngle: [Int]
    var nextAngleStop: [Int]
    /// For each position, the next `"`, `'` and `)`: where a link title that starts before it ends.
    var nextTitleEnd: [Character: [Int]]
    let characters: [Character]

    /// The most parenthesis pairs a destination is read through (CommonMark lets a reader limit them; cmark reads 32).
    static let maxParentheses = 32

    init(_ s: [Character]) {
      var open: [Int] = [], parentheses: [Int] = []
      var j = 0
      while j < s.count {
        if s[j] == "\\" { j += 2; continue }
        if s[j] == "[" { open.append(j) }
        if s[j] == "]", let start = open.popLast() { closingBracket[start] = j }
        if s[j] == "(" { parentheses.append(j) }
        if s[j] == ")", let start = parentheses.popLast() { closingParenthesis[start] = j }
        if s[j].isWhitespace { parentheses.removeAll() }
        j += 1
      }
      nextStop = Array(repeating: s.count, count: s.count + 1)
      nextAngle = Array(repeating: s.count, count: s.count + 1)
      nextAngleStop = Array(repeating: s.count, count: s.count + 1)
      var titleEnds: [Character: [Int]] = ["\"": [], "'": [], ")": []]
      for closer in titleEnds.keys { titleEnds[closer] = Array(repeating: s.count, count: s.count + 1) }
      for k in stride(from: s.count - 1, through: 0, by: -1) {
        for closer in ["\"", "'", ")"] as [Character] { titleEnds[closer]![k] = s[k] == closer ? k : titleEnds[closer]![k + 1] }
        nextStop[k] = s[k] == "(" || s[k] == ")" || s[k].isWhitespace ? k : nextStop[k + 1]
        nextAngle[k] = s[k] == ">" ? k : nextAngle[k + 1]
        nextAngleStop[k] = s[k] == "<" || s[k].isNewline ? k : nextAngleStop[k + 1]
      }
      nextTitleEnd = titleEnds
      characters = s
    }

    /// `[text](destination "title")` at `i`, inside a part of the string ending at `end`: the index of `]`, the end
    /// of the destination and the index of `)`, or nil. A destination is `<…>` (white space allowed, no line break or
    /// `<`) or has no white space and balanced parentheses (`javascript:alert(1)`; an escaped one, `\(`, is not
    /// counted); white space and a title in `"…"`, `'…'` or `(…)` may follow it, as CommonMark reads them. The brackets
    /// are matched over the whole string; inside a part, a bracket matched outside it is unmatched, as when the part
    /// alone is matched.
    func link(from i: Int, end: Int) -> (Int, Int, Int)? {
      guard let j = closingBracket[i], j + 1 < end, characters[j + 1] == "(" else { return nil }
      var k = j + 2
      if k < end, characters[k] == "<" {
        let close = nextAngle[k + 1]
        guard close < nextAngleStop[k + 1], close + 1 < end, let last = titleEnd(from: close + 1, end: end) else { return nil }
        return (j, close + 1, last)
      }
      var pairs = 0
      while k < end {
        let c = characters[k]
        // An escaped parenthesis (`\(`) is part of the destination.
        if c == "(" || c == ")", characters[k - 1] == "\\" {
          k += 1
          continue
        }
        if c == ")" { return (j, k, k) }
        guard c == "(" else {
          guard !c.isWhitespace else { return titleEnd(from: k, end: end).map { (j, k, $0) } }
          k = nextStop[k]
          continue
        }
        guard pairs < Self.maxParentheses, let close = closingParenthesis[k], close < end else { return nil }
        pairs += 1
        k = close + 1
      }
      return nil
    }

    /// After a destination that ends at `start`: optional white space, then a title (after white space) in `"…"`,
    /// `'…'` or `(…)` and optional white space; the index of the link's `)`, or nil.
    func titleEnd(from start: Int, end: Int) -> Int? {
      var k = start
      while k < end, characters[k].isWhitespace { k += 1 }
      guard k < end else { return nil }
      if characters[k] == ")" { return k }
      let opener = characters[k]
      guard k > start, let ends = nextTitleEnd[opener == "(" ? ")" : opener], opener != ")" else { return nil }
      let close = ends[k + 1]
      guard close < end else { return nil }
      k = close + 1
      while k < end, characters[k].isWhitespace { k += 1 }
      return k < end && characters[k] == ")" ? k : nil
    }
  }
}
