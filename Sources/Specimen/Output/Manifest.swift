import Foundation
import SpecimenUI
import SpecimenCairo
import SpecimenDiff

/// The record of a render run: entries, their axes, cells, files and content hashes.
///
/// Written as `manifest.json` beside the sheets, with sorted keys so equal runs give equal files.
public struct Manifest: Codable, Equatable, Sendable {
  /// The manifest format's version.
  public var version = 1
  /// Device pixels per point of the PNGs.
  public var scale: Double
  /// The rendering environment (library versions, font files and their hashes, options) the files were made with.
  public var fingerprint: RenderFingerprint?
  /// The entries, in catalog order.
  public var entries: [Entry]
  /// Which part of a split run this manifest records (only in `manifest.shard-I-of-N.json`).
  public var shard: ShardRecord?

  /// A shard manifest's place in its split, so `merge` can check the set is whole and consistent.
  public struct ShardRecord: Codable, Equatable, Sendable {
    /// This shard's number, 1-based.
    public var index: Int
    /// How many shards the run was split into.
    public var count: Int
    /// Cells in the whole split run (every shard together).
    public var cells: Int
    /// SHA-256 of the whole run's cell ids, one a line: equal for shards of one catalog and filter.
    public var catalog: String
  }

  /// One catalog entry's record.
  public struct Entry: Codable, Equatable, Sendable {
    public var name: String
    public var axes: [Axis]
    public var rows: [String]
    public var columns: [String]
    public var groups: [String]
    /// The sheet PNG, relative to the output folder (nil when not rendered in this run).
    public var sheet: File?
    public var cells: [CellRecord]
    /// The accessibility sheet (`render --accessibility`), relative to the output folder.
    public var accessibilitySheet: File? = nil
  }

  /// An axis and its value names.
  public struct Axis: Codable, Equatable, Sendable {
    public var name: String
    public var values: [String]
  }

  /// One cell's record.
  public struct CellRecord: Codable, Equatable, Sendable {
    public var name: String
    /// Axis name → value name.
    public var values: [String: String]
    public var file: File?
    /// Why the cell could not be rendered, if it could not.
    public var error: String?
  }

  /// A written file: its path relative to the output folder, its SHA-256 and pixel size.
  public struct File: Codable, Equatable, Sendable {
    public var path: String
    public var sha256: String
    public var width: Int
    public var height: Int
  }

  /// The manifest as stable, pretty-printed JSON.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Reads a manifest file and checks its numbers; a file that is not a manifest throws `ManifestReadError` naming it.
  public static func read(from url: URL) throws -> Manifest {
    try decode(RegularFile.read(url.path), path: url.path)
  }

  /// Decodes manifest JSON and checks its numbers; `path` only labels errors.
  public static func decode(_ data: Data, path: String) throws -> Manifest {
    let manifest: Manifest
    do {
      manifest = try JSONDecoder().decode(Manifest.self, from: data)
    } catch let error as DecodingError {
      throw ManifestReadError(path: path, reason: ManifestReadError.describe(error))
    }
    if let problem = manifest.numberProblem { throw ManifestReadError(path: path, reason: problem) }
    return manifest
  }

  /// The first number a renderer could not use (a scale of 1e20, a negative pixel size), or nil.
  var numberProblem: String? {
    if !RenderLimits.scaleRange.contains(CGFloat(scale)) {
      return "\"scale\": \(NumberText.describe(scale)) is not a scale from \(NumberText.describe(RenderLimits.scaleRange.lowerBound)) "
        + "to \(NumberText.describe(RenderLimits.scaleRange.upperBound))"
    }
    for entry in entries {
      for file in [entry.sheet, entry.accessibilitySheet].compactMap({ $0 }) + entry.cells.compactMap(\.file) where file.width < 0 || file.height < 0 {
        return "\(file.path) has a negative size \(file.width)×\(file.height)"
      }
    }
    return nil
  }
}

/// A `manifest.json` (or shard manifest) that could not be used: not JSON, not a manifest, or numbers out of range.
public struct ManifestReadError: Error, CustomStringConvertible {
  /// The file read.
  public var path: String
  /// What is wrong with it.
  public var reason: String

  public var description: String {
    "\(path) is not a usable Specimen manifest: \(reason); re-render it with `specimen render` or `specimen record`"
  }

  /// A decoding error in words, with the JSON path of the field.
  static func describe(_ error: DecodingError) -> String {
    func at(_ path: [CodingKey]) -> String { path.isEmpty ? "" : " at \(path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))" }
    switch error {
    case .dataCorrupted(let c): return "\(c.debugDescription)\(at(c.codingPath))"
    case .keyNotFound(let key, let c): return "missing \"\(key.stringValue)\"\(at(c.codingPath))"
    case .typeMismatch(_, let c), .valueNotFound(_, let c): return "\(c.debugDescription)\(at(c.codingPath))"
    @unknown default: return "\(error)"
    }
  }
}
