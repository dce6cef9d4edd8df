import Foundation
import SpecimenDiff
import Testing
@testable import Specimen

/// `record` killed with SIGKILL at every one of its writes, again and again, never leaves a torn
/// golden, an unreadable manifest or a stale lock.
///
/// A small pattern of the showcase (2 entries, 5 cells: 13 writes per run) keeps each run short;
/// `SPECIMEN_KILL_DURING_WRITE=N` kills the process during its N-th write, between the temporary
/// file and the rename, so every kill lands at a known worst-case point with no timing involved.
/// Each round makes every golden stale first, so every run has all 13 writes to do.
@Suite struct KillTests {
  static let pattern = ["ClumsyButtons", "ThemedCard"]
  static let kills = 52

  @Test(.timeLimit(.minutes(8))) func killedRecordsLeaveReadableGoldensAndManifest() throws {
    let specimen = try SpecimenProcess()
    let folder = TemporaryFolder("kill")
    let goldens = folder.path("goldens")
    let record = ["record", "--record=all", "--goldens", goldens.path, "--no-artifacts"] + KillTests.pattern
    #expect(try specimen.run(record, in: folder).status == 0)
    let cells = folder.files().filter { $0.hasSuffix(".png") && $0.dropFirst("goldens/".count).contains("/") }
    #expect(cells.count == 5)
    let writes = cells.count * 2 + 2 + 1  // cell PNG and snapshot, two sheets, the manifest
    let stale = try Data(RGBAImage(width: 1, height: 1, filledWith: RGBAColor(9, 9, 9)).pngData())
    var killedAt: Set<Int> = []
    var leftovers = 0
    for round in 0..<KillTests.kills {
      for path in cells { try stale.write(to: folder.path(path)) }
      let point = round % writes + 1
      let outcome = try specimen.run(record, environment: ["SPECIMEN_KILL_DURING_WRITE": "\(point)"], in: folder)
      #expect(outcome.killed, "round \(round): the record was meant to die during write \(point)")
      if outcome.killed { killedAt.insert(point) }
      for path in folder.files() {
        let name = (path as NSString).lastPathComponent
        if name == FolderLock.fileName { continue }  // the kernel already dropped the dead process's lock
        if name.hasPrefix(".") {
          #expect(Pruner.isTemporary(name), "round \(round): only temporary files may be hidden: \(path)")
          leftovers += 1
          continue
        }
        if path.hasSuffix(".png") {
          #expect(throws: Never.self, "round \(round): \(path) must decode") { try RGBAImage(contentsOfPNGFile: folder.path(path).path) }
        } else if path.hasSuffix(".json") {
          #expect(throws: Never.self, "round \(round): \(path) must parse") {
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.path(path)))
          }
        }
      }
      #expect(throws: Never.self, "round \(round): the manifest must parse") {
        try Manifest.read(from: goldens.appendingPathComponent("manifest.json"))
      }
    }
    #expect(killedAt == Set(1...writes), "every write was a kill point")
    #expect(leftovers > 0)
    // The next run is not blocked by any of the dead runs' locks, completes the goldens, and prune clears the leftovers.
    #expect(try specimen.run(record, in: folder).status == 0)
    #expect(try specimen.run(["verify", "--goldens", goldens.path, "--no-artifacts"] + KillTests.pattern, in: folder).status == 0)
    #expect(try specimen.run(["prune", "--goldens", goldens.path], in: folder).status == 0)
    #expect(!folder.files().contains { ($0 as NSString).lastPathComponent.hasPrefix(".") })
  }
}
