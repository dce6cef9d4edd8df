import Foundation

extension Text {
  /// A scheme for transforming the capitalization of characters within text.
  public enum Case: String, Hashable, Sendable {
    case uppercase, lowercase
  }

  /// Description of the style used to draw the line for `underline` and `strikethrough`.
  public struct LineStyle: Hashable, Sendable {
    /// The pattern the line follows.
    public struct Pattern: Hashable, Sendable {
      let kind: ResolvedLineStyle.Pattern
      /// Draw a solid line.
      public static let solid = Pattern(kind: .solid)
      /// Draw a line of dots.
      public static let dot = Pattern(kind: .dot)
      /// Draw a line of dashes.
      public static let dash = Pattern(kind: .dash)
      /// Draw a line of alternating dashes and dots.
      public static let dashDot = Pattern(kind: .dashDot)
      /// Draw a line of alternating dashes and two dots.
      public static let dashDotDot = Pattern(kind: .dashDotDot)
    }
    let pattern: Pattern
    let color: Color?
    /// Creates a line style.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }
    /// Draw a single solid line.
    public static let single = LineStyle()
  }
}

/// Lines set on a text or on a container's environment (letter spacing is `tracking`, in TextModifiers.swift).
struct TextDecoration: Hashable, Sendable {
  var underline: Bool?
  var strikethrough: Bool?
  /// The underline's pattern and colour, when the code gave them (`underline(_:pattern:color:)`, an
  /// `AttributedString`'s `underlineStyle`); they go with `underline`.
  var underlineStyle: Text.LineStyle?
  /// The strikethrough's pattern and colour, when given; they go with `strikethrough`.
  var strikethroughStyle: Text.LineStyle?

  /// `inner` wins where it is set, a line's style with the line.
  func merged(over outer: TextDecoration) -> TextDecoration {
    TextDecoration(underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
                   underlineStyle: underline != nil ? underlineStyle : outer.underlineStyle,
                   strikethroughStyle: strikethrough != nil ? strikethroughStyle : outer.strikethroughStyle)
  }

  /// The underline's style for drawing, with its colour resolved in `env`; nil for a solid line in the text's colour.
  func resolvedUnderline(in env: EnvironmentValues) -> ResolvedLineStyle? {
    underline == true ? ResolvedLineStyle(underlineStyle, in: env) : nil
  }

  /// The strikethrough's style for drawing; nil for a solid line in the text's colour.
  func resolvedStrikethrough(in env: EnvironmentValues) -> ResolvedLineStyle? {
    strikethrough == true ? ResolvedLineStyle(strikethroughStyle, in: env) : nil
  }

  /// Sets a line: on or off, with its pattern and colour (solid in the text's colour when neither is given).
  static func line(_ isActive: Bool, _ pattern: Text.LineStyle.Pattern, _ color: Color?) -> (Bool, Text.LineStyle?) {
    (isActive, pattern == .solid && color == nil ? nil : Text.LineStyle(pattern: pattern, color: color))
  }
}

/// An underline or strikethrough ready to draw: its pattern and its colour (nil: the text's own paint).
public struct ResolvedLineStyle: Hashable, Sendable, Codable {
  /// The pattern a line follows, as `Text.LineStyle.Pattern` names it.
  public enum Pattern: String, Hashable, Sendable, Codable { case solid, dot, dash, dashDot, dashDotDot }
  public var pattern: Pattern
  public var color: RGBA?

  public init(pattern: Pattern, color: RGBA?) {
    self.pattern = pattern
    self.color = color
  }

  /// `style` with its colour resolved in `env`; nil when it draws as the default line (solid, the text's colour).
  init?(_ style: Text.LineStyle?, in env: EnvironmentValues) {
    guard let style else { return nil }
    var color: RGBA?
    if let given = style.color, case .color(let rgba) = given._paint(in: env, level: 0) { color = rgba }
    guard style.pattern != .solid || color != nil else { return nil }
    self.init(pattern: style.pattern.kind, color: color)
  }
}

struct TextDecorationKey: EnvironmentKey { static let defaultValue = TextDecoration() }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
  /// Lines set with `.underline`, `.strikethrough` on a container.
  var textDecoration: TextDecoration {
    get { self[TextDecorationKey.self] }
    set { self[TextDecorationKey.self] = newValue }
  }
  /// A stylistic override to transform the case of `Text` when displayed.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

extension Text {
  private func decorated(_ change: (inout TextDecoration) -> Void) -> Text {
    var copy = self
    change(&copy.decoration)
    return copy
  }
  /// Applies an underline to the text, in `color` (the text's own when nil).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { underline(isActive, pattern: .solid, color: color) }
  /// Applies an underline to the text with a pattern, in `color` (the text's own when nil).
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    decorated { ($0.underline, $0.underlineStyle) = TextDecoration.line(isActive, pattern, color) }
  }
  /// Applies a strikethrough to the text, in `color` (the text's own when nil).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { strikethrough(isActive, pattern: .solid, color: color) }
  /// Applies a strikethrough to the text with a pattern, in `color` (the text's own when nil).
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
    decorated { ($0.strikethrough, $0.strikethroughStyle) = TextDecoration.line(isActive, pattern, color) }
  }
  /// Sets the text case of this text.
  public func textCase(_ textCase: Case?) -> Text {
    var copy = self
    copy.textCaseOverride = .some(textCase)
    return copy
  }
}

nonisolated extension View {
  /// Sets a transform for the case of the text contained in this view when displayed.
  public func textCase(_ textCase: Text.Case?) -> some View { environmentChange { $0.textCase = textCase } }
  /// Applies an underline to the text in this view, with a pattern, in `color` (the text's own when nil).
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    environmentChange { ($0.textDecoration.underline, $0.textDecoration.underlineStyle) = TextDecoration.line(isActive, pattern, color) }
  }
  /// Applies a strikethrough to the text in this view, with a pattern, in `color` (the text's own when nil).
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    environmentChange {
      ($0.textDecoration.strikethrough, $0.textDecoration.strikethroughStyle) = TextDecoration.line(isActive, pattern, color)
    }
  }
}
