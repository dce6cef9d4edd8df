import Foundation

/// The type of truncation to apply to a line of text when it's too long to fit.
public enum TruncationMode: String, Hashable, Sendable, Codable {
  case head, tail, middle
}

/// A string-literal key for localized text; Specimen shows the key itself.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
  let key: String
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

  /// Builds the text of an interpolated key.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { output += literal }
    public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
  }
}

/// A view that displays one or more lines of read-only text.
public struct Text: View, PrimitiveView, Equatable {
  var content: String
  /// Modifiers applied to the text itself (font, weight …), innermost first.
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var foreground: Color?

  public init(verbatim content: String) { self.content = content }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    self.content = key.key
  }

  public var body: Never { primitiveBody(Self.self) }

  public static func == (a: Text, b: Text) -> Bool {
    a.content == b.content && a.font == b.font && a.weight == b.weight && a.isItalic == b.isItalic && a.foreground == b.foreground
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
  /// Sets the color of this text.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.foreground = color
    return copy
  }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    let env = context.environment
    var font = (self.font ?? env.font ?? .body)
    if let weight { font = font.weight(weight) } else if let weight = env.fontWeight { font = font.weight(weight) }
    if isItalic || env.isItalic { font = font.italic() }
    let paint = foreground.map { $0._paint(in: env, level: 0) } ?? ForegroundStyle()._paint(in: env, level: 0)
    let text = ResolvedText(
      string: env.textCase.map(content.applying) ?? content, font: font.resolve(in: env), paint: paint, lineLimit: env.lineLimit,
      truncationMode: env.truncationMode, alignment: env.multilineTextAlignment,
      minimumScaleFactor: env.minimumScaleFactor, lineSpacing: env.lineSpacing,
      layoutDirection: env.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    return ResolvedNode(.text(text), type: "Text")
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
