import Foundation
import SpecimenCairo
import SpecimenUI

/// Renders a catalog into a folder: a PNG per sheet (and SVG/PDF if asked), a PNG per cell, and a manifest.
///
/// Layout: `<out>/<Entry>.png`, `<out>/<Entry>/<cell>.png`, `<out>/manifest.json`. One failing
/// cell or entry never stops the rest; it is recorded in the manifest and in `RunResult.errors`.
public struct CatalogRenderer: Sendable {
  public var options: RenderOptions
  public var outputFolder: URL

  public init(outputFolder: URL, options: RenderOptions = RenderOptions()) {
    self.outputFolder = outputFolder
    self.options = options
  }

  /// What a run did.
  public struct RunResult: Sendable {
    public var manifest: Manifest
    /// Every file written, relative to the output folder.
    public var files: [String]
    /// Problems, each naming the entry or cell and the fix.
    public var errors: [String]
    /// Cells rendered.
    public var cellCount: Int
    /// Render warnings, each naming the cell (the run still succeeds).
    public var warnings: [String] = []
  }

  var renderer: ViewRenderer { ViewRenderer(scale: options.scale) }

  /// The cells of `entry` that the filters select.
  public func selectedCells(of entry: CatalogEntry) -> [Cell] {
    let cells = entry.cells
    guard !options.filters.isEmpty else { return cells }
    if options.filters.contains(where: { options.filter($0, selects: entry.name) }) { return cells }
    return cells.filter { cell in options.filters.contains { options.filter($0, selects: cell.id) } }
  }

  /// Whether the filters select any cell of `catalog`, in any shard: one part of a split may hold
  /// no cells (more shards than cells), which is no mistake in the patterns.
  public func selectsAnyCell(_ catalog: [CatalogEntry]) -> Bool {
    catalog.contains { !selectedCells(of: $0).isEmpty }
  }

  /// Every selected cell of the catalog in a stable order, tagged with its entry index; sharding applies to this list.
  public func plannedCells(_ catalog: [CatalogEntry]) -> [(entry: Int, cell: Cell)] {
    let all = catalog.enumerated().flatMap { index, entry in selectedCells(of: entry).map { (index, $0) } }
    guard let shard = options.shard else { return all }
    return all.enumerated().filter { shard.contains($0.offset) }.map(\.element)
  }

