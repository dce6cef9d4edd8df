import Foundation

extension UIFontDescriptor {
  /// Keys of a font descriptor's attributes.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName("NSFontFamilyAttribute")
    public static let name = AttributeName("NSFontNameAttribute")
    public static let face = AttributeName("NSFontFaceAttribute")
    public static let size = AttributeName("NSFontSizeAttribute")
    public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
    public static let matrix = AttributeName("NSFontMatrixAttribute")
    public static let characterSet = AttributeName("NSCTFontCharacterSetAttribute")
    public static let cascadeList = AttributeName("NSCTFontCascadeListAttribute")
    public static let traits = AttributeName("NSCTFontTraitsAttribute")
    public static let fixedAdvance = AttributeName("NSCTFontFixedAdvanceAttribute")
    public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
  }

  /// Keys of the dictionary under the `traits` attribute.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
    public static let weight = TraitKey("NSCTFontWeightTrait")
    public static let width = TraitKey("NSCTFontProportionTrait")
    public static let slant = TraitKey("NSCTFontSlantTrait")
  }

  /// A descriptor of the font named `fontName` (a PostScript or family name) at `size` points.
  public convenience init(name fontName: String, size: CGFloat) {
    let points = size.isFinite && size > 0 ? size : 12
    self.init(font: .custom(fontName, fixedSize: points), pointSize: points)
  }

  /// A descriptor from attributes: a name or family, a size (12 when absent, as UIKit's default),
  /// a text style, and traits (weight, slant, symbolic traits); the other attributes are not drawn.
  public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    let base = UIFontDescriptor(name: "", size: 12).applying(attributes, startingWithSystemFont: true, in: "UIFontDescriptor(fontAttributes:)")
    self.init(font: base.font, pointSize: base.pointSize)
  }

  /// A descriptor with `attributes` added to (and replacing) the receiver's.
  public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    applying(attributes, startingWithSystemFont: false, in: "UIFontDescriptor.addingAttributes(_:)")
  }

  /// A descriptor of the same style in the font family `newFamily`.
  public func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }

  /// The descriptor with the attributes Specimen draws applied; numbers may be any numeric type or `NSNumber`. A size
  /// that is not finite or below 0, and a weight or slant that is not finite, are left out and named (`what` is the call)
  /// when the font is resolved.
  func applying(_ attributes: [AttributeName: Any], startingWithSystemFont: Bool, in what: String) -> UIFontDescriptor {
    var size = pointSize
    var leftOut: [String] = []
    let earlier = startingWithSystemFont ? [] : font.attributeIssues
    if let value = Self.number(attributes[.size]) {
      if value.isFinite, value > 0 { size = value } else if !(value == 0) { leftOut.append(".size \(NumberText.describe(value))") }
    }
    var font = startingWithSystemFont ? Font.system(size: size) : self.font
    if let style = attributes[.textStyle] as? UIFont.TextStyle {
      let preferred = UIFont.preferredFont(forTextStyle: style)
      font = preferred.font
      if Self.number(attributes[.size]) == nil { size = preferred.pointSize }
    }
    if let name = (attributes[.name] ?? attributes[.family]) as? String, !name.isEmpty {
      let kept = font
      font = .custom(name, fixedSize: size)
      font.weight = kept.weight
      font.isItalic = kept.isItalic
    }
    font.resize(to: size)
    if let traits = attributes[.traits] as? [TraitKey: Any] {
      if let weight = Self.number(traits[.weight]) {
        if weight.isFinite { font.weight = UIFont.Weight(max(-1, min(1, weight))).swiftUI } else { leftOut.append(".weight \(NumberText.describe(weight))") }
      }
      if let slant = Self.number(traits[.slant]) {
        if slant.isFinite { font.isItalic = slant != 0 } else { leftOut.append(".slant \(NumberText.describe(slant))") }
      }
      if let raw = traits[.symbolic] {
        let symbolic = (raw as? SymbolicTraits) ?? SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(saturating: Self.number(raw) ?? 0)))
        if symbolic.contains(.traitBold) { font.weight = .bold }
        if symbolic.contains(.traitItalic) { font.isItalic = true }
        if symbolic.contains(.traitMonoSpace) { font.design = .monospaced }
      }
    }
    font = Self.applyingFeatures(attributes[.featureSettings], to: font)
    font.attributeIssues = earlier
    if !leftOut.isEmpty {
      // UIKit documents no outcome for these; the font is drawn as if they were absent.
      font.attributeIssues.append("\(what): \(leftOut.joined(separator: ", ")) \(leftOut.count == 1 ? "is" : "are") not usable (a size must be "
        + "finite and above 0, a weight or slant finite); left out, so the font is drawn at \(NumberText.describe(size)) pt with the weight "
        + "and slant it has without \(leftOut.count == 1 ? "it" : "them"). Give a size above 0, and a weight and slant from -1 to 1")
    }
    return UIFontDescriptor(font: font, pointSize: size)
  }

  /// A number from an attribute value of any numeric type.
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as UIFont.Weight: return v.rawValue
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }
}
