import Foundation

/// UIKit's font class, as style code passes it to `Font(_:)`: system, text-style and named fonts.
///
/// Sizes are iOS's at the default Dynamic Type size (Apple HIG, "Typography"); the face is
/// chosen as for the SwiftUI `Font` it converts to.
open class UIFont: NSObject, @unchecked Sendable {
  let font: Font
  /// The font's point size.
  public let pointSize: CGFloat
  /// The font's family name.
  public let familyName: String
  /// The font's full name.
  public let fontName: String

  init(font: Font, pointSize: CGFloat, familyName: String = UIFont.systemFamilyName, fontName: String = ".SFUI-Regular") {
    self.font = font
    self.pointSize = pointSize
    self.familyName = familyName
    self.fontName = fontName
    super.init()
  }

  /// Creates and returns a font object for the specified font name and size; Specimen draws any name it does not have with its fallback fonts.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(font: .custom(fontName, fixedSize: fontSize), pointSize: fontSize, familyName: fontName, fontName: fontName)
  }

  /// Returns the font object for standard interface items in the specified size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: weight.swiftUI), pointSize: fontSize)
  }

  /// Returns the font object for standard interface items in the specified size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

  /// Returns the font object for standard interface items that you render in boldface type in the specified size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

  /// Returns the font object for standard interface items that you render in italic type in the specified size.
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(font: Font.system(size: fontSize).italic(), pointSize: fontSize)
  }

  /// Returns a fixed-width font for the specified size and weight.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(font: .system(size: fontSize, weight: weight.swiftUI, design: .monospaced), pointSize: fontSize)
  }

  /// Returns a font with fixed-width digits for the specified size and weight.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(font: Font.system(size: fontSize, weight: weight.swiftUI).monospacedDigit(), pointSize: fontSize)
  }

  /// Returns an instance of the system font for the specified text style, scaled for the default content size category.
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let swiftUI = style.swiftUI
    return UIFont(font: .system(swiftUI), pointSize: swiftUI.pointSize)
  }

  /// Returns an instance of the system font for the specified text style, scaled for the content size category of the
  /// trait collection: a font of that size (the text style's size at that category), which does not scale again.
  /// With no trait collection, or one whose category is `unspecified` or not one of UIKit's, it is
  /// `preferredFont(forTextStyle:)`.
  open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    guard let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize else { return preferredFont(forTextStyle: style) }
    let swiftUI = style.swiftUI, pointSize = swiftUI.pointSize(at: size)
    return UIFont(font: .system(size: pointSize, weight: swiftUI.defaultWeight), pointSize: pointSize)
  }

  /// Returns a font object that is the same as the font, but has the specified size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    let resized: Font
    if case .custom(let name, _, _) = font.base { resized = .custom(name, fixedSize: fontSize) } else {
      var copy = font
      copy.base = .system(size: fontSize)
      resized = copy
    }
    return UIFont(font: resized, pointSize: fontSize, familyName: familyName, fontName: fontName)
  }

  /// The font's vertical metrics: San Francisco's for the system font (SF Pro's font header, as UIKit reports
  /// them: 17 pt has ascender 16.19, descender −4.10, no line gap); an installed custom font's own (read from
  /// its file by the renderer); SF's for a name Specimen does not have, which draws in the system font.
  var verticalMetrics: FontVerticalMetrics {
    let size = pointSize.isFinite ? pointSize : 0
    if familyName != UIFont.systemFamilyName, let metrics = InstalledFontMetrics.metrics(name: fontName, size: size) { return metrics }
    return FontVerticalMetrics(ascender: size * SystemTypography.ascender, descender: -size * SystemTypography.descender, leading: 0,
                               capHeight: size * SystemTypography.capHeight, xHeight: size * SystemTypography.xHeight)
  }
  /// The family name of fonts made by `systemFont(ofSize:)` and its neighbours.
  static let systemFamilyName = "System Font"

  /// The height, in points, of text lines: ascender − descender + leading (20.29 for the 17-pt system font).
  open var lineHeight: CGFloat {
    let metrics = verticalMetrics  // one lookup of an installed font's metrics, not three
    return metrics.ascender - metrics.descender + metrics.leading
  }
  /// The top y-coordinate, offset from the baseline, of the font's longest ascender.
  open var ascender: CGFloat { verticalMetrics.ascender }
  /// The bottom y-coordinate, offset from the baseline, of the font's longest descender (negative).
  open var descender: CGFloat { verticalMetrics.descender }
  /// The leading (line gap) of the font.
  open var leading: CGFloat { verticalMetrics.leading }
  /// The height of the font's capital letters.
  open var capHeight: CGFloat { verticalMetrics.capHeight }
  /// The x-height of the font.
  open var xHeight: CGFloat { verticalMetrics.xHeight }

  /// The standard font size for labels (17 pt on iOS).
  open class var labelFontSize: CGFloat { 17 }
  /// The standard font size for buttons (18 pt on iOS).
  open class var buttonFontSize: CGFloat { 18 }
  /// The size of the standard system font (14 pt on iOS).
  open class var systemFontSize: CGFloat { 14 }
  /// The size of the standard small system font (12 pt on iOS).
  open class var smallSystemFontSize: CGFloat { 12 }

  /// The weight of a font.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    // The values UIKit defines (UIFontWeightUltraLight … UIFontWeightBlack).
    public static let ultraLight = Weight(-0.8)
    public static let thin = Weight(-0.6)
    public static let light = Weight(-0.4)
    public static let regular = Weight(0)
    public static let medium = Weight(0.23)
    public static let semibold = Weight(0.3)
    public static let bold = Weight(0.4)
    public static let heavy = Weight(0.56)
    public static let black = Weight(0.62)

    /// The SwiftUI weight nearest to this one.
    var swiftUI: Font.Weight {
      let table: [(CGFloat, Font.Weight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                             (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
      guard rawValue.isFinite else { return .regular }
      return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
    }
  }

  /// Constants that describe the preferred styles for fonts.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
    public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
    public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
    public static let title1 = TextStyle("UICTFontTextStyleTitle1")
    public static let title2 = TextStyle("UICTFontTextStyleTitle2")
    public static let title3 = TextStyle("UICTFontTextStyleTitle3")
    public static let headline = TextStyle("UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
    public static let body = TextStyle("UICTFontTextStyleBody")
    public static let callout = TextStyle("UICTFontTextStyleCallout")
    public static let footnote = TextStyle("UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

    /// The SwiftUI text style with the same size and weight.
    var swiftUI: Font.TextStyle {
      switch self {
      case .largeTitle, .extraLargeTitle, .extraLargeTitle2: return .largeTitle
      case .title1: return .title
      case .title2: return .title2
      case .title3: return .title3
      case .headline: return .headline
      case .subheadline: return .subheadline
      case .callout: return .callout
      case .footnote: return .footnote
      case .caption1: return .caption
      case .caption2: return .caption2
      default: return .body
      }
    }
  }
}

/// A utility object for obtaining custom fonts that scale to support Dynamic Type.
///
/// Without a trait collection, values are for the app's content size, which in a render is the
/// default (large), so they are unchanged. With one, they scale by how much the text style's point
/// size grows from large to the collection's `preferredContentSizeCategory`, as `ScaledMetric` does.
public final class UIFontMetrics: Sendable {
  /// The text style whose growth the metrics follow.
  let textStyle: UIFont.TextStyle
  /// The default font metrics object for content (the body style).
  public static let `default` = UIFontMetrics(forTextStyle: .body)
  /// Creates a font metrics object for the specified text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
  /// Returns a version of the specified font that adopts the current font metrics.
  public func scaledFont(for font: UIFont) -> UIFont { font }
  /// Returns a version of the specified font that adopts the current font metrics and is constrained to the specified maximum size.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
  /// Returns a version of the specified font that adopts the font metrics of the specified trait collection.
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    return size == font.pointSize ? font : font.withSize(size)
  }
  /// Returns a version of the specified font that adopts the font metrics of the specified trait
  /// collection, growing to at most `maximumPointSize` (0: no maximum; a font already larger keeps its size).
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    let scaled = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
    guard scaled != font.pointSize else { return font }
    let size = maximumPointSize > 0 ? min(scaled, max(maximumPointSize, font.pointSize)) : scaled
    return font.withSize(size)
  }
  /// Scales an arbitrary layout value based on the current Dynamic Type settings.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
  /// Scales an arbitrary layout value based on the Dynamic Type settings of the specified trait collection.
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    guard let size = traitCollection?.preferredContentSizeCategory.dynamicTypeSize, value.isFinite else { return value }
    let style = textStyle.swiftUI
    return value * style.pointSize(at: size) / style.pointSize(at: .large)
  }
}

extension Font {
  /// Creates a font from a UIKit font.
  public init(_ font: UIFont) { self = font.font }
}
