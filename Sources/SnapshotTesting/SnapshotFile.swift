import Foundation
import Specimen

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
    // An extension is kept as written (`tar.gz` too) unless it holds a path separator or NUL.
    let suffix = pathExtension.flatMap { $0.isEmpty ? nil : "." + ($0.contains { "/\\\u{0}".contains($0) } ? Self.sanitized($0) : $0) } ?? ""
    reference = folder.appendingPathComponent(Self.fitted("\(Self.sanitized(testName)).\(identifier)", suffix: suffix) + suffix)
  }

  /// The longest file name written, in UTF-8 bytes: 255, what ext4 and APFS hold, so a name iOS could record is
  /// kept as it is.
  static let maxNameBytes = 255

  /// `stem` cut so that it and `suffix` fit in `maxNameBytes`, ending in `~` and a hash of the whole stem so that
  /// names cut to the same start stay apart (a 10 000-character `named:` fails no write).
  static func fitted(_ stem: String, suffix: String) -> String {
    guard stem.utf8.count + suffix.utf8.count > maxNameBytes else { return stem }
    let hash = String(FileNames.stableHash(stem), radix: 16)
    let budget = maxNameBytes - 1 - hash.utf8.count - suffix.utf8.count
    var cut = "", bytes = 0
    for character in stem {
      bytes += character.utf8.count
      if bytes > budget { break }
      cut.append(character)
    }
    return cut + "~" + hash
  }

  /// Letters and digits of every script (made once: `CharacterSet.alphanumerics` makes a new set each time).
  private static let letters = CharacterSet.alphanumerics

  /// Whether `scalar` stays in a name: a letter, digit or `_` (ASCII decided without the set, whose lookups on Linux
  /// took 0.3 ms each, 6 s for a 10 000-character name).
  private static func keeps(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_": return true
    case _ where scalar.isASCII: return false
    default: return letters.contains(scalar)
    }
  }

  /// A name made safe for a file: each run of characters other than letters, digits and `_` becomes `-`, and the
  /// dashes at the ends go (`testCard()` → `testCard`, `dark mode` → `dark-mode`).
  static func sanitized(_ text: String) -> String {
    var result = ""
    var pendingDash = false
    for scalar in text.unicodeScalars {
      if Self.keeps(scalar) {
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
  var artifacts: URL { artifacts(in: ProcessInfo.processInfo.environment) }

  /// The artifacts folder `environment` names; an empty `SNAPSHOT_ARTIFACTS` counts as unset (it would name the
  /// working directory).
  func artifacts(in environment: [String: String]) -> URL {
    let root = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
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
