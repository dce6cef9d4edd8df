import Foundation

/// Core Graphics' color: a fixed sRGB color, as `UIColor.cgColor` and `Color(cgColor:)` use it.
public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
  let rgba: RGBA

  init(_ rgba: RGBA) { self.rgba = rgba }

  /// Creates a color in the sRGB color space.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }

  /// Creates a color in the sRGB color space.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a color in the generic gray color space.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The value of the alpha component associated with the color.
  public var alpha: CGFloat { CGFloat(rgba.alpha) }
  /// The values of the color components (red, green, blue, alpha).
  public var components: [CGFloat]? { [rgba.red, rgba.green, rgba.blue, rgba.alpha].map { CGFloat($0) } }
  /// The number of color components (including alpha).
  public var numberOfComponents: Int { 4 }
  /// A copy of the color with the given alpha.
  public func copy(alpha: CGFloat) -> CGColor? { CGColor(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: Double(alpha))) }

  public static let black = CGColor(.black)
  public static let white = CGColor(.white)
  public static let clear = CGColor(.clear)

  public static func == (a: CGColor, b: CGColor) -> Bool { a.rgba == b.rgba }
  public func hash(into hasher: inout Hasher) { hasher.combine(rgba) }
  public var description: String { rgba.description }
}

extension Color {
  /// Creates a color from a Core Graphics color.
  public init(cgColor: CGColor) { self.init(.rgba(cgColor.rgba)) }

  /// Creates a color from a Core Graphics color.
  @_disfavoredOverload
  public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

  /// The Core Graphics color of this color in the current environment.
  public var cgColor: CGColor? { CGColor(Color.rgba(storage, EnvironmentValues.current)) }
}
