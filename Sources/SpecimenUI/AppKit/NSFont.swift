import Foundation

/// AppKit's font class, as Mac and multiplatform code passes it to `Font(_:)`: system, text-style
/// and named fonts.
///
/// Sizes are macOS's (Apple HIG, "Typography": 13 pt body, 10 pt captions); the face and the
/// vertical metrics are those of the `UIFont` of the same description, which resolves exactly as the
/// SwiftUI `Font` it converts to.
open class NSFont: NSObject, @unchecked Sendable {
  /// The UIKit font with the same face and size, which does the resolving.
  let base: UIFont

  init(base: UIFont) {
    self.base = base
    super.init()
  }

  /// Creates a font object for the specified font name and size; Specimen draws any name it does not have with its fallback fonts.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard let base = UIFont(name: fontName, size: fontSize) else { return nil }
    self.init(base: base)
  }

  /// The font's point size.
  open var pointSize: CGFloat { base.pointSize }
  /// The font's family name.
  open var familyName: String? { base.familyName }
  /// The font's full name.
  open var fontName: String { base.fontName }
  /// The name shown in a font panel.
  open var displayName: String? { base.fontName }
  /// The top y-coordinate, offset from the baseline, of the font's longest ascender.
  open var ascender: CGFloat { base.ascender }
  /// The bottom y-coordinate, offset from the baseline, of the font's longest descender (negative).
  open var descender: CGFloat { base.descender }
  /// The leading (line gap) of the font.
  open var leading: CGFloat { base.leading }
  /// The height of the font's capital letters.
  open var capHeight: CGFloat { base.capHeight }
  /// The x-height of the font.
  open var xHeight: CGFloat { base.xHeight }

  /// The system font in the specified size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    NSFont(base: .systemFont(ofSize: fontSize, weight: weight))
  }
  /// The system font in the specified size.
  open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize, weight: .regular) }
  /// The bold system font in the specified size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize, weight: .bold) }
  /// A fixed-width system font in the specified size and weight.
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    NSFont(base: .monospacedSystemFont(ofSize: fontSize, weight: weight))
  }
  /// The system font with fixed-width digits in the specified size and weight.
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    NSFont(base: .monospacedDigitSystemFont(ofSize: fontSize, weight: weight))
  }
  /// The font for labels in the specified size.
  open class func labelFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
  /// The font for menu items in the specified size.
  open class func menuFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
  /// The font for control content in the specified size.
  open class func controlContentFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
  /// The font for tooltips in the specified size.
  open class func toolTipsFont(ofSize fontSize: CGFloat) -> NSFont { systemFont(ofSize: fontSize) }
  /// The system font for a text style, at macOS's size for it.
  open class func preferredFont(forTextStyle style: TextStyle, options: [String: Any] = [:]) -> NSFont {
    systemFont(ofSize: style.pointSize, weight: style == .headline ? .bold : .regular)
  }
  /// A copy of the font in `fontSize`.
  open func withSize(_ fontSize: CGFloat) -> NSFont { NSFont(base: base.withSize(fontSize)) }

  /// The size of the standard system font (13 pt on macOS).
  open class var systemFontSize: CGFloat { 13 }
  /// The size of the standard small system font (11 pt on macOS).
  open class var smallSystemFontSize: CGFloat { 11 }
  /// The size of the standard label font (10 pt on macOS).
  open class var labelFontSize: CGFloat { 10 }

  /// The weight of a font (the same values as UIKit's).
  public typealias Weight = UIFont.Weight

  /// A text style with macOS's point size.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "NSCTFontTextStyleLargeTitle")
    public static let title1 = TextStyle(rawValue: "NSCTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "NSCTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "NSCTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "NSCTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "NSCTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "NSCTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "NSCTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "NSCTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "NSCTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "NSCTFontTextStyleCaption2")

    /// macOS's size for the style (Apple HIG, "Typography", macOS built-in text styles).
    var pointSize: CGFloat {
      switch self {
      case .largeTitle: 26
      case .title1: 22
      case .title2: 17
      case .title3: 15
      case .subheadline: 11
      case .callout: 12
      case .footnote, .caption1, .caption2: 10
      default: 13
      }
    }
  }
}

extension Font {
  /// Creates a font from an AppKit font (disfavored, so `Font(.systemFont(ofSize: 12))` still means a `UIFont`).
  @_disfavoredOverload
  public init(_ font: NSFont) { self = font.base.font }
}
