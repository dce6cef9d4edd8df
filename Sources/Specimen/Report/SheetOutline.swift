import Foundation
import SpecimenLayout
import SpecimenUI

/// Renders an entry's sheet as it looks now, with chosen cells outlined in red.
///
/// Each cell's content is tagged with a layout-neutral `.id`, the sheet is placed, and the
/// box around each tagged cell (the nearest enclosing background, which is the cell box)
/// gives the frame to outline; the outlines are drawn in an overlay, so the sheet itself is
/// pixel-for-pixel the one `specimen render` writes.
enum SheetOutline {
  /// The outline colour.
  static let color = Color(red: 1, green: 0, blue: 0)
  /// The outline width in points.
  static let lineWidth: CGFloat = 3
  static let tagPrefix = "specimen.cell:"

  /// The sheet of `entry` with the cells named in `outlined` drawn with a red frame.
  static func view(entry: CatalogEntry, outlined: Set<String>, renderer: ViewRenderer) -> some View {
    let tagged = CatalogEntry(entry.name, axes: entry.axes, arrangement: entry.arrangement, reduction: entry.reduction,
                              cellWidth: entry.cellWidth) { state in
      entry.content(state).id(tagPrefix + cellName(state))
    }
    let grid = SheetGrid(entry: tagged, renderer: renderer)
    let sheet = SheetView(grid: grid)
    let frames = cellFrames(renderer.place(sheet, in: .unspecified), names: outlined)
    return sheet.overlay(alignment: .topLeading) {
      ZStack(alignment: .topLeading) {
        ForEach(Array(frames.enumerated()), id: \.offset) { _, frame in
          Rectangle()
            .stroke(color, lineWidth: lineWidth)
            .frame(width: frame.width + lineWidth, height: frame.height + lineWidth)
            .offset(x: frame.minX - lineWidth / 2, y: frame.minY - lineWidth / 2)
        }
      }
    }
  }

  /// The cell name a state gets in `CatalogEntry.cells`.
  static func cellName(_ state: CellState) -> String {
    let name = state.values.map { "\($0.axis)-\($0.value)" }.joined(separator: ".")
    return name.isEmpty ? "default" : name
  }

  /// The frames of the cell boxes whose tagged content is one of `names`, in sheet order.
  static func cellFrames(_ root: PlacedNode, names: Set<String>) -> [CGRect] {
    var frames: [CGRect] = []
    func walk(_ node: PlacedNode, _ box: CGRect?) {
      var box = box
      if case .background = node.node.kind { box = node.frame }
      if let id = node.node.id, id.hasPrefix(tagPrefix), names.contains(String(id.dropFirst(tagPrefix.count))) {
        frames.append(box ?? node.frame)
        return
      }
      for child in node.children { walk(child, box) }
    }
    walk(root, nil)
    return frames
  }
}
