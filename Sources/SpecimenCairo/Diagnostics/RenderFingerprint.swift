import CCairo
import CPNG
import CPango
import CRsvg
import Foundation

/// Everything besides the display list that decides a render's pixels: library versions,
/// font files with their hashes, and the fixed rendering options.
///
/// Two renders with equal fingerprints and equal display lists give equal bytes, so a golden
/// that stops matching while its fingerprint changed points at the environment, not the view.
/// It is written into every PNG as a `tEXt` chunk (keyword `Specimen-Fingerprint`) and can be
/// stored in a manifest.
public struct RenderFingerprint: Codable, Equatable, Hashable, Sendable {
  /// Library versions, e.g. `"cairo": "1.16.0"`.
  public var libraries: [String: String]
  /// Each font file in use, by file name, with the SHA-256 of its bytes.
  public var fonts: [FontFile]
  /// The fixed text rendering options.
  public var options: [String: String]
  /// Design → Apple face drawing the system font (`"default": "SF Pro Text + SF Pro Display"`)
  /// when a font folder holds Apple's fonts; absent when Specimen's stand-ins draw every design.
  public var systemFonts: [String: String]?

  /// One font file and its content hash.
  public struct FontFile: Codable, Equatable, Hashable, Sendable {
    /// The file name (without folder, so moving the install keeps the fingerprint).
    public var name: String
    /// Lowercase hex SHA-256 of the file.
    public var sha256: String
  }

  /// The fingerprint of this process's renderer (font hashes computed once per process).
  public static var current: RenderFingerprint { cached }

  private static let cached = RenderFingerprint(library: .shared)

  /// The text of `current` for PNG `tEXt` chunks, built once per process.
  static let currentPNGText = cached.pngText

  init(library: FontLibrary) {
    let rsvg = "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)"
    let fc = Int(FcGetVersion())
    libraries = [
      "cairo": String(cString: cairo_version_string()),
      "pango": String(cString: pango_version_string()),
      "harfbuzz": String(cString: hb_version_string()),
      "freetype": "\(FREETYPE_MAJOR).\(FREETYPE_MINOR).\(FREETYPE_PATCH)",
      "fontconfig": "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)",
      "librsvg": rsvg,
      "libpng": String(cString: png_get_libpng_ver(nil)),
    ]
    let hashes = FontHashCache.sha256(of: library.fontFiles)
    fonts = zip(library.fontFiles, hashes).map { path, hash in
      FontFile(name: (path as NSString).lastPathComponent, sha256: hash)
    }
    options = [
      "antialias": "gray", "hinting": "none", "hintMetrics": "off", "subpixelOrder": "none",
      "roundGlyphPositions": "off", "language": "en-us", "resolution": "72",
      "png": PNGEncoder.settingsDescription,
    ]
    systemFonts = library.systemFontSummary
  }

  /// A one-line digest of the whole fingerprint (SHA-256 of its canonical JSON).
  public var digest: String { FileHash.sha256(data: Data(canonicalJSON.utf8)) }

  /// The fingerprint as compact JSON with sorted keys.
  public var canonicalJSON: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The text written into PNGs: versions, options, digest, and each font as `name=first 16 hex digits`.
  var pngText: String {
    let libs = libraries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: "; ")
    let opts = options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
    let files = fonts.map { "\($0.name)=\($0.sha256.prefix(16))" }.joined(separator: " ")
    let system = systemFonts.map { "\nsystem fonts: " + $0.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") } ?? ""
    return "digest \(digest)\nlibraries: \(libs)\noptions: \(opts)\nfonts: \(files)\(system)"
  }
}

/// SHA-256 of files and bytes with GLib's checksum (files are memory-mapped, not copied).
enum FileHash {
  static func sha256(path: String) -> String {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return "unreadable" }
    return sha256(data: data)
  }

  static func sha256(data: Data) -> String {
    guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { return "" }
    defer { g_checksum_free(checksum) }
    data.withUnsafeBytes { raw in
      guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return }
      g_checksum_update(checksum, base, raw.count)
    }
    return String(cString: g_checksum_get_string(checksum))
  }
}
