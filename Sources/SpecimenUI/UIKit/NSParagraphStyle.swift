import Foundation

/// The writing directions of text (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
  /// The direction of the language (the default).
  case natural = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// A tab stop of a paragraph style.
open class NSTextTab: NSObject, @unchecked Sendable {
  /// Keys for a tab's options.
  public struct OptionKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The characters that end a column (an `NSCharacterSet`).
    public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
  }
  /// The alignment of the text at the tab.
  open private(set) var alignment: NSTextAlignment
  /// The distance of the tab from the leading margin, in points.
  open private(set) var location: CGFloat
  /// The tab's options.
  open private(set) var options: [OptionKey: Any]

  /// A tab stop at `loc` points with `alignment`.
  public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
    self.alignment = alignment
    self.location = loc
    self.options = options
  }

  /// The characters that end a column at a tab of `alignment`.
  open class func columnTerminators(for language: Locale?) -> CharacterSet { CharacterSet(charactersIn: "\t") }
}

/// How a paragraph is laid out: its alignment, line breaking and spacing (UIKit's `NSParagraphStyle`). String
/// drawing draws its alignment, line break mode and line spacing; the rest is kept.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  /// The strategies for breaking lines.
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Push out individual lines to avoid a single word on the last line.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Prohibit breaking between Hangul characters.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
    /// The same configuration of line-break strategies the system uses for standard UI labels.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }

  /// The values a style holds.
  struct Values {
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var alignment = NSTextAlignment.natural
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var baseWritingDirection = NSWritingDirection.natural
    var hyphenationFactor: Float = 0
    var usesDefaultHyphenation = false
    var tabStops: [NSTextTab] = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }
    var defaultTabInterval: CGFloat = 0
    var allowsDefaultTighteningForTruncation = false
    var lineBreakStrategy: LineBreakStrategy = []
  }

  var values: Values

  /// The default paragraph style: natural alignment, word wrapping, no extra spacing.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  public override init() {
    values = Values()
    super.init()
  }

  init(values: Values) {
    self.values = values
    super.init()
  }

  /// The default writing direction for `languageName` (natural).
  open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .natural }

  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }
  open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

  /// The extra space between lines, in points.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// The space after the paragraph.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// The space before the paragraph.
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// The text alignment of the paragraph.
  open var alignment: NSTextAlignment { values.alignment }
  /// The indentation of the first line.
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The indentation of lines other than the first.
  open var headIndent: CGFloat { values.headIndent }
  /// The trailing indentation (negative: from the trailing margin).
  open var tailIndent: CGFloat { values.tailIndent }
  /// How lines that are too long break.
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// The smallest height a line takes.
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The largest height a line takes (0: no limit).
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The multiple of the natural line height (0: none).
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
  /// The base writing direction.
  open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
  /// The threshold for hyphenation (0…1).
  open var hyphenationFactor: Float { values.hyphenationFactor }
  /// Whether the paragraph uses the system's default hyphenation (iOS 15).
  open var usesDefaultHyphenation: Bool { values.usesDefaultHyphenation }
  /// The tab stops (twelve left-aligned stops 28 pt apart by default).
  open var tabStops: [NSTextTab] { values.tabStops }
  /// The distance between tabs after the last tab stop (0: none).
  open var defaultTabInterval: CGFloat { values.defaultTabInterval }
  /// Whether text may tighten before it truncates.
  open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
  /// The strategies for breaking lines.
  open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }
}

/// A paragraph style whose values can be set (UIKit's `NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Sets every value from `obj`.
  open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }
  /// Adds a tab stop.
  open func addTabStop(_ anObject: NSTextTab) { values.tabStops.append(anObject) }
  /// Removes a tab stop.
  open func removeTabStop(_ anObject: NSTextTab) { values.tabStops.removeAll { $0 === anObject } }

  open override var lineSpacing: CGFloat { get { values.lineSpacing } set { values.lineSpacing = newValue } }
  open override var paragraphSpacing: CGFloat { get { values.paragraphSpacing } set { values.paragraphSpacing = newValue } }
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  open override var alignment: NSTextAlignment { get { values.alignment } set { values.alignment = newValue } }
  open override var firstLineHeadIndent: CGFloat { get { values.firstLineHeadIndent } set { values.firstLineHeadIndent = newValue } }
  open override var headIndent: CGFloat { get { values.headIndent } set { values.headIndent = newValue } }
  open override var tailIndent: CGFloat { get { values.tailIndent } set { values.tailIndent = newValue } }
  open override var lineBreakMode: NSLineBreakMode { get { values.lineBreakMode } set { values.lineBreakMode = newValue } }
  open override var minimumLineHeight: CGFloat { get { values.minimumLineHeight } set { values.minimumLineHeight = newValue } }
  open override var maximumLineHeight: CGFloat { get { values.maximumLineHeight } set { values.maximumLineHeight = newValue } }
  open override var lineHeightMultiple: CGFloat { get { values.lineHeightMultiple } set { values.lineHeightMultiple = newValue } }
  open override var baseWritingDirection: NSWritingDirection {
    get { values.baseWritingDirection }
    set { values.baseWritingDirection = newValue }
  }
  open override var hyphenationFactor: Float { get { values.hyphenationFactor } set { values.hyphenationFactor = newValue } }
  open override var usesDefaultHyphenation: Bool {
    get { values.usesDefaultHyphenation }
    set { values.usesDefaultHyphenation = newValue }
  }
  open override var tabStops: [NSTextTab] { get { values.tabStops } set { values.tabStops = newValue } }
  open override var defaultTabInterval: CGFloat { get { values.defaultTabInterval } set { values.defaultTabInterval = newValue } }
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { values.allowsDefaultTighteningForTruncation }
    set { values.allowsDefaultTighteningForTruncation = newValue }
  }
  open override var lineBreakStrategy: LineBreakStrategy { get { values.lineBreakStrategy } set { values.lineBreakStrategy = newValue } }
}

/// The shadow of drawn text (UIKit's `NSShadow`; kept, not drawn by string drawing).
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
  /// The shadow's offset, in points.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow, in points.
  open var shadowBlurRadius: CGFloat = 0
  /// The colour of the shadow (a `UIColor`; nil: black at a third opacity).
  open var shadowColor: Any?
  public override init() { super.init() }
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSShadow()
    copy.shadowOffset = shadowOffset
    copy.shadowBlurRadius = shadowBlurRadius
    copy.shadowColor = shadowColor
    return copy
  }
}
