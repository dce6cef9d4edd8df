import Foundation

/// Finds and removes goldens whose cell or entry is no longer in the catalog.
///
/// Orphans are cell PNGs and their `.json` sidecars in an entry folder whose cell no longer
/// exists, whole folders of entries that no longer exist, sheets (PNG, SVG, PDF) of such
/// entries, and temporary files left by an interrupted write (`.name.PID.tmp`).
/// `manifest.json` and `README.md` are kept; the manifest loses the removed entries and cells.
public struct Pruner: Sendable {
  public let goldens: GoldenPaths

  public init(goldens: URL) { self.goldens = GoldenPaths(folder: goldens) }

  /// The orphaned files, relative to the goldens folder, sorted.
  public func orphans(_ catalog: [CatalogEntry]) -> [String] {
    let fm = FileManager.default
    var expectedFolders: [String: Set<String>] = [:]
    var sheetStems: Set<String> = []
    for entry in catalog {
      let stem = FileNames.safe(entry.name)
      sheetStems.insert(stem)
      let names = entry.cells.flatMap { cell in
        [GoldenPaths.cellPNG(cell), GoldenPaths.cellSnapshot(cell)].map { ($0 as NSString).lastPathComponent }
      }
      expectedFolders[stem, default: []].formUnion(names)
    }
    guard let top = try? fm.contentsOfDirectory(atPath: goldens.folder.path) else { return [] }
    var found: [String] = []
    for name in top {
      var isFolder: ObjCBool = false
      _ = fm.fileExists(atPath: goldens.url(name).path, isDirectory: &isFolder)
      if isFolder.boolValue {
        guard let files = try? fm.contentsOfDirectory(atPath: goldens.url(name).path) else { continue }
        let expected = expectedFolders[name]
        for file in files where Pruner.isGoldenFile(file) || Pruner.isTemporary(file) {
          if Pruner.isTemporary(file) || expected?.contains(file) != true { found.append("\(name)/\(file)") }
        }
      } else if Pruner.isTemporary(name) {
        found.append(name)
      } else if ["png", "svg", "pdf"].contains((name as NSString).pathExtension),
                !sheetStems.contains((name as NSString).deletingPathExtension) {
        found.append(name)
      }
    }
    return found.sorted()
  }

  /// Removes the orphans (and folders left empty), updates the manifest, and returns what was removed.
  public func prune(_ catalog: [CatalogEntry]) throws -> [String] {
    let removed = orphans(catalog)
    let fm = FileManager.default
    for path in removed { try fm.removeItem(at: goldens.url(path)) }
    let folders = Set(removed.compactMap { $0.contains("/") ? String($0.split(separator: "/")[0]) : nil })
    for folder in folders where (try? fm.contentsOfDirectory(atPath: goldens.url(folder).path))?.isEmpty == true {
      try fm.removeItem(at: goldens.url(folder))
    }
    let url = goldens.url("manifest.json")
    if !removed.isEmpty, var manifest = try? Manifest.read(from: url) {
      let live = Dictionary(catalog.map { ($0.name, Set($0.cells.map(\.name))) }, uniquingKeysWith: { a, _ in a })
      manifest.entries = manifest.entries.compactMap { entry in
        guard let cells = live[entry.name] else { return nil }
        var kept = entry
        kept.cells = entry.cells.filter { cells.contains($0.name) }
        return kept
      }
      try AtomicFile.write(try manifest.jsonData(), to: url)
    }
    return removed
  }

  static func isGoldenFile(_ name: String) -> Bool {
    !name.hasPrefix(".") && ["png", "json"].contains((name as NSString).pathExtension)
  }

  /// A temporary file of `AtomicFile`: `.name.PID.tmp`.
  static func isTemporary(_ name: String) -> Bool { name.hasPrefix(".") && name.hasSuffix(".tmp") }
}
