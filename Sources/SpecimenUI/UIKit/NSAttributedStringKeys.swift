import Foundation

/// UIKit's text attribute keys (Foundation on Linux declares the key type but none of these), with UIKit's raw
/// values. Bars and controls read them from `titleTextAttributes`; string drawing (`draw(in:withAttributes:)`)
/// draws the font, colours, kern, paragraph style, underline, strikethrough and baseline offset.
extension NSAttributedString.Key {
  /// The color of the text.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The color of the background behind the text.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// The font of the text.
  public static let font = NSAttributedString.Key("NSFont")
  /// The number of points by which to adjust kern-pair characters.
  public static let kern = NSAttributedString.Key("NSKern")
  /// The tracking of the text, in points (iOS 14).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// The paragraph style of the text (an `NSParagraphStyle`).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The underline style of the text.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The color of the underline.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The strikethrough style of the text.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The color of the strikethrough.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The color of the text's outline.
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The width of the text's outline, in percent of the font size (negative: stroke and fill).
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The shadow of the text (an `NSShadow`).
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// The character's offset from the baseline, in points.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The ligatures to use (0: none, 1: default).
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// The skew applied to glyphs.
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The log of the expansion factor applied to glyphs.
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// The link of the text (a URL or a string).
  public static let link = NSAttributedString.Key("NSLink")
  /// The attachment of the text (an `NSTextAttachment`).
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// The text effect (`.letterpressStyle`).
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// The writing directions of embedded text.
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}
