import Foundation
import SpecimenUI

/// Renders an entry's sheet and cells to PNG files in a folder.
///
/// Writes `<out>/<Entry>.png` (the labelled grid) and `<out>/<Entry>/<cell>.png` (one per state).
public struct SheetWriter: Sendable {
  public var renderer: ViewRenderer
  public var outputFolder: URL

  public init(outputFolder: URL, renderer: ViewRenderer = ViewRenderer()) {
    self.outputFolder = outputFolder
    self.renderer = renderer
  }

  /// What one entry produced.
  public struct Output: Sendable {
    public var sheet: URL
    public var cells: [URL]
  }

  /// The sheet's PNG bytes.
  public func sheetPNG(for entry: CatalogEntry) throws -> Data {
    let grid = SheetGrid(entry: entry, renderer: renderer)
    return try renderer.png(SheetView(grid: grid), in: .unspecified)
  }

  /// Each cell's name and PNG bytes, as the cell appears in the sheet.
  public func cellPNGs(for entry: CatalogEntry) throws -> [(cell: Cell, png: Data)] {
    let grid = SheetGrid(entry: entry, renderer: renderer)
    return try grid.cells.map { cell in
      let box = CellBox(cell: cell, size: grid.size(of: cell), proposedWidth: entry.cellWidth)
      return (cell, try renderer.png(box, in: .unspecified))
    }
  }

  /// Renders and writes the sheet and its cells.
  @discardableResult
  public func write(_ entry: CatalogEntry) throws -> Output {
    let stem = FileNames.safe(entry.name)
    let sheetURL = outputFolder.appendingPathComponent("\(stem).png")
    try AtomicFile.write(try sheetPNG(for: entry), to: sheetURL)
    var cellURLs: [URL] = []
    for (cell, png) in try cellPNGs(for: entry) {
      let url = outputFolder.appendingPathComponent(stem).appendingPathComponent("\(FileNames.safe(cell.name)).png")
      try AtomicFile.write(png, to: url)
      cellURLs.append(url)
    }
    return Output(sheet: sheetURL, cells: cellURLs)
  }
}
