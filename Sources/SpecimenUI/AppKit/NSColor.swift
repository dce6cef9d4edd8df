import Foundation

/// AppKit's color class: fixed colors, macOS's dynamic system colors and colors with a dynamic provider.
///
/// Like `UIColor` it is a class with immutable storage, so `extension NSColor { convenience
/// init(hex:) }` compiles; it shares `Color`'s storage, so it resolves the same way (light
/// appearance = aqua, dark = darkAqua). System color values are in `AppKitPalette.swift`.
open class NSColor: NSObject, @unchecked Sendable {
  let storage: Color.Storage

  /// A color with `storage`; a convenience initializer, so subclasses in other modules inherit every public one.
  convenience init(storage: Color.Storage) { self.init(Color(storage)) }

  /// Creates a color object with the specified red, green, blue, and alpha channel values (sRGB, 0…1).
  public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .rgba(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    super.init()
  }

  /// Creates a color from a color literal (`#colorLiteral(red:green:blue:alpha:)`, sRGB).
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Creates a color object using the given opacity and grayscale values.
  public required init(white: CGFloat, alpha: CGFloat) {
    storage = .rgba(RGBA(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha)))
    super.init()
  }

  /// Creates a color object using the given opacity value and RGB components in the sRGB space.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a color object using the given opacity value and RGB components (calibrated spaces are drawn as sRGB).
  public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a color object using the given opacity value and RGB components (device spaces are drawn as sRGB).
  public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a color object using the given opacity and grayscale values (calibrated).
  public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) { self.init(white: white, alpha: alpha) }

  /// Creates a color object using the given opacity and HSB color space components.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    storage = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)).storage
    super.init()
  }

  /// Creates a color object using the given opacity and HSB components (calibrated).
  public convenience init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
  }

  /// Creates a color object using the given opacity value and RGB components in the Display P3 space.
  public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)).storage
    super.init()
  }

  /// Creates a color object from a Core Graphics color.
  public init?(cgColor: CGColor) {
    storage = .rgba(cgColor.rgba)
    super.init()
  }

  /// Creates a dynamic color whose values the provider gives for each appearance.
  public init(name colorName: NSColor.Name? = nil, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
    storage = .provider(DynamicColorProvider { traits in
      let color = dynamicProvider(traits.userInterfaceStyle == .dark ? NSAppearance(named: .darkAqua)! : NSAppearance(named: .aqua)!)
      return UIColor(storage: color.storage)
    })
    super.init()
  }

  /// Creates an AppKit color from a SwiftUI color.
  public init(_ color: Color) {
    storage = color.storage
    super.init()
  }

  /// A color's name.
  public typealias Name = String

  /// Creates a color object that has the same color space and component values as the receiver, but has the specified alpha component.
  open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
    NSColor(storage: UIColor(storage: storage).withAlphaComponent(alpha).storage)
  }

  /// The color in the current appearance.
  open var cgColor: CGColor { UIColor(storage: storage).cgColor }

  /// The red, green, blue and alpha components in the current appearance.
  open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                   blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) {
    UIColor(storage: storage).getRed(red, green: green, blue: blue, alpha: alpha)
  }

  /// Returns this color; every color here is already in sRGB.
  open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { self }

  /// The red component in the current appearance.
  open var redComponent: CGFloat { CGFloat(UIColor(storage: storage).rgba(in: .current).red) }
  /// The green component in the current appearance.
  open var greenComponent: CGFloat { CGFloat(UIColor(storage: storage).rgba(in: .current).green) }
  /// The blue component in the current appearance.
  open var blueComponent: CGFloat { CGFloat(UIColor(storage: storage).rgba(in: .current).blue) }
  /// The alpha component in the current appearance.
  open var alphaComponent: CGFloat { CGFloat(UIColor(storage: storage).rgba(in: .current).alpha) }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSColor else { return false }
    return storage == other.storage
  }

  open override var hash: Int { storage.hashValue }

  open override var description: String { Color(storage).description }
}

/// An appearance: aqua (light) or darkAqua (dark).
public final class NSAppearance: NSObject, @unchecked Sendable {
  /// The name of an appearance.
  public struct Name: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let aqua = Name("NSAppearanceNameAqua")
    public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
    public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
  }
  /// The name of the appearance.
  public let name: Name
  /// Creates an appearance object with the specified name.
  public init?(named name: Name) {
    self.name = name
    super.init()
  }
  /// The appearance of the cell being drawn.
  public static var currentDrawing: NSAppearance {
    NSAppearance(named: UITraitCollection.current.userInterfaceStyle == .dark ? .darkAqua : .aqua)!
  }
  /// Returns the appearance name that best matches this appearance from the given list.
  public func bestMatch(from appearances: [Name]) -> Name? {
    let dark = name == .darkAqua || name == .vibrantDark
    return appearances.first { ($0 == .darkAqua || $0 == .vibrantDark) == dark } ?? appearances.first
  }
}

/// A color space; every color is drawn in sRGB.
public final class NSColorSpace: NSObject, @unchecked Sendable {
  /// The sRGB color space.
  public static let sRGB = NSColorSpace()
  /// The extended sRGB color space.
  public static let extendedSRGB = NSColorSpace()
  /// The device RGB color space.
  public static let deviceRGB = NSColorSpace()
  /// The generic RGB color space.
  public static let genericRGB = NSColorSpace()
  /// The Display P3 color space.
  public static let displayP3 = NSColorSpace()
}

extension Color {
  /// Creates a color from an AppKit color.
  ///
  /// Generic so that it never matches an implicit member: `Color(.secondarySystemFill)` names
  /// UIKit's color (or a generated `ColorResource`), as on iOS, while `Color(NSColor.textColor)` still works.
  public init<AppKitColor: NSColor>(_ color: AppKitColor) { self.init(color.storage) }

  /// Creates a color from an AppKit color.
  public init(nsColor: NSColor) { self.init(nsColor.storage) }
}
