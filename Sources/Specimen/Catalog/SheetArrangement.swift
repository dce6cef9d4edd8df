import Foundation

/// Which axes a sheet shows as rows, columns and groups.
///
/// Axes named in neither list become groups: one sub-grid per combination of their values,
/// each under its own header. `.automatic` puts the last axis in columns, the one before it
/// in rows and the rest in groups.
public struct SheetArrangement: Sendable, Equatable {
  /// Axis names whose value combinations make the rows (outermost first).
  public let rows: [String]
  /// Axis names whose value combinations make the columns (outermost first).
  public let columns: [String]
  let isAutomatic: Bool

  public init(rows: [String], columns: [String]) {
    self.rows = rows
    self.columns = columns
    isAutomatic = false
  }

  private init() {
    rows = []
    columns = []
    isAutomatic = true
  }

  /// Last axis in columns, the one before in rows, the rest in groups.
  public static let automatic = SheetArrangement()
}

/// An arrangement resolved against an entry's axes: index lists for groups, rows and columns.
struct ResolvedArrangement {
  let groups: [Int]
  let rows: [Int]
  let columns: [Int]
  let counts: [Int]

  init(_ arrangement: SheetArrangement, axes: [StateAxis]) {
    counts = axes.map(\.values.count)
    let names = axes.map(\.name)
    if arrangement.isAutomatic {
      let n = axes.count
      columns = n >= 1 ? [n - 1] : []
      rows = n >= 2 ? [n - 2] : []
      groups = n >= 3 ? Array(0..<(n - 2)) : []
    } else {
      let rowAxes = arrangement.rows.compactMap { names.firstIndex(of: $0) }
      let columnAxes = arrangement.columns.compactMap { names.firstIndex(of: $0) }
      rows = rowAxes
      columns = columnAxes
      groups = names.indices.filter { !rowAxes.contains($0) && !columnAxes.contains($0) }
    }
  }

  /// The number of distinct combinations of `axes`.
  func count(_ axes: [Int]) -> Int { axes.reduce(1) { $0 * counts[$1] } }

  /// The mixed-radix index of a cell's values on `axes` (outermost first).
  func index(_ indices: [Int], on axes: [Int]) -> Int {
    axes.reduce(0) { $0 * counts[$1] + indices[$1] }
  }

  func position(of indices: [Int]) -> GridPosition {
    GridPosition(group: index(indices, on: groups), row: index(indices, on: rows), column: index(indices, on: columns))
  }

  /// The value index on each of `axes` for combination number `n`.
  func combination(_ n: Int, on axes: [Int]) -> [Int] {
    var rest = n
    var out = [Int](repeating: 0, count: axes.count)
    for (k, axis) in axes.enumerated().reversed() {
      out[k] = rest % counts[axis]
      rest /= counts[axis]
    }
    return out
  }
}
