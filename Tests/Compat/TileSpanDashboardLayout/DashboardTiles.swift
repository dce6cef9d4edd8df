import SwiftUI

struct TileSpan: Equatable {
    var columns: Int
    var rows: Int
    static let single = TileSpan(columns: 1, rows: 1)
}

private struct TileSpanKey: LayoutValueKey {
    static let defaultValue = TileSpan.single
}

extension View {
    /// How many columns and rows of the dashboard this tile covers.
    func tileSpan(columns: Int, rows: Int = 1) -> some View {
        layoutValue(key: TileSpanKey.self, value: TileSpan(columns: columns, rows: rows))
    }
}

/// A dashboard of tiles on a grid of equal columns: each tile goes in the first free place its span
/// fits, reading left to right, top to bottom. Frames are worked out once per width, in the cache.
struct DashboardTilesLayout: Layout {
    var columns = 3
    var rowHeight: CGFloat = 40
    var spacing: CGFloat = 10

    struct Cache {
        var width: CGFloat = -1
        var frames: [CGRect] = []
    }

    func makeCache(subviews: Subviews) -> Cache { Cache() }

    private func update(_ cache: inout Cache, subviews: Subviews, width: CGFloat) {
        guard cache.width != width else { return }
        cache.width = width
        let columnWidth = (width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var taken: [[Bool]] = []
        cache.frames = subviews.map { subview in
            let span = subview[TileSpanKey.self]
            let wide = min(max(span.columns, 1), columns)
            var row = 0
            while true {
                for column in 0...(columns - wide) where fits(wide, span.rows, row, column, taken) {
                    while taken.count < row + span.rows { taken.append(Array(repeating: false, count: columns)) }
                    for r in row..<(row + span.rows) { for c in column..<(column + wide) { taken[r][c] = true } }
                    return CGRect(x: CGFloat(column) * (columnWidth + spacing), y: CGFloat(row) * (rowHeight + spacing),
                                  width: CGFloat(wide) * columnWidth + CGFloat(wide - 1) * spacing,
                                  height: CGFloat(span.rows) * rowHeight + CGFloat(span.rows - 1) * spacing)
                }
                row += 1
            }
        }
    }

    private func fits(_ wide: Int, _ high: Int, _ row: Int, _ column: Int, _ taken: [[Bool]]) -> Bool {
        for r in row..<(row + high) where r < taken.count {
            for c in column..<(column + wide) where taken[r][c] { return false }
        }
        return true
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        update(&cache, subviews: subviews, width: width)
        return CGSize(width: width, height: cache.frames.map(\.maxY).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        update(&cache, subviews: subviews, width: bounds.width)
        for (subview, frame) in zip(subviews, cache.frames) {
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                          proposal: ProposedViewSize(frame.size))
        }
    }
}

struct TodayDashboard: View {
    var body: some View {
        DashboardTilesLayout {
            Color.red.tileSpan(columns: 2, rows: 2)
            Color.green
            Color.blue
            Color.orange.tileSpan(columns: 3)
            Color.purple
        }
    }
}
