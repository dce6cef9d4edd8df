import Foundation

/// Encodes bytes as a QR Code symbol (ISO/IEC 18004), as Core Image's `CIQRCodeGenerator` does:
/// the whole message in byte mode, in the smallest version (1–40) that holds it at the requested
/// error correction level, with the mask whose penalty score is lowest.
///
/// This file makes the codewords (mode, count, data, padding, Reed–Solomon error correction,
/// interleaving); `QRCodeMatrix` places them.
enum QRCodeEncoder {
  /// An error correction level: the share of codewords that can be restored.
  enum Level: Int, CaseIterable {
    case low = 0, medium, quartile, high

    /// Core Image's `inputCorrectionLevel` letters: "L", "M", "Q", "H".
    init?(letter: String) {
      switch letter {
      case "L": self = .low
      case "M": self = .medium
      case "Q": self = .quartile
      case "H": self = .high
      default: return nil
      }
    }

    /// The two bits the format information gives this level (L 01, M 00, Q 11, H 10).
    var formatBits: Int { [1, 0, 3, 2][rawValue] }
  }

  /// Error correction codewords per block, by level and version (index 0 unused).
  private static let eccPerBlock: [[Int]] = [
    [0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
    [0, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    [0, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  ]

  /// Error correction blocks, by level and version (index 0 unused).
  private static let blockCount: [[Int]] = [
    [0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
    [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
    [0, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
    [0, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
  ]

  /// The modules of `version` that carry codewords: all but the function patterns, format and version information.
  static func dataModules(version: Int) -> Int {
    var modules = (16 * version + 128) * version + 64
    if version >= 2 {
      let alignments = version / 7 + 2
      modules -= (25 * alignments - 10) * alignments - 55
      if version >= 7 { modules -= 36 }
    }
    return modules
  }

  /// The data codewords `version` holds at `level` (all codewords less the error correction ones).
  static func dataCodewords(version: Int, level: Level) -> Int {
    dataModules(version: version) / 8 - eccPerBlock[level.rawValue][version] * blockCount[level.rawValue][version]
  }

  /// The smallest version that holds `count` bytes in byte mode at `level`, or nil when none does
  /// (more than 2 331 bytes at `.medium`, 2 953 at `.low`).
  static func version(forByteCount count: Int, level: Level) -> Int? {
    (1...40).first { version in
      let countBits = version < 10 ? 8 : 16
      return count < (1 << countBits) && 4 + countBits + 8 * count <= dataCodewords(version: version, level: level) * 8
    }
  }

  /// The symbol's codewords in placement order: data and error correction, interleaved by block.
  static func codewords(for bytes: [UInt8], version: Int, level: Level) -> [UInt8] {
    let capacityBits = dataCodewords(version: version, level: level) * 8
    var bits = BitBuffer()
    bits.append(0b0100, count: 4)  // byte mode
    bits.append(bytes.count, count: version < 10 ? 8 : 16)
    for byte in bytes { bits.append(Int(byte), count: 8) }
    bits.append(0, count: min(4, capacityBits - bits.count))  // terminator
    bits.append(0, count: (8 - bits.count % 8) % 8)
    var data = bits.bytes
    var pad: UInt8 = 0xEC
    while data.count * 8 < capacityBits {
      data.append(pad)
      pad = pad == 0xEC ? 0x11 : 0xEC
    }

    let blocks = blockCount[level.rawValue][version]
    let eccLength = eccPerBlock[level.rawValue][version]
    let total = dataModules(version: version) / 8
    let shortBlocks = blocks - total % blocks
    let shortLength = total / blocks - eccLength
    let divisor = ReedSolomon.generator(degree: eccLength)
    var dataBlocks: [[UInt8]] = []
    var eccBlocks: [[UInt8]] = []
    var start = 0
    for index in 0..<blocks {
      let length = shortLength + (index < shortBlocks ? 0 : 1)
      let block = Array(data[start..<start + length])
      start += length
      dataBlocks.append(block)
      eccBlocks.append(ReedSolomon.remainder(of: block, divisor: divisor))
    }
    var result: [UInt8] = []
    for i in 0..<(shortLength + 1) {
      for block in dataBlocks where i < block.count { result.append(block[i]) }
    }
    for i in 0..<eccLength {
      for block in eccBlocks { result.append(block[i]) }
    }
    return result
  }
}

/// Bits appended most significant first, read back as bytes.
struct BitBuffer {
  private(set) var bits: [Bool] = []
  var count: Int { bits.count }

  /// Appends the low `count` bits of `value`, most significant first.
  mutating func append(_ value: Int, count: Int) {
    guard count > 0 else { return }
    for shift in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> shift) & 1 == 1) }
  }

  /// The bits in bytes (the count is a multiple of 8 where this is read).
  var bytes: [UInt8] {
    stride(from: 0, to: bits.count, by: 8).map { start in
      (0..<8).reduce(UInt8(0)) { byte, i in (byte << 1) | (start + i < bits.count && bits[start + i] ? 1 : 0) }
    }
  }
}

/// Reed–Solomon error correction over GF(256) with the QR Code polynomial x⁸ + x⁴ + x³ + x² + 1.
enum ReedSolomon {
  /// The product of `a` and `b` in the field.
  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    var product = 0
    var x = Int(a)
    var y = Int(b)
    while y != 0 {
      if y & 1 == 1 { product ^= x }
      x <<= 1
      if x & 0x100 != 0 { x ^= 0x11D }
      y >>= 1
    }
    return UInt8(product)
  }

  /// The coefficients (highest power first, leading 1 left out) of (x − α⁰)(x − α¹)…(x − α^(degree−1)).
  static func generator(degree: Int) -> [UInt8] {
    var coefficients = [UInt8](repeating: 0, count: degree)
    guard degree > 0 else { return coefficients }
    coefficients[degree - 1] = 1
    var root: UInt8 = 1
    for _ in 0..<degree {
      for j in 0..<degree {
        coefficients[j] = multiply(coefficients[j], root)
        if j + 1 < degree { coefficients[j] ^= coefficients[j + 1] }
      }
      root = multiply(root, 2)
    }
    return coefficients
  }

  /// The remainder of `message` × x^degree divided by the generator: the error correction codewords.
  static func remainder(of message: [UInt8], divisor: [UInt8]) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: divisor.count)
    guard !divisor.isEmpty else { return result }
    for byte in message {
      let factor = byte ^ result[0]
      result.removeFirst()
      result.append(0)
      for i in 0..<divisor.count { result[i] ^= multiply(divisor[i], factor) }
    }
    return result
  }
}
