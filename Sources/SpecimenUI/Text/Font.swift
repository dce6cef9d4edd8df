import Foundation

/// An environment-dependent font.
public struct Font: Hashable, Sendable {
  enum Base: Hashable, Sendable {
    case textStyle(TextStyle)
    case system(size: CGFloat)
    case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
  }
  var base: Base
  var design: Design?
  var weight: Weight?
  var isItalic = false
  var isMonospacedDigit = false
  /// `smallCaps()`, `lowercaseSmallCaps()`, `uppercaseSmallCaps()` (SmallCaps.swift).
  var smallCapitals: ResolvedFont.SmallCaps?
  /// `leading(_:)`: the line spacing adjustment (FontLeading.swift).
  var lineSpacingAdjustment: Leading = .standard
  /// The warning for a `width(_:)` given a width that is not finite, reported when the font is resolved.
  var widthIssue: String?
  /// The warnings for `UIFontDescriptor` attributes and `UIFont(descriptor:size:)` sizes that were left out, reported when
  /// the font is resolved (a descriptor is often made before any render, where a report would be lost).
  var attributeIssues: [String] = []

  init(_ base: Base, design: Design? = nil, weight: Weight? = nil) {
    self.base = base
    self.design = design
    self.weight = weight
  }

  /// A dynamic text style to use for fonts.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The point size on iOS at the default Dynamic Type size (Apple HIG, "Typography").
    public var pointSize: CGFloat {
      switch self {
      case .largeTitle: return 34
      case .title: return 28
      case .title2: return 22
      case .title3: return 20
      case .headline, .body: return 17
      case .callout: return 16
      case .subheadline: return 15
      case .footnote: return 13
      case .caption: return 12
      case .caption2: return 11
      }
    }
    var defaultWeight: Weight { self == .headline ? .semibold : .regular }
  }

  /// A design to use for fonts.
  public enum Design: String, Hashable, Sendable, Codable {
    case `default`, serif, rounded, monospaced
  }

  /// A weight to use for fonts.
  public struct Weight: Hashable, Sendable {
    /// The CSS-style weight: 100 (ultraLight) … 900 (black).
    public let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  public static let largeTitle = Font(.textStyle(.largeTitle))
  public static let title = Font(.textStyle(.title))
  public static let title2 = Font(.textStyle(.title2))
  public static let title3 = Font(.textStyle(.title3))
  public static let headline = Font(.textStyle(.headline))
  public static let subheadline = Font(.textStyle(.subheadline))
  public static let body = Font(.textStyle(.body))
  public static let callout = Font(.textStyle(.callout))
  public static let footnote = Font(.textStyle(.footnote))
  public static let caption = Font(.textStyle(.caption))
  public static let caption2 = Font(.textStyle(.caption2))

  /// A system font with a text style, and optionally a design and a weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(.textStyle(style), design: design, weight: weight)
  }

  /// A system font of a fixed size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(.system(size: size), design: design, weight: weight)
  }

  /// A custom font that scales with Dynamic Type relative to the body style.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(.custom(name: name, size: size, relativeTo: .body))
  }

  /// A custom font that scales relative to `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(.custom(name: name, size: size, relativeTo: textStyle))
  }

  /// A custom font of a fixed size that does not scale with Dynamic Type.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(.custom(name: name, size: fixedSize, relativeTo: nil))
  }

  /// This font, bold.
  public func bold() -> Font { weight(.bold) }
  /// This font with the given weight.
  public func weight(_ weight: Weight) -> Font {
    var copy = self
    copy.weight = weight
    return copy
  }
  /// This font, italic.
  public func italic() -> Font {
    var copy = self
    copy.isItalic = true
    return copy
  }
  /// This font with fixed-width digits (tabular figures), other characters unchanged.
  public func monospacedDigit() -> Font {
    var copy = self
    copy.isMonospacedDigit = true
    return copy
  }
  /// This font, monospaced.
  public func monospaced() -> Font {
    var copy = self
    copy.design = .monospaced
    return copy
  }

  /// The concrete face and size at the default Dynamic Type size.
  package func resolve() -> ResolvedFont { resolve(dynamicTypeSize: .large) }

  /// The concrete face and size in `environment` (text styles and relative custom fonts follow its Dynamic Type size).
  package func resolve(in environment: EnvironmentValues) -> ResolvedFont {
    if let widthIssue { ResolveIssues.report(ResolveIssue(.invalidNumber, widthIssue)) }
    for issue in attributeIssues { ResolveIssues.report(ResolveIssue(.invalidNumber, issue)) }
    return resolve(dynamicTypeSize: environment.dynamicTypeSize)
  }

  /// The concrete face and size at a Dynamic Type size.
  package func resolve(dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
    var resolved = resolveFace(dynamicTypeSize: dynamicTypeSize)
    if isMonospacedDigit { resolved.monospacedDigit = true }
    resolved.smallCaps = smallCapitals
    return resolved
  }

  private func resolveFace(dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
    switch base {
    case .textStyle(let style):
      return ResolvedFont(family: nil, design: design ?? .default, size: style.pointSize(at: dynamicTypeSize),
                          weight: (weight ?? style.defaultWeight).value, italic: isItalic,
                          leading: style.leading(at: dynamicTypeSize) + lineSpacingAdjustment.points)
    case .system(let size):
      // A fixed-size system font keeps the size-derived pitch unless `leading(_:)` adjusts it.
      let leading = lineSpacingAdjustment == .standard ? nil : SystemTypography.linePitch(size: size) + lineSpacingAdjustment.points
      return ResolvedFont(family: nil, design: design ?? .default, size: size, weight: (weight ?? .regular).value, italic: isItalic,
                          leading: leading)
    case .custom(let name, let size, let relativeTo):
      let scaled = relativeTo.map { size * $0.pointSize(at: dynamicTypeSize) / $0.pointSize } ?? size
      return ResolvedFont(family: name.isEmpty ? nil : name, design: design ?? .default, size: scaled,
                          weight: (weight ?? .regular).value, italic: isItalic)
    }
  }
}

/// A concrete font request: family (nil for the system font of `design`), size in points, weight, slant.
public struct ResolvedFont: Hashable, Sendable, Codable {
  public var family: String?
  public var design: Font.Design
  public var size: CGFloat
  public var weight: Int
  public var italic: Bool
  /// Tabular (fixed-width) digits; nil when not asked for, so existing dumps are unchanged.
  public var monospacedDigit: Bool?
  /// Which letters are set as small capitals; nil when not asked for, so existing dumps are unchanged.
  public var smallCaps: SmallCaps?
  /// The text style's line pitch (HIG "Leading") at its Dynamic Type size; nil for a font of a fixed size.
  public var leading: CGFloat?
  public init(family: String? = nil, design: Font.Design = .default, size: CGFloat, weight: Int = 400, italic: Bool = false,
              leading: CGFloat? = nil) {
    self.family = family
    self.design = design
    self.size = size
    self.weight = weight
    self.italic = italic
    self.leading = leading
  }
}
