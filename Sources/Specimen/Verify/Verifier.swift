import Foundation
import SpecimenCairo
import SpecimenDiff

/// Renders catalog cells in memory and compares each with its golden PNG.
///
/// Identical PNG bytes pass at once; otherwise the pixels are compared with the
/// pixelmatch-compatible diff and judged against the tolerance. A size change, a missing or
/// unreadable golden and a render failure are verdicts of their own. Failing cells are
/// explained by comparing semantic snapshots, and a changed render fingerprint is reported
/// beside the pixel verdict.
public struct Verifier: Sendable {
  /// The goldens folder.
  public var goldens: GoldenPaths
  public var options: VerifyOptions

  public init(goldens: URL, options: VerifyOptions = VerifyOptions()) {
    self.goldens = GoldenPaths(folder: goldens)
    self.options = options
  }

  /// The scale to render at: the option, else the goldens' manifest, else 2.
  var scale: CGFloat { goldensScale.scale }

  /// Why the goldens' manifest cannot give the scale, if it exists and cannot.
  var manifestProblem: String? { goldensScale.problem }

  /// The scale and any manifest problem, from one read of the goldens' manifest (none when `--scale` is given).
  private var goldensScale: (scale: CGFloat, problem: String?) {
    if let scale = options.scale { return (scale, nil) }
    let url = goldens.url("manifest.json")
    guard FileManager.default.fileExists(atPath: url.path) else { return (2, nil) }
    do { return (CGFloat(try Manifest.read(from: url).scale), nil) } catch { return (2, "\(error); verified at scale 2") }
  }

  var renderOptions: RenderOptions { renderOptions(scale: scale) }

  private func renderOptions(scale: CGFloat) -> RenderOptions {
    var render = RenderOptions()
    render.filters = options.filters
    render.exactFilters = options.exactFilters
    render.jobs = options.jobs
    render.scale = scale
    render.shard = options.shard
    return render
  }

  /// Checks every selected cell of `catalog`.
  public func run(_ catalog: [CatalogEntry]) -> VerifyRun {
    run(catalog) { _ in }
  }

  /// Checks every selected cell, calling `each` on the worker thread right after a cell is checked
  /// (the recorder writes there, so a long run writes as it goes).
  func run(_ catalog: [CatalogEntry], each: @escaping @Sendable (inout CellCheck) -> Void) -> VerifyRun {
    let manifest = goldensScale
    let plan = VerifyPlan(catalog: catalog, options: renderOptions(scale: manifest.scale))
    let renderer = ViewRenderer(scale: plan.options.scale)
    let checks = WorkPool.map(plan.cells.count, threads: options.jobs) { [self] k in
      let (cell, size) = plan.cells[k]
      var result = check(cell, size: size, renderer: renderer)
      each(&result)
      return result
    }
    return VerifyRun(checks: checks, errors: plan.errors + [manifest.problem].compactMap { $0 }, scale: plan.options.scale,
                     grids: plan.grids.mapValues(GridBox.init))
  }

  /// Compares one cell, rendered in a box of `size`, with its golden.
  func check(_ cell: Cell, size: CGSize, renderer: ViewRenderer) -> CellCheck {
    let path = GoldenPaths.cellPNG(cell)
    var result = CellCheck(id: cell.id, entry: cell.entry.name, goldenPath: path, outcome: .renderFailed, message: "")
    let rendered: RenderedCell
    do {
      rendered = try RenderedCell(cell, size: size, renderer: renderer)
    } catch {
      result.message = "could not be rendered: \(error)"
      return result
    }
    result.actualPNG = rendered.png
    result.actualSnapshot = rendered.snapshot
    // Render sanity is always on: a cell with missing glyphs, an unknown symbol or blank output fails.
    let renderErrors = rendered.diagnostics.errors.map(\.message)
    guard renderErrors.isEmpty else {
      result.message = "rendered with errors: \(renderErrors.joined(separator: "; "))"
      return result
    }
    let goldenPath = goldens.url(path).path
    let kind = RegularFile.kind(goldenPath)
    if kind != .missing, kind != .regular {
      result.outcome = .unreadableGolden
      result.message = "the golden \(goldenPath) is \(kind), not a PNG file; remove it and run specimen record to write the golden"
      return result
    }
    guard kind == .regular, let golden = try? RegularFile.read(goldenPath) else {
      result.outcome = .missingGolden
      result.message = "no golden at \(goldenPath); run specimen record --record=missing to write it"
      return result
    }
    result.goldenPNG = golden
    let snapshotURL = goldens.url(GoldenPaths.cellSnapshot(cell))
    Verifier.judge(rendered, golden: golden, options: options, into: &result,
                   goldenSnapshot: { try? SemanticNode.read(from: snapshotURL) },
                   goldenAccessibility: { AccessibilitySnapshot.read(from: snapshotURL) })
    return result
  }

