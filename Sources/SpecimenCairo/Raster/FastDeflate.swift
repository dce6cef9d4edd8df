import CLibdeflate
import Foundation

/// A zlib stream (RFC 1950) of one fixed-Huffman deflate block (RFC 1951) that only looks for
/// repeats of the pixel to the left and of the pixel above.
///
/// Rendered controls are mostly flat colour, where those two repeats say almost everything:
/// a run of white costs two bytes per 258. It finds runs eight bytes at a time and needs no
/// hash tables, so it is several times faster than zlib's fastest level on such images, for
/// files somewhat larger. The output depends only on the input bytes. The Adler-32 is libdeflate's.
///
/// libdeflate's own compressor was measured against it (`specimen-bench png`, BENCHMARKS.md §7):
/// about a third fewer bytes, but more than 10 % slower per cell at every level tried, so the
/// writer keeps this one (docs/ARCHITECTURE.md, "Render speed decisions").
enum FastDeflate {
  /// Compresses `input`, whose rows are `rowBytes` long and whose pixels are `pixelBytes` long.
  static func zlibStream(_ input: UnsafeBufferPointer<UInt8>, rowBytes: Int, pixelBytes: Int) -> [UInt8] {
    var writer = BitWriter(capacity: input.count / 4 + 64)
    writer.bytes.append(0x78)  // deflate, 32 KiB window
    writer.bytes.append(0x01)  // fastest, no dictionary; 0x7801 is a multiple of 31
    writer.write(0b011, count: 3)  // BFINAL = 1, BTYPE = 01 (fixed Huffman)
    guard let base = input.baseAddress else {
      writer.write(0, count: 7)  // end of block (symbol 256)
      writer.flush()
      writer.appendBigEndian(UInt32(libdeflate_adler32(1, input.baseAddress, input.count)))
      return writer.bytes
    }
    let n = input.count
    let up = rowBytes <= 32_768 ? rowBytes : 0
    let left = pixelBytes
    let leftCode = Tables.distance(left), upCode = up > 0 ? Tables.distance(up) : (0, 0)
    var i = 0
    while i < n {
      var best = 0
      var code = (bits: UInt32(0), count: 0)
      if i >= left {
        let length = matchLength(base, i, distance: left, end: n)
        if length >= 3 { best = length; code = leftCode }
      }
      if up > 0, i >= up {
        let length = matchLength(base, i, distance: up, end: n)
        if length > best, length >= 3 { best = length; code = upCode }
      }
      if best >= 3 {
        let l = Tables.length[best]
        writer.write(l.bits, count: l.count)
        writer.write(code.bits, count: code.count)
        i += best
      } else {
        let l = Tables.literal[Int(base[i])]
        writer.write(l.bits, count: l.count)
        i += 1
      }
    }
    writer.write(0, count: 7)  // end of block (symbol 256: seven zero bits)
    writer.flush()
    writer.appendBigEndian(UInt32(libdeflate_adler32(1, input.baseAddress, input.count)))
    return writer.bytes
  }

  /// How many bytes from `i` repeat those `distance` earlier (at most 258), compared eight at a time.
  @inline(__always)
  static func matchLength(_ p: UnsafePointer<UInt8>, _ i: Int, distance: Int, end: Int) -> Int {
    let limit = min(258, end - i)
    var k = 0
    let raw = UnsafeRawPointer(p)
    while k + 8 <= limit {
      let a = raw.loadUnaligned(fromByteOffset: i + k, as: UInt64.self)
      let b = raw.loadUnaligned(fromByteOffset: i + k - distance, as: UInt64.self)
      let x = a ^ b
      if x != 0 { return k + x.trailingZeroBitCount / 8 }
      k += 8
    }
    while k < limit, p[i + k] == p[i + k - distance] { k += 1 }
    return k
  }

  /// The fixed Huffman codes, bit-reversed for LSB-first output, with their extra bits folded in.
  enum Tables {
    /// Literal byte → code.
    static let literal: [(bits: UInt32, count: Int)] = (0..<256).map { symbol(UInt32($0)) }

    /// Match length 3…258 → length code plus extra bits (indices 0–2 unused).
    static let length: [(bits: UInt32, count: Int)] = (0...258).map { length in
      guard length >= 3 else { return (0, 0) }
      var index = lengthBase.count - 1
      while lengthBase[index] > length { index -= 1 }
      let code = symbol(UInt32(257 + index))
      let extra = lengthExtra[index]
      return (code.bits | UInt32(length - lengthBase[index]) << code.count, code.count + extra)
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                               1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// Distance 1…32768 → five-bit code plus extra bits.
    static func distance(_ d: Int) -> (bits: UInt32, count: Int) {
      var index = distanceBase.count - 1
      while distanceBase[index] > d { index -= 1 }
      let code = reversed(UInt32(index), count: 5)
      return (code | UInt32(d - distanceBase[index]) << 5, 5 + distanceExtra[index])
    }

    /// The fixed literal/length code of symbol 0…287 (RFC 1951 §3.2.6), bit-reversed.
    static func symbol(_ s: UInt32) -> (bits: UInt32, count: Int) {
      switch s {
      case 0...143: return (reversed(0x30 + s, count: 8), 8)
      case 144...255: return (reversed(0x190 + s - 144, count: 9), 9)
      case 256...279: return (reversed(s - 256, count: 7), 7)
      default: return (reversed(0xC0 + s - 280, count: 8), 8)
      }
    }

    static func reversed(_ value: UInt32, count: Int) -> UInt32 {
      var v = value, r: UInt32 = 0
      for _ in 0..<count {
        r = r << 1 | (v & 1)
        v >>= 1
      }
      return r
    }
  }
}

/// Packs codes least-significant bit first into bytes, as deflate does.
struct BitWriter {
  var bytes: [UInt8]
  private var buffer: UInt64 = 0
  private var filled = 0

  init(capacity: Int) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  @inline(__always)
  mutating func write(_ bits: UInt32, count: Int) {
    buffer |= UInt64(bits) << UInt64(filled)
    filled += count
    if filled >= 32 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      bytes.append(UInt8(truncatingIfNeeded: buffer >> 8))
      bytes.append(UInt8(truncatingIfNeeded: buffer >> 16))
      bytes.append(UInt8(truncatingIfNeeded: buffer >> 24))
      buffer >>= 32
      filled -= 32
    }
  }

  /// Writes the last partial byte (padded with zero bits).
  mutating func flush() {
    while filled > 0 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      filled = max(0, filled - 8)
    }
  }

  mutating func appendBigEndian(_ v: UInt32) {
    bytes.append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
  }
}
