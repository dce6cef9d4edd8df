import Foundation

/// Limits that keep a hostile asset catalog from exhausting the process.
package enum AssetCatalogLimits {
  /// The deepest folder nesting that is followed (guards against symlink loops).
  package static let maxDepth = 24
  /// The most assets indexed from one catalog.
  package static let maxAssets = 20_000
  /// The largest `Contents.json` read, in bytes.
  package static let maxContentsBytes = 1 << 20
}

/// The sets of one `.xcassets` folder, found the way Xcode finds them, with each set's `Contents.json` read.
///
/// Group folders are followed (a group whose `Contents.json` says `"provides-namespace": true` prefixes the names
/// inside it with `Folder/`); colour, image, symbol and data sets are listed in folder order; other kinds (app
/// icons, sticker packs) are skipped. What cannot be followed is kept in `problems`, never thrown. Reading each
/// set's values is left to the caller: SpecimenUI's `AssetCatalog` parses colours and images, the asset-symbols
/// generator needs only the names (and so does not depend on SpecimenUI).
package struct AssetCatalogWalk {
  /// The kinds of set a catalog can hold that styles use.
  package enum Kind: String, Sendable { case colorset, imageset, symbolset, dataset }

  /// One set found: its name with namespace folders, its kind, its folder, and its `Contents.json` (not read for data sets).
  package struct Entry {
    package let name: String
    package let kind: Kind
    package let folder: URL
    package let contents: Result<[String: Any], AssetContents.Failure>
  }

  /// Every set found, in walk order.
  package private(set) var sets: [Entry] = []
  /// What could not be followed or read, one message per entry, in walk order.
  package private(set) var problems: [String] = []
  private var count = 0
  /// Folders already read, by resolved path: a symbolic link back up the tree is read once, not forever.
  private var visited = Set<String>()

  /// Walks the catalog folder `url`.
  package init(catalog url: URL) {
    walk(url, prefix: "", depth: 0)
  }

  private mutating func walk(_ folder: URL, prefix: String, depth: Int) {
    guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
    guard depth <= AssetCatalogLimits.maxDepth else {
      problems.append("\(folder.lastPathComponent): nested deeper than \(AssetCatalogLimits.maxDepth) folders; not read")
      return
    }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for child in children.sorted() where !child.hasPrefix(".") {
      let url = folder.appendingPathComponent(child)
      var isDirectory: ObjCBool = false
      let ext = url.pathExtension.lowercased()
      let name = prefix + url.deletingPathExtension().lastPathComponent
      let kind = Kind(rawValue: ext)
      if kind != nil, let broken = BrokenLink.describe(url.path) {
        // A set folder that links to itself or nowhere: named, or the set reads as absent.
        problems.append("\(name).\(ext): the folder \(broken); replace the link with the set's folder")
        continue
      }
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
      guard count < AssetCatalogLimits.maxAssets else {
        problems.append("more than \(AssetCatalogLimits.maxAssets) assets; the rest are not read")
        return
      }
      if let kind {
        count += 1
        sets.append(Entry(name: name, kind: kind, folder: url, contents: kind == .dataset ? .success([:]) : AssetContents.read(url)))
      } else if ext.isEmpty {
        // A group folder; it provides a namespace when its Contents.json says so.
        var namespace = prefix
        if case .success(let json) = AssetContents.read(url),
           let properties = json["properties"] as? [String: Any],
           AssetContents.bool(properties["provides-namespace"]) {
          namespace = name + "/"
        }
        walk(url, prefix: namespace, depth: depth + 1)
      }
      // Other extensions (appiconset, brandassets …) are not drawn by styles.
    }
  }
}
