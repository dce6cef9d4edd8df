import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// `merge` accepts only a whole, consistent shard set and names what is missing or wrong.
@Suite struct ShardSetTests {
  static let catalog = [
    CatalogEntry("A", axes: [.isPressed, .role]) { _ in Color.red.frame(width: 10, height: 10) },
    CatalogEntry("B", axes: [.colorScheme]) { _ in Color.blue.frame(width: 10, height: 10) },
  ]

  /// Renders shards `indices` of an `n`-way split into `folder`.
  func render(_ indices: [Int], of n: Int, into folder: URL, filters: [String] = []) {
    var options = RenderOptions()
    options.filters = filters
    for i in indices {
      options.shard = Shard("\(i)/\(n)")
      _ = CatalogRenderer(outputFolder: folder, options: options).run(ShardSetTests.catalog)
    }
  }

  func merge(_ folder: TemporaryFolder) -> (status: Int32, out: String, err: String) {
    runCLI(ShardSetTests.catalog, ["merge", "--out", folder.url.path])
  }

  @Test func wholeSetMerges() throws {
    let folder = TemporaryFolder("merge-ok")
    render([1, 2, 3], of: 3, into: folder.url)
    let result = merge(folder)
    #expect(result.status == 0)
    #expect(result.out.contains("merged 2 entries, 8 cells"))
  }

  @Test func missingShardIsNamed() {
    let folder = TemporaryFolder("merge-missing")
    render([1, 3], of: 3, into: folder.url)
    let result = merge(folder)
    #expect(result.status == 2)
    #expect(result.err.contains("is missing shard 2/3 (manifest.shard-2-of-3.json) of 3"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("manifest.json").path), "nothing merged")
  }

  @Test func differentSplitsAreRefused() {
    let folder = TemporaryFolder("merge-splits")
    render([1], of: 2, into: folder.url)
    render([1], of: 3, into: folder.url)
    let result = merge(folder)
    #expect(result.status == 2)
    #expect(result.err.contains("holds shards of different splits (manifest.shard-1-of-2.json, manifest.shard-1-of-3.json)"))
  }

  @Test func theSameShardTwiceIsRefused() throws {
    let folder = TemporaryFolder("merge-twice")
    render([1], of: 2, into: folder.url)
    try FileManager.default.copyItem(at: folder.path("manifest.shard-1-of-2.json"), to: folder.path("manifest.shard-2-of-2.json"))
    let result = merge(folder)
    #expect(result.status == 2)
    #expect(result.err.contains("manifest.shard-2-of-2.json records shard 1/2, not the shard its name says"))
  }

  @Test func duplicateCellsInUnlabelledShardsAreRefused() throws {
    // Shard manifests of an older Specimen carry no shard record: the duplicate cells still show.
    let folder = TemporaryFolder("merge-dup")
    render([1], of: 2, into: folder.url)
    var manifest = try Manifest.read(from: folder.path("manifest.shard-1-of-2.json"))
    manifest.shard = nil
    try manifest.jsonData().write(to: folder.path("manifest.shard-1-of-2.json"))
    try manifest.jsonData().write(to: folder.path("manifest.shard-2-of-2.json"))
    let result = merge(folder)
    #expect(result.status == 2)
    #expect(result.err.contains("record 4 cells twice (A/isPressed-false.role-none"))
  }

  @Test func shardsOfDifferentPatternsAreRefused() {
    let folder = TemporaryFolder("merge-catalogs")
    render([1], of: 2, into: folder.url)
    render([2], of: 2, into: folder.url, filters: ["A"])
    let result = merge(folder)
    #expect(result.status == 2)
    #expect(result.err.contains("split different catalogs or patterns"))
  }

  @Test(arguments: ["", "{", "[]", "{\"scale\": 2}", "{\"scale\": \"x\", \"entries\": []}"])
  func unreadableShardIsNamed(_ text: String) throws {
    let folder = TemporaryFolder("merge-bad")
    render([1], of: 2, into: folder.url)
    try Data(text.utf8).write(to: folder.path("manifest.shard-2-of-2.json"))
    let result = merge(folder)
    #expect(result.status == 2)
    #expect(result.err.contains("manifest.shard-2-of-2.json is not a readable shard manifest"))
    #expect(result.err.contains("render that shard again"))
  }

  @Test(arguments: ["manifest.shard-0-of-2.json", "manifest.shard-3-of-2.json", "manifest.shard-x-of-2.json",
                    "manifest.shard-1-of-0.json", "manifest.shard--1-of-2.json", "manifest.shard-1-2.json"])
  func badShardNamesAreNamed(_ name: String) throws {
    let folder = TemporaryFolder("merge-names")
    render([1, 2], of: 2, into: folder.url)
    try FileManager.default.copyItem(at: folder.path("manifest.shard-1-of-2.json"), to: folder.path(name))
    let result = merge(folder)
    #expect(result.status == 2)
    #expect(result.err.contains(name))
  }

  @Test func shardManifestThatIsAFolderOrFIFOIsNamed() throws {
    let folder = TemporaryFolder("merge-fifo")
    render([1], of: 2, into: folder.url)
    #expect(mkfifo(folder.path("manifest.shard-2-of-2.json").path, 0o644) == 0)
    let result = merge(folder)
    #expect(result.status == 2, "a FIFO is refused, not read (which would hang)")
    #expect(result.err.contains("manifest.shard-2-of-2.json is not a readable shard manifest (it is a FIFO (named pipe)"))
  }
}
