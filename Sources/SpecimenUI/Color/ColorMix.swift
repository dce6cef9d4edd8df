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
  /// The most mixes computed for one colour: 1 000. A palette mixed in a loop nests one mix per step, and a colour
  /// mixed with itself in a loop doubles them at each step (40 steps: 2⁴⁰); each is a recursive call when the colour
  /// is drawn. Past the limit the rest are clear and the colour is reported.
  static let maxMixes = 1_000

  /// The report of a colour of more than `maxMixes` mixes.
  static var tooMany: ResolveIssue {
    ResolveIssue(.invalidNumber, "a Color made of more than ColorMix.maxMixes (\(maxMixes)) mix(with:by:in:) calls is drawn with the "
      + "colours past the first \(maxMixes) mixes clear. Mix fewer times, or resolve the mixed colour once (Color.resolve(in:)) and mix that")
  }

  /// `a` mixed with `b` by `fraction` (clamped to 0…1; one that is not finite is 0): `a` itself at 0, `b` at 1. Two
  /// finite colours whose mix overflows (a component of 10³⁰⁰, whose OKLab value is infinite) are mixed as an sRGB
  /// screen shows them, components in 0…1; a NaN or infinite component stays for the colour checks to name.
  static func mix(_ a: RGBA, _ b: RGBA, _ fraction: Double, perceptual: Bool) -> RGBA {
    let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    if t == 0 { return a }
    if t == 1 { return b }
    let mixed = mix(a, b, t: t, perceptual: perceptual)
    guard !mixed.isFinite, a.isFinite, b.isFinite else { return mixed }
    return mix(ColorSpaceMath.clamped(a), ColorSpaceMath.clamped(b), t: t, perceptual: perceptual)
  }

  private static func mix(_ a: RGBA, _ b: RGBA, t: Double, perceptual: Bool) -> RGBA {
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
