import Foundation
import SpecimenDiff

/// Writes goldens for the cells a record mode selects, then the affected sheets and the manifest.
///
/// No churn: a golden that is identical or within the tolerance is never rewritten, so its
/// bytes stay as they are. Every file is written atomically (temporary file, then rename), so
/// a run killed at any moment leaves each golden either old or new, never torn.
public struct Recorder: Sendable {
  public var verifier: Verifier
  public var mode: RecordMode

  public init(verifier: Verifier, mode: RecordMode) {
    self.verifier = verifier
    self.mode = mode
  }

  /// What a record run did.
  public struct Result: Sendable {
    /// The comparison of every selected cell before anything was written.
    public var run: VerifyRun
    /// Cell ids whose golden was written.
    public var written: [String]
    /// Sheets rewritten, relative to the goldens folder.
    public var sheets: [String]
    /// Write failures and invalid entries.
    public var errors: [String]
    /// Failing cells the mode did not write; they still fail.
    public var unresolved: [CellCheck]
  }

  /// Compares, writes what the mode selects, and regenerates affected sheets and the manifest.
  public func run(_ catalog: [CatalogEntry]) -> Result {
    let folder = verifier.goldens
    let mode = self.mode
    let run = verifier.run(catalog) { check in
      if mode == .all, check.outcome.passes, check.goldenLacksElements, let snapshot = check.actualSnapshot {
        // An older golden whose snapshot has no VoiceOver element list gets one; its PNG stays as it is.
        do {
          try AtomicFile.write(try snapshot.jsonData(), to: folder.url(String(check.goldenPath.dropLast(4)) + ".json"),
                               inside: folder.folder)
          check.snapshotUpdated = true
        } catch {
          check.writeError = "\(check.id): \(error)"
        }
        return
      }
      guard !check.outcome.passes, mode.writes(check.outcome), let png = check.actualPNG,
            let snapshot = check.actualSnapshot else { return }
      do {
        // The snapshot first, the PNG (the golden itself) last: the rename of the PNG commits the cell.
        let json = String(check.goldenPath.dropLast(4)) + ".json"
        try AtomicFile.write(try snapshot.jsonData(), to: folder.url(json), inside: folder.folder)
        try AtomicFile.write(png, to: folder.url(check.goldenPath), inside: folder.folder)
        check.written = true
        check.actualPNG = nil  // on disk now; free the bytes
      } catch {
        check.writeError = "\(check.id): \(error)"
      }
    }
    let written = run.checks.filter(\.written).map(\.id)
    var errors = run.errors + run.checks.compactMap(\.writeError)
    let unresolved = run.checks.filter { !$0.outcome.passes && !$0.written }
    let affected = Set(run.checks.filter(\.written).map(\.entry))
    var sheets: [String] = []
    let renderer = ViewRenderer(scale: run.scale)
    let writer = FileJob.Writer(folder: folder.folder, renderer: renderer, vectorFormats: [])
    var sheetFiles: [String: Manifest.File] = [:]
    for entry in catalog {
      guard let box = run.grids[entry.name] else { continue }
      let sheetMissing = !FileManager.default.fileExists(atPath: folder.url(GoldenPaths.sheet(entry)).path)
      guard affected.contains(entry.name) || (sheetMissing && mode.writes(.missingGolden)) else { continue }
      let outcome = writer.perform(.sheet(box.grid))
      if let error = outcome.error { errors.append(error) }
      if let file = outcome.files.first {
        sheets.append(file.path)
        sheetFiles[entry.name] = file
      }
    }
    if !written.isEmpty || !sheets.isEmpty {
      do {
        try GoldenManifest.update(folder: folder, catalog: catalog, entries: affected.union(sheetFiles.keys),
                                  sheets: sheetFiles, scale: Double(run.scale))
      } catch {
        errors.append("manifest: \(error)")
      }
    }
    return Result(run: run, written: written, sheets: sheets, errors: errors, unresolved: unresolved)
  }
}

/// Keeps a goldens folder's `manifest.json` in step with its files after a record or prune.
enum GoldenManifest {
  /// Rebuilds the records of `entries` from the files on disk and writes the manifest atomically.
  static func update(folder: GoldenPaths, catalog: [CatalogEntry], entries: Set<String>,
                     sheets: [String: Manifest.File], scale: Double) throws {
    let url = folder.url("manifest.json")
    let old = (try? Manifest.read(from: url)) ?? Manifest(scale: scale, entries: [])
    var byName = Dictionary(old.entries.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    for entry in catalog where entries.contains(entry.name) {
      let cells = entry.cells.map { cell in
        let values = Dictionary(cell.state.values.map { ($0.axis, $0.value) }, uniquingKeysWith: { a, _ in a })
        return Manifest.CellRecord(name: cell.name, values: values, file: fileRecord(folder, GoldenPaths.cellPNG(cell)), error: nil)
      }
      let layout = entry.layout
      byName[entry.name] = Manifest.Entry(
        name: entry.name, axes: entry.axes.map { Manifest.Axis(name: $0.name, values: $0.values.map(\.name)) },
        rows: layout.rows.map { entry.axes[$0].name }, columns: layout.columns.map { entry.axes[$0].name },
        groups: layout.groups.map { entry.axes[$0].name },
        sheet: sheets[entry.name] ?? fileRecord(folder, GoldenPaths.sheet(entry)), cells: cells)
    }
    // Catalog order first, then entries the catalog no longer has (prune removes those).
    let order = catalog.map(\.name) + old.entries.map(\.name).filter { name in !catalog.contains { $0.name == name } }
    var seen: Set<String> = []
    let merged = order.compactMap { name -> Manifest.Entry? in
      guard seen.insert(name).inserted else { return nil }
      return byName[name]
    }
    try AtomicFile.write(try Manifest(scale: old.entries.isEmpty ? scale : old.scale, entries: merged).jsonData(), to: url)
  }

  /// The record of a PNG on disk (hash and pixel size from its header), or nil when absent.
  static func fileRecord(_ folder: GoldenPaths, _ path: String) -> Manifest.File? {
    guard let data = try? RegularFile.read(folder.url(path).path) else { return nil }
    let bytes = [UInt8](data.prefix(24))
    func be32(_ i: Int) -> Int { bytes.count >= i + 4 ? bytes[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } : 0 }
    return Manifest.File(path: path, sha256: Checksum.sha256(data), width: be32(16), height: be32(20))
  }
}
