import Foundation

extension Text {
  /// A scheme for transforming the capitalization of characters within text.
  public enum Case: String, Hashable, Sendable {
    case uppercase, lowercase
  }

  /// Description of the style used to draw the line for `underline` and `strikethrough`.
  public struct LineStyle: Hashable, Sendable {
    /// The pattern the line follows; every pattern is drawn solid here.
    public struct Pattern: Hashable, Sendable {
      let name: String
      public static let solid = Pattern(name: "solid")
      public static let dot = Pattern(name: "dot")
      public static let dash = Pattern(name: "dash")
      public static let dashDot = Pattern(name: "dashDot")
      public static let dashDotDot = Pattern(name: "dashDotDot")
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

  /// `inner` wins where it is set.
  func merged(over outer: TextDecoration) -> TextDecoration {
    TextDecoration(underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough)
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
  /// Applies an underline to the text.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { decorated { $0.underline = isActive } }
  /// Applies an underline to the text with a pattern (drawn solid).
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { underline(isActive, color: color) }
  /// Applies a strikethrough to the text.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { decorated { $0.strikethrough = isActive } }
  /// Applies a strikethrough to the text with a pattern (drawn solid).
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text { strikethrough(isActive, color: color) }
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
  /// Applies an underline to the text in this view.
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    environmentChange { $0.textDecoration.underline = isActive }
  }
  /// Applies a strikethrough to the text in this view.
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
    environmentChange { $0.textDecoration.strikethrough = isActive }
  }
}
