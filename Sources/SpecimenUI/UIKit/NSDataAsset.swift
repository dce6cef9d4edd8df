import AssetCatalogFiles
import Foundation

/// The bytes of a data set in an asset catalog (UIKit's `NSDataAsset`): fonts, JSON fixtures,
/// animations that a design system keeps beside its colours and images.
///
/// The data set's `Contents.json` names its file (`"data": [{"filename": …, "universal-type-identifier": …}]`);
/// the first entry that names a readable regular file of at most `maxBytes` is read.
open class NSDataAsset: NSObject, @unchecked Sendable {
  /// The largest data file read (64 MiB).
  public static let maxBytes = 64 << 20

  /// The name of the data asset.
  public let name: String
  /// The asset's bytes.
  public let data: Data
  /// The Uniform Type Identifier of the data ("public.json", "public.truetype-ttf-font" …).
  public let typeIdentifier: String

  /// Creates the data asset `name` from the catalogs of the main bundle (every resource bundle here).
  public convenience init?(name: String) { self.init(name: name, bundle: .main) }

  /// Creates the data asset `name` from the catalogs of `bundle`; nil, with a diagnostic naming the
  /// catalogs searched, when none has it or its file cannot be read.
  public init?(name: String, bundle: Bundle) {
    let library = AssetLibrary.shared
    let bundlePath = bundle.bundlePath
    guard let folder = library.dataSet(named: name, inBundleAt: bundlePath) else {
      ResolveIssues.report(ResolveIssue(.missingImage, "NSDataAsset(name: \"\(name)\") returned nil: no data set named \"\(name)\"; "
        + library.missReport(for: name, kind: "data set", inBundleAt: bundlePath)))
      return nil
    }
    guard case .success(let contents) = AssetContents.read(folder),
          let entries = contents["data"] as? [[String: Any]],
          let found = entries.lazy.compactMap({ Self.read($0, in: folder) }).first else {
      ResolveIssues.report(ResolveIssue(.missingImage, "NSDataAsset(name: \"\(name)\") returned nil: \(folder.lastPathComponent) names no "
        + "readable file of at most \(Self.maxBytes) bytes in its Contents.json"))
      return nil
    }
    self.name = name
    self.data = found.data
    self.typeIdentifier = found.type
    super.init()
  }

  private static func read(_ entry: [String: Any], in folder: URL) -> (data: Data, type: String)? {
    guard let filename = entry["filename"] as? String, !filename.isEmpty, !filename.contains("/") else { return nil }
    guard let data = BoundedFile.contents(atPath: folder.appendingPathComponent(filename).path, maxBytes: maxBytes) else { return nil }
    return (data, entry["universal-type-identifier"] as? String ?? "public.data")
  }
}
