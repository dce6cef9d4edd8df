import Foundation
import SpecimenUI

/// A component to show in every state: a name, its state axes, how the sheet arranges them, and the view for a state.
///
/// ```swift
/// CatalogEntry("PrimaryButton", axes: [.isPressed, .isEnabled, .colorScheme]) { state in
///     Button(state.label ?? "Log in") {}.buttonStyle(PrimaryButtonStyle())
/// }
/// ```
public struct CatalogEntry: Sendable {
  /// The entry's name; it names the sheet, its folder and its cells' files.
  public let name: String
  /// The state axes, in order; cells are their product (or a reduction of it).
  public let axes: [StateAxis]
  /// Which axes go to rows, columns and groups.
  public let arrangement: SheetArrangement
  /// How much of the product of the axes to render.
  public let reduction: AxisReduction
  /// The width every cell's content is proposed (nil: its ideal width).
  public let cellWidth: CGFloat?
  let content: @Sendable (CellState) -> AnyView
  /// Problems found while listing an entry's previews (bad preview layouts, unknown devices).
  var previewProblems: [String] = []

  public init<Content: View>(
    _ name: String, axes: [StateAxis], arrangement: SheetArrangement = .automatic,
    reduction: AxisReduction = .full, cellWidth: CGFloat? = nil,
    @ViewBuilder content: @escaping @MainActor @Sendable (CellState) -> Content
  ) {
    self.name = name
    self.axes = axes
    self.arrangement = arrangement
    self.reduction = reduction
    self.cellWidth = cellWidth
    // Erase first, so the shared closure captures no generic metatype. The closure is main-actor
    // code, as SwiftUI's view builders are; render threads call it through `MainActorBridge`.
    let erased = UncheckedSendable<(CellState) -> AnyView> { state in MainActorBridge.call { AnyView(content(state)) } }
    self.content = { erased.value($0) }
  }

  /// An entry with one axis for rows and one for columns.
  public init<Content: View>(
    _ name: String, rows: StateAxis, columns: StateAxis, cellWidth: CGFloat? = nil,
    @ViewBuilder content: @escaping @MainActor @Sendable (CellState) -> Content
  ) {
    self.init(name, axes: [rows, columns], arrangement: SheetArrangement(rows: [rows.name], columns: [columns.name]),
              cellWidth: cellWidth, content: content)
  }

  /// Adds asset catalogs (`.xcassets` folders, or folders holding some) that this entry's colours and images
  /// come from; they join the catalogs every `Color("name")` without a bundle searches for the run.
  public func assets(_ paths: String...) -> CatalogEntry {
    for path in paths { AssetLibrary.shared.register(URL(fileURLWithPath: path)) }
    return self
  }

  /// The axes' problems (duplicate names, empty axes, unknown names in the arrangement), as messages.
  public var problems: [String] {
    var found = previewProblems
    var seen: Set<String> = []
    for axis in axes {
      if !seen.insert(axis.name).inserted { found.append("\(name): axis '\(axis.name)' appears twice; give each axis a distinct name") }
      if axis.values.isEmpty { found.append("\(name): axis '\(axis.name)' has no values; give it at least one") }
    }
    for axisName in arrangement.rows + arrangement.columns where !seen.contains(axisName) {
      found.append("\(name): the arrangement names axis '\(axisName)', which the entry does not have; axes are \(axes.map(\.name))")
    }
    return found
  }

  /// The arrangement with its axes resolved to positions in `axes`.
  var layout: ResolvedArrangement { ResolvedArrangement(arrangement, axes: axes) }

  /// Every cell of the entry, in row-major order (groups, then rows, then columns).
  public var cells: [Cell] {
    let layout = self.layout
    let combinations = reduction.combinations(counts: axes.map(\.values.count))
    return combinations.map { indices in
      var state = CellState()
      for (axis, index) in zip(axes, indices) { axis.values[index].apply(&state) }
      state.values = zip(axes, indices).map { ($0.name, $0.values[$1].name) }
      let name = zip(axes, indices).map { "\($0.name)-\($0.values[$1].name)" }.joined(separator: ".")
      return Cell(entry: self, indices: indices, position: layout.position(of: indices), state: state,
                  name: name.isEmpty ? "default" : name)
    }
    .sorted { $0.position < $1.position }
  }
}

/// One cell of an entry: a state and the view it shows.
public struct Cell: Sendable {
  public let entry: CatalogEntry
  /// The value index on each of the entry's axes.
  public let indices: [Int]
  /// Where the cell sits in the sheet.
  public let position: GridPosition
  public let state: CellState
  /// A readable name from the cell's axis values, e.g. `isPressed-true.role-destructive`.
  public let name: String

  /// The component in this cell's state, with its environment applied.
  public var view: some View {
    let state = self.state
    return entry.content(state).environmentChange { $0 = state.environment }
  }

  /// The entry and cell name, e.g. `CustomButtonStyle/role-none.state-normal`.
  public var id: String { "\(entry.name)/\(name)" }
}

/// A cell's place in its sheet: group, row and column indices.
public struct GridPosition: Hashable, Comparable, Sendable {
  public let group: Int
  public let row: Int
  public let column: Int
  public static func < (a: GridPosition, b: GridPosition) -> Bool {
    (a.group, a.row, a.column) < (b.group, b.row, b.column)
  }
}
