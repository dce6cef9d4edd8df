import Foundation
import SpecimenCairo

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

  /// Reads a manifest file.
  public static func read(from url: URL) throws -> Manifest {
    try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
  }
}
