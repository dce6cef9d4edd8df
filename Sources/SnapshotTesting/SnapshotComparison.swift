import Foundation

/// One assertion's comparison: read the reference, compare, record as the mode says, and word the failure.
struct SnapshotComparison<Format> {
  let location: SnapshotFile
  let mode: SnapshotTestingConfiguration.Record
  let diffing: Diffing<Format>
  let testName: String

  /// The failure message for the snapshot `taken`, or nil when it matches its reference.
  func run(_ taken: Format) -> String? {
    // A snapshot that could not be drawn is never recorded or compared.
    if let failed = taken as? SnapshotFailureImage { return "The snapshot could not be drawn: \(failed.reason)." }
    let path = location.reference.path
    let exists = FileManager.default.fileExists(atPath: path)
    // A folder, FIFO or socket at the reference's path is never read (a FIFO would wait for a writer for ever) or
    // recorded over.
    if exists, let kind = Self.notAFile(path) {
      return "The reference \(path) is \(kind), not a file; remove it, or give the snapshot another name (named:)."
    }
    if mode == .all { return record(taken, "Record mode is on. Automatically recorded snapshot") }
    guard exists else {
      if mode == .never {
        return "No reference was found on disk (\(path)), and the record mode is never. Record it on your machine "
          + "(SNAPSHOT_TESTING_RECORD=missing) and commit it."
      }
      return record(taken, "No reference was found on disk. Automatically recorded snapshot")
    }
    let reference: Format
    do {
      reference = diffing.fromData(try Data(contentsOf: location.reference))
    } catch {
      return "The reference \(path) could not be read: \(error.localizedDescription)"
    }
    guard let (difference, _) = diffing.diff(reference, taken) else { return nil }
    let failed: String
    switch writeArtifact(taken) {
    case .success(let file): failed = file
    case .failure(let error):
      failed = "(the failed snapshot could not be written to \(location.artifacts.path): \(error.localizedDescription); "
        + "set SNAPSHOT_ARTIFACTS to a folder that can be written)"
    }
    let tool = SnapshotRecordMode.diffTool(currentFilePath: path, failedFilePath: failed)
    var message = "Snapshot \"\(SnapshotFile.sanitized(testName))\" does not match reference.\n\n\(tool)\n\n"
      + difference.trimmingCharacters(in: .whitespacesAndNewlines)
    if mode == .failed { message += "\n\n" + record(taken, "A new snapshot was automatically recorded") }
    return message
  }

  /// Writes `taken` as the reference and returns the message that says so (recording always fails the assertion,
  /// so a run that wrote references is never taken for a passing one).
  private func record(_ taken: Format, _ what: String) -> String {
    let path = location.reference.path
    do {
      try FileManager.default.createDirectory(at: location.reference.deletingLastPathComponent(), withIntermediateDirectories: true)
      try diffing.toData(taken).write(to: location.reference, options: .atomic)
    } catch {
      return "The snapshot could not be recorded at \(path): \(error.localizedDescription)"
    }
    return "\(what): …\n\nopen \"\(path)\"\n\nRe-run \"\(SnapshotFile.sanitized(testName))\" to assert against the newly-recorded snapshot."
  }

  /// Writes the failed snapshot to the artifacts folder and returns its path, or why it could not.
  private func writeArtifact(_ taken: Format) -> Result<String, Error> {
    let folder = location.artifacts
    let file = folder.appendingPathComponent(location.reference.lastPathComponent)
    return Result {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try diffing.toData(taken).write(to: file, options: .atomic)
      return file.path
    }
  }

  /// What stands at `path` when it is not a regular file (after symbolic links): "a folder", "a FIFO" and so on.
  static func notAFile(_ path: String) -> String? {
    guard let type = try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)[.type]
      as? FileAttributeType else { return nil }
    switch type {
    case .typeRegular: return nil
    case .typeDirectory: return "a folder"
    case .typeCharacterSpecial, .typeBlockSpecial: return "a device"
    case .typeSocket: return "a socket"
    default: return "a FIFO or other special file"
    }
  }
}
