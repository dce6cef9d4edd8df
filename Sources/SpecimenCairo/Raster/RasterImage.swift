import CCairo
import Foundation

/// A rendered image: a Cairo ARGB32 surface (premultiplied) that can be read as RGBA or encoded as PNG.
public final class RasterImage: @unchecked Sendable {
  let surface: OpaquePointer
  /// What the render noticed (missing glyphs or icons, blank output, font substitutions).
  public let diagnostics: RenderDiagnostics

  init(surface: OpaquePointer, diagnostics: RenderDiagnostics = RenderDiagnostics()) {
    self.surface = surface
    self.diagnostics = diagnostics
  }
  deinit { cairo_surface_destroy(surface) }

  /// Width in device pixels.
  public var width: Int { Int(cairo_image_surface_get_width(surface)) }
  /// Height in device pixels.
  public var height: Int { Int(cairo_image_surface_get_height(surface)) }

  /// The pixel at (x, y) as straight-alpha RGBA bytes.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let data = cairo_image_surface_get_data(surface) else { return (0, 0, 0, 0) }
    let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    return Premultiplied.unpremultiply(word)
  }

  /// All pixels as straight-alpha RGBA8, row-major.
  public func rgbaBytes() -> [UInt8] {
    rgbaBytes(columns: 0..<width, rows: 0..<height)
  }

  /// The pixels of `columns` × `rows` (clamped to the image) as straight-alpha RGBA8, row-major.
  public func rgbaBytes(columns: Range<Int>, rows: Range<Int>) -> [UInt8] {
    let columns = columns.clamped(to: 0..<width), rows = rows.clamped(to: 0..<height)
    let w = columns.count, stride = Int(cairo_image_surface_get_stride(surface))
    var out = [UInt8](repeating: 0, count: w * rows.count * 4)
    guard let data = cairo_image_surface_get_data(surface) else { return out }
    // Plain index loops: tests read every pixel of full-screen images through here, and in a debug build iterating with
    // `enumerated()` looked up tuple metadata per pixel (90% of a 3x device snapshot test's time).
    out.withUnsafeMutableBufferPointer { dst in
      guard var next = dst.baseAddress else { return }
      var y = rows.lowerBound
      while y < rows.upperBound {
        let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
        var x = columns.lowerBound
        while x < columns.upperBound {
          Premultiplied.storeStraight(row[x], at: next)
          next += 4
          x += 1
        }
        y += 1
      }
    }
    return out
  }

  /// The image as PNG bytes, encoded with fixed settings (no timestamps), so equal pixels give
  /// equal files; a `tEXt` chunk `Specimen-Fingerprint` records `RenderFingerprint.current`.
  public func pngData() throws -> Data {
    PNGText.inserting(chunk: RasterImage.fingerprintChunk, into: try plainPNGData())
  }

  /// The image as PNG bytes without the fingerprint chunk.
  public func plainPNGData() throws -> Data {
    try PNGEncoder.encode(surface: surface)
  }

  /// The fingerprint's `tEXt` chunk, built once per process.
  static let fingerprintChunk = PNGText.chunk(keyword: fingerprintKeyword, text: RenderFingerprint.currentPNGText)

  /// The keyword of the PNG text chunk holding the fingerprint.
  public static let fingerprintKeyword = "Specimen-Fingerprint"

  /// The `tEXt` chunks of PNG bytes, keyword → text (to read a fingerprint back).
  public static func textChunks(ofPNG data: Data) -> [String: String] { PNGText.textChunks(of: data) }

  /// Whether every pixel has the same value.
  public var isUniform: Bool {
    let w = width, h = height, stride = Int(cairo_image_surface_get_stride(surface))
    guard w > 0, h > 0, let data = cairo_image_surface_get_data(surface) else { return true }
    let first = UnsafeRawPointer(data).load(as: UInt32.self)
    for y in 0..<h {
      let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
      for x in 0..<w where row[x] != first { return false }
    }
    return true
  }
}

/// Conversions between Cairo's premultiplied native-endian ARGB32 words and straight RGBA.
enum Premultiplied {
  @inline(__always)
  static func unpremultiply(_ word: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let a = (word >> 24) & 0xFF
    guard a > 0 else { return (0, 0, 0, 0) }
    return (straight(word >> 16, alpha: a), straight(word >> 8, alpha: a), straight(word, alpha: a), UInt8(a))
  }

  /// The straight value of the premultiplied channel in `bits`' low byte under alpha `a` (1…255), rounded, at most 255.
  @inline(__always)
  private static func straight(_ bits: UInt32, alpha a: UInt32) -> UInt8 {
    let value = ((bits & 0xFF) * 255 + a / 2) / a
    return value > 255 ? 255 : UInt8(truncatingIfNeeded: value)
  }

  /// Writes `word`'s straight-alpha R, G, B and A bytes at `bytes`, as `unpremultiply` gives them.
  @inline(__always)
  static func storeStraight(_ word: UInt32, at bytes: UnsafeMutablePointer<UInt8>) {
    let a = word >> 24
    if a == 255 {
      // Opaque: (c × 255 + 127) / 255 is c.
      bytes[0] = UInt8(truncatingIfNeeded: word >> 16)
      bytes[1] = UInt8(truncatingIfNeeded: word >> 8)
      bytes[2] = UInt8(truncatingIfNeeded: word)
      bytes[3] = 255
    } else if a == 0 {
      bytes[0] = 0; bytes[1] = 0; bytes[2] = 0; bytes[3] = 0
    } else {
      bytes[0] = straight(word >> 16, alpha: a)
      bytes[1] = straight(word >> 8, alpha: a)
      bytes[2] = straight(word, alpha: a)
      bytes[3] = UInt8(truncatingIfNeeded: a)
    }
  }

  @inline(__always)
  static func premultiply(r: Double, g: Double, b: Double, a: Double) -> UInt32 {
    premultiply(r: r, g: g, b: b, alpha8: alpha8(a))
  }

  /// An alpha in 0…1 as the 8-bit value `premultiply` stores (NaN as 0). Called per pixel of every shadow layer, so it
  /// converts directly: the generic `init(saturating:)` cost a fifth of a nested shadow's time in a debug build.
  @inline(__always)
  static func alpha8(_ a: Double) -> UInt32 {
    let v = (min(max(a, 0), 1) * 255).rounded()
    return v.isNaN ? 0 : UInt32(v)
  }

  /// Straight color channels in 0…1 premultiplied by an 8-bit alpha.
  @inline(__always)
  static func premultiply(r: Double, g: Double, b: Double, alpha8 a8: UInt32) -> UInt32 {
    func c(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * Double(a8)).rounded()) }
    return (a8 << 24) | (c(r) << 16) | (c(g) << 8) | c(b)
  }
}
