/// A walk over a PNG file's chunk structure, done before libpng sees the bytes.
///
/// It finds truncation (a chunk that runs past the end of the data) with exact byte
/// counts for the error message, notices a missing IEND chunk, and lists the colour-space
/// chunks that `PNGChunks.normalized` removes.
struct PNGChunks {
  /// The eight-byte PNG signature.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A complete IEND chunk: length 0, type "IEND", CRC.
  static let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

  /// Chunk types that make libpng's simplified reader convert sample values (gamma,
  /// chromaticities, ICC profiles); pixelmatch's usual readers (pngjs, Pillow) ignore them.
  static let colourSpaceTypes: Set<String> = ["gAMA", "cHRM", "sRGB", "iCCP", "cICP", "mDCv", "cLLI"]

  /// How the walk ended.
  enum Ending: Equatable {
    /// An IEND chunk was found; bytes after it are ignored.
    case iend(endOffset: Int)
    /// The data ended cleanly between chunks (or inside a partial IEND) without an IEND.
    case missingIEND(endOffset: Int)
    /// A chunk needs `expected` bytes of data but only `actual` exist.
    case truncated(expected: Int, actual: Int)
  }

  /// How the walk ended.
  let ending: Ending
  /// Byte ranges of colour-space chunks, in file order.
  let colourSpaceChunks: [Range<Int>]

  /// Walks `bytes`, which must already start with the signature.
  init(_ bytes: UnsafeRawBufferPointer) {
    var offset = PNGChunks.signature.count
    var dropped: [Range<Int>] = []
    var ending = Ending.missingIEND(endOffset: bytes.count)
    while offset < bytes.count {
      let remaining = bytes.count - offset
      if remaining < 12 {
        // A partial IEND chunk is as good as none; anything else is cut off.
        let isPartialIEND = (0..<remaining).allSatisfy { bytes[offset + $0] == PNGChunks.iend[$0] }
        ending = isPartialIEND
          ? .missingIEND(endOffset: offset)
          : .truncated(expected: offset + 12, actual: bytes.count)
        break
      }
      let length = Int(bytes.loadBigEndianUInt32(at: offset))
      let end = offset + 12 + length
      guard end <= bytes.count else {
        ending = .truncated(expected: end, actual: bytes.count)
        break
      }
      let type = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8)]), as: UTF8.self)
      if type == "IEND" {
        ending = .iend(endOffset: end)
        break
      }
      if PNGChunks.colourSpaceTypes.contains(type) {
        dropped.append(offset..<end)
      }
      offset = end
    }
    if case .missingIEND = ending, offset >= bytes.count {
      ending = .missingIEND(endOffset: bytes.count)
    }
    self.ending = ending
    self.colourSpaceChunks = dropped
  }

  /// The bytes libpng should decode, or nil when `bytes` can be used as they are.
  ///
  /// Colour-space chunks are dropped so samples are taken at face value (as pngjs and
  /// Pillow do), and a missing IEND chunk is appended.
  func normalized(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
    let endOffset: Int
    let needsIEND: Bool
    switch ending {
    case .iend(let end):
      endOffset = end
      needsIEND = false
    case .missingIEND(let end):
      endOffset = end
      needsIEND = true
    case .truncated:
      return nil
    }
    guard needsIEND || !colourSpaceChunks.isEmpty else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(endOffset + PNGChunks.iend.count)
    var cursor = 0
    for range in colourSpaceChunks {
      result.append(contentsOf: bytes[cursor..<range.lowerBound])
      cursor = range.upperBound
    }
    result.append(contentsOf: bytes[cursor..<endOffset])
    if needsIEND {
      result.append(contentsOf: PNGChunks.iend)
    }
    return result
  }
}

extension UnsafeRawBufferPointer {
  /// Reads a big-endian 32-bit integer at `offset` (the caller checks bounds).
  func loadBigEndianUInt32(at offset: Int) -> UInt32 {
    UInt32(self[offset]) << 24 | UInt32(self[offset + 1]) << 16
      | UInt32(self[offset + 2]) << 8 | UInt32(self[offset + 3])
  }
}
