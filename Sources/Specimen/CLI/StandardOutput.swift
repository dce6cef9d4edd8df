import Foundation

/// Output paths that mean "standard output": `-`, or a path naming the same file as descriptor 1
/// (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`), which an atomic rename must never replace.
enum StandardOutput {
  /// Whether `path` means standard output.
  static func names(_ path: String) -> Bool {
    if path == "-" { return true }
    guard ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path) || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") else {
      return false
    }
    var target = stat(), standard = stat()
    guard stat(path, &target) == 0, fstat(1, &standard) == 0 else { return ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path) }
    return target.st_dev == standard.st_dev && target.st_ino == standard.st_ino
  }

  /// Writes all of `data` to descriptor 1.
  static func write(_ data: Data) throws {
    let failed = data.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let n = Foundation.write(1, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += n
      }
      return nil
    }
    if let failed { throw OutputError.cannotWrite("standard output", reason: String(cString: strerror(failed))) }
  }
}
