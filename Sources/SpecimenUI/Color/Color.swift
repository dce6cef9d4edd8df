import Foundation

/// A representation of a color that adapts to a given context (color scheme).
public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
  indirect enum Storage: Hashable, Sendable {
    case rgba(RGBA)
    /// A color with a light and a dark appearance, like iOS's system colors.
    case dynamic(name: String, light: RGBA, dark: RGBA)
    case foreground(level: Int)
    case accent
    case opacity(Storage, Double)
    /// A colour set of an asset catalog, looked up when drawn (`Color("name", bundle:)`).
    case asset(name: String, bundlePath: String?)
    /// A UIKit color made by a dynamic provider, asked for each trait collection.
    case provider(DynamicColorProvider)
    /// `mix(with:by:in:)`: two colours mixed when resolved (ColorMix.swift).
    case mix(Storage, Storage, fraction: Double, perceptual: Bool)
  }
  let storage: Storage

  init(_ storage: Storage) { self.storage = storage }

  /// The color space of an RGB color.
  public enum RGBColorSpace: Sendable, Hashable {
    case sRGB, sRGBLinear, displayP3

    /// The gamma-encoded sRGB components of `r`, `g`, `b` in this space (extended: outside 0…1 when the colour is
    /// outside sRGB). A Display P3 colour whose conversion is not finite (a component of 10³⁰⁰) is converted with its
    /// components in 0…1; one with a NaN or infinite component is kept as written, for the colour checks to name.
    func sRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
      switch self {
      case .sRGB: return (r, g, b)
      case .sRGBLinear: return (ColorSpaceMath.encodeSRGB(r), ColorSpaceMath.encodeSRGB(g), ColorSpaceMath.encodeSRGB(b))
      case .displayP3:
        guard r.isFinite, g.isFinite, b.isFinite, let p3 = ColorSpaceMath.toSRGB(space: "display-p3", r, g, b) else { return (r, g, b) }
        if p3.0.isFinite, p3.1.isFinite, p3.2.isFinite { return p3 }
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        return ColorSpaceMath.toSRGB(space: "display-p3", unit(r), unit(g), unit(b)) ?? (r, g, b)
      }
    }
  }

  /// A colour from components in `colorSpace`, converted to (extended) sRGB, as Core Graphics draws it on an sRGB
  /// screen: a Display P3 colour outside sRGB's gamut keeps components outside 0…1 until it is drawn.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    let (r, g, b) = colorSpace.sRGB(red, green, blue)
    self.init(.rgba(RGBA(red: r, green: g, blue: b, alpha: opacity)))
  }

  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    let white = ColorArgumentCheck.white(white, opacity)
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (hue, saturation, brightness) = ColorArgumentCheck.hsb(hue, saturation, brightness, opacity)
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (Double, Double, Double)
    switch Int(saturating: h) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
  }

  /// Multiplies the opacity of the color by the given amount.
  public func opacity(_ opacity: Double) -> Color { Color(.opacity(storage, opacity)) }

  /// The concrete color in `environment`.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(Color.rgba(storage, environment))
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    .color(Color.rgba(storage, environment))
  }

  static func rgba(_ storage: Storage, _ environment: EnvironmentValues) -> RGBA {
    var mixes = 0
    return rgba(storage, environment, depth: 0, mixes: &mixes)
  }

  /// Dynamic providers may return other dynamic colors (or themselves); past
  /// `maxProviderDepth` nested providers the color is clear instead of recursing forever.
  static let maxProviderDepth = 16

  private static func rgba(_ storage: Storage, _ environment: EnvironmentValues, depth: Int, mixes: inout Int) -> RGBA {
    switch storage {
    case .rgba(let c): return c
    case .dynamic(_, let light, let dark): return environment.colorScheme == .dark ? dark : light
    case .foreground(let level): return SystemPalette.label(level: level, environment.colorScheme)
    case .accent:
      guard depth < maxProviderDepth else { return .clear }
      return rgba((environment.accentColor ?? .blue).storage, environment, depth: depth + 1, mixes: &mixes)
    case .opacity(let base, let factor): return rgba(base, environment, depth: depth, mixes: &mixes).multiplyingAlpha(factor)
    case .provider(let provider):
      guard depth < maxProviderDepth else { return .clear }
      let traits = UITraitCollection(environment)
      let color = UITraitCollection.$resolving.withValue(traits) { provider.provide(traits) }
      return rgba(color.storage, environment, depth: depth + 1, mixes: &mixes)
    case .asset(let name, let bundlePath): return NamedColors.rgba(named: name, bundlePath: bundlePath, in: environment)
    case .mix(let a, let b, let fraction, let perceptual):
      // A mix is arithmetic on a finite tree of values, counted against its own budget, not the providers'.
      guard mixes < ColorMix.maxMixes else {
        if mixes == ColorMix.maxMixes { ResolveIssues.report(ColorMix.tooMany) }
        mixes = ColorMix.maxMixes + 1
        return .clear
      }
      mixes += 1
      let first = rgba(a, environment, depth: depth, mixes: &mixes)
      return ColorMix.mix(first, rgba(b, environment, depth: depth, mixes: &mixes), fraction, perceptual: perceptual)
    }
  }

  /// sRGB's transfer function, extended to negative values by symmetry (as extended sRGB is), so a linear component
  /// round-trips through `ColorSpaceMath.decodeSRGB`.
  static func linearToSRGB(_ v: Double) -> Double { ColorSpaceMath.encodeSRGB(v) }

  public var description: String {
    switch storage {
    case .dynamic(let name, _, _), .asset(let name, _): return name
    default: return "\(Color.rgba(storage, EnvironmentValues()))"
    }
  }

  /// A concrete color value in sRGB.
  public struct Resolved: Hashable, Sendable, ShapeStyle {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var opacity: Float
    init(_ c: RGBA) {
      red = Float(c.red)
      green = Float(c.green)
      blue = Float(c.blue)
      opacity = Float(c.alpha)
    }
    public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }
    public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
      .color(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(opacity)))
    }
  }
}

