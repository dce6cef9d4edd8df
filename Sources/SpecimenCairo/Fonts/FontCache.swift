import CPango
import Foundation

extension FontCatalog {
  /// Adds `files` (sorted) to `config`'s application fonts, each face exactly as
  /// `FcConfigAppFontAddFile` would.
  ///
  /// Asking FreeType about 53 font files (Noto CJK among them) took two thirds of a small run's
  /// start-up, so faces are taken from fontconfig's own directory caches — the ones Debian's font
  /// packages build in /var/cache/fontconfig — when a valid cache lists the file, and queried
  /// from the file otherwise. Either way the faces and their order are the same. Returns the files in which
  /// fontconfig found no face (empty, truncated or not a font), which draw nothing.
  @discardableResult
  static func addFonts(_ files: [String], to config: OpaquePointer) -> [String] {
    guard let first = files.first else { return [] }
    var unreadable: [String] = []
    // The application font set exists once a font was added; the first file is added directly.
    if !add(file: first, to: config) { unreadable.append(first) }
    guard let set = FcConfigGetFonts(config, FcSetApplication) else {
      return unreadable + files.dropFirst().filter { !add(file: $0, to: config) }
    }
    let cached = cachedFaces(of: Array(files.dropFirst()), config: config)
    for file in files.dropFirst() {
      guard let faces = cached[file], !faces.isEmpty else {
        if !add(file: file, to: config) { unreadable.append(file) }
        continue
      }
      // The set takes over the reference `cachedFaces` holds.
      for face in faces { _ = FcFontSetAdd(set, face) }
    }
    return unreadable
  }

  /// The faces fontconfig's valid directory caches hold for `files`, by file, in face order.
  private static func cachedFaces(of files: [String], config: OpaquePointer) -> [String: [OpaquePointer]] {
    let wanted = Set(files)
    var faces: [String: [OpaquePointer]] = [:]
    let folders = Set(files.map { ($0 as NSString).deletingLastPathComponent }).sorted()
    for folder in folders {
      guard let cache = folder.withCString({ path in
        path.withMemoryRebound(to: FcChar8.self, capacity: folder.utf8.count + 1) { FcDirCacheLoad($0, config, nil) }
      }) else { continue }
      defer { FcDirCacheUnload(cache) }
      guard let set = FcCacheCopySet(cache) else { continue }
      defer { FcFontSetDestroy(set) }
      for index in 0..<Int(set.pointee.nfont) {
        guard let pattern = set.pointee.fonts[index] else { continue }
        var name: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, "file", 0, &name) == FcResultMatch, let name else { continue }
        let file = String(cString: name)
        guard wanted.contains(file) else { continue }
        FcPatternReference(pattern)  // kept beyond the copied set, released when added to the config's set
        faces[file, default: []].append(pattern)
      }
    }
    return faces
  }

  /// Adds the faces of `file`; false when fontconfig found none in it.
  private static func add(file: String, to config: OpaquePointer) -> Bool {
    file.withCString { path in
      path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) { FcConfigAppFontAddFile(config, $0) } != 0
    }
  }
}
