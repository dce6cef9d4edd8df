import CPango
import Foundation

/// The characters of a text no font of a `FontLibrary` has, grouped by script, with the Debian font package that
/// covers each script the bundled fonts leave out (Thai and Devanagari digits, a Thai or Hindi date).
///
/// Apple's devices ship a font for every script; Specimen draws only the files it lists, so a glyph none of them has
/// fails its cell (`missingGlyphs`). The message names what is missing and where a font for it comes from.
enum UncoveredScripts {
  /// Scripts none of the bundled fonts covers, by Unicode block, and the Debian package and file holding a font for them.
  static let blocks: [(name: String, range: ClosedRange<UInt32>, file: String)] = [
    ("Devanagari", 0x0900...0x097F, "NotoSansDevanagari-Regular.ttf"),
    ("Bengali", 0x0980...0x09FF, "NotoSansBengali-Regular.ttf"),
    ("Gurmukhi", 0x0A00...0x0A7F, "NotoSansGurmukhi-Regular.ttf"),
    ("Gujarati", 0x0A80...0x0AFF, "NotoSansGujarati-Regular.ttf"),
    ("Tamil", 0x0B80...0x0BFF, "NotoSansTamil-Regular.ttf"),
    ("Telugu", 0x0C00...0x0C7F, "NotoSansTelugu-Regular.ttf"),
    ("Kannada", 0x0C80...0x0CFF, "NotoSansKannada-Regular.ttf"),
    ("Malayalam", 0x0D00...0x0D7F, "NotoSansMalayalam-Regular.ttf"),
    ("Sinhala", 0x0D80...0x0DFF, "NotoSansSinhala-Regular.ttf"),
    ("Thai", 0x0E00...0x0E7F, "NotoSansThai-Regular.ttf"),
    ("Lao", 0x0E80...0x0EFF, "NotoSansLao-Regular.ttf"),
    ("Myanmar", 0x1000...0x109F, "NotoSansMyanmar-Regular.ttf"),
    ("Ethiopic", 0x1200...0x137F, "NotoSansEthiopic-Regular.ttf"),
    ("Khmer", 0x1780...0x17FF, "NotoSansKhmer-Regular.ttf"),
  ]
  /// The Debian package holding the files of `blocks`.
  static let package = "fonts-noto-core"

  /// What a text whose layout has missing glyphs lacks: ", Thai (U+0E51 ๑, U+0E52 ๒…): Debian's fonts-noto-core has
  /// NotoSansThai-Regular.ttf", or the code points alone when the script is not one of `blocks`; empty when every
  /// character has a font (the missing glyph is a combination no font shapes).
  static func describe(_ text: String, in library: FontLibrary) -> String {
    let missing = library.uncovered(text)
    guard !missing.isEmpty else { return "" }
    var groups: [(name: String, file: String?, scalars: [Unicode.Scalar])] = []
    for scalar in missing {
      let block = blocks.first { $0.range.contains(scalar.value) }
      let name = block?.name ?? "other scripts"
      if let index = groups.firstIndex(where: { $0.name == name }) {
        groups[index].scalars.append(scalar)
      } else {
        groups.append((name, block?.file, [scalar]))
      }
    }
    let parts = groups.map { group -> String in
      let shown = group.scalars.prefix(3).map { String(format: "U+%04X", $0.value) }.joined(separator: ", ")
      let more = group.scalars.count > 3 ? " and \(group.scalars.count - 3) more" : ""
      let source = group.file.map { ", which Debian's \(package) has as \($0)" } ?? ""
      return "\(group.name) (\(shown)\(more))\(source)"
    }
    return ": " + parts.joined(separator: "; ")
  }
}

extension FontLibrary {
  /// The distinct characters of `text` (at most the first 1 000) that no font of the library has, in order.
  func uncovered(_ text: String) -> [Unicode.Scalar] {
    var seen: Set<Unicode.Scalar> = []
    var scalars: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars where scalars.count < 1_000 && scalar.value > 0x20 && seen.insert(scalar).inserted {
      scalars.append(scalar)
    }
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return scalars }
    var charsets: [OpaquePointer] = []
    for i in 0..<Int(set.pointee.nfont) {
      var charset: OpaquePointer?
      if let pattern = set.pointee.fonts[i], FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
        charsets.append(charset)
      }
    }
    return scalars.filter { scalar in !charsets.contains { FcCharSetHasChar($0, FcChar32(scalar.value)) != 0 } }
  }
}
