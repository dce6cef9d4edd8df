import Foundation

/// Lays a chart legend's entries out in rows, starting a new row when the next entry would pass the
/// proposed width, as the default Swift Charts legend wraps; it is as wide as its widest row, and
/// shorter rows sit at `alignment` within it.
struct LegendFlow: Layout {
  var alignment: HorizontalAlignment = .leading
  /// Points between two entries of a row.
  var spacing: CGFloat = 12
  /// Points between rows.
  var rowSpacing: CGFloat = 4

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = self.rows(width: proposal.width, subviews: subviews)
    let width = rows.map(\.width).max() ?? 0
    let height = rows.map(\.height).reduce(0, +) + rowSpacing * CGFloat(max(0, rows.count - 1))
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in rows(width: bounds.width, subviews: subviews) {
      let slack = max(0, bounds.width - row.width)
      var x = bounds.minX + (alignment == .center ? slack / 2 : alignment == .trailing ? slack : 0)
      for (index, width) in zip(row.indices, row.widths) {
        subviews[index].place(at: CGPoint(x: x, y: y + row.height / 2), anchor: .leading, proposal: .unspecified)
        x += width + spacing
      }
      y += row.height + rowSpacing
    }
  }

  /// One row's entries with their widths, the row's width (spacing included) and its height.
  private struct Row { var indices: [Int] = []; var widths: [CGFloat] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

  /// The entries of each row: an entry wider than the whole width still gets a row of its own.
  private func rows(width: CGFloat?, subviews: Subviews) -> [Row] {
    let limit = width.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
    var rows: [Row] = [], row = Row()
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      let needed = row.indices.isEmpty ? size.width : row.width + spacing + size.width
      if !row.indices.isEmpty && needed > limit {
        rows.append(row)
        row = Row(indices: [index], widths: [size.width], width: size.width, height: size.height)
      } else {
        row.indices.append(index)
        row.widths.append(size.width)
        row.width = needed
        row.height = max(row.height, size.height)
      }
    }
    if !row.indices.isEmpty { rows.append(row) }
    return rows
  }
}
