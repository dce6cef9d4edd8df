import Foundation

/// The color scheme of the environment: light or dark.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
  case light
  case dark
}

/// The size classes, like regular or small, that you can apply to controls.
public enum ControlSize: String, CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// A direction in which to lay out content: left to right or right to left.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
  case leftToRight
  case rightToLeft
}

/// An alignment position for text along the horizontal axis.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable {
  case leading, center, trailing
}

struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct TintKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
struct AccentColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct IsPressedKey: EnvironmentKey { static let defaultValue = false }
struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
struct IsHoveredKey: EnvironmentKey { static let defaultValue = false }
struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }

extension EnvironmentValues {
  /// Whether controls in this environment are enabled (`.disabled(true)` makes it false).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
  /// The color scheme of this environment.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
  /// The size to apply to controls within a view.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
  /// The default font of this environment.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// The layout direction associated with the current environment.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
  /// The maximum number of lines that text can occupy in a view.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// An environment value that indicates how a text view aligns its lines.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
  /// The display scale of this environment (2 by default, like an iPhone).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
  /// Whether a view or caller set `displayScale` (a renderer gives an environment that did not its own scale).
  package var setsDisplayScale: Bool { holds(DisplayScaleKey.self) }

  /// The foreground style set by `foregroundStyle`/`foregroundColor`; nil means `.primary`.
  package var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }
  /// The tint set by `.tint(_:)`; nil means the accent color.
  package var tint: AnyShapeStyle? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }
  /// The accent color set by `.accentColor(_:)`; nil means blue.
  package var accentColor: Color? {
    get { self[AccentColorKey.self] }
    set { self[AccentColorKey.self] = newValue }
  }

  /// Forced state: controls in this environment draw as pressed. Set by the renderer, not by gestures.
  public var isPressed: Bool {
    get { self[IsPressedKey.self] }
    set { self[IsPressedKey.self] = newValue }
  }
  /// Forced state: focusable controls in this environment draw as focused.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
  /// Forced state: controls in this environment draw as hovered.
  public var isHovered: Bool {
    get { self[IsHoveredKey.self] }
    set { self[IsHoveredKey.self] = newValue }
  }
}
