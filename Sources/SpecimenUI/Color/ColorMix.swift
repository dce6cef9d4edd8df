import Foundation

extension Color {
  /// This colour mixed with `rhs` (iOS 18): `fraction` 0 is this colour, 1 is `rhs`; in the
  /// perceptual space (OKLab, the default) or the device's (sRGB components). Resolved when
  /// drawn, so dynamic colours mix their light or dark appearance.
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    Color(.mix(storage, rhs.storage, fraction: fraction, perceptual: colorSpace == .perceptual))
  }
}

/// Colour mixing in sRGB or OKLab (Björn Ottosson, "A perceptual color space for image
/// processing", 2020: the matrices below are his).
enum ColorMix {
  static func mix(_ a: RGBA, _ b: RGBA, _ fraction: Double, perceptual: Bool) -> RGBA {
    let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    let alpha = lerp(a.alpha, b.alpha)
    guard perceptual else {
      return RGBA(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: alpha)
    }
    let la = oklab(a), lb = oklab(b)
    let mixed = rgb(fromOklab: (lerp(la.0, lb.0), lerp(la.1, lb.1), lerp(la.2, lb.2)))
    return RGBA(red: mixed.0, green: mixed.1, blue: mixed.2, alpha: alpha)
  }

  static func oklab(_ c: RGBA) -> (Double, Double, Double) {
    let r = ColorSpaceMath.decodeSRGB(c.red), g = ColorSpaceMath.decodeSRGB(c.green), b = ColorSpaceMath.decodeSRGB(c.blue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
  }

  static func rgb(fromOklab lab: (Double, Double, Double)) -> (Double, Double, Double) {
    let l = pow(lab.0 + 0.3963377774 * lab.1 + 0.2158037573 * lab.2, 3)
    let m = pow(lab.0 - 0.1055613458 * lab.1 - 0.0638541728 * lab.2, 3)
    let s = pow(lab.0 - 0.0894841775 * lab.1 - 1.2914855480 * lab.2, 3)
    let r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s
    let g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s
    let b = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s
    func encode(_ v: Double) -> Double { min(max(Color.linearToSRGB(min(max(v, 0), 1)), 0), 1) }
    return (encode(r), encode(g), encode(b))
  }
}
