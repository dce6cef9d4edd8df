import Foundation

// Foundation's inline presentation intents (iOS 15), which Foundation on Linux does not provide: what
// `AttributedString(markdown:)` gives a run for its emphasis, strong emphasis, code, strikethrough and breaks, and
// what code reads back (`run.inlinePresentationIntent?.contains(.stronglyEmphasized)`) or sets to make a run bold
// (`string[range].inlinePresentationIntent = .stronglyEmphasized`). `Text(AttributedString)` draws them as SwiftUI
// does: emphasis italic, strong emphasis bold, code in the monospaced design, strikethrough struck through.
// The raw values are Apple's (`NSInlinePresentationIntent`).
// https://developer.apple.com/documentation/foundation/inlinepresentationintent

/// The styles inline Markdown gives a run of an attributed string.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Emphasis (`*text*`), drawn italic.
  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  /// Strong emphasis (`**text**`), drawn bold.
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  /// Code (`` `text` ``), drawn in the monospaced design.
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  /// Strikethrough (`~~text~~`).
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  /// A soft line break.
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  /// A hard line break.
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  /// Inline HTML.
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  /// Block HTML.
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
  /// The attribute that holds a run's inline presentation intent.
  public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
  }
}

extension InlinePresentationIntent {
  /// The intent of a run read from Markdown with `style`.
  init(_ style: MarkdownRunStyle) {
    self = []
    if style.isItalic { insert(.emphasized) }
    if style.isBold { insert(.stronglyEmphasized) }
    if style.isCode { insert(.code) }
    if style.isStrikethrough { insert(.strikethrough) }
  }

  /// The Markdown styles `Text` draws for this intent (a link is Foundation's `link` attribute, not an intent).
  var markdownStyle: MarkdownRunStyle {
    MarkdownRunStyle(isBold: contains(.stronglyEmphasized), isItalic: contains(.emphasized),
                     isStrikethrough: contains(.strikethrough), isCode: contains(.code))
  }
}
