import Foundation

/// The type of truncation to apply to a line of text when it's too long to fit.
public enum TruncationMode: String, Hashable, Sendable, Codable {
  case head, tail, middle
}

/// A string-literal key for localized text; Specimen shows the key itself.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text with its interpolations filled in.
  package let key: String
  /// The same, as the Markdown `Text` reads: interpolated values escaped, so only the literal parts are Markdown.
  let markdown: String
  /// The key in pieces when it interpolates `Text` values, which keep their own styling; empty otherwise.
  let pieces: [KeyPiece]
  /// Why interpolations were shown plain (a specifier that would read memory), for the `Text` to report.
  let specifierProblems: [String]
  public init(_ value: String) { (key, markdown, pieces, specifierProblems) = (value, value, [], []) }
  public init(stringLiteral value: String) { (key, markdown, pieces, specifierProblems) = (value, value, [], []) }
  public init(stringInterpolation: StringInterpolation) {
    (key, markdown) = (stringInterpolation.output, stringInterpolation.markdown)
    pieces = stringInterpolation.embedsText ? stringInterpolation.pieces : []
    specifierProblems = stringInterpolation.specifierProblems
  }

  /// A run of Markdown, or an interpolated `Text` kept with its own styling.
  enum KeyPiece: Hashable, @unchecked Sendable {
    case markdown(String)
    case text(Text)

    // A `Text` hashes by its content; equality is `Text`'s own.
    func hash(into hasher: inout Hasher) {
      switch self {
      case .markdown(let string): hasher.combine(string)
      case .text(let text): hasher.combine(text.content)
      }
    }
  }

  /// Builds the text of an interpolated key, with SwiftUI's interpolations of formatted values,
  /// dates, texts and attributed strings.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    var markdown = ""
    var pieces: [KeyPiece] = []
    var embedsText = false
    var specifierProblems: [String] = []
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {
      output += literal
      markdown += literal
      appendPiece(literal)
    }
    public mutating func appendInterpolation<T>(_ value: T) {
      appendValue("\(value)")
    }
    /// Interpolates a string.
    public mutating func appendInterpolation(_ string: String) {
      appendValue(string)
    }
    /// Interpolates a value formatted with a format style (en_US and UTC, like `Text(_:format:)`).
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
      appendValue(Text.formatted(input, format))
    }
    /// Interpolates a number formatted with a printf-style specifier, e.g. `"%.1f"` (unsafe specifiers show the plain
    /// value, and the text names them).
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
      let formatted = FormatSpecifier.format(value, specifier)
      appendValue(formatted.text)
      if let problem = formatted.problem { specifierProblems.append(problem) }
    }
    /// Interpolates a date in a `Text.DateStyle` (en_US and UTC, like `Text(_:style:)`).
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendValue(Text.string(date, style: style))
    }
    /// Interpolates a range of dates as `Text(_:)` shows it (en_US and UTC).
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      appendValue(Text.dateRange(dates.lowerBound, dates.upperBound))
    }
    /// Interpolates a date interval as `Text(_:)` shows it (en_US and UTC).
    public mutating func appendInterpolation(_ interval: DateInterval) {
      appendValue(Text.dateRange(interval.start, interval.end))
    }
    /// Interpolates a reference-convertible value formatted by a `Formatter`.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
      appendValue(FormatterOutput.string(for: subject, formatter, "Text(\"…\\(value, formatter:)\")"))
    }
    /// Interpolates a Foundation object formatted by a `Formatter`.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
      appendValue(FormatterOutput.string(for: subject, formatter, "Text(\"…\\(value, formatter:)\")"))
    }
    /// Interpolates a date formatted by a `Formatter` (`Date` is not `ReferenceConvertible` in Linux Foundation).
    public mutating func appendInterpolation(_ subject: Date, formatter: Formatter) {
      appendValue(FormatterOutput.string(for: subject, formatter, "Text(\"…\\(value, formatter:)\")"))
    }
    /// Interpolates a decimal formatted by a `Formatter`.
    public mutating func appendInterpolation(_ subject: Decimal, formatter: Formatter) {
      appendValue(FormatterOutput.string(for: subject, formatter, "Text(\"…\\(value, formatter:)\")"))
    }
    /// Interpolates an attributed string's characters.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      appendValue(String(attributedString.characters))
    }
    /// Interpolates an image, drawn inline as a glyph of the text (`Text(_:)` with an image).
    public mutating func appendInterpolation(_ image: Image) {
      appendInterpolation(Text(image))
    }
    /// Interpolates a text, which keeps its own font, weight, color and decorations.
    public mutating func appendInterpolation(_ text: Text) {
      output += text.content
      markdown += InlineMarkdown.escaped(text.content)
      pieces.append(.text(text))
      embedsText = true
    }

    private mutating func appendValue(_ text: String) {
      output += text
      let escaped = InlineMarkdown.escaped(text)
      markdown += escaped
      appendPiece(escaped)
    }

    private mutating func appendPiece(_ markdown: String) {
      if case .markdown(let last)? = pieces.last {
        pieces[pieces.count - 1] = .markdown(last + markdown)
      } else {
        pieces.append(.markdown(markdown))
      }
    }
  }
}

