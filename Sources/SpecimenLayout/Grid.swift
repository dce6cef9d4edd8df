import Foundation
import SpecimenUI

extension LayoutEngine {
  /// `Grid` (docs/layout-containers.md): columns as wide as their widest single-column cell,
  /// rows as tall as their tallest cell, and a numeric proposal shared out among columns
  /// (then rows) with the stacks' rules 27–30, each column or row acting as one stack child
  /// whose length is its largest cell's. A child that is not a `GridRow` is a row spanning
  /// every column. Cells are proposed their cell (spanned columns plus the gaps between
  /// them, by the row's height) and aligned in it by `gridCellAnchor`, else the column's
  /// `gridColumnAlignment` and the row's alignment, else the grid's alignment. A cell with
  /// `gridCellUnsizedAxes` does not size its column or row on those axes.
  func arrangeGrid(_ children: [ResolvedNode], _ spec: GridSpec, _ p: ProposedViewSize) -> Arrangement {
    let table = GridTable(children, engine: self)
    guard !table.cells.isEmpty else { return .leaf(.zero) }
    let context = LayoutContext.none
    // A non-finite spacing counts as 0 (∞ × 0 gaps would be NaN); negative spacing is allowed.
    func gap(_ value: CGFloat?) -> CGFloat { (value ?? defaultSpacing).isFinite ? value ?? defaultSpacing : 0 }
    let hGap = gap(spec.horizontalSpacing), vGap = gap(spec.verticalSpacing)

    // Columns: each is a stack child whose length is its widest sized single-column cell. Cells are
    // grouped in one pass (filtering every cell for each column was quadratic: 10 000 columns, minutes).
    var columnCells = Array(repeating: [GridTable.Cell](), count: table.columnCount)
    for cell in table.cells where cell.span == 1 && !cell.unsized.contains(.horizontal) && cell.column < table.columnCount {
      columnCells[cell.column].append(cell)
    }
    func columnWidth(_ column: Int, _ width: CGFloat?) -> CGFloat {
      columnCells[column].reduce(0) { max($0, size($1.node, ProposedViewSize(width: width, height: nil), context).width) }
    }
    let widths = lengths(count: table.columnCount, available: p.width.map { $0 - hGap * CGFloat(table.columnCount - 1) },
                         measure: columnWidth)
    func cellWidth(_ cell: GridTable.Cell) -> CGFloat {
      let span = cell.column..<min(cell.column + cell.span, widths.count)
      return span.reduce(0) { $0 + widths[$1] } + hGap * CGFloat(max(span.count - 1, 0))
    }

    // Rows: each is a stack child whose length is its tallest sized cell at its cell width.
    var rowCells = Array(repeating: [GridTable.Cell](), count: table.rows.count)
    for cell in table.cells where !cell.unsized.contains(.vertical) { rowCells[cell.row].append(cell) }
    func rowHeight(_ row: Int, _ height: CGFloat?) -> CGFloat {
      rowCells[row].reduce(0) { max($0, size($1.node, ProposedViewSize(width: cellWidth($1), height: height), context).height) }
    }
    let heights = lengths(count: table.rows.count, available: p.height.map { $0 - vGap * CGFloat(table.rows.count - 1) },
                          measure: rowHeight)

    var xs: [CGFloat] = [], ys: [CGFloat] = []
    var x: CGFloat = 0, y: CGFloat = 0
    for width in widths { xs.append(x); x += width + hGap }
    for height in heights { ys.append(y); y += height + vGap }
    let gridSize = CGSize(width: finiteOrZero(max(x - hGap, 0)), height: finiteOrZero(max(y - vGap, 0)))

    let slots = table.cells.map { cell in
      let cellSize = CGSize(width: cellWidth(cell), height: heights[cell.row])
      let proposal = ProposedViewSize(cellSize)
      let childSize = size(cell.node, proposal, context)
      var offset: CGPoint
      if let anchor = table.anchor(cell) {
        let moved = CGPoint(x: anchor.x * (cellSize.width - childSize.width), y: anchor.y * (cellSize.height - childSize.height))
        if isFar(anchor.x, moved.x) || isFar(anchor.y, moved.y) { reportFarAnchor(anchor) }
        offset = CGPoint(x: finiteOrZero(moved.x), y: finiteOrZero(moved.y))
      } else {
        let keys = LayeringKeys(Alignment(
          horizontal: table.columnAlignments[cell.column] ?? spec.alignment.horizontal,
          vertical: table.rows[cell.row].alignment.map { VerticalAlignment(key: $0) } ?? spec.alignment.vertical))
        offset = align(cell.node, proposal, context, childSize: childSize, in: cellSize, keys)
      }
      let columnX = cell.column < xs.count ? xs[cell.column] : 0
      return Slot(node: cell.node, proposal: proposal, context: context,
                  origin: CGPoint(x: columnX + offset.x, y: ys[cell.row] + offset.y), size: childSize)
    }
    return Arrangement(size: gridSize, slots: slots, guideSlots: slots.count)
  }

