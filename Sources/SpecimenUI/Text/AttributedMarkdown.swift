import Foundation

// `AttributedString(markdown:)` (iOS 15), which Foundation on Linux does not provide. Inline Markdown is read as
// `Text` reads it (`InlineMarkdown`), and each run gets Foundation's attributes for it, as on iOS:
// `inlinePresentationIntent` for emphasis, strong emphasis, code and strikethrough, `link` for a link's destination.
// So `Text(try AttributedString(markdown: "Powered by **JustWatch**"))` draws "JustWatch" bold, and code that
// walks `runs` for `link` or `inlinePresentationIntent` finds what it finds on iOS. The interpreted syntax decides
// what happens to line breaks and block syntax (`MarkdownBlocks`).

/// The inline Markdown styles of a run: what `Text` draws for Markdown.
struct MarkdownRunStyle: Hashable, Sendable {
  var isBold = false
  var isItalic = false
  var isStrikethrough = false
  var isCode = false
  var isLink = false
}

extension Text {
  /// Draws this part with the styles Markdown gave it: bold, italic, struck through, in the monospaced design, or a
  /// link in the accent colour (unless the part has a colour of its own).
  mutating func applyMarkdown(_ style: MarkdownRunStyle) {
    if style.isBold { weight = .bold }
    if style.isItalic { isItalic = true }
    if style.isStrikethrough { decoration.strikethrough = true }
    if style.isCode { isCode = true }
    if style.isLink, foreground == nil { foreground = .accentColor }
  }
}

extension AttributedString {
  /// Options for reading Markdown into an attributed string.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// How much Markdown syntax is read.
    public enum InterpretedSyntax: Hashable, Sendable {
      /// Block and inline syntax.
      case full
      /// Inline syntax only, collapsing whitespace.
      case inlineOnly
      /// Inline syntax only, keeping whitespace.
      case inlineOnlyPreservingWhitespace
    }
    /// What to do with Markdown that cannot be read.
    public enum FailurePolicy: Hashable, Sendable {
      /// Throw an error.
      case throwError
      /// Return what was read.
      case returnPartiallyParsedIfPossible
    }
    /// Whether Apple's extended attribute syntax (`^[text](attribute)`) is read.
    public var allowsExtendedAttributes: Bool
    /// The syntax read.
    public var interpretedSyntax: InterpretedSyntax
    /// What to do with Markdown that cannot be read.
    public var failurePolicy: FailurePolicy
    /// The language of the string.
    public var languageCode: String?
    /// Creates options (inline syntax is all Specimen reads, whichever is chosen).
    public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
    }
  }

  /// Creates an attributed string from Markdown: its inline emphasis, strong emphasis, strikethrough and code as
  /// `inlinePresentationIntent`, its links as `link` (resolved against `baseURL`). With the default `.full`
  /// syntax, block syntax goes and blocks and soft line breaks leave no character between them, as Foundation's
  /// result reads in a `Text` (`MarkdownBlocks`); `.inlineOnly` reads consecutive spaces as one;
  /// `.inlineOnlyPreservingWhitespace` keeps the text as written. Never throws here.
  public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    self.init()
    switch options.interpretedSyntax {
    case .full:
      for block in MarkdownBlocks.blocks(markdown) {
        switch block {
        case .inline(let text): appendMarkdownRuns(text, baseURL: baseURL)
        case .literal(let text): append(AttributedString(text))
        }
      }
    case .inlineOnly:
      appendMarkdownRuns(AttributedString.collapsingSpaces(markdown), baseURL: baseURL)
    case .inlineOnlyPreservingWhitespace:
      appendMarkdownRuns(markdown, baseURL: baseURL)
    }
  }

  /// Appends the runs of inline Markdown `text`, each with Foundation's attributes for its styles.
  private mutating func appendMarkdownRuns(_ text: String, baseURL: URL?) {
    for run in InlineMarkdown.runs(text) {
      var part = AttributedString(run.text)
      let intent = InlinePresentationIntent(run.style)
      if !intent.isEmpty { part[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] = intent }
      if let destination = run.destination {
        part[AttributeScopes.FoundationAttributes.LinkAttribute.self] = AttributedString.linkURL(destination, baseURL: baseURL)
      }
      append(part)
    }
  }

  /// A link's URL: the destination as written, relative to `baseURL`, or percent-encoded when it is not a URL as
  /// written (`[space](<a b>)`); an empty destination is the base URL, or no URL without one.
  static func linkURL(_ destination: String, baseURL: URL?) -> URL? {
    if let url = URL(string: destination, relativeTo: baseURL) { return url.absoluteURL }
    let encoded = destination.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed.union(.urlPathAllowed))
    return encoded.flatMap { URL(string: $0, relativeTo: baseURL)?.absoluteURL }
  }

  /// `text` with each run of two or more spaces or tabs read as one space (`.inlineOnly`); line breaks are kept.
  static func collapsingSpaces(_ text: String) -> String {
    var out = "", pending = ""
    for character in text {
      if character == " " || character == "\t" {
        pending.append(character)
        continue
      }
      if !pending.isEmpty { out += pending.count > 1 ? " " : pending }
      pending = ""
      out.append(character)
    }
    if !pending.isEmpty { out += pending.count > 1 ? " " : pending }
    return out
  }
}
