import Foundation
import SpecimenDiff

/// Joins the manifests of a sharded render (`manifest.shard-I-of-N.json`) into one `manifest.json`.
///
/// Each shard renders part of the cells and some of the sheets into the same folder layout; once
/// every shard's files are in one folder, merging gives the manifest (and `README.md`) a whole run writes.
public enum ShardMerge {
  /// Why shard manifests could not be merged; each message names the shards and the fix.
  public enum Failure: Error, CustomStringConvertible, Equatable {
    case noShards(String)
    case missingShards(folder: String, count: Int, missing: [Int])
    case differentSplits(folder: String, files: [String])
    case unreadableShard(file: String, reason: String)
    case mislabelled(file: String, records: String)
    case differentCatalogs(folder: String, files: [String])
    case differentEnvironments(folder: String, files: [String])
    case differentScales(String)
    case duplicateCells(folder: String, ids: [String])
    case cellCount(folder: String, expected: Int, found: Int)

    public var description: String {
      switch self {
      case .noShards(let folder):
        return "no manifest.shard-*-of-*.json in \(folder); render with --shard I/N into this folder first"
      case .missingShards(let folder, let count, let missing):
        let names = missing.map { "\($0)/\(count) (manifest.shard-\($0)-of-\(count).json)" }.joined(separator: ", ")
        return "\(folder) is missing shard \(names) of \(count); render it with --shard, or copy its output here, then merge again"
      case .differentSplits(let folder, let files):
        return "\(folder) holds shards of different splits (\(files.joined(separator: ", "))); keep the shards of one split only (same N in --shard I/N) and merge again"
      case .unreadableShard(let file, let reason):
        return "\(file) is not a readable shard manifest (\(reason)); render that shard again"
      case .mislabelled(let file, let records):
        return "\(file) records shard \(records), not the shard its name says (a copied or renamed file?); render that shard again"
      case .differentCatalogs(let folder, let files):
        return "the shards in \(folder) split different catalogs or patterns (\(files.joined(separator: ", "))); render every shard from one build with the same patterns"
      case .differentEnvironments(let folder, let files):
        return "the shards in \(folder) were rendered with different libraries, fonts or options (\(files.joined(separator: ", "))); render every shard on the same image"
      case .differentScales(let folder):
        return "the shard manifests in \(folder) were rendered at different scales; render every shard with the same --scale"
      case .duplicateCells(let folder, let ids):
        let shown = ids.prefix(5).joined(separator: ", ") + (ids.count > 5 ? ", …" : "")
        return "the shards in \(folder) record \(ids.count) cells twice (\(shown)); render each shard once, with one split"
      case .cellCount(let folder, let expected, let found):
        return "the shards in \(folder) record \(found) cells, but the split run has \(expected); render every shard again from one build"
      }
    }
  }

  /// A shard manifest's file name parsed: `manifest.shard-I-of-N.json`.
  static func parse(_ name: String) -> (index: Int, count: Int)? {
    guard name.hasPrefix("manifest.shard-"), name.hasSuffix(".json") else { return nil }
    let parts = name.dropFirst("manifest.shard-".count).dropLast(".json".count).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[1] == "of", let i = Int(parts[0]), let n = Int(parts[2]), n >= 1, (1...n).contains(i) else { return nil }
    return (i, n)
  }

  /// Reads and checks the shard manifests in `folder`: one split, every shard once, one catalog,
  /// one environment and scale, no cell twice. Throws the first problem, naming what is missing.
  public static func shards(in folder: URL) throws -> [Manifest] {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasPrefix("manifest.shard-") && $0.hasSuffix(".json") }.sorted()
    guard !names.isEmpty else { throw Failure.noShards(folder.path) }
    let parsed = names.map { ($0, parse($0)) }
    if let bad = parsed.first(where: { $0.1 == nil }) {
      throw Failure.unreadableShard(file: bad.0, reason: "its name is not manifest.shard-I-of-N.json with 1 ≤ I ≤ N")
    }
    let split = parsed.map { ($0.0, $0.1!) }
    guard Set(split.map(\.1.count)).count == 1 else { throw Failure.differentSplits(folder: folder.path, files: names) }
    let count = split[0].1.count
    let missing = Set(1...count).subtracting(split.map(\.1.index)).sorted()
    guard missing.isEmpty else { throw Failure.missingShards(folder: folder.path, count: count, missing: missing) }
    var shards: [Manifest] = []
    for (name, place) in split.sorted(by: { $0.1.index < $1.1.index }) {
      let url = folder.appendingPathComponent(name)
      guard FileKind(atPath: url.path) == .regular else {
        throw Failure.unreadableShard(file: name, reason: "it is \(FileKind(atPath: url.path)), not a regular file")
      }
      let manifest: Manifest
      do {
        manifest = try Manifest.read(from: url)
      } catch let error as ManifestReadError {
        throw Failure.unreadableShard(file: name, reason: error.reason)
      } catch {
        throw Failure.unreadableShard(file: name, reason: error.localizedDescription)
      }
      if let record = manifest.shard, record.index != place.index || record.count != place.count {
        throw Failure.mislabelled(file: name, records: "\(record.index)/\(record.count)")
      }
      shards.append(manifest)
    }
    let records = shards.compactMap(\.shard)
    if records.count == shards.count {
      guard Set(records.map(\.catalog)).count == 1, Set(records.map(\.cells)).count == 1 else {
        throw Failure.differentCatalogs(folder: folder.path, files: names)
      }
    }
    guard Set(shards.map(\.fingerprint)).count == 1 else { throw Failure.differentEnvironments(folder: folder.path, files: names) }
    guard Set(shards.map(\.scale)).count == 1 else { throw Failure.differentScales(folder.path) }
    var seen: Set<String> = [], twice: [String] = []
    for entry in shards.flatMap(\.entries) {
      for cell in entry.cells where !seen.insert("\(entry.name)/\(cell.name)").inserted { twice.append("\(entry.name)/\(cell.name)") }
    }
    guard twice.isEmpty else { throw Failure.duplicateCells(folder: folder.path, ids: twice) }
    if let expected = records.first?.cells, records.count == shards.count, seen.count != expected {
      throw Failure.cellCount(folder: folder.path, expected: expected, found: seen.count)
    }
    return shards
  }

  /// Merges the shard manifests in `folder`, ordering entries and cells as `catalog` does, and writes
  /// `manifest.json` and `README.md`; returns the merged manifest.
  @discardableResult
  public static func merge(in folder: URL, catalog: [CatalogEntry]) throws -> Manifest {
    let shards = try shards(in: folder)
    var byEntry: [String: Manifest.Entry] = [:]
    for entry in shards.flatMap(\.entries) {
      guard var merged = byEntry[entry.name] else {
        byEntry[entry.name] = entry
        continue
      }
      merged.sheet = merged.sheet ?? entry.sheet
      merged.accessibilitySheet = merged.accessibilitySheet ?? entry.accessibilitySheet
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