  /// Renders `catalog`; `progress` receives one line per finished sheet.
  public func run(_ catalog: [CatalogEntry], progress: @escaping @Sendable (String) -> Void = { _ in }) -> RunResult {
    // A scale no canvas can have fails the run before anything is written (a NaN scale cannot even be put in a manifest).
    guard RenderLimits.scaleRange.contains(options.scale) else {
      return RunResult(manifest: Manifest(scale: 2, entries: []), files: [], errors: ["\(RenderError.invalidScale(Double(options.scale)))"],
                       cellCount: 0)
    }
    let problems = CatalogEntry.problems(in: catalog)
    var seen: Set<String> = []
    var errors = problems.joined().filter { seen.insert($0).inserted }
    let valid = problems.map(\.isEmpty)
    let planned = plannedCells(catalog).filter { valid[$0.entry] }
    let sheetEntries = catalog.indices.filter { index in
      valid[index] && planned.contains { $0.entry == index }
    }
    // Measure each entry's grid once; cells and sheets share it. A whole run plans every cell of
    // every entry, so the grids reuse the planned cells instead of building each entry's cells again.
    let whole = options.filters.isEmpty && options.shard == nil
    let plannedByEntry = whole ? Dictionary(grouping: planned.map { ($0.entry, $0.cell) }, by: \.0).mapValues { $0.map(\.1) } : [:]
    let grids = SheetGrid.measure(sheetEntries.map { (catalog[$0], plannedByEntry[$0]) }, renderer: renderer, threads: options.jobs)
    let gridOf = Dictionary(uniqueKeysWithValues: zip(sheetEntries, grids))
    var configured = FileJob.Writer(folder: outputFolder, renderer: renderer, vectorFormats: options.vectorFormats)
    configured.accessibilitySheets = options.accessibilitySheets
    let writer = configured
    let jobs: [FileJob] = planned.compactMap { item in gridOf[item.entry].map { FileJob.cell(item.cell, $0) } }
      + sheetEntries.compactMap { index in gridOf[index].map { FileJob.sheet($0) } }
    // The biggest sheets first, one at a time (bounded memory), cells beside them; results in job order.
    let sheets = FileJob.sheetOrder(jobs)
    let outcomes = JobScheduler.run(sheets: sheets, cells: jobs.indices.filter { !Set(sheets).contains($0) },
                                    threads: options.jobs) { k in
      let outcome = writer.perform(jobs[k])
      if case .sheet(let grid) = jobs[k] { progress("\(grid.entry.name): \(grid.cells.count) cells") }
      return outcome
    }
    errors += outcomes.compactMap(\.error)
    var manifest = Manifest(scale: Double(options.scale), fingerprint: RenderFingerprint.current, entries: sheetEntries.map { index in
      ManifestBuilder.entry(catalog[index], jobs: jobs, outcomes: outcomes)
    })
    if let shard = options.shard {
      var whole = self
      whole.options.shard = nil
      let ids = whole.plannedCells(catalog).filter { valid[$0.entry] }.map(\.cell.id)
      manifest.shard = Manifest.ShardRecord(index: shard.index, count: shard.count, cells: ids.count,
                                            catalog: Checksum.sha256(Data(ids.joined(separator: "\n").utf8)))
    }
    var files = outcomes.flatMap(\.files).map(\.path)
    let manifestName = options.shard.map { "manifest.shard-\($0.index)-of-\($0.count).json" } ?? "manifest.json"
    do {
      try AtomicFile.write(try manifest.jsonData(), to: outputFolder.appendingPathComponent(manifestName))
      files.append(manifestName)
      // A whole run (no filter, no shard) also refreshes the browsable index.
      if options.filters.isEmpty, options.shard == nil {
        try AtomicFile.write(Data(PreviewsIndex.markdown(manifest).utf8), to: outputFolder.appendingPathComponent("README.md"))
        files.append("README.md")
      }
    } catch {
      errors.append("manifest: \(error)")
    }
    return RunResult(manifest: manifest, files: files, errors: errors, cellCount: planned.count,
                     warnings: outcomes.flatMap(\.warnings))
  }
}

/// One file-producing unit of work: a cell PNG or a sheet (PNG plus vector formats).
enum FileJob: @unchecked Sendable {
  case cell(Cell, SheetGrid)
  case sheet(SheetGrid)

  /// The indices of the sheet jobs, by decreasing cell count (ties in job order).
  static func sheetOrder(_ jobs: [FileJob]) -> [Int] {
    func weight(_ job: FileJob) -> Int {
      if case .sheet(let grid) = job { return grid.cells.count }
      return -1
    }
    return jobs.indices.filter { weight(jobs[$0]) >= 0 }.sorted { (weight(jobs[$0]), -$0) > (weight(jobs[$1]), -$1) }
  }

  /// What a job produced.
  struct Outcome: Sendable {
    var files: [Manifest.File] = []
    var error: String?
    /// Render warnings (e.g. an unknown custom font drawn in the default face).
    var warnings: [String] = []
  }

  /// Renders jobs and writes their files atomically.
  struct Writer: Sendable {
    let folder: URL
    let renderer: ViewRenderer
    let vectorFormats: Set<VectorFormat>
    /// Whether a sheet job also writes the entry's accessibility sheet.
    var accessibilitySheets = false

