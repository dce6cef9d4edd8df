import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenUI

/// Renders single catalog cells in memory, each in its sheet box, exactly as `specimen render`
/// writes them (for benchmarks and tools that want bytes without files).
public struct CellRenderer: @unchecked Sendable {
  /// The selected cells, in catalog order.
  public let cells: [Cell]
  /// Each cell's box size, from its entry's measured grid.
  public let boxSizes: [CGSize]
  let renderer: ViewRenderer

  /// Measures the grids of the entries `options` selects and lists their cells.
  public init(catalog: [CatalogEntry], options: RenderOptions = RenderOptions()) {
    let catalogRenderer = CatalogRenderer(outputFolder: URL(fileURLWithPath: "."), options: options)
    let valid = zip(catalog, CatalogEntry.problems(in: catalog)).filter { $1.isEmpty }.map(\.0)
    let planned = catalogRenderer.plannedCells(valid)
    renderer = catalogRenderer.renderer
    var grids: [Int: SheetGrid] = [:]
    for index in Set(planned.map(\.entry)) { grids[index] = SheetGrid(entry: valid[index], renderer: renderer) }
    cells = planned.map(\.cell)
    boxSizes = planned.map { item in grids[item.entry]?.size(at: item.cell.position) ?? .zero }
  }

  /// Lays out cell `index`'s content as the grid measures it (the first of a render's layout passes) and returns its size.
  public func measure(_ index: Int) -> CGSize {
    let cell = cells[index]
    return SheetGrid.measure(cell, renderer: renderer)
  }

  /// The PNG bytes of cell `index`, as written to `<Entry>/<cell>.png`.
  public func png(_ index: Int) throws -> Data {
    try raster(index).pngData()
  }

  /// The pixels of cell `index` before PNG encoding (what `png(_:)` encodes).
  public func raster(_ index: Int) throws -> RasterImage {
    try renderer.rasterize(CellBox(cell: cells[index], size: boxSizes[index]), in: .unspecified)
  }

  /// The SVG of cell `index` (Specimen's vector export, 1 unit per point).
  public func svg(_ index: Int) throws -> Data {
    let list = renderer.displayList(CellBox(cell: cells[index], size: boxSizes[index]), in: .unspecified)
    return try CairoRenderer(scale: 1, background: renderer.background).svgData(list)
  }
}