/// A view that displays one or more lines of read-only text.
nonisolated public struct Text: View, PrimitiveView, Equatable {
  /// The characters this text shows; for a `+` join, its sides' (joined by `segmentTree` when first read).
  var content: String {
    get { ownContent ?? segmentTree?.content ?? "" }
    set { ownContent = newValue }
  }
  /// The characters set on this text; nil for a `+` join, whose `segmentTree` holds them.
  private var ownContent: String?
  /// Modifiers applied to the text itself (font, weight …), innermost first.
  var font: Font?
  var weight: Font.Weight?
  /// The design set by `fontDesign(_:)` on this text (FontDesignWidth.swift).
  var design: Font.Design?
  var isItalic = false
  var isMonospacedDigit = false
  /// Drawn in the font's monospaced design (Markdown code spans).
  var isCode = false
  var decoration = TextDecoration()
  var textCaseOverride: Text.Case?? = nil
  var foreground: Color?
  /// A non-colour style from `foregroundStyle(_:)` on the text (a gradient, `.secondary`); a
  /// colour goes in `foreground`.
  var foregroundShapeStyle: AnyShapeStyle?
  /// Extra space after each character set by `tracking(_:)`/`kerning(_:)`, in points.
  var tracking: CGFloat?
  /// The vertical offset of the glyphs from the baseline set by `baselineOffset(_:)`, in points.
  var baselineOffset: CGFloat?
  /// What a character modifier was given that is not a finite length (`.kerning(.nan)`), reported as the text
  /// resolves (it may be made outside any resolve pass) and drawn as 0.
  var numberIssues: [String] = []
  /// The texts joined by `+`, each keeping its own modifiers; nil for a single text.
  var segments: [Text]? {
    get { segmentTree?.texts }
    set { segmentTree = newValue.map { TextSegments(texts: $0) } }
  }
  /// `segments` as `+` joined them (`TextSegments`): each `+` adds a node instead of copying every text and
  /// character before it.
  var segmentTree: TextSegments?
  /// The image this text shows (`Text(_ image:)`); nil for text of characters.
  var inlineImage: Image?
  /// For `Text(_:format:)` and `Text(_:style:)`: the value formatted again in the environment's
  /// locale and time zone when they differ from `content`'s en_US and UTC (TextFormat.swift).
  var localized: EnvironmentFormatted?
  /// The line height an `AttributedString` paragraph sets (its `lineHeight` attribute), which wins over
  /// the environment's `lineHeight(_:)`; nil when none does.
  var paragraphLineHeight: AttributedString.LineHeight?

  public init(verbatim content: String) { self.content = content }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// Creates a text view that displays localized content identified by a key, reading its inline
  /// Markdown (bold, italic, strikethrough, code, links) as SwiftUI does; see `InlineMarkdown`.
  /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`.
  ///
  /// The image is set in the line like a glyph: a symbol sized by the text's font and centred on its
  /// cap height, as SF Symbols sit in text; another image at its own size with its bottom on the
  /// baseline (UIKit's `NSTextAttachment`). A template image takes the text's color.
  public init(_ image: Image) {
    self.init(verbatim: "")
    inlineImage = image
  }

  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    if !key.pieces.isEmpty {
      // Interpolated texts keep their styling: the key is the concatenation of its pieces.
      let parts = key.pieces.map { piece -> Text in
        switch piece {
        case .markdown(let markdown): return Text(markdown: markdown)
        case .text(let text): return text
        }
      }
      self = Text.joining(parts)
    } else {
      self.init(markdown: key.markdown, plain: key.key)
    }
    guard !key.specifierProblems.isEmpty else { return }
    // On the first part when there are several, so a `+` that flattens this text into its parts keeps them.
    if var parts = segments {
      parts[0].numberIssues += key.specifierProblems
      segments = parts
    } else {
      numberIssues += key.specifierProblems
    }
  }

  /// A text from inline Markdown (`plain` is the same without markup, when known).
  init(markdown: String, plain: String? = nil) {
    guard InlineMarkdown.mayHaveMarkup(markdown) else {
      self = Text(verbatim: plain ?? InlineMarkdown.runs(markdown).map(\.text).joined())
      return
    }
    let parts: [Text] = InlineMarkdown.runs(markdown).map { run in
      var part = Text(verbatim: run.text)
      part.applyMarkdown(run.style)
      return part
    }
    switch parts.count {
    case 0: self = Text(verbatim: "")
    case 1: self = parts[0]
    default: self = Text.joining(parts)
    }
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func == (a: Text, b: Text) -> Bool {
    a.content == b.content && a.font == b.font && a.weight == b.weight && a.isItalic == b.isItalic && a.foreground == b.foreground
      && a.isMonospacedDigit == b.isMonospacedDigit && a.isCode == b.isCode && a.decoration == b.decoration && a.textCaseOverride == b.textCaseOverride
      && a.tracking == b.tracking && a.baselineOffset == b.baselineOffset && a.segments == b.segments
      && a.inlineImage == b.inlineImage && a.paragraphLineHeight == b.paragraphLineHeight
  }

  /// Concatenates the text in two text views in a new text view; each keeps its own font and color.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: "")
    joined.ownContent = nil
    joined.segmentTree = TextSegments(lhs.joinSide, rhs.joinSide)
    joined.paragraphLineHeight = lhs.paragraphLineHeight ?? rhs.paragraphLineHeight
    return joined
  }

  /// This text as one side of a `+`: the join it is, or a leaf holding its texts and the characters it shows.
  private var joinSide: TextSegments {
    guard let segmentTree else { return TextSegments(texts: [self], content: content) }
    guard let ownContent else { return segmentTree }
    return TextSegments(texts: segmentTree.texts, content: ownContent)
  }

  /// `texts` concatenated as `+` joins them, in one step: reducing with `+` copies every run and the whole
  /// string at each run, quadratic in a long key (60 000 characters of markup took minutes).
  static func joining(_ texts: [Text]) -> Text {
    if texts.count == 1 { return texts[0] }
    let parts = texts.flatMap(\.parts)
    var joined = Text(verbatim: parts.map(\.content).joined())
    joined.segments = parts
    joined.paragraphLineHeight = texts.lazy.compactMap(\.paragraphLineHeight).first
    return joined
  }

  /// The texts this one is made of: its segments, or itself.
  var parts: [Text] { segments ?? [self] }

  /// This text with its characters in capitals (segments keep their modifiers).
  func uppercased() -> Text {
    var copy = self
    copy.content = content.uppercased()
    copy.localized = nil
    copy.segments = segments?.map { $0.uppercased() }
    return copy
  }

  /// Sets the font of this text.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }
  /// Sets the weight of this text.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }
  /// Makes this text bold.
  public func bold() -> Text { fontWeight(.bold) }
  /// Makes this text bold when `isActive`.
  public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
  /// Makes this text italic.
  public func italic() -> Text {
    var copy = self
    copy.isItalic = true
    return copy
  }
  /// Makes this text italic when `isActive`.
  public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
  /// Sets the color of this text.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.foreground = color
    copy.foregroundShapeStyle = nil
    return copy
  }
  /// Sets the style of this text (iOS 17), keeping it a `Text` so it can be concatenated.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var copy = self
    if let color = style as? Color {
      copy.foreground = color
      copy.foregroundShapeStyle = nil
    } else {
      copy.foreground = nil
      copy.foregroundShapeStyle = AnyShapeStyle(style)
    }
    return copy
  }
  /// Sets the tracking (extra space after every character, in points) of this text.
  public func tracking(_ tracking: CGFloat) -> Text { spaced(tracking, ".tracking") }

  /// This text with `spacing` after every character, named `modifier` when it is not finite or longer than any screen
  /// (then 0).
  private func spaced(_ spacing: CGFloat, _ modifier: String) -> Text {
    var copy = self
    let (used, issue) = TextNumberCheck.spacing(modifier, spacing)
    copy.tracking = used
    if let issue { copy.numberIssues.append(issue) }
    return copy
  }
  /// Sets the spacing, or kerning, between characters (in points) of this text.
  ///
  /// Specimen adds it between characters as it does tracking: the two differ only in how
  /// ligatures are split, and the stand-in fonts' ligatures are rare in UI text.
  public func kerning(_ kerning: CGFloat) -> Text { spaced(kerning, ".kerning") }
  /// Sets the vertical offset for the text relative to its baseline, in points (positive is up).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    var copy = self
    copy.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
    if !baselineOffset.isFinite { copy.numberIssues.append(TextNumberCheck.notFinite(".baselineOffset", baselineOffset)) }
    return copy
  }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    let env = context.environment
    if env.drawsTextRedacted { return placeholderNode(in: context) }  // Redaction.swift
    TextNumberCheck.report(numberIssues + (segments?.flatMap(\.numberIssues) ?? []), of: self)
    let decoration = self.decoration.merged(over: env.textDecoration)
    var text = ResolvedText(
      string: cased(shownContent(in: env), env), font: resolvedFont(in: env, outer: nil), paint: resolvedPaint(in: env, outer: nil),
      lineLimit: env.lineLimit, truncationMode: env.truncationMode, alignment: env.multilineTextAlignment,
      minimumScaleFactor: env.minimumScaleFactor, lineSpacing: env.lineSpacing,
      layoutDirection: env.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    text.tracking = tracking ?? env.textTracking
    text.baselineOffset = baselineOffset ?? env.baselineOffset
    text.allowsTightening = env.allowsTightening
    text.lineHeight = paragraphLineHeight ?? env.lineHeight
    if decoration.underline == true { text.underline = true }
    if decoration.strikethrough == true { text.strikethrough = true }
    text.underlineStyle = decoration.resolvedUnderline(in: env)
    text.strikethroughStyle = decoration.resolvedStrikethrough(in: env)
    text.reservedLines = env.lineLimitReservesSpace ? env.lineLimit : env.lineLimitMinimum
    if let parts = segments ?? (inlineImage != nil ? [self] : nil) {
      text.runs = parts.map { part in
        var run = TextRun(string: part.cased(part.shownContent(in: env), env), font: part.resolvedFont(in: env, outer: self),
                          paint: part.resolvedPaint(in: env, outer: self),
                          tracking: part.tracking ?? tracking ?? env.textTracking,
                          baselineOffset: part.baselineOffset ?? baselineOffset ?? env.baselineOffset,
                          lines: part.decoration.merged(over: decoration), in: env)
        if let image = part.inlineImage { run.setImage(image, in: env) }
        return run
      }
      // The line's own font is its first run's (used for paragraph metrics when every run is alike).
      if let first = text.runs.first { text.font = first.font }
      text.string = text.runs.map(\.string).joined()  // each run in its own case
    }
    return ResolvedNode(.text(TextFontChangeLimit.checked(TextLength.checked(text))), type: "Text")
  }

  /// This text's font: its own modifiers first, then those of the concatenation it is in, then the environment's.
  func resolvedFont(in env: EnvironmentValues, outer: Text?) -> ResolvedFont {
    var font = self.font ?? outer?.font ?? env.font ?? .body
    if let weight = weight ?? outer?.weight ?? env.fontWeight { font = font.weight(weight) }
    if font.design == nil, let design = design ?? outer?.design ?? env.fontDesign { font.design = design }
    if isItalic || outer?.isItalic == true || env.isItalic { font = font.italic() }
    if isMonospacedDigit || outer?.isMonospacedDigit == true || env.isMonospacedDigit { font = font.monospacedDigit() }
    if isCode { font = font.monospaced() }
    return font.resolve(in: env)
  }

  /// `string` in this text's case (`textCase(_:)` on the text, else the environment's).
  func cased(_ string: String, _ env: EnvironmentValues) -> String {
    switch textCaseOverride ?? env.textCase {
    case .uppercase?: return string.uppercased(with: Text.formatLocale)
    case .lowercase?: return string.lowercased(with: Text.formatLocale)
    case nil: return string
    }
  }

  /// This text's paint: its own color, then the concatenation's, then the environment's foreground style.
  func resolvedPaint(in env: EnvironmentValues, outer: Text?) -> Paint {
    if let foreground { return foreground._paint(in: env, level: 0) }
    if let foregroundShapeStyle { return foregroundShapeStyle._paint(in: env, level: 0) }
    if let color = outer?.foreground { return color._paint(in: env, level: 0) }
    if let style = outer?.foregroundShapeStyle { return style._paint(in: env, level: 0) }
    return ForegroundStyle()._paint(in: env, level: 0)
  }
}

/// One part of concatenated text with its own font, paint and spacing.
public struct TextRun: Hashable, Sendable, Codable {
  public var string: String
  public var font: ResolvedFont
  public var paint: Paint
  /// Extra space after each character, in points (on top of the system font's own tracking).
  public var tracking: CGFloat
  /// How far the glyphs sit above the baseline, in points.
  public var baselineOffset: CGFloat
  /// A line under this run (its own `.underline()` or an `AttributedString` run's `underlineStyle`); nil when unset.
  public var underline: Bool?
  /// A line through this run; nil when unset.
  public var strikethrough: Bool?
  /// The underline's pattern and colour; nil for a solid line in the run's colour.
  public var underlineStyle: ResolvedLineStyle?
  /// The strikethrough's pattern and colour; nil for a solid line in the run's colour.
  public var strikethroughStyle: ResolvedLineStyle?
  public init(string: String, font: ResolvedFont, paint: Paint, tracking: CGFloat = 0, baselineOffset: CGFloat = 0) {
    self.string = string
    self.font = font
    self.paint = paint
    self.tracking = tracking
    self.baselineOffset = baselineOffset
  }

  init(string: String, font: ResolvedFont, paint: Paint, tracking: CGFloat, baselineOffset: CGFloat, lines: TextDecoration,
       in env: EnvironmentValues) {
    self.init(string: string, font: font, paint: paint, tracking: tracking, baselineOffset: baselineOffset)
    underline = lines.underline
    strikethrough = lines.strikethrough
    underlineStyle = lines.resolvedUnderline(in: env)
    strikethroughStyle = lines.resolvedStrikethrough(in: env)
  }

  /// The image drawn in place of this run's one character (`Text(_ image:)`); nil for a run of characters.
  public var image: ResolvedImage?

  /// The character an image run holds in the string: U+FFFC OBJECT REPLACEMENT CHARACTER.
  public static let imageCharacter = "\u{FFFC}"

  /// Makes this run show `image`, sized by the run's font and, when it is a template, in the run's paint.
  mutating func setImage(_ image: Image, in env: EnvironmentValues) {
    var resolved = image.resolved(in: env)
    resolved.font = font
    if resolved.renderingMode == .template { resolved.tint = paint }
    self.image = resolved
    string = TextRun.imageCharacter
  }
}

/// Text ready to measure and draw: the string with a concrete font, paint and paragraph settings.
public struct ResolvedText: Hashable, Sendable, Codable {
  public var string: String
  public var font: ResolvedFont
  public var paint: Paint
  public var lineLimit: Int?
  public var truncationMode: TruncationMode
  public var alignment: TextAlignment
  public var minimumScaleFactor: CGFloat
  public var lineSpacing: CGFloat
  /// Paragraph direction.
  public var layoutDirection: Direction
  /// A line under the text; nil when none.
  public var underline: Bool?
  /// A line through the text; nil when none.
  public var strikethrough: Bool?
  /// The underline's pattern and colour; nil for a solid line in the text's colour.
  public var underlineStyle: ResolvedLineStyle?
  /// The strikethrough's pattern and colour; nil for a solid line in the text's colour.
  public var strikethroughStyle: ResolvedLineStyle?
  /// Extra space after each character, in points (`tracking(_:)`, `kerning(_:)`).
  public var tracking: CGFloat = 0
  /// How far the glyphs sit above the baseline, in points (`baselineOffset(_:)`).
  public var baselineOffset: CGFloat = 0
  /// Whether spacing may tighten before the text is truncated (`allowsTightening(_:)`).
  public var allowsTightening = false
  /// Lines the text's height always makes room for (`lineLimit(_:reservesSpace:)`, `lineLimit(2...)`).
  public var reservedLines: Int?
  /// The distance between baselines set by `lineHeight(_:)` or the paragraph's attribute; nil for the fonts' own.
  public var lineHeight: AttributedString.LineHeight?
  /// The parts of concatenated text (`Text + Text`); empty when the whole string shares `font` and `paint`.
  public var runs: [TextRun] = []

  /// Paragraph direction of resolved text.
  public enum Direction: String, Hashable, Sendable, Codable { case leftToRight, rightToLeft }

  public init(string: String, font: ResolvedFont, paint: Paint = .color(.black), lineLimit: Int? = nil,
              truncationMode: TruncationMode = .tail, alignment: TextAlignment = .leading,
              minimumScaleFactor: CGFloat = 1, lineSpacing: CGFloat = 0, layoutDirection: Direction = .leftToRight) {
    self.string = string
    self.font = font
    self.paint = paint
    self.lineLimit = lineLimit
    self.truncationMode = truncationMode
    self.alignment = alignment
    self.minimumScaleFactor = minimumScaleFactor
    self.lineSpacing = lineSpacing
    self.layoutDirection = layoutDirection
  }

  /// The text as VoiceOver reads it: an inline image by its name (`ResolvedImage.Source.spokenName`).
  public var spokenString: String {
    guard runs.contains(where: { $0.image != nil }) else { return string }
    return runs.map { run in run.image.map { $0.source.spokenName } ?? run.string }.joined()
  }

  /// The runs to lay out: `runs`, or the whole string as one run.
  public var effectiveRuns: [TextRun] {
    runs.isEmpty ? [TextRun(string: string, font: font, paint: paint, tracking: tracking, baselineOffset: baselineOffset)] : runs
  }
}

struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
struct ItalicKey: EnvironmentKey { static let defaultValue = false }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = TruncationMode.tail }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
  /// The font weight set by `.fontWeight(_:)` / `.bold()` on a container.
  package var fontWeight: Font.Weight? {
    get { self[FontWeightKey.self] }
    set { self[FontWeightKey.self] = newValue }
  }
  package var isItalic: Bool {
    get { self[ItalicKey.self] }
    set { self[ItalicKey.self] = newValue }
  }
  /// A value that indicates how the layout truncates the last line of text to fit into the available space.
  public var truncationMode: TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  /// The minimum permissible proportion to shrink the font size to fit the text into the available space.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
  /// The distance in points between the bottom of one line fragment and the top of the next.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
}
