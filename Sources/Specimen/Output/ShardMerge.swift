import Foundation

/// Joins the manifests of a sharded render (`manifest.shard-I-of-N.json`) into one `manifest.json`.
///
/// Each shard renders part of the cells and some of the sheets into the same folder layout; once
/// every shard's files are in one folder, merging gives the manifest (and `README.md`) a whole run writes.
public enum ShardMerge {
  /// Why shard manifests could not be merged.
  public enum Failure: Error, CustomStringConvertible, Equatable {
    case noShards(String)
    case missingShards(folder: String, expected: Int, found: [String])
    case differentScales(String)

    public var description: String {
      switch self {
      case .noShards(let folder):
        return "no manifest.shard-*-of-*.json in \(folder); render with --shard I/N into this folder first"
      case .missingShards(let folder, let expected, let found):
        return "\(folder) holds \(found.count) of \(expected) shard manifests (\(found.joined(separator: ", "))); copy every shard's output here first"
      case .differentScales(let folder):
        return "the shard manifests in \(folder) were rendered at different scales; render every shard with the same --scale"
      }
    }
  }

  /// Merges the shard manifests in `folder`, ordering entries and cells as `catalog` does, and writes
  /// `manifest.json` and `README.md`; returns the merged manifest.
  @discardableResult
  public static func merge(in folder: URL, catalog: [CatalogEntry]) throws -> Manifest {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasPrefix("manifest.shard-") && $0.hasSuffix(".json") }.sorted()
    guard let first = names.first else { throw Failure.noShards(folder.path) }
    let expected = Int(first.split(separator: "-").last?.split(separator: ".").first ?? "") ?? names.count
    guard names.count == expected else { throw Failure.missingShards(folder: folder.path, expected: expected, found: names) }
    let shards = try names.map { try Manifest.read(from: folder.appendingPathComponent($0)) }
    guard Set(shards.map(\.scale)).count == 1 else { throw Failure.differentScales(folder.path) }
    var byEntry: [String: Manifest.Entry] = [:]
    for entry in shards.flatMap(\.entries) {
      guard var merged = byEntry[entry.name] else {
        byEntry[entry.name] = entry
        continue
      }
      merged.sheet = merged.sheet ?? entry.sheet
      merged.cells += entry.cells
      byEntry[entry.name] = merged
    }
    let entries: [Manifest.Entry] = catalog.compactMap { catalogEntry in
      guard var entry = byEntry[catalogEntry.name] else { return nil }
      let order = Dictionary(catalogEntry.cells.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
      entry.cells.sort { (order[$0.name] ?? .max, $0.name) < (order[$1.name] ?? .max, $1.name) }
      return entry
    }
    let manifest = Manifest(scale: shards[0].scale, fingerprint: shards[0].fingerprint, entries: entries)
    try AtomicFile.write(try manifest.jsonData(), to: folder.appendingPathComponent("manifest.json"))
    try AtomicFile.write(Data(PreviewsIndex.markdown(manifest).utf8), to: folder.appendingPathComponent("README.md"))
    return manifest
  }
}
