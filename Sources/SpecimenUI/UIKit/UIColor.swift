import Foundation

/// UIKit's color class: fixed colors, iOS's dynamic system colors and colors with a dynamic provider.
///
/// It is a class, as in UIKit, so design systems' `extension UIColor { convenience init(hex:) }`
/// compiles unchanged. Its value never changes after creation (`@unchecked Sendable` for that
/// reason); a dynamic color resolves against the trait collection of the cell it is drawn in
/// (its `colorScheme`). The system colors' values are in `UIKitPalette.swift`.
open class UIColor: NSObject, @unchecked Sendable {
  let storage: Color.Storage

  /// A color with `storage`; a convenience initializer, so subclasses in other modules inherit every public one.
  convenience init(storage: Color.Storage) { self.init(Color(storage)) }

  convenience init(_ name: String, _ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) {
    self.init(storage: .dynamic(name: name, light: RGBA(light.0, light.1, light.2, light.3), dark: RGBA(dark.0, dark.1, dark.2, dark.3)))
  }

  /// Creates a color object using the specified opacity and RGB component values (0…1, extended sRGB).
  ///
  /// `required`, as Objective-C initializers behave in UIKit, so a protocol that lists this
  /// initializer can be adopted by `UIColor` in an extension.
  public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .rgba(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    super.init()
  }

  /// Creates a color from a color literal (`#colorLiteral(red:green:blue:alpha:)`, sRGB).
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Creates a color object using the specified opacity and grayscale values.
  public required init(white: CGFloat, alpha: CGFloat) {
    storage = .rgba(RGBA(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha)))
    super.init()
  }

  /// Creates a color object using the specified opacity and HSB color space component values.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (h, s, b) = ColorArgumentCheck.hsb(Double(hue), Double(saturation), Double(brightness), Double(alpha), uiColor: true)
    storage = Color(hue: h, saturation: s, brightness: b, opacity: Double(alpha)).storage
    super.init()
  }

  /// Creates a color object using the specified opacity and RGB component values in the Display P3 color space.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).storage
    super.init()
  }

  /// Creates a color object using the specified Quartz color reference.
  public init(cgColor: CGColor) {
    storage = .rgba(cgColor.rgba)
    super.init()
  }

  /// Creates a color object that uses the specified block to generate its color data dynamically.
  ///
  /// The block receives the trait collection of the cell being drawn (its `userInterfaceStyle`
  /// follows the cell's color scheme), like UIKit calling it for each trait environment.
  public required init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    storage = .provider(DynamicColorProvider(dynamicProvider))
    super.init()
  }

  /// Creates a UIKit color from a SwiftUI color.
  public init(_ color: Color) {
    storage = color.storage
    super.init()
  }

  /// The color in `traitCollection`, as a fixed color.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    UIColor(storage: .rgba(rgba(in: traitCollection)))
  }

  /// Creates a color object that has the same color space and component values as the receiver, but has the specified alpha component.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var base = storage
    while case .opacity(let inner, _) = base { base = inner }
    switch base {
    case .rgba(let c): return UIColor(storage: .rgba(RGBA(red: c.red, green: c.green, blue: c.blue, alpha: Double(alpha))))
    case .dynamic(let name, let light, let dark):
      return UIColor(storage: .dynamic(name: name, light: RGBA(red: light.red, green: light.green, blue: light.blue, alpha: Double(alpha)),
                                       dark: RGBA(red: dark.red, green: dark.green, blue: dark.blue, alpha: Double(alpha))))
    default:
      return UIColor { traits in
        let c = UIColor(storage: base).rgba(in: traits)
        return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
      }
    }
  }

  /// The Quartz color of this color in the current trait collection.
  open var cgColor: CGColor { CGColor(rgba(in: .current)) }

  /// The color's components in the current trait collection; returns false only when the color has none.
  @discardableResult
  open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                   blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = rgba(in: .current)
    red?.pointee = CGFloat(c.red)
    green?.pointee = CGFloat(c.green)
    blue?.pointee = CGFloat(c.blue)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// The color's hue, saturation, brightness and alpha (0…1) in the current trait collection.
  @discardableResult
  open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                   brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = rgba(in: .current)
    let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue), delta = maxC - minC
    var h = 0.0
    if delta > 0 {
      if maxC == c.red { h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6) }
      else if maxC == c.green { h = (c.blue - c.red) / delta + 2 }
      else { h = (c.red - c.green) / delta + 4 }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = CGFloat(h)
    saturation?.pointee = CGFloat(maxC > 0 ? delta / maxC : 0)
    brightness?.pointee = CGFloat(maxC)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// The color's grayscale value (the mean of its components) and alpha in the current trait collection.
  @discardableResult
  open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = rgba(in: .current)
    white?.pointee = CGFloat((c.red + c.green + c.blue) / 3)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// The concrete color in `traits`.
  func rgba(in traits: UITraitCollection) -> RGBA {
    var environment = EnvironmentValues.current
    environment.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
    return Color.rgba(storage, environment)
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return storage == other.storage
  }

  open override var hash: Int { storage.hashValue }

  open override var description: String { Color(storage).description }
}

/// A dynamic color's provider, compared by identity (closures cannot be compared).
final class DynamicColorProvider: Hashable, @unchecked Sendable {
  let provide: (UITraitCollection) -> UIColor
  init(_ provide: @escaping (UITraitCollection) -> UIColor) { self.provide = provide }
  static func == (a: DynamicColorProvider, b: DynamicColorProvider) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Color {
  /// Creates a color from a UIKit color (disfavoured, so `Color(.brandPrimary)` picks the asset's `ColorResource`
  /// when Xcode-style generated symbols give both types that member).
  @_disfavoredOverload
  public init(_ color: UIColor) { self.init(color.storage) }

  /// Creates a color from a UIKit color.
  public init(uiColor: UIColor) { self.init(uiColor.storage) }
}
