import Foundation

/// The block structure `AttributedString(markdown:)` reads with its default `.full` syntax, as far as it changes
/// the characters of the result: each block's inline text, with the block syntax taken away and nothing put
/// between blocks.
///
/// Foundation gives block structure to `presentationIntent` runs instead of characters, and `Text` does not draw
/// those, so on iOS a `Text(try AttributedString(markdown: "First line\nSecond line"))` shows "First lineSecond
/// line": a soft line break inside a paragraph and the break between paragraphs leave no character (teams meet this
/// and pass `.inlineOnlyPreservingWhitespace`; exyte/Chat#52, RevenueCat purchases-ios#5024). A heading's `#`s, a
/// list item's marker, a block quote's `>` and a thematic break go; a hard line break (two trailing spaces or a
/// backslash) is a line feed; a fenced code block keeps its lines as written, each ended by a line feed. Containers
/// nest on one line as CommonMark reads them (`> - ## Title` is "Title"), list items at most `maxListDepth` deep.
/// https://spec.commonmark.org/0.31.2/#blocks-and-inlines
enum MarkdownBlocks {
  /// One block's text: inline Markdown to read, or code kept as written.
  enum Block: Equatable {
    case inline(String)
    case literal(String)
  }

  /// The blocks of `source` in order (empty blocks left out).
  static func blocks(_ source: String) -> [Block] {
    var blocks: [Block] = []
    var paragraph: [String] = []
    var fence: (marker: Character, width: Int)?
    var code: [String] = []

    func closeFence() {
      if !code.isEmpty { blocks.append(.literal(code.map { $0 + "\n" }.joined())) }
      code.removeAll()
      fence = nil
    }

    func closeParagraph() {
      guard !paragraph.isEmpty else { return }
      let text = joinedParagraph(paragraph)
      if !text.isEmpty { blocks.append(.inline(text)) }
      paragraph.removeAll()
    }

    for rawLine in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      let line = Substring(rawLine)
      if let open = fence {
        if let close = fenceMarker(line), close.marker == open.marker, close.width >= open.width,
           line.drop(while: { $0 == " " }).drop(while: { $0 == open.marker }).allSatisfy(\.isWhitespace) {
          closeFence()
        } else {
          code.append(String(line))
        }
        continue
      }
      let opened = containers(of: line)
      let content = opened.content
      if opened.startsItem {
        // A new list item ends the paragraph above; its own text starts the next.
        closeParagraph()
      }
      if content.isEmpty {
        closeParagraph()
        continue
      }
      if let open = fenceMarker(content) {
        closeParagraph()
        fence = open
        continue
      }
      if !opened.startsItem, !paragraph.isEmpty, isSetextUnderline(content) {
        // The paragraph above is a heading; the underline goes.
        closeParagraph()
        continue
      }
      if isThematicBreak(content) {
        closeParagraph()
        continue
      }
      if let heading = headingText(content) {
        closeParagraph()
        if !heading.isEmpty { blocks.append(.inline(String(heading))) }
        continue
      }
      paragraph.append(String(content))
    }
    closeParagraph()
    // An unclosed fence runs to the end.
    closeFence()
    return blocks
  }

  /// A paragraph's lines joined: a soft break leaves nothing, a hard break (two or more trailing spaces, or a
  /// trailing backslash) is a line feed; the paragraph's last line keeps no trailing spaces.
  static func joinedParagraph(_ lines: [String]) -> String {
    var out = ""
    for (index, line) in lines.enumerated() {
      let isLast = index == lines.count - 1
      let trimmed = line.reversed().drop(while: { $0 == " " || $0 == "\t" })
      let trailingSpaces = line.count - trimmed.count
      var body = String(trimmed.reversed())
      if isLast {
        out += body
      } else if trailingSpaces >= 2 {
        out += body + "\n"
      } else if body.hasSuffix("\\"), !body.hasSuffix("\\\\") {
        body.removeLast()
        out += body + "\n"
      } else {
        out += body
      }
    }
    return out
  }

  /// The most containers (block quotes and list items) a line opens before a list marker is read as text: 100, as
  /// swift-cmark, the parser under Foundation's Markdown, stops opening list items there (its `MAX_LIST_DEPTH`;
  /// deeper lists cost it quadratic time). Block quotes have no limit.
  static let maxListDepth = 100

  /// The text of `line` inside the block quote markers and list markers it opens, however deeply they nest
  /// (`> - ## Title` is a heading in a list item in a quote), and whether a list item starts on it; from the
  /// `maxListDepth`th container on, list markers are text. A line of markers that CommonMark reads as a thematic break
  /// (`- - -`) is read here as empty list items, which leave the same nothing.
  static func containers(of line: Substring) -> (content: Substring, startsItem: Bool) {
    var content = line.drop(while: \.isWhitespace)
    var startsItem = false
    var depth = 0
    while true {
      depth += 1
      if content.first == ">" {
        content = content.dropFirst().drop(while: \.isWhitespace)
        continue
      }
      guard depth < maxListDepth, let item = listItemText(content) else { break }
      startsItem = true
      content = item
    }
    return (content, startsItem)
  }

  /// A code fence (three or more backticks or tildes) at the start of `line`.
  static func fenceMarker(_ line: Substring) -> (marker: Character, width: Int)? {
    let trimmed = line.drop(while: { $0 == " " })
    guard let marker = trimmed.first, marker == "`" || marker == "~" else { return nil }
    let width = trimmed.prefix(while: { $0 == marker }).count
    guard width >= 3 else { return nil }
    // A backtick fence's info string has no backtick.
    if marker == "`", trimmed.dropFirst(width).contains("`") { return nil }
    return (marker, width)
  }

  /// `***`, `---`, `___` (three or more, spaces allowed between).
  static func isThematicBreak(_ line: Substring) -> Bool {
    guard let marker = line.first, "*-_".contains(marker) else { return false }
    return line.allSatisfy { $0 == marker || $0 == " " || $0 == "\t" } && line.filter { $0 == marker }.count >= 3
  }

  /// `===` or `---` under a paragraph line.
  static func isSetextUnderline(_ line: Substring) -> Bool {
    let body = line.reversed().drop(while: \.isWhitespace)
    guard let marker = body.first, marker == "=" || marker == "-" else { return false }
    return body.allSatisfy { $0 == marker }
  }

  /// An ATX heading's text (`## Title ##` → `Title`), or nil when `line` is not a heading.
  static func headingText(_ line: Substring) -> Substring? {
    let hashes = line.prefix(while: { $0 == "#" }).count
    guard (1...6).contains(hashes) else { return nil }
    let rest = line.dropFirst(hashes)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    var text = rest.drop(while: \.isWhitespace)
    // A closing sequence of `#`s after a space goes.
    let withoutTrailing = text.reversed().drop(while: \.isWhitespace)
    let closing = withoutTrailing.prefix(while: { $0 == "#" }).count
    if closing > 0 {
      let before = withoutTrailing.dropFirst(closing)
      if before.isEmpty { return "" }
      if before.first == " " || before.first == "\t" { text = text.prefix(before.count) }
    }
    return Substring(String(text).trimmingCharacters(in: .whitespaces))
  }

  /// A list item's text after its marker (`-`, `+`, `*`, or 1–9 digits and `.` or `)`), or nil.
  static func listItemText(_ line: Substring) -> Substring? {
    guard let first = line.first else { return nil }
    var rest: Substring
    if "-+*".contains(first) {
      rest = line.dropFirst()
    } else {
      let digits = line.prefix(while: { $0.isASCII && $0.isNumber }).count
      guard (1...9).contains(digits) else { return nil }
      let after = line.dropFirst(digits)
      guard let delimiter = after.first, delimiter == "." || delimiter == ")" else { return nil }
      rest = after.dropFirst()
    }
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    rest = rest.drop(while: \.isWhitespace)
    // A task list's box stays text, as Foundation leaves it.
    return rest
  }
}
