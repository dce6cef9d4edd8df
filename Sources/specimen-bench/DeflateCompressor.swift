import CLibdeflate
import Foundation
import SpecimenCairo

/// One libdeflate compressor at one level, kept per thread (a compressor owns its match-finder
/// tables, so reusing it saves their allocation for every PNG, and it must never be shared by two
/// threads at once): the libdeflate rows of `specimen-bench png`. Its output depends only on the
/// input, the level and libdeflate's version.
final class DeflateCompressor {
  private let handle: OpaquePointer

  private init?(level: Int) {
    guard (1...12).contains(level), let handle = libdeflate_alloc_compressor(Int32(level)) else { return nil }
    self.handle = handle
  }

  deinit { libdeflate_free_compressor(handle) }

  /// This thread's compressor at `level` (1…12), made on first use; nil when the level is out of
  /// range or libdeflate could not allocate it.
  static func forCurrentThread(level: Int) -> DeflateCompressor? {
    let key = "Specimen.DeflateCompressor.\(level)"
    let storage = Thread.current.threadDictionary
    if let compressor = storage[key] as? DeflateCompressor { return compressor }
    guard let compressor = DeflateCompressor(level: level) else { return nil }
    storage[key] = compressor
    return compressor
  }

  /// `input` as a zlib stream (RFC 1950: header, deflate data, libdeflate's Adler-32).
  func zlibStream(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    let bound = libdeflate_zlib_compress_bound(handle, input.count)
    return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
      // With the bound as room the call cannot run out of space, so 0 never means failure here.
      count = libdeflate_zlib_compress(handle, input.baseAddress, input.count, out.baseAddress, bound)
    }
  }
}

extension DeflateCompressor {
  /// A PNG compressor for `RasterImage.plainPNGData(compressor:)`: this thread's compressor at `level`.
  static func png(level: Int) -> PNGCompressor {
    { scanlines, _, _ in DeflateCompressor.forCurrentThread(level: level)?.zlibStream(scanlines) ?? [] }
  }
}