  /// Names a `gridCellAnchor` that moves its cell farther from its place than any screen is long: SwiftUI places the
  /// cell there, outside the image, and before this the cell vanished without a word. An anchor whose move is not
  /// finite (1e300 of a cell's free space) is placed at the cell's corner, as before.
  private func reportFarAnchor(_ anchor: UnitPoint) {
    LayoutArgumentCheck.report(".gridCellAnchor(UnitPoint(x: \(LayoutArgumentCheck.text(anchor.x)), y: \(LayoutArgumentCheck.text(anchor.y)))) "
      + "moves the cell farther than any screen is long (over \(NumberText.describe(LayoutArgumentCheck.longestLength)) pt, "
      + "LayoutArgumentCheck.longestLength) from its place in the grid; laid out as given, so the cell is drawn outside every "
      + "screen (a move that is not finite, at its cell's corner). Give a unit point from 0 to 1")
  }

  /// Whether a unit coordinate outside 0…1 moves a cell by `move`, farther than any screen is long (or not finitely).
  private func isFar(_ unit: CGFloat, _ move: CGFloat) -> Bool {
    !(0...1).contains(unit) && !(abs(move) <= LayoutArgumentCheck.longestLength)
  }

  /// Column widths or row heights: ideal lengths for a nil `available`, else shared out with
  /// the stacks' distribution (rules 27–30), `measure(index, proposal)` giving each length.
  private func lengths(count: Int, available: CGFloat?, measure: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
    guard let available else { return (0..<count).map { measure($0, nil) } }
    let mins = (0..<count).map { measure($0, 0) }
    let maxs = (0..<count).map { measure($0, .infinity) }
    let shares = distribute(available, mins: mins, maxs: maxs, priorities: Array(repeating: 0, count: count)) { measure($0, $1) }
    return shares.indices.map { measure($0, shares[$0]) }
  }
}

/// A grid's children as rows of cells with their columns and spans.
struct GridTable {
  struct Cell {
    var node: ResolvedNode
    var row: Int
    var column: Int
    var span: Int
    var unsized: Axis.Set
  }

  struct Row {
    var alignment: AlignmentKey?
  }

  private(set) var cells: [Cell] = []
  private(set) var rows: [Row] = []
  private(set) var columnCount = 1
  /// The `gridColumnAlignment` of each column that has one: the first its single-column cells set.
  private(set) var columnAlignments: [Int: HorizontalAlignment] = [:]
  private let engine: LayoutEngine

  /// The number of columns a grid may have, against runaway spans and rows of thousands of cells; cells past
  /// it are left out (not placed, so not drawn), and `GridRow` reports rows with more cells.
  static let maximumColumns = GridLayout.maximumColumns

  init(_ children: [ResolvedNode], engine: LayoutEngine) {
    self.engine = engine
    var fullWidth: [Int] = []
    for child in children {
      let row = rows.count
      if case .gridRow(let alignment) = child.kind {
        rows.append(Row(alignment: alignment))
        var column = 0
        for cellNode in child.flattenedChildren {
          guard column < Self.maximumColumns else { break }
          let requested = engine.layoutValue(cellNode, ObjectIdentifier(GridCellColumnsKey.self)) as? Int ?? 1
          let span = min(max(requested, 1), Self.maximumColumns)
          cells.append(Cell(node: cellNode, row: row, column: column, span: span, unsized: unsizedAxes(cellNode)))
          column = min(column + span, Self.maximumColumns)
        }
        columnCount = max(columnCount, column)
      } else {
        rows.append(Row(alignment: nil))
        fullWidth.append(cells.count)
        cells.append(Cell(node: child, row: row, column: 0, span: 0, unsized: unsizedAxes(child)))
      }
    }
    for index in fullWidth { cells[index].span = columnCount }
    // Read once per cell, in cell order, so the first cell of a column that sets an alignment wins
    // (asking every cell for each cell's column was quadratic).
    for cell in cells where cell.span == 1 && columnAlignments[cell.column] == nil {
      if let value = engine.layoutValue(cell.node, ObjectIdentifier(GridColumnAlignmentKey.self)) as? HorizontalAlignment {
        columnAlignments[cell.column] = value
      }
    }
  }

  private func unsizedAxes(_ node: ResolvedNode) -> Axis.Set {
    engine.layoutValue(node, ObjectIdentifier(GridCellUnsizedAxesKey.self)) as? Axis.Set ?? []
  }

  /// The `gridCellAnchor` of `cell`, if it sets one.
  func anchor(_ cell: Cell) -> UnitPoint? {
    engine.layoutValue(cell.node, ObjectIdentifier(GridCellAnchorKey.self)) as? UnitPoint
  }
}
