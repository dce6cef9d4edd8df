import Foundation
import SpecimenDiff
import SpecimenUI
import Testing
@testable import Specimen

/// Every record mode over the same starting point: one golden missing, the destructive cells changed.
@Suite struct RecordModeTests {
  static let missing = "Badge/colorScheme-dark"
  static let changed: Set<String> = [
    "Capsule/role-destructive.state-normal", "Capsule/role-destructive.state-pressed", "Capsule/role-destructive.state-disabled",
  ]

  /// Goldens recorded with red, minus one; the catalog under test uses orange.
  func setUp() -> (TemporaryFolder, [String: Data]) {
    let folder = TemporaryFolder("record")
    recordGoldens(VerifyCatalog.entries(destructive: .red), into: folder.url)
    try? FileManager.default.removeItem(at: folder.path("\(RecordModeTests.missing).png"))
    try? FileManager.default.removeItem(at: folder.path("\(RecordModeTests.missing).json"))
    return (folder, folder.contents())
  }

  func record(_ mode: RecordMode, _ folder: TemporaryFolder) -> Recorder.Result {
    Recorder(verifier: Verifier(goldens: folder.url), mode: mode).run(VerifyCatalog.entries(destructive: .orange))
  }

  /// Cell PNGs whose bytes changed or appeared.
  func changedPNGs(_ before: [String: Data], _ folder: TemporaryFolder) -> Set<String> {
    Set(folder.contents().filter { path, data in path.hasSuffix(".png") && path.contains("/") && before[path] != data }
      .map { String($0.key.dropLast(4)) })
  }

  @Test func allWritesMissingAndFailedOnly() {
    let (folder, before) = setUp()
    let result = record(.all, folder)
    #expect(Set(result.written) == RecordModeTests.changed.union([RecordModeTests.missing]))
    #expect(result.unresolved.isEmpty)
    #expect(changedPNGs(before, folder) == Set(result.written))
    #expect(Set(result.sheets) == ["Capsule.png", "Badge.png"])
    #expect(Verifier(goldens: folder.url).run(VerifyCatalog.entries(destructive: .orange)).passed)
  }

  @Test func missingWritesOnlyTheMissingGolden() {
    let (folder, before) = setUp()
    let result = record(.missing, folder)
    #expect(result.written == [RecordModeTests.missing])
    #expect(Set(result.unresolved.map(\.id)) == RecordModeTests.changed)
    #expect(changedPNGs(before, folder) == [RecordModeTests.missing])
    #expect(folder.contents()["Capsule.png"] == before["Capsule.png"], "an entry with no written cell keeps its sheet")
  }

  @Test func failedWritesOnlyFailingGoldens() {
    let (folder, before) = setUp()
    let result = record(.failed, folder)
    #expect(Set(result.written) == RecordModeTests.changed)
    #expect(result.unresolved.map(\.id) == [RecordModeTests.missing])
    #expect(changedPNGs(before, folder) == RecordModeTests.changed)
    #expect(FileManager.default.fileExists(atPath: folder.path("\(RecordModeTests.missing).png").path) == false)
  }

  @Test func neverWritesNothing() {
    let (folder, before) = setUp()
    let result = record(.never, folder)
    #expect(result.written.isEmpty && result.sheets.isEmpty)
    #expect(result.unresolved.count == 4)
    #expect(folder.contents() == before)
  }

  @Test func noChurnWithinTolerance() {
    let (folder, before) = setUp()
    var options = VerifyOptions()
    options.tolerance = Tolerance(maxDiffRatio: 0.5)
    let result = Recorder(verifier: Verifier(goldens: folder.url, options: options), mode: .all)
      .run(VerifyCatalog.entries(destructive: .orange))
    #expect(result.written == [RecordModeTests.missing])
    let after = folder.contents()
    for id in RecordModeTests.changed {
      #expect(after["\(id).png"] == before["\(id).png"], "\(id) is within the tolerance and must keep its bytes")
    }
  }

  @Test func manifestListsRecordedFilesWithTheirHashes() throws {
    let (folder, _) = setUp()
    _ = record(.all, folder)
    let manifest = try Manifest.read(from: folder.path("manifest.json"))
    #expect(manifest.entries.map(\.name) == ["Capsule", "Badge"])
    for entry in manifest.entries {
      for cell in entry.cells {
        let file = try #require(cell.file)
        let data = try #require(FileManager.default.contents(atPath: folder.path(file.path).path))
        #expect(file.sha256 == Checksum.sha256(data))
        #expect(file.width > 0 && file.height > 0)
      }
    }
  }

  @Test func environmentVariableChoosesTheModeAndTheFlagWins() throws {
    #expect(try RecordMode.fromEnvironment(["SPECIMEN_RECORD": "never"]) == .never)
    #expect(try RecordMode.fromEnvironment([:]) == nil)
    #expect(throws: RecordModeError.self) { try RecordMode.fromEnvironment(["SPECIMEN_RECORD": "yes"]) }
    let (folder, _) = setUp()
    let cli = runCLI(VerifyCatalog.entries(destructive: .orange), ["record", "--record=missing", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(cli.status == 1, "failed cells remain under --record=missing")
    #expect(cli.out.contains("recorded \(RecordModeTests.missing) (new)"))
    #expect(cli.out.contains("3 cells still fail under --record=missing; accept them with --record=failed"))
    let accept = runCLI(VerifyCatalog.entries(destructive: .orange), ["record", "--record=failed", "--goldens", folder.url.path])
    #expect(accept.status == 0)
    #expect(accept.out.contains("recorded Capsule/role-destructive.state-normal (was failed:"))
  }
}
