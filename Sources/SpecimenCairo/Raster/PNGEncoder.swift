import CCairo
import Foundation

/// Compresses PNG scanlines (rows of `rowBytes`, each a filter byte then pixels of `pixelBytes`)
/// into one zlib stream (RFC 1950) for the `IDAT` chunk.
public typealias PNGCompressor = @Sendable (_ scanlines: UnsafeBufferPointer<UInt8>, _ rowBytes: Int, _ pixelBytes: Int) -> [UInt8]

/// Encodes Cairo ARGB32 surfaces as PNG with fixed settings, so equal pixels always give equal bytes.
///
/// Straight-alpha RGBA8, or RGB8 when every pixel is opaque (as Cairo's own writer chooses);
/// rows unfiltered, compressed by `FastDeflate` (repeats of the pixel to the left or above,
/// fixed Huffman codes); an `sRGB` chunk and no gAMA, tIME or text chunks. Zlib spent most of
/// a cell's render time compressing large flat areas; this encoder needs a fraction of it, and
/// libdeflate's compressor, measured against it, was more than 10 % slower per cell at every
/// level (BENCHMARKS.md, "PNG compression"). Checksums (Adler-32, CRC-32) are libdeflate's.
enum PNGEncoder {
  /// The settings, as recorded in the render fingerprint.
  static let settingsDescription = "Specimen PNG writer 1: ARGB32 → RGB8/RGBA8, filter none, deflate fixed Huffman with left/up repeats, sRGB chunk, no tIME"

  /// The writer's compressor.
  static let fastDeflate: PNGCompressor = { FastDeflate.zlibStream($0, rowBytes: $1, pixelBytes: $2) }

  /// The PNG of `surface`, its scanlines compressed by `compressor` (the writer's own by default).
  static func encode(surface: OpaquePointer, compressor: PNGCompressor = fastDeflate) throws -> Data {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
      throw RenderError.surfaceFailed("PNG of an empty surface")
    }
    // One pass assuming the common opaque image (RGB8); the first translucent pixel switches to RGBA8.
    if let rgb = rows(data, width: width, height: height, stride: stride, alpha: false) {
      return try container(rgb, width: width, height: height, alpha: false, compressor: compressor)
    }
    let rgba = rows(data, width: width, height: height, stride: stride, alpha: true) ?? []
    return try container(rgba, width: width, height: height, alpha: true, compressor: compressor)
  }

  /// The PNG scanlines (a filter-type byte 0, then the row's pixels), straight alpha; nil when
  /// `alpha` is false and a pixel is not fully opaque.
  private static func rows(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, alpha: Bool) -> [UInt8]? {
    let channels = alpha ? 4 : 3
    let rowBytes = 1 + width * channels
    var complete = true
    let rows = [UInt8](unsafeUninitializedCapacity: rowBytes * height) { out, initialized in
      initialized = 0
      guard let base = out.baseAddress else { return }
      scan: for y in 0..<height {
        let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
        var o = base + y * rowBytes
        o[0] = 0
        o += 1
        for x in 0..<width {
          let word = row[x]
          if word >> 24 == 0xFF {
            // Opaque: premultiplied equals straight.
            o[0] = UInt8(truncatingIfNeeded: word >> 16)
            o[1] = UInt8(truncatingIfNeeded: word >> 8)
            o[2] = UInt8(truncatingIfNeeded: word)
            if alpha { o[3] = 0xFF }
          } else {
            guard alpha else { complete = false; break scan }
            let p = Premultiplied.unpremultiply(word)
            o[0] = p.r
            o[1] = p.g
            o[2] = p.b
            o[3] = p.a
          }
          o += channels
        }
      }
      initialized = complete ? rowBytes * height : 0
    }
    return complete ? rows : nil
  }

  /// The PNG file: signature, IHDR, sRGB, one IDAT, IEND.
  private static func container(_ scanlines: [UInt8], width: Int, height: Int, alpha: Bool, compressor: PNGCompressor) throws -> Data {
    let channels = alpha ? 4 : 3
    let compressed = scanlines.withUnsafeBufferPointer { compressor($0, 1 + width * channels, channels) }
    guard !compressed.isEmpty else { throw RenderError.surfaceFailed("PNG compression produced no data (a compressor could not allocate its memory?)") }
    var png = [UInt8]()
    png.reserveCapacity(compressed.count + 80)
    png += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var header = [UInt8]()
    appendBigEndian(UInt32(width), to: &header)
    appendBigEndian(UInt32(height), to: &header)
    header += [8, alpha ? 6 : 2, 0, 0, 0]  // 8 bits, RGBA or RGB, deflate, adaptive filtering, no interlace
    appendChunk("IHDR", header, to: &png)
    appendChunk("sRGB", [0], to: &png)  // perceptual intent
    appendChunk("IDAT", compressed, to: &png)
    appendChunk("IEND", [], to: &png)
    return Data(png)
  }

  private static func appendChunk(_ type: String, _ body: [UInt8], to png: inout [UInt8]) {
    appendBigEndian(UInt32(body.count), to: &png)
    let typeBytes = Array(type.utf8)
    png += typeBytes
    png += body
    appendBigEndian(CRC32.checksum(typeBytes, body), to: &png)
  }

  private static func appendBigEndian(_ v: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
}

extension RasterImage {
  /// The PNG bytes without the fingerprint chunk, the scanlines compressed by `compressor` instead
  /// of the writer's own: for the compression benchmark, which compares compressors on equal pixels.
  public func plainPNGData(compressor: @escaping PNGCompressor) throws -> Data {
    try PNGEncoder.encode(surface: surface, compressor: compressor)
  }

  /// The PNG writer's own compressor (`FastDeflate`), for comparing others with it.
  public static let pngWriterCompressor: PNGCompressor = PNGEncoder.fastDeflate
}
