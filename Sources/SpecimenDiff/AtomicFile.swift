import Foundation

/// Writes whole files through a temporary sibling and a rename, so readers never see half a file.
///
/// Only regular files are replaced: an existing FIFO, device, socket, folder or symbolic link at
/// the destination is refused with `OutputError.notARegularFile`, because a rename would put a
/// regular file in place of something Specimen does not own (run as root, a device node).
/// This is the one writer every Specimen module uses for its output files.
public enum AtomicFile {
  /// Fault injection for crash tests: with `SPECIMEN_KILL_DURING_WRITE=N` in the environment the
  /// process kills itself (SIGKILL) during its N-th atomic write, after the temporary file is
  /// written and before the rename — the worst moment for an interruption.
  static let killDuringWrite = ProcessInfo.processInfo.environment["SPECIMEN_KILL_DURING_WRITE"].flatMap(Int.init)
  private static let writes = WriteCounter()

  /// Writes `data` to `url`, creating the folder if needed.
  public static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw OutputError.cannotCreateFolder(folder.path, underlying: "\(error.localizedDescription)")
    }
    try commit(data, to: url)
  }

  /// Writes `data` to `url`, which must lie inside `root`: every folder between them is created
  /// if missing and must be a real folder, never a symbolic link (which could lead out of `root`).
  public static func write(_ data: Data, to url: URL, inside root: URL) throws {
    let rootPath = root.standardizedFileURL.path
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/") else {
      throw OutputError.outsideFolder(path, folder: rootPath)
    }
    let relative = path.dropFirst(rootPath.count).split(separator: "/").dropLast()
    var current = rootPath
    do {
      try FileManager.default.createDirectory(atPath: rootPath, withIntermediateDirectories: true)
    } catch {
      throw OutputError.cannotCreateFolder(rootPath, underlying: "\(error.localizedDescription)")
    }
    for component in relative {
      guard component != "..", component != "." else { throw OutputError.outsideFolder(path, folder: rootPath) }
      current += "/" + component
      switch FileKind(atPath: current) {
      case .missing:
        guard mkdir(current, 0o755) == 0 || errno == EEXIST else {
          throw OutputError.cannotCreateFolder(current, underlying: String(cString: strerror(errno)))
        }
      case .directory:
        continue
      case .symbolicLink:
        throw OutputError.symbolicLinkInPath(current, folder: rootPath)
      case let other:
        throw OutputError.notARegularFile(current, kind: other.description)
      }
    }
    try commit(data, to: url)
  }

  /// Writes `bytes` to `path` atomically.
  public static func write(_ bytes: [UInt8], to path: String) throws {
    try write(Data(bytes), to: URL(fileURLWithPath: path))
  }

  /// Throws unless `path` is missing or a regular file (the only things an atomic write may replace).
  public static func checkReplaceable(_ path: String) throws {
    switch FileKind(atPath: path) {
    case .missing, .regular: return
    case let other: throw OutputError.notARegularFile(path, kind: other.description)
    }
  }

  /// The temporary file, the fault-injection point and the rename.
  private static func commit(_ data: Data, to url: URL) throws {
    try checkReplaceable(url.path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    // A plain POSIX write: FileManager.createFile would itself write through a second temporary
    // file (which a killed process leaves behind under a name prune cannot recognise), and
    // Foundation's Data.write syncs every file to disk, which the rename below does not need:
    // it already guarantees that a reader sees the old file or the whole new one.
    if let failure = writeWhole(data, to: temporary.path) {
      unlink(temporary.path)
      throw OutputError.cannotWrite(url.path, reason: failure)
    }
    if let n = killDuringWrite, writes.next() == n { kill(getpid(), SIGKILL) }
    // Checked again just before the rename: the destination may have appeared meanwhile.
    do {
      try checkReplaceable(url.path)
    } catch {
      unlink(temporary.path)
      throw error
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary.path)
      throw OutputError.cannotWrite(url.path, reason: reason)
    }
  }
}

extension AtomicFile {
  /// Creates `path` (never following a symbolic link, never reusing a special file) and writes all
  /// of `data`; returns why it failed, or nil.
  static func writeWhole(_ data: Data, to path: String) -> String? {
    unlink(path)  // a stale temporary of an earlier process with the same id
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return String(cString: strerror(errno)) }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = Foundation.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        offset += n
      }
    }
    if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    return failure
  }
}

/// What is at a path: read with `lstat` (a symbolic link is itself) or, from `followingLinksAt`, with `stat`.
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
  case missing, regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

  /// What is at `path` itself (a symbolic link is `.symbolicLink`).
  public init(atPath path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      self = .missing
      return
    }
    self.init(mode: info.st_mode)
  }

  /// What is at `path` after following symbolic links: a dangling link is `.missing`, a link loop `.symbolicLink`.
  public init(followingLinksAt path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      self = errno == ELOOP ? .symbolicLink : .missing
      return
    }
    self.init(mode: info.st_mode)
  }

  private init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    case S_IFIFO: self = .fifo
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFSOCK: self = .socket
    default: self = .other
    }
  }

  public var description: String {
    switch self {
    case .missing: return "nothing"
    case .regular: return "a regular file"
    case .directory: return "a folder"
    case .symbolicLink: return "a symbolic link"
    case .fifo: return "a FIFO (named pipe)"
    case .characterDevice: return "a character device"
    case .blockDevice: return "a block device"
    case .socket: return "a socket"
    case .other: return "a special file"
    }
  }
}

/// Counts atomic writes across threads, for fault injection.
private final class WriteCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}

/// Why an output file could not be written; each message names the path and the fix.
public enum OutputError: Error, CustomStringConvertible, Equatable {
  case cannotCreateFolder(String, underlying: String)
  case cannotWrite(String, reason: String)
  /// The destination exists and is not a regular file.
  case notARegularFile(String, kind: String)
  /// A folder on the way to the destination is a symbolic link.
  case symbolicLinkInPath(String, folder: String)
  /// The destination is not inside the output folder.
  case outsideFolder(String, folder: String)

  public var description: String {
    switch self {
    case .cannotCreateFolder(let path, let why):
      return "cannot create the folder \(path) (\(why)); choose a writable output folder with --out"
    case .cannotWrite(let path, let why):
      return "cannot write \(path) (\(why)); check that its folder is writable and its disk has room, or choose another with --out"
    case .notARegularFile(let path, let kind):
      return "\(path) is \(kind), not a regular file; Specimen only replaces regular files it writes, so remove it or choose another path"
    case .symbolicLinkInPath(let path, let folder):
      return "\(path) is a symbolic link; Specimen never writes through links inside \(folder), so replace it with a real folder or remove it"
    case .outsideFolder(let path, let folder):
      return "\(path) is outside the output folder \(folder); Specimen writes only inside it"
    }
  }
}
