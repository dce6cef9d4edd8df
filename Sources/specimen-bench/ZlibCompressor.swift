import CZlib

/// zlib's one-shot `compress2` at a fixed level: the benchmark's row for the classic library
/// (libpng, and so Cairo's own PNG writer, compress through zlib).
enum ZlibCompressor {
  /// `input` as a zlib stream (RFC 1950) at `level` (1…9); empty if zlib fails.
  static func zlibStream(_ input: UnsafeBufferPointer<UInt8>, level: Int32) -> [UInt8] {
    let bound = Int(compressBound(uLong(input.count)))
    return [UInt8](unsafeUninitializedCapacity: bound) { out, count in
      var length = uLongf(bound)
      let status = compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), level)
      count = status == Z_OK ? Int(length) : 0
    }
  }
}
