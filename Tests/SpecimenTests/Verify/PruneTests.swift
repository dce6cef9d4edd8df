import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// Prune removes only what a Specimen manifest names and the catalog no longer produces.
@Suite struct PruneTests {
  /// The verify catalog plus an entry the "next version" of the catalog drops.
  static func withRemoved() -> [CatalogEntry] {
    VerifyCatalog.entries() + [CatalogEntry("Removed", axes: []) { _ in Text("Gone").frame(width: 40, height: 20) }]
  }

  /// Goldens of `withRemoved()`, plus files Specimen did not write.
  func setUp() throws -> TemporaryFolder {
    let folder = TemporaryFolder("prune")
    recordGoldens(PruneTests.withRemoved(), into: folder.url)
    try Data("jpeg".utf8).write(to: folder.path("holiday.jpg"))
    try Data("png".utf8).write(to: folder.path("Badge/notes.png"))          // not in the manifest: not Specimen's
    try Data("png".utf8).write(to: folder.path("Unrelated.png"))            // a sheet-like name the manifest never named
    try Data("half".utf8).write(to: folder.path("Badge/.colorScheme-dark.png.123.tmp"))
    return folder
  }

  @Test func removesOrphansNamedByTheManifestOnly() throws {
    let folder = try setUp()
    let before = Set(folder.files())
    let dry = runCLI(VerifyCatalog.entries(), ["prune", "--dry-run", "--goldens", folder.url.path])
    #expect(dry.status == 0)
    #expect(Set(folder.files()) == before, "a dry run removes nothing")
    let expected = ["Badge/.colorScheme-dark.png.123.tmp", "Removed.png", "Removed/default.json", "Removed/default.png"]
    #expect(dry.out.split(separator: "\n").filter { $0.hasPrefix("would remove") }.map(String.init)
            == expected.map { "would remove \($0)" } + ["would remove folder Removed/"])
    let real = runCLI(VerifyCatalog.entries(), ["prune", "--goldens", folder.url.path])
    #expect(real.status == 0)
    #expect(real.out.split(separator: "\n").filter { $0.hasPrefix("removed ") && !$0.hasPrefix("removed 4") }.map(String.init)
            == expected.map { "removed \($0)" } + ["removed folder Removed/"], "dry run lists exactly what goes")
    #expect(Set(folder.files()) == before.subtracting(expected))
    #expect(!FileManager.default.fileExists(atPath: folder.path("Removed").path))
    let manifest = try Manifest.read(from: folder.path("manifest.json"))
    #expect(manifest.entries.map(\.name) == ["Capsule", "Badge"])
    #expect(Verifier(goldens: folder.url).run(VerifyCatalog.entries()).passed, "live goldens are kept")
    #expect(try Pruner(goldens: folder.url).plan(VerifyCatalog.entries()) == Pruner.Plan(), "a second prune finds nothing")
  }

  @Test func refusesAFolderWithoutAManifest() throws {
    let folder = TemporaryFolder("prune-photos")
    try FileManager.default.createDirectory(at: folder.path("Trip"), withIntermediateDirectories: true)
    for name in ["a.png", "b.json", "Trip/c.png", ".x.1.tmp", "Sheet.pdf"] { try Data("mine".utf8).write(to: folder.path(name)) }
    let before = folder.contents()
    let result = runCLI(VerifyCatalog.entries(), ["prune", "--goldens", folder.url.path])
    #expect(result.status == 2)
    #expect(result.err.contains("has no manifest.json, so it is not a Specimen goldens folder"))
    #expect(result.err.contains("--goldens"))
    #expect(folder.contents() == before)
    #expect(runCLI(VerifyCatalog.entries(), ["prune", "--dry-run", "--goldens", folder.url.path]).status == 2)
  }

  @Test(arguments: ["", "{}", "[]", "not json", "{\"scale\": 2}", "{\"scale\": 2, \"entries\": 5}", "{\"version\": 9, \"scale\": 2, \"entries\": []}"])
  func refusesAManifestThatIsNotSpecimens(_ text: String) throws {
    let folder = TemporaryFolder("prune-bad-manifest")
    try Data("mine".utf8).write(to: folder.path("a.png"))
    try Data(text.utf8).write(to: folder.path("manifest.json"))
    let before = folder.contents()
    let result = runCLI(VerifyCatalog.entries(), ["prune", "--goldens", folder.url.path])
    #expect(result.status == 2)
    #expect(result.err.contains("manifest.json is not a Specimen manifest"))
    #expect(folder.contents() == before)
  }

  @Test func neverFollowsASymlinkOutOfTheFolder() throws {
    let folder = try setUp()
    let outside = TemporaryFolder("prune-outside")
    // The entry folder becomes a link to a folder of someone else's files with the same names.
    try FileManager.default.removeItem(at: folder.path("Removed"))
    try Data("theirs".utf8).write(to: outside.path("default.png"))
    try Data("theirs".utf8).write(to: outside.path("default.json"))
    try FileManager.default.createSymbolicLink(at: folder.path("Removed"), withDestinationURL: outside.url)
    // And the sheet a link to an outside file.
    try FileManager.default.removeItem(at: folder.path("Removed.png"))
    try Data("theirs".utf8).write(to: outside.path("photo.png"))
    try FileManager.default.createSymbolicLink(at: folder.path("Removed.png"), withDestinationURL: outside.path("photo.png"))
    let result = runCLI(VerifyCatalog.entries(), ["prune", "--goldens", folder.url.path])
    #expect(result.status == 0)
    #expect(outside.files() == ["default.json", "default.png", "photo.png"])
    #expect(result.err.contains("note: left alone Removed/default.png: its folder is a symbolic link; prune never follows links"))
    #expect(result.err.contains("note: left alone Removed.png: it is a symbolic link"))
  }

  @Test func ignoresManifestPathsThatLeaveTheFolder() throws {
    let outer = TemporaryFolder("prune-escape")
    let goldens = outer.path("goldens")
    recordGoldens(PruneTests.withRemoved(), into: goldens)
    try Data("theirs".utf8).write(to: outer.path("victim.png"))
    try Data("theirs".utf8).write(to: outer.path("victim.json"))
    var manifest = try Manifest.read(from: goldens.appendingPathComponent("manifest.json"))
    let victim = outer.path("victim.png").path
    for (i, path) in ["../victim.png", victim, "Removed/../../victim.png", "a/b/c.png", "./Removed.png"].enumerated() {
      manifest.entries[2].cells.append(Manifest.CellRecord(name: "evil\(i)", values: [:],
        file: Manifest.File(path: path, sha256: "", width: 1, height: 1), error: nil))
    }
    try manifest.jsonData().write(to: goldens.appendingPathComponent("manifest.json"))
    let result = runCLI(VerifyCatalog.entries(), ["prune", "--goldens", goldens.path])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: victim))
    #expect(FileManager.default.fileExists(atPath: outer.path("victim.json").path))
    #expect(result.err.contains("left alone ../victim.png: not a path inside the goldens folder"))
  }

  @Test func refusesSpecialFilesAsManifest() throws {
    let folder = TemporaryFolder("prune-fifo")
    #expect(mkfifo(folder.path("manifest.json").path, 0o644) == 0)
    let result = runCLI(VerifyCatalog.entries(), ["prune", "--goldens", folder.url.path])
    #expect(result.status == 2, "a FIFO manifest must be refused, not read (which would hang)")
    #expect(result.err.contains("manifest.json is a FIFO (named pipe), not Specimen's manifest"))
  }
}
