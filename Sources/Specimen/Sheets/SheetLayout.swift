import Foundation
import SpecimenLayout
import SpecimenCairo
import SpecimenUI

/// The measured grid of an entry: cells by position, each column's width and each row's height.
struct SheetGrid {
  /// Padding around a cell's content, in points.
  static let cellPadding: CGFloat = 12
  /// The narrowest row-label column.
  static let minimumLabelWidth: CGFloat = 120
  /// The widest a label makes its row-label column or a header its column; a longer label is cut to one line. (A
  /// preview named with 1 000 emoji made its column 15 000 px wide, and the sheet wider than any canvas.)
  static let maximumLabelWidth: CGFloat = 320
  /// The font of row labels and column headers.
  static let labelFont = Font.system(size: 13, weight: .semibold)
  /// Gap between cells (the sheet background shows through as a hairline).
  static let gap: CGFloat = 1

  let entry: CatalogEntry
  let layout: ResolvedArrangement
  let cells: [Cell]
  let cellsByPosition: [GridPosition: Cell]
  let columnWidths: [CGFloat]
  /// Row heights per group.
  let rowHeights: [[CGFloat]]
  /// The row-label column's width: the widest row label, at least `minimumLabelWidth`, at most 320.
  let labelWidth: CGFloat
  /// Cells whose content is larger than a canvas may be (`RenderLimits.maxPixelSide` at the render's
  /// scale), with that size: they do not widen their row and column, so one huge cell cannot make its
  /// neighbours' canvases too large; their own job fails with `RenderError.canvasTooLarge`.
  let oversized: [GridPosition: CGSize]

