import Foundation
import Testing
@testable import SpecimenCairo

/// The font-hash cache: a hit returns the stored hash without reading, a changed file is hashed again.
@Suite struct FontHashCacheTests {
  @Test func reusesAndRefreshesHashes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("font-hash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("a.ttf"), cache = folder.appendingPathComponent("cache/hashes.json")
    try Data("first".utf8).write(to: font)
    let first = FontHashCache.sha256(of: [font.path], cacheFile: cache)
    #expect(first == [FileHash.sha256(data: Data("first".utf8))])
    #expect(FileManager.default.fileExists(atPath: cache.path))

    // A stale hash planted in the cache for the file's current identity is what a hit returns.
    var records = try JSONDecoder().decode([String: FontHashCache.Record].self, from: Data(contentsOf: cache))
    records[font.path]?.sha256 = "planted"
    try JSONEncoder().encode(records).write(to: cache)
    #expect(FontHashCache.sha256(of: [font.path], cacheFile: cache) == ["planted"])

    // Rewriting the file changes its size and change time, so it is hashed again.
    try Data("second, longer".utf8).write(to: font)
    #expect(FontHashCache.sha256(of: [font.path], cacheFile: cache) == [FileHash.sha256(data: Data("second, longer".utf8))])
  }
}
