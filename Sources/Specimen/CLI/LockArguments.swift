import Foundation

/// `--wait SECONDS`, shared by the commands that write a folder, and the lock they take.
///
/// Like git, a second writer fails at once by default (exit 2, naming the running process);
/// `--wait` queues it behind the first instead, up to that many seconds.
struct LockArguments {
  /// The longest wait accepted: one day.
  static let maxWait = 86_400.0
  static let help = "  --wait SECONDS  when another specimen is writing the folder, wait up to SECONDS for it (default: 0, fail at once)"

  var wait = 0.0

  init(parsing parser: inout ArgumentParser) throws {
    guard let text = try parser.value("--wait") else { return }
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= LockArguments.maxWait else {
      throw UsageError(message: "--wait takes seconds from 0 to \(Int(LockArguments.maxWait)), not '\(text)'; e.g. --wait 600")
    }
    wait = seconds
  }

  /// Locks `folder` for `command`, or prints why not and returns nil (the command exits 2).
  func lock(_ folder: URL, mode: FolderLock.Mode = .exclusive, command: String, output: CLIOutput) -> FolderLock? {
    do {
      return try FolderLock.acquire(folder, mode: mode, wait: wait) { pid in
        output.err("specimen \(command): waiting for \(pid.map { "pid \($0)" } ?? "another specimen") to finish writing \(folder.path)")
      }
    } catch {
      output.err("specimen \(command): \(error)")
      return nil
    }
  }
}
