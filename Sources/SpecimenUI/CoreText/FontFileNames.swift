import Foundation

/// The names an OpenType or TrueType font file gives itself, read from its `name` table
/// (Microsoft OpenType spec, "name — Naming Table": name ID 4 is the full name, 6 the PostScript name).
struct FontFileNames {
  var fullName: String?
  var postScriptName: String?

  /// Reads `data`'s first font (the first of a `ttcf` collection); nil when `data` is not a font file.
  init?(_ data: Data) {
    let bytes = [UInt8](data.prefix(CGFont.maxFontBytes))
    func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    guard bytes.count >= 12 else { return nil }
    var offset = 0
    // A collection ('ttcf') lists its fonts' offsets after its header; read the first.
    if bytes.starts(with: Array("ttcf".utf8)) {
      guard let first = u32(12) else { return nil }
      offset = first
    }
    guard let version = u32(offset), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),  // 1.0, 'OTTO', 'true'
          let tableCount = u16(offset + 4), tableCount <= 512 else { return nil }
    var nameTable: Int?
    for index in 0..<tableCount {
      let record = offset + 12 + 16 * index
      guard let tag = u32(record), let tableOffset = u32(record + 8) else { return nil }
      if tag == 0x6E61_6D65 { nameTable = tableOffset }  // 'name'
    }
    guard let table = nameTable else { return }
    guard let count = u16(table + 2), let storage = u16(table + 4) else { return }
    for index in 0..<min(count, 4096) {
      let record = table + 6 + 12 * index
      guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
            let stringOffset = u16(record + 10), nameID == 4 || nameID == 6 else { continue }
      let start = table + storage + stringOffset
      guard start >= 0, start + length <= bytes.count else { continue }
      let raw = bytes[start..<start + length]
      // Windows and Unicode platforms store UTF-16BE; Macintosh stores single-byte Roman.
      let text = platform == 1 ? String(decoding: raw, as: UTF8.self)
        : String(decoding: stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }, as: UTF16.self)
      guard !text.isEmpty else { continue }
      if nameID == 4, fullName == nil { fullName = text }
      if nameID == 6, postScriptName == nil { postScriptName = text }
    }
  }
}
