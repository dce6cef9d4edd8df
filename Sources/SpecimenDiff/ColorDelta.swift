/// The YIQ colour arithmetic of image-diff.md steps 3–4, over raw RGBA8 pixel pointers.
///
/// The operation order copies pixelmatch's exactly (blend with `a / 255` first, Y as
/// `r·kR + g·kG + b·kB`), because the anti-aliasing detector tests floating-point
/// deltas for exact zero and the threshold test is strict: a different rounding could
/// change a count.
enum ColorDelta {
  /// The largest possible YIQ delta (black against white).
  static let maximumDelta = 35215.0

  /// Pixel `index`'s channels, blended with white when not opaque (step 3).
  @inline(__always)
  static func blended(_ p: UnsafePointer<UInt8>, _ index: Int) -> (r: Double, g: Double, b: Double) {
    let base = index &* 4
    var r = Double(p[base])
    var g = Double(p[base &+ 1])
    var b = Double(p[base &+ 2])
    let alpha = p[base &+ 3]
    if alpha < 255 {
      let a = Double(alpha) / 255
      r = 255 + (r - 255) * a
      g = 255 + (g - 255) * a
      b = 255 + (b - 255) * a
    }
    return (r, g, b)
  }

  /// Brightness Y of YIQ.
  @inline(__always)
  static func y(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }

  /// In-phase I of YIQ.
  @inline(__always)
  static func i(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.59597799 - g * 0.27417610 - b * 0.32180189
  }

  /// Quadrature Q of YIQ.
  @inline(__always)
  static func q(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.21147017 - g * 0.52261711 + b * 0.31114694
  }

  /// The signed YIQ delta between two pixels: negative when the first is brighter (step 4).
  @inline(__always)
  static func delta(_ a: UnsafePointer<UInt8>, _ ia: Int, _ b: UnsafePointer<UInt8>, _ ib: Int) -> Double {
    let c1 = blended(a, ia)
    let c2 = blended(b, ib)
    let dy = y(c1.r, c1.g, c1.b) - y(c2.r, c2.g, c2.b)
    let di = i(c1.r, c1.g, c1.b) - i(c2.r, c2.g, c2.b)
    let dq = q(c1.r, c1.g, c1.b) - q(c2.r, c2.g, c2.b)
    let delta = 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    return dy > 0 ? -delta : delta
  }

  /// The brightness Y of pixel `index` after blending with white.
  @inline(__always)
  static func brightness(_ p: UnsafePointer<UInt8>, _ index: Int) -> Double {
    let c = blended(p, index)
    return y(c.r, c.g, c.b)
  }

  /// The four bytes of pixel `index` as one integer, for equality tests.
  @inline(__always)
  static func word(_ p: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
    UnsafeRawPointer(p).loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
  }
}
