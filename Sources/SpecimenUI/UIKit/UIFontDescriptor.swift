import Foundation

/// UIKit's description of a font, as style code uses it to derive a rounded, serif, monospaced,
/// bold or italic variant of a system font: `font.fontDescriptor.withDesign(.rounded)`.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  let font: Font
  /// The point size of the described font.
  public let pointSize: CGFloat

  init(font: Font, pointSize: CGFloat) {
    self.font = font
    self.pointSize = pointSize
    super.init()
  }

  /// A design of the system font.
  public struct SystemDesign: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The default system design.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// The rounded system design (SF Pro Rounded).
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// The serif system design (New York).
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    /// The monospaced system design (SF Mono).
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

    var swiftUI: Font.Design {
      switch self {
      case .rounded: return .rounded
      case .serif: return .serif
      case .monospaced: return .monospaced
      default: return .default
      }
    }
  }

  /// Traits of a font's style.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// The style traits of the described font.
  open var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if font.isItalic { traits.insert(.traitItalic) }
    if (font.weight?.value ?? 400) >= 700 { traits.insert(.traitBold) }
    if font.design == .monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  /// A descriptor of the same font in a system design; nil when the font is not a system font, as on iOS.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    if case .custom = font.base { return nil }
    var copy = font
    copy.design = design.swiftUI
    return UIFontDescriptor(font: copy, pointSize: pointSize)
  }

  /// A descriptor of the same font with the given traits (bold, italic, monospace; the others are kept but not drawn).
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    var copy = font
    copy.weight = symbolicTraits.contains(.traitBold) ? .bold : (copy.weight.map { $0.value >= 700 ? .regular : $0 })
    copy.isItalic = symbolicTraits.contains(.traitItalic)
    if symbolicTraits.contains(.traitMonoSpace) { copy.design = .monospaced }
    return UIFontDescriptor(font: copy, pointSize: pointSize)
  }

  /// The descriptor of the system font for a text style at the default content size category
  /// (`.body` is 17 pt): the descriptor `UIFont.preferredFont(forTextStyle:)` has.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// The descriptor of the system font for a text style at the content size category of a trait collection, as
  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` makes it.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                          compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
    UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
  }

  /// A descriptor of the same font at another point size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(font: font, pointSize: newPointSize)
  }
}

extension UIFont {
  /// The font's descriptor.
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: font, pointSize: pointSize) }

  /// Creates a font from a descriptor; a `size` of 0 keeps the descriptor's point size (Apple: "If greater than 0.0, it has
  /// precedence over `UIFontDescriptorSizeAttribute`"), as does a size that is not finite or below 0, which is named when
  /// the font is resolved.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 && pointSize.isFinite ? pointSize : descriptor.pointSize
    var font = descriptor.font
    if !(pointSize.isFinite && pointSize >= 0) {
      font.attributeIssues.append("UIFont(descriptor:size:): size \(NumberText.describe(pointSize)) is not a point size; drawn at the "
        + "descriptor's \(NumberText.describe(size)) pt. Give a size above 0, or 0 for the descriptor's size")
    }
    font.resize(to: size)
    self.init(font: font, pointSize: size)
  }
}

extension Font {
  /// Changes this font's point size, keeping its face (a text style becomes a system font of that size,
  /// a named font one of a fixed size, as `UIFont.withSize(_:)` does).
  mutating func resize(to size: CGFloat) {
    switch base {
    case .textStyle, .system: base = .system(size: size)
    case .custom(let name, _, _): base = .custom(name: name, size: size, relativeTo: nil)
    }
  }
}
