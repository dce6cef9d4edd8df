import Foundation
import SpecimenDiff
import Testing
@testable import Specimen

/// A record killed with SIGKILL part-way leaves every golden intact and readable.
///
/// Spawns the built `specimen` binary recording the showcase's `Custom*` entries (four entries, 27 cells, a PNG and a
/// snapshot each) into a temporary goldens folder whose every cell golden is stale. (KillTests kills at
/// every write of a smaller pattern; the whole showcase, 503 cells, made this suite one of the slowest for no
/// more coverage: a kill lands between two writes whatever the catalog's size.) `SPECIMEN_KILL_DURING_WRITE=N` makes
/// the process kill itself during its N-th file write, between writing the temporary file and
/// renaming it, so the interruption lands at a known, worst-case moment with no timing involved.
/// Each visible golden must decode, each snapshot parse, and only hidden `.tmp` files (which prune
/// removes) may be left over.
@Suite struct AtomicityTests {
  static func specimenBinary() throws -> URL {
    let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = runner.deletingLastPathComponent()
    // Swift Testing may run from inside the .xctest bundle; walk up to the products folder.
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("specimen")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder = folder.deletingLastPathComponent()
    }
    throw BinaryNotFound(runner: runner.path)
  }

  struct BinaryNotFound: Error, CustomStringConvertible {
    let runner: String
    var description: String { "no built specimen executable near \(runner); build it with swift build --build-tests" }
  }

  /// The showcase entries each run records.
  static let pattern = ["Custom*"]

  /// Runs the binary to the end; returns its exit status and whether a signal ended it.
  func run(_ binary: URL, _ arguments: [String], killDuringWrite: Int? = nil) throws -> (status: Int32, killed: Bool) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["SPECIMEN_KILL_DURING_WRITE"] = killDuringWrite.map(String.init)
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
  }

  @Test(.timeLimit(.minutes(30))) func killedRecordLeavesEveryGoldenReadable() throws {
    let binary = try AtomicityTests.specimenBinary()
    let folder = TemporaryFolder("atomic")
    let goldens = folder.path("goldens")
    // A full record first, to learn the cell files.
    #expect(try run(binary, ["record", "--record=all", "--goldens", goldens.path, "--no-artifacts"] + Self.pattern).status == 0)
    let cellPNGs = folder.files().filter { $0.hasPrefix("goldens/") && $0.hasSuffix(".png") && $0.dropFirst(8).contains("/") }
    #expect(cellPNGs.count == 27, "the Custom* entries have 27 cells")
    let stale = try Data(RGBAImage(width: 1, height: 1, filledWith: RGBAColor(1, 2, 3)).pngData())
    var sawOldAndNew = false
    for (attempt, write) in [1, 17, 41].enumerated() {
      for path in cellPNGs { try stale.write(to: folder.path(path)) }
      let outcome = try run(binary, ["record", "--record=all", "--goldens", goldens.path, "--no-artifacts"] + Self.pattern, killDuringWrite: write)
      #expect(outcome.killed, "the record was meant to be killed during write \(write)")
      var old = 0, new = 0, temporary = 0
      for path in folder.files() where path.hasPrefix("goldens/") {
        let name = (path as NSString).lastPathComponent
        if name == FolderLock.fileName { continue }  // the dead run's lock file; the kernel dropped the lock
        if name.hasPrefix(".") {
          #expect(name.hasSuffix(".tmp"), "only hidden temporary files may be left: \(path)")
          temporary += 1
          continue
        }
        if path.hasSuffix(".png") {
          let image = try RGBAImage(contentsOfPNGFile: folder.path(path).path)
          if cellPNGs.contains(path) { if image.width == 1 { old += 1 } else { new += 1 } }
        } else if path.hasSuffix(".json") {
          _ = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.path(path)))
        }
      }
      #expect(old + new == cellPNGs.count)
      #expect(temporary == attempt + 1, "each killed run leaves exactly the temporary file of the write in progress")
      if old > 0 && new > 0 { sawOldAndNew = true }
    }
    #expect(sawOldAndNew, "at least one kill landed while cells were being written")
    // A finishing run completes the goldens, and prune clears any temporary leftovers.
    #expect(try run(binary, ["record", "--record=all", "--goldens", goldens.path, "--no-artifacts"] + Self.pattern).status == 0)
    #expect(try run(binary, ["prune", "--goldens", goldens.path]).status == 0)
    #expect(!folder.files().contains { ($0 as NSString).lastPathComponent.hasPrefix(".") })
  }
}
