import Foundation

extension UIImage {
  /// The weight of a symbol image.
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The SwiftUI weight; nil when unspecified.
    var fontWeight: Font.Weight? {
      switch self {
      case .unspecified: return nil
      case .ultraLight: return .ultraLight
      case .thin: return .thin
      case .light: return .light
      case .regular: return .regular
      case .medium: return .medium
      case .semibold: return .semibold
      case .bold: return .bold
      case .heavy: return .heavy
      case .black: return .black
      }
    }
  }

  /// The scale of a symbol image relative to its point size.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified = 0, small, medium, large

    /// SwiftUI's image scale; nil when default or unspecified.
    var imageScale: Image.Scale? {
      switch self {
      case .small: return .small
      case .medium: return .medium
      case .large: return .large
      case .default, .unspecified: return nil
      }
    }
  }

  /// Traits that configure an image (UIKit's base class of symbol configurations).
  open class Configuration: NSObject, @unchecked Sendable {}

  /// How a symbol image is drawn: its point size (or text style, or font), weight and scale.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    let pointSize: CGFloat?
    let textStyle: UIFont.TextStyle?
    let uiFont: UIFont?
    let weight: SymbolWeight
    let scale: SymbolScale
    /// The colours of the symbol's layers (`init(paletteColors:)`, `init(hierarchicalColor:)`, `preferringMulticolor()`).
    let coloring: SymbolColoring?

    init(pointSize: CGFloat? = nil, textStyle: UIFont.TextStyle? = nil, uiFont: UIFont? = nil,
         weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified, coloring: SymbolColoring? = nil) {
      self.pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
      self.textStyle = textStyle
      self.uiFont = uiFont
      self.weight = weight
      self.scale = scale
      self.coloring = coloring
      super.init()
    }

    /// A configuration with a point size (the symbol is as large as text of that size).
    public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, textStyle: nil) }
    /// A configuration with a point size and a weight.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, textStyle: nil, weight: weight) }
    /// A configuration with a point size, a weight and a scale.
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
    }
    /// A configuration matching a text style's font.
    public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }
    /// A configuration matching a text style's font, at a scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: nil, textStyle: textStyle, scale: scale) }
    /// A configuration matching a font.
    public convenience init(font: UIFont) { self.init(pointSize: nil, uiFont: font) }
    /// A configuration matching a font, at a scale.
    public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: nil, uiFont: font, scale: scale) }
    /// A configuration with only a scale.
    public convenience init(scale: SymbolScale) { self.init(pointSize: nil, scale: scale) }
    /// A configuration with only a weight.
    public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight) }

    /// A configuration with nothing specified.
    public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: nil) }

    /// This configuration with the values `configuration` specifies laid over it.
    public func applying(_ configuration: Configuration?) -> SymbolConfiguration {
      guard let other = configuration as? SymbolConfiguration else { return self }
      let sized = other.pointSize != nil || other.textStyle != nil || other.uiFont != nil
      return SymbolConfiguration(
        pointSize: sized ? other.pointSize : pointSize, textStyle: sized ? other.textStyle : textStyle,
        uiFont: sized ? other.uiFont : uiFont, weight: other.weight == .unspecified ? weight : other.weight,
        scale: other.scale == .unspecified ? scale : other.scale, coloring: other.coloring ?? coloring)
    }

    /// The font the symbol is drawn with, laid over `configured` (the font an earlier configuration gave the image):
    /// a weight alone keeps that size, as UIKit's `applying(_:)` does; nil when nothing sizes or weights it.
    func font(over configured: Font?) -> Font? {
      var base: Font?
      if let pointSize { base = .system(size: pointSize) }
      else if let uiFont { base = uiFont.font }
      else if let textStyle { base = UIFont.preferredFont(forTextStyle: textStyle).font }
      guard let weight = weight.fontWeight else { return base }
      return (base ?? configured ?? .body).weight(weight)
    }
  }

  /// Creates a system symbol image with a configuration.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    guard let symbol = UIImage(systemName: name) else { return nil }
    self.init(image: symbol.configured(configuration as? SymbolConfiguration))
  }

  /// Creates an image from an asset with a configuration.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    guard let named = UIImage(named: name, in: bundle, compatibleWith: nil) else { return nil }
    self.init(image: named.configured(configuration as? SymbolConfiguration))
  }

  /// Whether the image is an SF Symbol.
  public var isSymbolImage: Bool {
    if case .symbol = image.source { return true }
    return false
  }

  /// This image with `configuration` (a symbol configuration sizes and weights a symbol).
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    UIImage(image: configured(configuration as? SymbolConfiguration))
  }

  /// This image with `configuration` laid over its symbol configuration.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    UIImage(image: configured(configuration))
  }

  /// This image drawn in `color`.
  public func withTintColor(_ color: UIColor) -> UIImage {
    var tinted = image
    tinted.bakedTint = Color(uiColor: color)
    return UIImage(image: tinted)
  }

  /// This image drawn in `color`; `.alwaysTemplate` leaves the colour to the view (its foreground style).
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    guard renderingMode == .alwaysTemplate else { return withTintColor(color) }
    return withRenderingMode(.alwaysTemplate)
  }

  /// The SwiftUI image with a symbol configuration's font and scale.
  func configured(_ configuration: SymbolConfiguration?) -> Image {
    var configured = image
    guard let configuration else { return configured }
    if let font = configuration.font(over: configured.symbolFont) { configured.symbolFont = font }
    if let scale = configuration.scale.imageScale { configured.symbolScale = scale }
    if let coloring = configuration.coloring { configured.symbolColoring = coloring }
    return configured
  }
}
