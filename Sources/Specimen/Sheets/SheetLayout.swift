import Foundation
import SpecimenLayout
import SpecimenUI

/// The measured grid of an entry: each column's width and each row's height, in points.
struct SheetGrid {
  /// Padding around a cell's content.
  static let cellPadding: CGFloat = 12
  /// Width of the row-label column.
  static let labelWidth: CGFloat = 120

  let entry: CatalogEntry
  let cells: [Cell]
  let columnWidths: [CGFloat]
  let rowHeights: [CGFloat]

  /// Measures every cell's content at the entry's width and sizes the grid to the largest per row and column.
  init(entry: CatalogEntry, renderer: ViewRenderer) {
    self.entry = entry
    cells = entry.cells
    var widths = [CGFloat](repeating: 0, count: entry.columns.values.count)
    var heights = [CGFloat](repeating: 0, count: entry.rows.values.count)
    let proposal = ProposedViewSize(width: entry.cellWidth, height: nil)
    for cell in cells {
      let size = renderer.place(cell.view, in: proposal).frame.size
      widths[cell.column] = max(widths[cell.column], (size.width + 2 * SheetGrid.cellPadding).rounded(.up))
      heights[cell.row] = max(heights[cell.row], (size.height + 2 * SheetGrid.cellPadding).rounded(.up))
    }
    columnWidths = widths
    rowHeights = heights
  }

  /// The size of `cell`'s box in the grid.
  func size(of cell: Cell) -> CGSize { CGSize(width: columnWidths[cell.column], height: rowHeights[cell.row]) }
}

/// A cell as drawn in the sheet and in its own file: the component centred in its box on the cell background.
struct CellBox: View {
  let cell: Cell
  let size: CGSize
  let proposedWidth: CGFloat?

  var body: some View {
    let dark = cell.state.environment.colorScheme == .dark
    return cell.view
      .frame(width: proposedWidth)
      .frame(width: size.width, height: size.height)
      .background(dark ? Color.black : Color.white)
  }
}

/// A whole sheet: caption, legend, column headers, row labels and the cells, laid out by SpecimenUI.
struct SheetView: View {
  let grid: SheetGrid

  var body: some View {
    let entry = grid.entry
    return VStack(alignment: .leading, spacing: 12) {
      VStack(alignment: .leading, spacing: 4) {
        Text(entry.name).font(.system(size: 20, weight: .bold))
        Text("rows: \(entry.rows.name) · columns: \(entry.columns.name)")
          .font(.system(size: 13)).foregroundColor(.secondary)
      }
      VStack(alignment: .leading, spacing: 1) {
        HStack(spacing: 1) {
          Text(entry.rows.name + " \\ " + entry.columns.name)
            .font(.system(size: 12)).foregroundColor(.secondary)
            .frame(width: SheetGrid.labelWidth, alignment: .leading)
          ForEach(Array(entry.columns.values.enumerated()), id: \.offset) { index, value in
            Text(value.name).font(.system(size: 13, weight: .semibold))
              .frame(width: grid.columnWidths[index])
          }
        }
        .frame(height: 28)
        ForEach(Array(entry.rows.values.enumerated()), id: \.offset) { rowIndex, rowValue in
          HStack(spacing: 1) {
            Text(rowValue.name).font(.system(size: 13, weight: .semibold))
              .frame(width: SheetGrid.labelWidth, alignment: .leading)
            ForEach(grid.cells.filter { $0.row == rowIndex }, id: \.column) { cell in
              CellBox(cell: cell, size: grid.size(of: cell), proposedWidth: entry.cellWidth)
            }
          }
        }
      }
    }
    .padding(24)
    .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
  }
}
