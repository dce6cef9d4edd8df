import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenUI

/// One cell rendered in memory: its PNG bytes, pixels and semantic snapshot, from a single layout pass.
struct RenderedCell: @unchecked Sendable {
  /// The PNG bytes exactly as `specimen render` writes them.
  let png: Data
  /// The pixels, straight-alpha RGBA8 (converted on use: `specimen render` never needs them).
  var pixels: [UInt8] { image.rgbaBytes() }
  private let image: RasterImage
  let width: Int
  let height: Int
  /// The placed tree as data.
  let snapshot: SemanticNode
  /// What the render noticed: missing glyphs, unknown symbols or assets, blank output, unknown fonts.
  var diagnostics: RenderDiagnostics { image.diagnostics }

  /// Renders `cell` in its sheet box of `size` with `renderer`.
  init(_ cell: Cell, size: CGSize, renderer: ViewRenderer) throws {
    try self.init(CellBox(cell: cell, size: size), proposal: .unspecified, renderer: renderer)
  }

  /// Renders any view laid out for `proposal`.
  init<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(), renderer: ViewRenderer) throws {
    let placed = try renderer.checkedPlace(view, in: proposal, environment: environment)
    let image = try CairoRenderer(scale: renderer.scale, background: renderer.background)
      .rasterize(Painter.displayList(of: placed))
    png = try image.pngData()
    self.image = image
    width = image.width
    height = image.height
    snapshot = SemanticNode(placed)
  }
}

/// Where a catalog's goldens live inside a goldens folder (the layout `specimen render` writes).
public struct GoldenPaths: Sendable {
  /// The goldens folder, e.g. `Previews`.
  public let folder: URL

  /// Makes paths under `folder`.
  public init(folder: URL) { self.folder = folder }

  /// `<Entry>/<cell>.png`, relative to the folder.
  public static func cellPNG(_ cell: Cell) -> String {
    "\(FileNames.safe(cell.entry.name))/\(FileNames.safe(cell.name)).png"
  }

  /// `<Entry>/<cell>.json`, the semantic snapshot beside the cell PNG.
  public static func cellSnapshot(_ cell: Cell) -> String {
    "\(FileNames.safe(cell.entry.name))/\(FileNames.safe(cell.name)).json"
  }

  /// `<Entry>.png`, the entry's sheet.
  public static func sheet(_ entry: CatalogEntry) -> String { "\(FileNames.safe(entry.name)).png" }

  /// `<Entry>~accessibility.png`, the entry's accessibility sheet (`render --accessibility`). A safe
  /// name has `~` only before a hexadecimal hash, so this never names another entry's sheet.
  public static func accessibilitySheet(_ entry: CatalogEntry) -> String {
    "\(FileNames.safe(entry.name))~accessibility.png"
  }

  /// The absolute URL of a relative path.
  public func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }
}

extension FileJob.Writer {
  /// Renders a cell once and writes its PNG and semantic snapshot atomically; returns their records
  /// and the render's diagnostics (a cell with render errors is still written, so it can be seen).
  func writeCell(_ cell: Cell, size: CGSize) throws -> (files: [Manifest.File], diagnostics: RenderDiagnostics) {
    let rendered = try RenderedCell(cell, size: size, renderer: renderer)
    let png = GoldenPaths.cellPNG(cell), json = GoldenPaths.cellSnapshot(cell)
    try AtomicFile.write(rendered.png, to: folder.appendingPathComponent(png), inside: folder)
    let snapshot = try rendered.snapshot.jsonData()
    try AtomicFile.write(snapshot, to: folder.appendingPathComponent(json), inside: folder)
    let files = [
      Manifest.File(path: png, sha256: Checksum.sha256(rendered.png), width: rendered.width, height: rendered.height),
      Manifest.File(path: json, sha256: Checksum.sha256(snapshot), width: 0, height: 0),
    ]
    return (files, rendered.diagnostics)
  }
}
