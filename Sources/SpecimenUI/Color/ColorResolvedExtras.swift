import Foundation

extension Color.Resolved {
  /// A resolved colour from components in `colorSpace`, converted to (extended) sRGB.
  public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
    let (r, g, b) = colorSpace.sRGB(Double(red), Double(green), Double(blue))
    self.init(red: Float(r), green: Float(g), blue: Float(b), opacity: opacity)
  }

  /// The colour as a Core Graphics colour (sRGB components and opacity).
  public var cgColor: CGColor {
    CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
  }

  /// The amount of red in the sRGB linear colour space.
  public var linearRed: Float {
    get { Float(ColorSpaceMath.decodeSRGB(Double(red))) }
    set { red = Float(Color.linearToSRGB(Double(newValue))) }
  }
  /// The amount of green in the sRGB linear colour space.
  public var linearGreen: Float {
    get { Float(ColorSpaceMath.decodeSRGB(Double(green))) }
    set { green = Float(Color.linearToSRGB(Double(newValue))) }
  }
  /// The amount of blue in the sRGB linear colour space.
  public var linearBlue: Float {
    get { Float(ColorSpaceMath.decodeSRGB(Double(blue))) }
    set { blue = Float(Color.linearToSRGB(Double(newValue))) }
  }
}

extension Color {
  /// A colour from a resolved colour.
  public init(_ resolved: Color.Resolved) {
    self.init(.rgba(RGBA(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                         alpha: Double(resolved.opacity))))
  }
}
