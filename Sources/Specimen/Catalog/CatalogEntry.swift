import Foundation
import SpecimenUI

/// A component to show in every state: a name, state axes for rows and columns, and the view for a state.
public struct CatalogEntry: Sendable {
  /// The entry's name; it names the sheet and its folder.
  public let name: String
  /// The axis whose values make the rows.
  public let rows: StateAxis
  /// The axis whose values make the columns.
  public let columns: StateAxis
  /// The width every cell's content is proposed (nil: its ideal width).
  public let cellWidth: CGFloat?
  let content: @Sendable (CellState) -> AnyView

  public init<Content: View>(
    _ name: String, rows: StateAxis, columns: StateAxis, cellWidth: CGFloat? = nil,
    @ViewBuilder content: @escaping @Sendable (CellState) -> Content
  ) {
    self.name = name
    self.rows = rows
    self.columns = columns
    self.cellWidth = cellWidth
    self.content = { AnyView(content($0)) }
  }

  /// Every cell of the entry, row by row.
  public var cells: [Cell] {
    rows.values.enumerated().flatMap { r, row in
      columns.values.enumerated().map { c, column in
        var state = CellState()
        row.apply(&state)
        column.apply(&state)
        state.valueNames = [rows.name: row.name, columns.name: column.name]
        return Cell(entry: self, row: r, column: c, state: state, name: "\(rows.name)-\(row.name).\(columns.name)-\(column.name)")
      }
    }
  }
}

/// One cell of an entry: a state and the view it shows.
public struct Cell: Sendable {
  public let entry: CatalogEntry
  public let row: Int
  public let column: Int
  public let state: CellState
  /// A readable, file-safe name for the cell, from its axis values.
  public let name: String

  /// The component in this cell's state, with its environment applied.
  public var view: some View {
    let state = self.state
    return entry.content(state).environmentChange { $0 = state.environment }
  }
}