extension Color {
  /// A color from iOS's palette with its light and dark values (0…255).
  static func system(_ name: String, _ light: (Int, Int, Int), _ dark: (Int, Int, Int), _ alpha: Double = 1) -> Color {
    Color(.dynamic(name: name, light: RGBA(light.0, light.1, light.2, alpha), dark: RGBA(dark.0, dark.1, dark.2, alpha)))
  }

  public static let black = Color(.rgba(.black))
  public static let white = Color(.rgba(.white))
  public static let clear = Color(.rgba(.clear))
  // iOS 17 system colors, light and dark (Apple Human Interface Guidelines, "Color").
  public static let red = system("red", (255, 59, 48), (255, 69, 58))
  public static let orange = system("orange", (255, 149, 0), (255, 159, 10))
  public static let yellow = system("yellow", (255, 204, 0), (255, 214, 10))
  public static let green = system("green", (52, 199, 89), (48, 209, 88))
  public static let mint = system("mint", (0, 199, 190), (99, 230, 226))
  public static let teal = system("teal", (48, 176, 199), (64, 200, 224))
  public static let cyan = system("cyan", (50, 173, 230), (100, 210, 255))
  public static let blue = system("blue", (0, 122, 255), (10, 132, 255))
  public static let indigo = system("indigo", (88, 86, 214), (94, 92, 230))
  public static let purple = system("purple", (175, 82, 222), (191, 90, 242))
  public static let pink = system("pink", (255, 45, 85), (255, 55, 95))
  public static let brown = system("brown", (162, 132, 94), (172, 142, 104))
  public static let gray = system("gray", (142, 142, 147), (142, 142, 147))
  /// The label color: black in light mode, white in dark.
  public static let primary = Color(.foreground(level: 0))
  /// The secondary label color.
  public static let secondary = Color(.foreground(level: 1))
  /// The accent color of the environment (blue unless set with `.accentColor(_:)`).
  public static let accentColor = Color(.accent)
}

extension ShapeStyle where Self == Color {
  public static var black: Color { .black }
  public static var white: Color { .white }
  public static var clear: Color { .clear }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
}

/// The label colors of iOS, by hierarchy level, light and dark.
enum SystemPalette {
  static func label(level: Int, _ scheme: ColorScheme) -> RGBA {
    let dark = scheme == .dark
    switch level {
    case 0: return dark ? .white : .black
    case 1: return dark ? RGBA(235, 235, 245, 0.6) : RGBA(60, 60, 67, 0.6)
    case 2: return dark ? RGBA(235, 235, 245, 0.3) : RGBA(60, 60, 67, 0.3)
    case 3: return dark ? RGBA(235, 235, 245, 0.16) : RGBA(60, 60, 67, 0.18)
    // Quinary: UIKit has no quinary label colour to take it from; half the quaternary's alpha is Specimen's estimate.
    default: return dark ? RGBA(235, 235, 245, 0.08) : RGBA(60, 60, 67, 0.09)
    }
  }
}
