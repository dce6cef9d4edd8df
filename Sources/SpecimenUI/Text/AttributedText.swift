import Foundation

// SwiftUI's attribute scope for Foundation's `AttributedString` (iOS 15): the attributes a
// `Text(AttributedString)` draws. Foundation on Linux provides `AttributedString` itself; these
// keys are SwiftUI's, with SwiftUI's names, so `string.font = …`, `string[range].foregroundColor = …`
// and `string.underlineStyle = .single` compile as they do with `import SwiftUI`.
// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes

extension AttributeScopes {
  /// The attribute scope SwiftUI's `Text` reads.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// The attributes SwiftUI defines for `AttributedString` (the ones Specimen draws).
  public struct SwiftUIAttributes: AttributeScope {
    /// The font of a run.
    public let font: FontAttribute
    /// The foreground color of a run.
    public let foregroundColor: ForegroundColorAttribute
    /// The background color of a run (kept, not drawn: see docs/unsupported.md).
    public let backgroundColor: BackgroundColorAttribute
    /// An underline on a run.
    public let underlineStyle: UnderlineStyleAttribute
    /// A line through a run.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The kerning of a run, in points.
    public let kern: KerningAttribute
    /// The tracking of a run, in points.
    public let tracking: TrackingAttribute
    /// The baseline offset of a run, in points.
    public let baselineOffset: BaselineOffsetAttribute
    /// The line height of a paragraph (iOS 26; `LineHeight.swift`).
    public let lineHeight: LineHeightAttribute
    /// Foundation's own attributes (links, language …).
    public let foundation: FoundationAttributes
    /// Foundation's inline presentation intent of a run (emphasis, code …), which Foundation on Linux lacks
    /// (`InlinePresentationIntent.swift`).
    public let inlinePresentationIntent: FoundationAttributes.InlinePresentationIntentAttribute

    /// The font attribute.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }
    /// The foreground color attribute.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }
    /// The background color attribute.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }
    /// The underline attribute.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }
    /// The strikethrough attribute.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }
    /// The kerning attribute.
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }
    /// The tracking attribute.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }
    /// The baseline offset attribute.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }
}

extension AttributeDynamicLookup {
  /// `string.font`, `run.foregroundColor` …: SwiftUI's attributes by name.
  public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
    self[T.self]
  }
}

extension Text {
  /// Creates a text view that displays styled attributed content.
  ///
  /// Each run keeps its font, foreground color, underline, strikethrough, kerning, tracking and
  /// baseline offset, as `Text + Text` keeps each part's; a run with a `link` is drawn in the accent
  /// colour; the text's own modifiers and the environment fill in what a run does not set.
  ///
  /// Disfavoured so that a string literal makes a `LocalizedStringKey`, as with SwiftUI (Foundation
  /// on Linux lets a literal be an `AttributedString` too, which would skip Markdown and localization).
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    typealias A = AttributeScopes.SwiftUIAttributes
    let parts: [Text] = attributedContent.runs.map { run in
      var part = Text(verbatim: String(attributedContent[run.range].characters))
      part.font = run[A.FontAttribute.self]
      part.foreground = run[A.ForegroundColorAttribute.self]
      if let line = run[A.UnderlineStyleAttribute.self] {
        (part.decoration.underline, part.decoration.underlineStyle) = TextDecoration.line(true, line.pattern, line.color)
      }
      if let line = run[A.StrikethroughStyleAttribute.self] {
        (part.decoration.strikethrough, part.decoration.strikethroughStyle) = TextDecoration.line(true, line.pattern, line.color)
      }
      // A spacing or offset that is not finite, or longer than any screen, is laid out as 0 and reported, naming the
      // attribute, as `.kerning(_:)` is (the text layout would name it `.tracking`).
      var used: [String: CGFloat] = [:]
      for (name, value) in [("tracking", run[A.TrackingAttribute.self]), ("kern", run[A.KerningAttribute.self]),
                            ("baselineOffset", run[A.BaselineOffsetAttribute.self])] {
        guard let value else { continue }
        let checked = TextNumberCheck.spacing("AttributedString.\(name)", value)
        if let issue = checked.issue { part.numberIssues.append(issue) }
        used[name] = checked.used
      }
      if let tracking = used["tracking"] ?? used["kern"] { part.tracking = tracking }
      if let offset = used["baselineOffset"] { part.baselineOffset = offset }
      // A run's inline presentation intent (from `AttributedString(markdown:)` or set by the code) draws as the same
      // Markdown in `Text("**…**")` does.
      if let intent = run[AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.self] {
        part.applyMarkdown(intent.markdownStyle)
      }
      // A link (Foundation's `link` attribute, whatever its URL) is drawn in the accent colour unless the run has its own.
      if run[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil { part.applyMarkdown(MarkdownRunStyle(isLink: true)) }
      return part
    }
    // Joined in one step: reducing with `+` copies every part at each run, quadratic (100 000 runs never finished).
    self = parts.isEmpty ? Text(verbatim: "") : Text.joining(parts)
    // A paragraph attribute: the first run that sets it gives the whole text's line height.
    paragraphLineHeight = attributedContent.runs.lazy.compactMap { $0[A.LineHeightAttribute.self] }.first
  }
}