  /// Compares a render with golden PNG bytes and fills in the outcome, verdict, message,
  /// environment flag and (on failure) the semantic changes against `goldenSnapshot()`.
  ///
  /// Cells whose pixels pass still fail when the golden snapshot records VoiceOver elements and
  /// they changed (a label, trait or value that draws nothing): accessibility is part of the golden.
  /// `goldenAccessibility` reads only the golden snapshot's element list (nil: from `goldenSnapshot`). `recordAgain` is
  /// how the caller's user records over a golden: the CLI's flag, or what a test assertion reads.
  static func judge(_ rendered: RenderedCell, golden: Data, options: VerifyOptions, into result: inout CellCheck,
                    goldenSnapshot: () -> SemanticNode?, goldenAccessibility: (() -> [String]?)? = nil,
                    recordAgain: String = "--record=failed") {
    judgePixels(rendered, golden: golden, options: options, into: &result, goldenSnapshot: goldenSnapshot, recordAgain: recordAgain)
    guard result.outcome.passes else { return }
    let recorded = goldenAccessibility.map { $0() } ?? goldenSnapshot()?.accessibility
    result.goldenLacksElements = recorded == nil && rendered.snapshot.accessibility != nil
    let changes = AccessibilitySnapshot.changes(from: recorded, to: rendered.snapshot.accessibility)
    guard !changes.isEmpty else { return }
    result.outcome = .failed
    result.message = "VoiceOver elements changed (pixels: \(result.message)); record again with \(recordAgain) if intended"
    result.semanticChanges = changes
  }

  private static func judgePixels(_ rendered: RenderedCell, golden: Data, options: VerifyOptions, into result: inout CellCheck,
                                  goldenSnapshot: () -> SemanticNode?, recordAgain: String) {
    if golden == rendered.png {
      result.outcome = .identical
      result.message = "identical"
      return
    }
    let reference: RGBAImage
    do {
      reference = try RGBAImage(pngData: golden, fileName: result.goldenPath)
    } catch {
      // Not "environment changed": a file that is not a PNG has no fingerprint to compare.
      result.outcome = .unreadableGolden
      result.message = "the golden is not a readable PNG (\(error)); record it again with \(recordAgain)"
      return
    }
    let key = RasterImage.fingerprintKeyword
    result.environmentChanged =
      RasterImage.textChunks(ofPNG: golden)[key] != RasterImage.textChunks(ofPNG: rendered.png)[key]
    guard let actual = RGBAImage(width: rendered.width, height: rendered.height, pixels: rendered.pixels) else {
      result.outcome = .renderFailed
      result.message = "the render produced a malformed pixel buffer"
      return
    }
    let verdict = pixelmatch(reference, actual, options: options.diff)
    result.verdict = verdict
    if let reason = verdict.failureReason(options.tolerance) {
      if case .sizeChanged = verdict { result.outcome = .sizeChanged } else { result.outcome = .failed }
      result.message = reason
      if let golden = goldenSnapshot() {
        let changes = SemanticDiff.changes(from: golden, to: rendered.snapshot)
        result.semanticChanges = changes.isEmpty
          ? ["(the placed tree and its paints are unchanged; the difference is in rasterisation)"] : changes
      } else {
        result.semanticChanges = ["(no semantic snapshot beside the golden; record again to add one)"]
      }
    } else {
      // Equal pixels with different bytes: only the fingerprint chunk (or encoder) changed.
      if case .identical = verdict { result.outcome = .identical } else { result.outcome = .withinTolerance }
      result.message = result.outcome == .identical ? "identical pixels" : "within tolerance: \(verdict.message)"
    }
  }

}

/// The cells a run checks, each with its box size from the entry's measured grid.
struct VerifyPlan: @unchecked Sendable {
  let options: RenderOptions
  let cells: [(Cell, CGSize)]
  let grids: [String: SheetGrid]
  let errors: [String]

  init(catalog: [CatalogEntry], options: RenderOptions) {
    self.options = options
    let renderer = CatalogRenderer(outputFolder: URL(fileURLWithPath: "."), options: options)
    let problems = CatalogEntry.problems(in: catalog)
    let valid = zip(catalog, problems).filter { $1.isEmpty }.map(\.0)
    var seen: Set<String> = []
    errors = problems.joined().filter { seen.insert($0).inserted }
    let planned = renderer.plannedCells(valid)
    let used = Array(Set(planned.map(\.entry))).sorted()
    let view = ViewRenderer(scale: options.scale)
    let measured = SheetGrid.measure(used.map { (valid[$0], nil) }, renderer: view, threads: options.jobs).map(GridBox.init)
    var byIndex: [Int: SheetGrid] = [:]
    for (index, box) in zip(used, measured) { byIndex[index] = box.grid }
    cells = planned.compactMap { item in byIndex[item.entry].map { (item.cell, $0.size(at: item.cell.position)) } }
    grids = Dictionary(byIndex.map { (valid[$0.key].name, $0.value) }, uniquingKeysWith: { a, _ in a })
  }
}

/// Carries a grid across threads; grids are immutable once measured.
struct GridBox: @unchecked Sendable {
  let grid: SheetGrid
}
