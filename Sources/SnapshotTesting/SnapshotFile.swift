import Foundation

/// Where a snapshot's reference lives: `<test file folder>/__Snapshots__/<TestFile>/<testName>.<name or n>.<ext>`,
/// or `snapshotDirectory/<testName>.<name or n>.<ext>`; unnamed snapshots of one test are numbered from 1.
struct SnapshotFile {
  /// The reference file.
  let reference: URL
  /// The test file's name without its extension (the artifacts' folder).
  let testFile: String

  init(filePath: String, directory: String?, testName: String, name: String?, pathExtension: String?) {
    let file = URL(fileURLWithPath: filePath)
    testFile = file.deletingPathExtension().lastPathComponent
    let folder = directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
    let identifier = name.map(Self.sanitized) ?? String(SnapshotCounter.next(folder: folder.path, testName: testName))
    var reference = folder.appendingPathComponent("\(Self.sanitized(testName)).\(identifier)")
    if let pathExtension, !pathExtension.isEmpty { reference.appendPathExtension(pathExtension) }
    self.reference = reference
  }

  /// A name made safe for a file: each run of characters other than letters, digits and `_` becomes `-`, and the
  /// dashes at the ends go (`testCard()` → `testCard`, `dark mode` → `dark-mode`).
  static func sanitized(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" {
        if pendingDash, !result.isEmpty { result.append("-") }
        pendingDash = false
        result.unicodeScalars.append(scalar)
      } else {
        pendingDash = true
      }
    }
    return result
  }

  /// The folder failed snapshots are written to: `$SNAPSHOT_ARTIFACTS/<TestFile>`, else the temporary folder's.
  var artifacts: URL {
    let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.temporaryDirectory
    return root.appendingPathComponent(testFile)
  }
}

/// The number of unnamed snapshots each test has taken, per reference folder.
enum SnapshotCounter {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var counts: [String: Int] = [:]

  static func next(folder: String, testName: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    let key = folder + "/" + testName
    counts[key, default: 0] += 1
    return counts[key]!
  }
}
