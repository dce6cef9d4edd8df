import Foundation

/// Writes files atomically: to a temporary file in the same folder, then renamed into place.
///
/// An interrupted run never leaves a half-written image behind.
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
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    // A plain POSIX write: FileManager.createFile would itself write through a second temporary
    // file (which a killed process leaves behind under a name prune cannot recognise), and
    // Foundation's Data.write syncs every file to disk, which the rename below does not need:
    // it already guarantees that a reader sees the old file or the whole new one.
    guard writeWhole(data, to: temporary.path) else {
      unlink(temporary.path)
      throw OutputError.cannotWrite(url.path)
    }
    if let n = killDuringWrite, writes.next() == n { kill(getpid(), SIGKILL) }
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw OutputError.cannotWrite(url.path)
    }
  }
}

extension AtomicFile {
  /// Creates or truncates `path` and writes all of `data`; false on any failure.
  static func writeWhole(_ data: Data, to path: String) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return false }
    let written = data.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let n = Foundation.write(fd, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += n
      }
      return true
    }
    return close(fd) == 0 && written
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

/// Why an output file could not be written.
public enum OutputError: Error, CustomStringConvertible {
  case cannotCreateFolder(String, underlying: String)
  case cannotWrite(String)

  public var description: String {
    switch self {
    case .cannotCreateFolder(let path, let why):
      return "cannot create the folder \(path) (\(why)); choose a writable output folder with --out"
    case .cannotWrite(let path):
      return "cannot write \(path); check that its folder is writable, or choose another with --out"
    }
  }
}
