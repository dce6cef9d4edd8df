import CLibdeflate
import Foundation

/// Adds `tEXt` chunks to a PNG stream, right after `IHDR`, with a correct CRC.
enum PNGText {
  /// `png` with a `tEXt` chunk holding `keyword` and `text` (Latin-1; other characters become `?`).
  static func inserting(keyword: String, text: String, into png: Data) -> Data {
    inserting(chunk: chunk(keyword: keyword, text: text), into: png)
  }

  /// A whole `tEXt` chunk (length, type, data, CRC) holding `keyword` and `text`.
  static func chunk(keyword: String, text: String) -> Data {
    var body = Data("tEXt".utf8)
    body.append(latin1(keyword))
    body.append(0)
    body.append(latin1(text))
    var chunk = Data()
    appendUInt32(UInt32(body.count - 4), to: &chunk)
    chunk.append(body)
    appendUInt32(CRC32.checksum(body), to: &chunk)
    return chunk
  }

  /// `png` with a ready-made chunk inserted right after `IHDR`.
  static func inserting(chunk: Data, into png: Data) -> Data {
    // Signature (8) + IHDR chunk (4 length + 4 type + 13 data + 4 CRC).
    let afterIHDR = 8 + 25
    guard png.count > afterIHDR else { return png }
    var out = Data(capacity: png.count + chunk.count)
    out.append(png.prefix(afterIHDR))
    out.append(chunk)
    out.append(png.dropFirst(afterIHDR))
    return out
  }

  /// The `tEXt` chunks of a PNG, keyword → text.
  static func textChunks(of png: Data) -> [String: String] {
    let bytes = [UInt8](png)
    var result: [String: String] = [:]
    var i = 8
    while i + 12 <= bytes.count {
      let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
      let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
      guard i + 12 + length <= bytes.count else { break }
      if type == "tEXt" {
        let data = bytes[(i + 8)..<(i + 8 + length)]
        if let nul = data.firstIndex(of: 0) {
          let key = String(decoding: data[data.startIndex..<nul], as: UTF8.self)
          result[key] = String(bytes: data[(nul + 1)...], encoding: .isoLatin1)
        }
      }
      i += 12 + length
    }
    return result
  }

  private static func latin1(_ s: String) -> Data {
    Data(s.unicodeScalars.map { $0.value < 256 && $0.value != 0 ? UInt8($0.value) : UInt8(ascii: "?") })
  }

  private static func appendUInt32(_ v: UInt32, to data: inout Data) {
    data.append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
  }
}

/// The CRC-32 of PNG chunks (ISO 3309, as in zlib and PNG §5.5), computed by libdeflate.
enum CRC32 {
  /// The CRC-32 of `parts` one after another (a chunk's type, then its data).
  static func checksum(_ parts: [UInt8]...) -> UInt32 {
    parts.reduce(0) { crc, bytes in bytes.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) } }
  }

  /// The CRC-32 of `data`.
  static func checksum(_ data: Data) -> UInt32 {
    data.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
  }
}
