import Foundation

// `AttributedString(markdown:)` (iOS 15), which Foundation on Linux does not provide: the string is
// read with the inline Markdown `Text` reads (`InlineMarkdown`), and each run keeps what Markdown
// gave it, so `Text(try AttributedString(markdown: "Powered by **JustWatch**"))` draws "JustWatch"
// bold, as on iOS. Block syntax (headings, lists) stays literal text, as with
// `.inlineOnlyPreservingWhitespace`.

/// The inline Markdown styles of a run of an `AttributedString` made from Markdown.
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

/// The attribute key that carries a run's Markdown styles to `Text(AttributedString)`.
enum MarkdownRunStyleAttribute: AttributedStringKey {
  typealias Value = MarkdownRunStyle
  static let name = "SpecimenUI.MarkdownRunStyle"
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

  /// Creates an attributed string from Markdown: its inline emphasis, strong emphasis,
  /// strikethrough, code and links (block syntax stays literal text). Never throws here.
  public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    self.init()
    for run in InlineMarkdown.runs(markdown) {
      var part = AttributedString(run.text)
      if run.style != MarkdownRunStyle() { part[MarkdownRunStyleAttribute.self] = run.style }
      append(part)
    }
  }
}