  /// Measures every cell's content at the entry's width (or takes `sizes`, measured the same way by
  /// `measure(_:renderer:threads:)`) and sizes rows and columns to their largest cell.
  init(entry: CatalogEntry, renderer: ViewRenderer, cells: [Cell]? = nil, sizes: [CGSize]? = nil) {
    self.entry = entry
    layout = entry.layout
    let cells = cells ?? entry.cells
    self.cells = cells
    cellsByPosition = Dictionary(cells.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
    var widths = [CGFloat](repeating: 0, count: layout.count(layout.columns))
    var heights = [[CGFloat]](repeating: [CGFloat](repeating: 0, count: layout.count(layout.rows)), count: layout.count(layout.groups))
    var oversized: [GridPosition: CGSize] = [:]
    let largest = CGFloat(RenderLimits.maxPixelSide) / max(renderer.scale, RenderLimits.scaleRange.lowerBound)
    for (k, cell) in cells.enumerated() {
      let size = sizes.map { $0[k] } ?? SheetGrid.measure(cell, renderer: renderer)
      let p = cell.position
      guard SheetGrid.padded(size.width) <= largest, SheetGrid.padded(size.height) <= largest else {
        oversized[p] = size
        continue
      }
      widths[p.column] = max(widths[p.column], SheetGrid.padded(size.width))
      heights[p.group][p.row] = max(heights[p.group][p.row], SheetGrid.padded(size.height))
    }
    // Each column is at least as wide as its innermost header, so no header is cut short.
    if let innermost = layout.columns.last {
      var headerWidths: [String: CGFloat] = [:]
      for column in widths.indices {
        let value = entry.axes[innermost].values[layout.combination(column, on: layout.columns).last ?? 0].name
        if headerWidths[value] == nil {
          headerWidths[value] = renderer.place(Text(value).font(SheetGrid.labelFont), in: .unspecified).frame.width
        }
        widths[column] = max(widths[column], min(SheetGrid.maximumLabelWidth, ((headerWidths[value] ?? 0) + 16).rounded(.up)))
      }
    }
    columnWidths = widths
    rowHeights = heights
    self.oversized = oversized
    var label = SheetGrid.minimumLabelWidth
    let arrangement = entry.layout
    let titles = (0..<arrangement.count(arrangement.rows)).map { SheetGrid.rowTitle(entry: entry, layout: arrangement, $0) }
    for title in Set(titles) {
      let width = renderer.place(Text(title).font(SheetGrid.labelFont), in: .unspecified).frame.width
      label = max(label, min(SheetGrid.maximumLabelWidth, (width + 16).rounded(.up)))
    }
    labelWidth = label
  }

  /// The size of `cell`'s content proposed the entry's width and no height.
  static func measure(_ cell: Cell, renderer: ViewRenderer) -> CGSize {
    renderer.size(of: cell.view, in: ProposedViewSize(width: cell.entry.cellWidth, height: nil))
  }

  /// The grids of `entries` (each with `cells`, nil meaning all its cells), their cells measured
  /// in small runs on `threads` threads, so one big entry does not keep a single thread busy.
  static func measure(_ entries: [(entry: CatalogEntry, cells: [Cell]?)], renderer: ViewRenderer, threads: Int) -> [SheetGrid] {
    let cellLists = entries.map { $0.cells ?? $0.entry.cells }
    let flat = cellLists.flatMap { $0 }
    // Runs of 16 neighbouring cells per job: neighbours share texts, which each thread's layout cache reuses.
    let chunk = 16
    let sizes = WorkPool.map((flat.count + chunk - 1) / chunk, threads: threads) { k in
      flat[(k * chunk)..<min(flat.count, (k + 1) * chunk)].map { SheetGrid.measure($0, renderer: renderer) }
    }.flatMap { $0 }
    var start = 0
    return zip(entries, cellLists).map { item, cells in
      defer { start += cells.count }
      return SheetGrid(entry: item.entry, renderer: renderer, cells: cells, sizes: Array(sizes[start..<(start + cells.count)]))
    }
  }

  /// A content length plus padding, rounded up to whole points (at least 24 pt).
  static func padded(_ length: CGFloat) -> CGFloat {
    max(24, (length.isFinite ? length : 0) + 2 * cellPadding).rounded(.up)
  }

  /// The size of the box at `position`.
  func size(at position: GridPosition) -> CGSize {
    CGSize(width: columnWidths[position.column], height: rowHeights[position.group][position.row])
  }

  /// The title of group `g` ("colorScheme: dark · controlSize: large"), or nil without group axes.
  func groupTitle(_ g: Int) -> String? {
    guard !layout.groups.isEmpty else { return nil }
    return label(axes: layout.groups, combination: g, withAxisNames: true)
  }

  /// The label of row `r`.
  func rowTitle(_ r: Int) -> String { SheetGrid.rowTitle(entry: entry, layout: layout, r) }

  static func rowTitle(entry: CatalogEntry, layout: ResolvedArrangement, _ r: Int) -> String {
    let combo = layout.combination(r, on: layout.rows)
    return zip(layout.rows, combo).map { entry.axes[$0].values[$1].name }.joined(separator: " · ")
  }

  /// The column header cells at header level `level`: (title, width) spans left to right.
  func headerSpans(level: Int) -> [(title: String, width: CGFloat)] {
    let axes = layout.columns
    guard level < axes.count else { return [] }
    let span = layout.count(Array(axes[(level + 1)...]))
    let total = columnWidths.count
    return stride(from: 0, to: total, by: span).map { start in
      let combo = layout.combination(start, on: axes)
      let value = entry.axes[axes[level]].values[combo[level]].name
      let width = columnWidths[start..<min(start + span, total)].reduce(0, +) + CGFloat(span - 1) * SheetGrid.gap
      return (value, width)
    }
  }

  private func label(axes: [Int], combination n: Int, withAxisNames: Bool) -> String {
    let combo = layout.combination(n, on: axes)
    return zip(axes, combo).map { axis, value in
      let a = entry.axes[axis]
      return withAxisNames ? "\(a.name): \(a.values[value].name)" : a.values[value].name
    }.joined(separator: " · ")
  }

  /// Which of Apple's system fonts drew the sheet ("System font: default SF Pro, …"), nil with Specimen's stand-ins.
  var fontCaption: String? { FontLibrary.shared.systemFontCaption }

  /// "rows: role · columns: isPressed × isEnabled · groups: colorScheme".
  var legend: String {
    func names(_ axes: [Int]) -> String { axes.map { entry.axes[$0].name }.joined(separator: " × ") }
    var parts: [String] = []
    if !layout.rows.isEmpty { parts.append("rows: \(names(layout.rows))") }
    if !layout.columns.isEmpty { parts.append("columns: \(names(layout.columns))") }
    if !layout.groups.isEmpty { parts.append("groups: \(names(layout.groups))") }
    if entry.reduction == .allPairs { parts.append("all pairs (\(cells.count) cells)") }
    return parts.joined(separator: " · ")
  }
}

/// A cell as drawn in the sheet and in its own file: the component centred in its box on the cell background.
struct CellBox: View {
  let cell: Cell
  let size: CGSize

  var body: some View {
    let dark = cell.state.environment.colorScheme == .dark
    return cell.view
      .frame(width: cell.entry.cellWidth)
      .padding(SheetGrid.cellPadding)
      .frame(width: size.width, height: size.height)
      .background(dark ? Color.black : Color.white)
  }
}
