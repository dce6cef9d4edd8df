import Foundation

/// Remembers font files' SHA-256 between runs, keyed by path, size, modification and change
/// times and inode, so a process start does not re-read ~130 MB of fonts.
///
/// The cache is a JSON file at `$XDG_CACHE_HOME/specimen/font-hashes.json` (else
/// `~/.cache/specimen/font-hashes.json`). Any stat or cache problem falls back to hashing the
/// file; a changed file (any of the keys differs) is hashed again and the cache rewritten.
enum FontHashCache {
  /// One file's identity and hash.
  struct Record: Codable, Equatable {
    var size: Int64
    var mtime: Int64
    var ctime: Int64
    var inode: UInt64
    var sha256: String
  }

  /// The SHA-256 of each of `paths`, in order, using and refreshing the cache file.
  static func sha256(of paths: [String], cacheFile: URL? = FontHashCache.defaultFile) -> [String] {
    var cached: [String: Record] = [:]
    if let cacheFile, isRegularOrMissing(cacheFile.path), let data = try? Data(contentsOf: cacheFile),
       let decoded = try? JSONDecoder().decode([String: Record].self, from: data) {
      cached = decoded
    }
    var changed = false
    let hashes = paths.map { path -> String in
      guard let key = identity(of: path) else { return FileHash.sha256(path: path) }
      if let record = cached[path], record.size == key.size, record.mtime == key.mtime,
         record.ctime == key.ctime, record.inode == key.inode {
        return record.sha256
      }
      let hash = FileHash.sha256(path: path)
      guard hash != "unreadable" else { return hash }
      var record = key
      record.sha256 = hash
      cached[path] = record
      changed = true
      return hash
    }
    if changed, let cacheFile { write(cached, to: cacheFile) }
    return hashes
  }

  /// The cache file's default location, or nil when no home or cache folder is known.
  static var defaultFile: URL? {
    let environment = ProcessInfo.processInfo.environment
    let base: URL
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home).appendingPathComponent(".cache")
    } else {
      return nil
    }
    return base.appendingPathComponent("specimen").appendingPathComponent("font-hashes.json")
  }

  /// The stat keys of `path` (with an empty hash), or nil when it cannot be stat'ed.
  static func identity(of path: String) -> Record? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Record(size: Int64(info.st_size),
                  mtime: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
                  ctime: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec),
                  inode: UInt64(info.st_ino), sha256: "")
  }

  /// Whether `path` itself (a link not followed) is a regular file or nothing: the only cache a read may
  /// open (a FIFO would block it, a link to `/dev/zero` never end) and a write may replace.
  static func isRegularOrMissing(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else { return errno == ENOENT }
    return info.st_mode & S_IFMT == S_IFREG
  }

  /// Writes the cache atomically (a temporary file renamed into place); failures are ignored.
  private static func write(_ records: [String: Record], to file: URL) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(records) else { return }
    let folder = file.deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Only Specimen's own cache is replaced: a FIFO, folder or link someone put at its path is left as it is.
    guard isRegularOrMissing(file.path) else { return }
    let temporary = folder.appendingPathComponent(".font-hashes.\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
    guard (try? data.write(to: temporary)) != nil else { return }
    if rename(temporary.path, file.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
  }
}
