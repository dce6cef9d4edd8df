import Foundation

/// Core Graphics' source of bytes, as font-registration code reads a font file with it.
///
/// Only the file or data is kept; nothing is read until a `CGFont` is made from it.
public final class CGDataProvider: @unchecked Sendable {
  enum Source {
    case file(URL)
    case bytes(Data)
  }
  let source: Source

  /// Creates a data provider reading the file at `url`; nil when `url` is not a file URL.
  public init?(url: CFURL) {
    guard let fileURL = (url as URL?), fileURL.isFileURL else { return nil }
    source = .file(fileURL)
  }

  /// Creates a data provider reading the file at the path `filename`.
  public init?(filename: UnsafePointer<CChar>) {
    let path = String(cString: filename)
    guard !path.isEmpty else { return nil }
    source = .file(URL(fileURLWithPath: path))
  }

  /// Creates a data provider over `data`.
  public init?(data: CFData) { source = .bytes(Data(referencing: data)) }

  /// The provider's bytes (read from its file, at most `CGFont.maxFontBytes`); nil when they cannot be read.
  public var data: CFData? { bytes().map { NSData(data: $0) } }

  func bytes() -> Data? {
    switch source {
    case .bytes(let data): return data
    case .file(let url): return CGFont.readFontFile(url)
    }
  }
}

/// A font as Core Graphics holds it: made from a font file's bytes to register it with
/// `CTFontManagerRegisterGraphicsFont`.
///
/// Specimen checks that the bytes are a TrueType, OpenType or collection file and reads the
/// PostScript and full names from its `name` table; it draws the font only when its file lies where
/// Specimen looks for fonts (the package's resource bundles, `Assets/Fonts`, `SPECIMEN_FONT_PATH`,
/// `--font-path`).
public final class CGFont: @unchecked Sendable {
  /// The largest font file read (64 MiB, more than any shipped UI font).
  static let maxFontBytes = 64 << 20

  /// The font's PostScript name, when its `name` table has one.
  public let postScriptName: CFString?
  /// The font's full name, when its `name` table has one.
  public let fullName: CFString?

  /// Creates a font from the bytes `provider` gives; nil when they are not a font file.
  public init?(_ provider: CGDataProvider) {
    guard let bytes = provider.bytes(), let names = FontFileNames(bytes) else { return nil }
    postScriptName = names.postScriptName.map { $0 as NSString }
    fullName = names.fullName.map { $0 as NSString }
  }

  /// Creates a font by name. Specimen does not look fonts up by name here: `Font.custom(_:size:)` and
  /// `UIFont(name:size:)` do, when they draw; this returns nil, as iOS does for a name it does not have.
  public init?(_ name: CFString) { return nil }

  /// The bytes of the regular file at `url`, or nil when it is missing, not a regular file, or too large.
  static func readFontFile(_ url: URL) -> Data? { BoundedFile.contents(atPath: url.path, maxBytes: maxFontBytes) }
}
