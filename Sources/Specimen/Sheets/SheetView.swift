import Foundation
import SpecimenUI

/// A whole sheet, laid out by SpecimenUI itself: caption, legend, then per group its column headers, row labels and cells.
struct SheetView: View {
  let grid: SheetGrid

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      VStack(alignment: .leading, spacing: 4) {
        Text(grid.entry.name).font(.system(size: 20, weight: .bold))
        Text(grid.legend).font(.system(size: 13)).foregroundColor(.secondary)
        if let fontCaption = grid.fontCaption {
          Text(fontCaption).font(.system(size: 13)).foregroundColor(.secondary)
        }
      }
      ForEach(0..<grid.rowHeights.count, id: \.self) { group in
        SheetGroupView(grid: grid, group: group)
      }
    }
    .padding(24)
    .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    .environment(\.colorScheme, .light)
  }
}

/// One group's grid: header rows for the column axes, then a row per row-axis combination.
struct SheetGroupView: View {
  let grid: SheetGrid
  let group: Int

  var body: some View {
    VStack(alignment: .leading, spacing: SheetGrid.gap) {
      if let title = grid.groupTitle(group) {
        Text(title).font(.system(size: 15, weight: .semibold)).padding(.bottom, 6)
      }
      ForEach(0..<grid.layout.columns.count, id: \.self) { level in
        HStack(spacing: SheetGrid.gap) {
          // No row axes, no row-label column.
          if !grid.layout.rows.isEmpty { Color.clear.frame(width: grid.labelWidth, height: 24) }
          ForEach(Array(grid.headerSpans(level: level).enumerated()), id: \.offset) { _, span in
            Text(span.title).font(SheetGrid.labelFont).lineLimit(1)
              .frame(width: span.width, height: 24)
          }
        }
      }
      ForEach(0..<grid.rowHeights[group].count, id: \.self) { row in
        HStack(spacing: SheetGrid.gap) {
          if !grid.layout.rows.isEmpty {
            Text(grid.rowTitle(row)).font(SheetGrid.labelFont)
              .frame(width: grid.labelWidth - 8, alignment: .leading)
              .padding(.trailing, 8)
          }
          ForEach(0..<grid.columnWidths.count, id: \.self) { column in
            cellView(GridPosition(group: group, row: row, column: column))
          }
        }
      }
    }
  }

  @ViewBuilder func cellView(_ position: GridPosition) -> some View {
    if let cell = grid.cellsByPosition[position] {
      CellBox(cell: cell, size: grid.size(at: position))
    } else {
      // A combination left out by an all-pairs reduction.
      Color.clear.frame(width: grid.size(at: position).width, height: grid.size(at: position).height)
    }
  }
}
