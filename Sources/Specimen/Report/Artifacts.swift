import Foundation
import SpecimenDiff

/// Writes failure artifacts for people and CI: per failing cell the reference, actual and diff
/// PNGs, and per affected entry its sheet with the failing cells outlined.
///
/// Layout: `<dir>/<Entry>/<cell>.reference.png`, `.actual.png`, `.diff.png`, and
/// `<dir>/<Entry>.failures.png`. Paths in `Artifacts.Index` are relative to `<dir>`.
public struct Artifacts: Sendable {
  /// The folder the artifacts go to.
  public let folder: URL

  /// The conventional folder for a run's artifacts.
  public static let defaultFolder = ".build/specimen-artifacts"

  public init(folder: URL) { self.folder = folder }

  /// The files written for one failing cell (nil when that image does not exist).
  public struct CellFiles: Sendable, Equatable {
    public var reference: String?
    public var actual: String?
    public var diff: String?
  }

  /// What was written.
  public struct Index: Sendable {
    /// Cell id → its files.
    public var cells: [String: CellFiles] = [:]
    /// Entry name → its outlined sheet.
    public var sheets: [String: String] = [:]
    /// Problems writing, as messages.
    public var errors: [String] = []
  }

  /// Writes the artifacts of every failing cell of `run` and the outlined sheets of their entries.
  public func write(_ run: VerifyRun, catalog: [CatalogEntry]) -> Index {
    var index = Index()
    for check in run.failures {
      let stem = String(check.goldenPath.dropLast(4))
      var files = CellFiles()
      func save(_ data: Data?, _ suffix: String) -> String? {
        guard let data else { return nil }
        let path = "\(stem).\(suffix).png"
        do {
          try AtomicFile.write(data, to: folder.appendingPathComponent(path))
          return path
        } catch {
          index.errors.append("\(check.id): \(error)")
          return nil
        }
      }
      files.reference = save(check.goldenPNG, "reference")
      files.actual = save(check.actualPNG, "actual")
      if case .different(let result)? = check.verdict, let diff = result.diffImage {
        files.diff = save((try? diff.pngData()).map { Data($0) }, "diff")
      }
      index.cells[check.id] = files
    }
    let renderer = ViewRenderer(scale: run.scale)
    let failing = Dictionary(grouping: run.failures, by: \.entry)
    for entry in catalog {
      guard let checks = failing[entry.name] else { continue }
      let names = Set(checks.map { String($0.id.dropFirst(entry.name.count + 1)) })
      let path = "\(FileNames.safe(entry.name)).failures.png"
      do {
        let image = try renderer.rasterize(SheetOutline.view(entry: entry, outlined: names, renderer: renderer), in: .unspecified)
        try AtomicFile.write(try image.pngData(), to: folder.appendingPathComponent(path))
        index.sheets[entry.name] = path
      } catch {
        index.errors.append("\(entry.name) sheet: \(error)")
      }
    }
    return index
  }
}
