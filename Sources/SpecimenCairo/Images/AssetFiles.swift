import Foundation
import SpecimenUI

/// Named limits on the files Specimen reads from asset, icon and font folders (after librsvg's `limits.rs`).
///
/// Asset folders come from many hands. A FIFO named `logo.svg` would block the run forever on
/// `open`, a symlink named `dir.ttf` pointing at its own folder would send fontconfig round a loop,
/// and a 50 MB SVG or a PNG claiming 100 000 × 100 000 pixels would take gigabytes. So only regular
/// files (after following symlinks) within these sizes are read; anything else is refused with an
/// error naming the file, the limit and how to raise it.
public enum AssetLimits {
  /// The largest SVG or PNG asset or icon file in bytes: 8 MiB, or `SPECIMEN_MAX_ASSET_BYTES`.
  public static let maxImageBytes = environmentLimit("SPECIMEN_MAX_ASSET_BYTES", default: 8 << 20)
  /// The largest font file in bytes: 64 MiB (Noto Sans CJK's collection is about 20 MiB), or `SPECIMEN_MAX_FONT_BYTES`.
  public static let maxFontBytes = environmentLimit("SPECIMEN_MAX_FONT_BYTES", default: 64 << 20)
  /// The most fonts one font collection file (`.ttc`, `.otc`) may hold: 256, or `SPECIMEN_MAX_FONT_FACES`.
  ///
  /// fontconfig reads every font a collection's header lists (up to 65 536), each with its own pattern: a
  /// 3 MB collection listing 100 000 copies of one small font took 16 s and 200 MB before anything drew, and
  /// every text's font match then searched all of them. Real collections hold a few (Noto Sans CJK's 10,
  /// Apple's PingFang and Helvetica a dozen or two).
  public static let maxFontFaces = environmentLimit("SPECIMEN_MAX_FONT_FACES", default: 256)
  /// The largest intrinsic width or height of an SVG or PNG asset, in pixels: 8 192, or `SPECIMEN_MAX_IMAGE_SIDE`.
  public static let maxImageSide = environmentLimit("SPECIMEN_MAX_IMAGE_SIDE", default: 8_192)

  static func environmentLimit(_ name: String, default value: Int) -> Int {
    guard let text = ProcessInfo.processInfo.environment[name], let n = Int(text), n > 0 else { return value }
    return n
  }
}

/// Checks on asset names and files before anything opens them.
enum AssetFiles {
  /// Why `name` may not name an asset or icon, or nil when it may: names are plain file names without
  /// path separators or `..`, so `Image("../secret")` cannot read outside every asset folder.
  static func nameRefusal(_ name: String) -> String? {
    if name.isEmpty { return "an empty name" }
    if name.contains("/") || name.contains("\\") { return "a name with a path separator" }
    if name.contains("..") { return "a name with \"..\"" }
    if name.hasPrefix(".") || name.utf8.contains(0) || name.unicodeScalars.contains(where: { $0.value < 0x20 }) {
      return "a hidden or control-character name"
    }
    return nil
  }

  /// Why the file at `path` may not be read, or nil when it is a regular file (symlinks followed) of at most `maxBytes`.
  static func fileRefusal(_ path: String, maxBytes: Int, limitName: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return "\(path) cannot be read (\(String(cString: strerror(errno))))" }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return "\(path) is not a regular file (a FIFO, device, socket or folder); only regular files are read"
    }
    guard Int(info.st_size) <= maxBytes else {
      return "\(path) is \(info.st_size) bytes, over the limit of \(maxBytes) bytes; shrink it or raise \(limitName)"
    }
    return nil
  }

  /// Why the font file at `path` may not be given to fontconfig, from its first 12 bytes: a collection
  /// (`ttcf`, whatever the file's extension) listing more than `AssetLimits.maxFontFaces` fonts; nil otherwise.
  static func fontCollectionRefusal(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var header = [UInt8](repeating: 0, count: 12)
    guard header.withUnsafeMutableBytes({ pread(fd, $0.baseAddress, 12, 0) }) == 12, header.starts(with: Array("ttcf".utf8)) else { return nil }
    let count = header[8...].reduce(0) { $0 << 8 | Int($1) }
    guard count > AssetLimits.maxFontFaces else { return nil }
    return "\(path) is a font collection listing \(count) fonts, over the limit of \(AssetLimits.maxFontFaces); "
      + "keep the fonts the app uses in it (or in separate .ttf/.otf files) or raise SPECIMEN_MAX_FONT_FACES"
  }

  /// The bytes of the regular file at `path` (symlinks followed) of at most `maxBytes`, or why it is refused.
  ///
  /// The file is opened without blocking and checked on the open descriptor, so a FIFO put in its place
  /// after a check cannot block the read, and at most `maxBytes` + 1 bytes are ever read.
  static func readRegular(_ path: String, maxBytes: Int, limitName: String) -> Result<Data, SVGSource.Refusal> {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .failure(SVGSource.Refusal(description: "\(path) cannot be read (\(String(cString: strerror(errno))))")) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      return .failure(SVGSource.Refusal(description: "\(path) is not a regular file (a FIFO, device, socket or folder); only regular files are read"))
    }
    let tooLarge = SVGSource.Refusal(description: "\(path) is \(info.st_size) bytes, over the limit of \(maxBytes) bytes; shrink it or raise \(limitName)")
    guard Int(info.st_size) <= maxBytes else { return .failure(tooLarge) }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0, errno == EINTR { continue }
      guard n >= 0 else { return .failure(SVGSource.Refusal(description: "\(path) cannot be read (\(String(cString: strerror(errno))))")) }
      if n == 0 { break }
      count += n
      if count > maxBytes { return .failure(tooLarge) }  // the file grew while read
      if count == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: 4096)) }
    }
    return .success(Data(bytes.prefix(count)))
  }

  /// Whether the regular file at `path` starts with something other than PNG's signature: a JPEG or GIF saved with a
  /// `.png` name, which iOS decodes by its bytes. False for a PNG, a file shorter than the signature and anything that
  /// is not a readable regular file (a FIFO is never waited on); the PNG decoder refuses those by name.
  static func holdsAnotherFormat(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    var head = [UInt8](repeating: 0, count: 8)
    guard read(fd, &head, head.count) == head.count else { return false }
    return head != [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  }

  /// Why the PNG at `path` may not be decoded, from its header alone: a refusal when its width or height
  /// exceeds `AssetLimits.maxImageSide` (a decompression bomb), nil otherwise (including unreadable headers,
  /// which the decoder reports itself).
  static func pngRefusal(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let header = [UInt8](handle.readData(ofLength: 24))
    guard header.count == 24, header[12...15].elementsEqual(Array("IHDR".utf8)) else { return nil }
    func be32(_ i: Int) -> Int { header[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    let width = be32(16), height = be32(20)
    return sideRefusal(path, width: Double(width), height: Double(height))
  }

  /// A refusal when an image's intrinsic size is not finite or exceeds `AssetLimits.maxImageSide`.
  static func sideRefusal(_ path: String, width: Double, height: Double) -> String? {
    let limit = Double(AssetLimits.maxImageSide)
    guard width.isFinite, height.isFinite, width <= limit, height <= limit else {
      return "\(path) is \(NumberText.describe(width))×\(NumberText.describe(height)) px, over the limit of "
        + "\(AssetLimits.maxImageSide) px per side; scale the image down or raise SPECIMEN_MAX_IMAGE_SIDE"
    }
    return nil
  }
}
