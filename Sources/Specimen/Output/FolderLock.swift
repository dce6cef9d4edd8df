import Foundation
import SpecimenDiff

/// An advisory lock (`flock`) on an output or goldens folder, so two Specimen runs never write
/// one folder at the same time (the second would lose the first's manifest records).
///
/// The lock is the file `.specimen.lock` in the folder; it holds the owner's process id while
/// held and is removed on release. The kernel drops a `flock` when its process dies, so a run
/// killed with SIGKILL never leaves a stale lock behind: only an empty or stale-pid file, which the
/// next run simply locks again. Writers (`render`, `record`, `prune`, `merge`) take the lock
/// exclusively; the shards of one split (`render --shard I/N`) take it shared, so they may render
/// into one folder side by side while a whole run or a merge waits for them.
public final class FolderLock: @unchecked Sendable {
  /// The lock file's name inside the folder.
  public static let fileName = ".specimen.lock"

  /// Exclusive for writers; shared for the shards of one split.
  public enum Mode: Sendable { case exclusive, shared }

  /// Why the lock was not taken.
  public enum Failure: Error, CustomStringConvertible, Equatable {
    case busy(folder: String, pid: Int32?, waited: Double)
    case cannotLock(folder: String, reason: String)

    public var description: String {
      switch self {
      case .busy(let folder, let pid, let waited):
        let who = pid.map { "another specimen (pid \($0))" } ?? "another specimen"
        let time = waited > 0 ? " and did not finish within \(StateAxis.format(waited)) s" : ""
        return "\(who) is writing \(folder)\(time); wait for it to finish, or pass --wait SECONDS to queue behind it"
      case .cannotLock(let folder, let reason):
        return "cannot lock \(folder) (\(reason)); check that the folder is writable, or choose another"
      }
    }
  }

  private let fd: Int32
  private let path: String
  private let mode: Mode

  private init(fd: Int32, path: String, mode: Mode) {
    self.fd = fd
    self.path = path
    self.mode = mode
  }

  deinit { release() }

  private var released = false

  /// Removes the lock file and unlocks; safe to call twice.
  public func release() {
    guard !released else { return }
    released = true
    // Unlink only while holding the lock exclusively (a waiter then re-checks and locks a fresh
    // file); the last of several shared holders gets that exclusivity, the others leave the file.
    if mode == .exclusive || flock(fd, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
    flock(fd, LOCK_UN)
    close(fd)
  }

  /// Locks `folder` (creating it if needed). With `wait` > 0, retries until that many seconds
  /// have passed, calling `waiting` once with the holder's pid; otherwise fails at once when busy.
  public static func acquire(_ folder: URL, mode: Mode = .exclusive, wait: Double = 0,
                             waiting: (Int32?) -> Void = { _ in }) throws -> FolderLock {
    let folderPath = folder.path
    // Something that is not a folder (a file, FIFO, device, a dangling link or a link loop) is named as such.
    switch (FileKind(atPath: folderPath), FileKind(followingLinksAt: folderPath)) {
    case (.missing, _), (_, .directory): break
    case (.symbolicLink, .missing):
      throw Failure.cannotLock(folder: folderPath, reason: "it is a symbolic link to nothing; create the folder it points to, or remove the link")
    case (_, let kind):
      throw Failure.cannotLock(folder: folderPath, reason: "it is \(kind), not a folder; give a folder")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure.cannotLock(folder: folderPath, reason: error.localizedDescription)
    }
    let path = folder.appendingPathComponent(fileName).path
    let kind = FileKind(atPath: path)
    if kind != .missing, kind != .regular {
      throw Failure.cannotLock(folder: folderPath, reason: "\(path) is \(kind), not Specimen's lock file; remove it")
    }
    let deadline = Date().addingTimeInterval(max(0, wait))
    var announced = false
    while true {
      let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
      guard fd >= 0 else { throw Failure.cannotLock(folder: folderPath, reason: String(cString: strerror(errno))) }
      if flock(fd, (mode == .exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 {
        // The holder before us may have unlinked this file after we opened it: lock the live one.
        var opened = stat(), current = stat()
        if fstat(fd, &opened) == 0, stat(path, &current) == 0, opened.st_ino == current.st_ino, opened.st_dev == current.st_dev {
          if mode == .exclusive {
            let text = "\(getpid())\n"
            _ = ftruncate(fd, 0)
            _ = text.withCString { pwrite(fd, $0, strlen($0), 0) }
          } else if readPID(fd) == nil {
            let text = "\(getpid())\n"
            _ = text.withCString { pwrite(fd, $0, strlen($0), 0) }
          }
          return FolderLock(fd: fd, path: path, mode: mode)
        }
        close(fd)
        continue
      }
      let busyError = errno
      let holder = readPID(fd)
      close(fd)
      guard busyError == EWOULDBLOCK else {
        throw Failure.cannotLock(folder: folderPath, reason: String(cString: strerror(busyError)))
      }
      guard wait > 0, Date() < deadline else { throw Failure.busy(folder: folderPath, pid: holder, waited: max(0, wait)) }
      if !announced {
        waiting(holder)
        announced = true
      }
      usleep(50_000)  // a product wait for another process, not a test: checks 20 times a second
    }
  }

  /// The pid written in an open lock file, if any.
  private static func readPID(_ fd: Int32) -> Int32? {
    var buffer = [CChar](repeating: 0, count: 32)
    let n = pread(fd, &buffer, 31, 0)
    guard n > 0 else { return nil }
    return Int32(String(cString: buffer).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
