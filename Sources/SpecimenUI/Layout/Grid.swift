import Foundation

/// A container that arranges other views in a two-dimensional layout (SwiftUI's `Grid`, iOS 16).
///
/// Each `GridRow` child is a row of cells; any other child is a row of its own spanning every
/// column. Columns are as wide as their widest cell and rows as tall as their tallest, with
/// the proposed space shared out like a stack's (docs/layout-containers.md).
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
  let layout: GridLayout
  let content: Content

  /// A grid aligning cells by `alignment`, with the given spacing (nil: the system 8 pt).
  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    let (kind, type) = layout.nodeKind
    kind.reportUnusableLayoutArguments()
    return ResolvedNode(kind, type: type, children: context.resolveChildren(content))
  }
}

/// A horizontal row in a two-dimensional grid container.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row whose cells align vertically by `alignment` (nil: the grid's).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    let node = ResolvedNode(.gridRow(alignment?.key), type: "GridRow", children: context.resolveChildren(content))
    let cells = node.flattenedChildren
    if cells.count > GridLayout.maximumColumns {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "GridRow has \(cells.count) cells, more than a Grid lays out (GridLayout.maximumColumns, "
        + "\(GridLayout.maximumColumns) columns); the cells past the last column are not drawn. Show that many items in a LazyVGrid or LazyHGrid"))
    } else if let dropped = Self.cellsPastTheLastColumn(cells) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "GridRow's \(cells.count) cells span \(dropped.columns) columns with their "
        + ".gridCellColumns, more than a Grid lays out (GridLayout.maximumColumns, \(GridLayout.maximumColumns) columns); the last "
        + "\(dropped.cells == 1 ? "cell starts" : "\(dropped.cells) cells start") past the last column and \(dropped.cells == 1 ? "is" : "are") "
        + "not drawn. Give spans that add up to \(GridLayout.maximumColumns) or fewer"))
    }
    return node
  }

  /// The columns `cells` span in all (their `gridCellColumns`, 1 when below 1, as the grid reads them) and how many of them
  /// start past `GridLayout.maximumColumns`, where the grid stops placing cells; nil when every cell starts within it.
  static func cellsPastTheLastColumn(_ cells: [ResolvedNode]) -> (columns: String, cells: Int)? {
    var column = 0, dropped = 0, overflowed = false
    for cell in cells {
      if column >= GridLayout.maximumColumns { dropped += 1 }
      let span = max(cell.layoutValue(ObjectIdentifier(GridCellColumnsKey.self)) as? Int ?? 1, 1)
      let (sum, overflow) = column.addingReportingOverflow(span)
      overflowed = overflowed || overflow
      column = overflow ? Int.max : sum
    }
    guard dropped > 0 else { return nil }
    return (overflowed ? "over \(Int.max)" : "\(column)", dropped)
  }
}

/// A grid layout as a `Layout` value (`Grid` is this layout over its content).
public struct GridLayout: BuiltinNodeLayout {
  /// The most columns a grid lays out; cells past them are not drawn and a `GridRow` with more cells is reported
  /// (a row of 10 000 cells is nothing a screen shows, and spans this large are runaway numbers).
  package static let maximumColumns = 1_000
  public var alignment: Alignment
  public var horizontalSpacing: CGFloat?
  public var verticalSpacing: CGFloat?

  public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    builtinSize(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    builtinPlace(bounds, proposal, subviews)
  }
  package var nodeKind: (ResolvedNode.Kind, String) {
    (.grid(GridSpec(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)), "Grid")
  }
}

/// The arguments of a `Grid`.
public struct GridSpec: Sendable {
  /// How cells align in their space.
  public var alignment: Alignment
  /// The gap between columns; nil is the system spacing.
  public var horizontalSpacing: CGFloat?
  /// The gap between rows; nil is the system spacing.
  public var verticalSpacing: CGFloat?
}

/// The grid-cell traits, read by the layout engine like layout values.
package enum GridCellColumnsKey: LayoutValueKey {
  package static let defaultValue = 1
}
package enum GridColumnAlignmentKey: LayoutValueKey {
  package static let defaultValue: HorizontalAlignment? = nil
}
package enum GridCellAnchorKey: LayoutValueKey {
  package static let defaultValue: UnitPoint? = nil
}
package enum GridCellUnsizedAxesKey: LayoutValueKey {
  package static let defaultValue: Axis.Set = []
}

nonisolated extension View {
  /// Makes this cell span `count` columns of its grid row.
  public func gridCellColumns(_ count: Int) -> some View { layoutValue(key: GridCellColumnsKey.self, value: count) }

  /// Aligns every cell of this cell's column horizontally by `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }

  /// Places this cell's `anchor` at the same point of its cell, overriding the alignments.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    // A NaN or infinite anchor would place the cell at infinity: it is reported as the cell resolves, and not used.
    let usable = anchor.x.isFinite && anchor.y.isFinite
    return environmentChange { _ in
      if !usable {
        LayoutArgumentCheck.report(".gridCellAnchor(UnitPoint(x: \(LayoutArgumentCheck.text(anchor.x)), y: \(LayoutArgumentCheck.text(anchor.y)))) "
          + "is not a finite unit point; the cell is placed by the grid's alignment")
      }
    }
    .layoutValue(key: GridCellAnchorKey.self, value: usable ? anchor : nil)
  }

  /// Keeps this cell out of its column's (row's) sizing on `axes`; it is proposed the cell's size there.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
  }
}