    func perform(_ job: FileJob) -> Outcome {
      switch job {
      case .cell(let cell, let grid):
        do {
          if let size = grid.oversized[cell.position] {
            let scale = renderer.scale
            let canvas = RenderError.canvasTooLarge(width: Int(saturating: (SheetGrid.padded(size.width) * scale).rounded(.up)),
                                                    height: Int(saturating: (SheetGrid.padded(size.height) * scale).rounded(.up)))
            // Laid out again (only for a failing cell) to name the custom layout that answered the size, if one did.
            throw OversizedCanvasError.explaining(canvas, in: renderer.place(cell.view, in: ProposedViewSize(width: cell.entry.cellWidth, height: nil)),
                                                  over: CGFloat(RenderLimits.maxPixelSide) / scale - SheetGrid.padded(0))
          }
          let written = try writeCell(cell, size: grid.size(at: cell.position))
          let errors = written.diagnostics.errors.map(\.message)
          return Outcome(files: written.files, error: errors.isEmpty ? nil : "\(cell.id): \(errors.joined(separator: "; "))",
                         warnings: written.diagnostics.warnings.map { "\(cell.id): \($0.message)" })
        } catch {
          return Outcome(error: "\(cell.id): \(error)")
        }
      case .sheet(let grid):
        let stem = FileNames.safe(grid.entry.name)
        do {
          let view = SheetView(grid: grid)
          var files = [try writePNG(view, path: "\(stem).png")]
          for format in VectorFormat.allCases where vectorFormats.contains(format) {
            let list = renderer.displayList(view, in: .unspecified)
            let cairo = CairoRenderer(scale: 1, background: renderer.background)
            let data = format == .svg ? try cairo.svgData(list) : try cairo.pdfData(list)
            let path = "\(stem).\(format.rawValue)"
            try AtomicFile.write(data, to: folder.appendingPathComponent(path), inside: folder)
            files.append(Manifest.File(path: path, sha256: Checksum.sha256(data), width: Int(saturating: list.size.width), height: Int(saturating: list.size.height)))
          }
          if accessibilitySheets {
            let cells = grid.cells.map { AccessibilitySheetCell(cell: $0, grid: grid, renderer: renderer) }
            files.append(try writePNG(AccessibilitySheetView(grid: grid, cells: cells), path: GoldenPaths.accessibilitySheet(grid.entry)))
          }
          return Outcome(files: files)
        } catch {
          return Outcome(error: "\(grid.entry.name) sheet: \(error)")
        }
      }
    }

    private func writePNG<V: View>(_ view: V, path: String) throws -> Manifest.File {
      let image = try renderer.rasterize(view, in: .unspecified)
      let data = try image.pngData()
      try AtomicFile.write(data, to: folder.appendingPathComponent(path), inside: folder)
      return Manifest.File(path: path, sha256: Checksum.sha256(data), width: image.width, height: image.height)
    }
  }
}

/// Builds manifest records from jobs and their outcomes.
enum ManifestBuilder {
  static func entry(_ entry: CatalogEntry, jobs: [FileJob], outcomes: [FileJob.Outcome]) -> Manifest.Entry {
    var sheet: Manifest.File?
    var accessibilitySheet: Manifest.File?
    var cells: [Manifest.CellRecord] = []
    for (job, outcome) in zip(jobs, outcomes) {
      switch job {
      case .sheet(let grid) where grid.entry.name == entry.name:
        sheet = outcome.files.first
        accessibilitySheet = outcome.files.first { $0.path.hasSuffix("~accessibility.png") }
      case .cell(let cell, _) where cell.entry.name == entry.name:
        let values = Dictionary(cell.state.values.map { ($0.axis, $0.value) }, uniquingKeysWith: { a, _ in a })
        cells.append(Manifest.CellRecord(name: cell.name, values: values, file: outcome.files.first, error: outcome.error))
      default:
        break
      }
    }
    let layout = entry.layout
    return Manifest.Entry(
      name: entry.name, axes: entry.axes.map { Manifest.Axis(name: $0.name, values: $0.values.map(\.name)) },
      rows: layout.rows.map { entry.axes[$0].name }, columns: layout.columns.map { entry.axes[$0].name },
      groups: layout.groups.map { entry.axes[$0].name }, sheet: sheet, cells: cells, accessibilitySheet: accessibilitySheet)
  }
}
