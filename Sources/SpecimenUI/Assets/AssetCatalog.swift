import AssetCatalogFiles
import Foundation

/// One Xcode asset catalog (a `.xcassets` folder), read the way Xcode reads it.
///
/// Colour sets, image sets, symbol sets and data sets are indexed by name; a folder whose
/// `Contents.json` says `"provides-namespace": true` prefixes the names inside it with
/// `Folder/`, as Xcode does. Other asset kinds (app icons, sticker packs) are skipped.
/// Entries that cannot be read are kept in `problems`, never thrown: one bad colour set
/// must not hide the rest of the catalog.
public final class AssetCatalog: @unchecked Sendable {
  /// The `.xcassets` folder.
  public let url: URL
  /// Colour sets by name (namespaced names include their folders: `Brand/Primary`).
  public let colors: [String: AssetColorSet]
  /// Image and symbol sets by name.
  public let images: [String: AssetImageSet]
  /// Data sets by name: their folders, read by `NSDataAsset`.
  public let dataSets: [String: URL]
  /// What could not be read, one message per entry, sorted.
  public let problems: [String]

  /// Limits that keep a hostile catalog from exhausting the process.
  public enum Limits {
    /// The deepest folder nesting that is followed (guards against symlink loops).
    public static let maxDepth = AssetCatalogLimits.maxDepth
    /// The most assets indexed from one catalog.
    public static let maxAssets = AssetCatalogLimits.maxAssets
    /// The largest `Contents.json` read, in bytes.
    public static let maxContentsBytes = AssetCatalogLimits.maxContentsBytes
  }

  /// Reads the catalog at `url` (nothing is cached here; `AssetLibrary` keeps one per path).
  public init(url: URL) {
    self.url = url.standardizedFileURL
    let walk = AssetCatalogWalk(catalog: self.url)
    var colors: [String: AssetColorSet] = [:], images: [String: AssetImageSet] = [:], dataSets: [String: URL] = [:]
    var problems = walk.problems
    for set in walk.sets {
      switch (set.kind, set.contents) {
      case (.dataset, _): dataSets[set.name] = set.folder
      case (_, .failure(let failure)): problems.append("\(set.name).\(set.kind.rawValue): \(failure.text)")
      case (.colorset, .success(let json)): colors[set.name] = AssetColorSet(name: set.name, contents: json, problems: &problems)
      case (.imageset, .success(let json)), (.symbolset, .success(let json)):
        images[set.name] = AssetImageSet(name: set.name, folder: set.folder, isSymbol: set.kind == .symbolset, contents: json, problems: &problems)
      }
    }
    self.colors = colors
    self.images = images
    self.dataSets = dataSets
    self.problems = problems.sorted()
  }

  /// The catalog's name for messages: its folder name and the folder that holds it.
  public var displayName: String {
    let parent = url.deletingLastPathComponent().lastPathComponent
    return parent.isEmpty ? url.lastPathComponent : "\(parent)/\(url.lastPathComponent)"
  }

  /// Every asset name in the catalog (colours, images, symbols), sorted.
  public var names: [String] { (Array(colors.keys) + Array(images.keys)).sorted() }
}
