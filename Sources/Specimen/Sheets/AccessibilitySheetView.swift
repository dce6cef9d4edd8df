import Foundation
import SpecimenLayout
import SpecimenUI

/// One cell of an accessibility sheet: the cell, its box and its VoiceOver elements (frames in box points).
struct AccessibilitySheetCell {
  let cell: Cell
  let size: CGSize
  /// Nil when the cell is too large to draw (its own file reports why).
  let elements: [AccessibilityElement]?

  /// Places the cell in its sheet box, as `CellBox` draws it, and lists its elements there.
  init(cell: Cell, grid: SheetGrid, renderer: ViewRenderer) {
    self.cell = cell
    size = grid.size(at: cell.position)
    if grid.oversized[cell.position] != nil {
      elements = nil
    } else {
      elements = AccessibilityElements.elements(of: renderer.place(CellBox(cell: cell, size: size), in: .unspecified))
    }
  }
}

/// An entry's accessibility sheet: each cell beside the legend of its VoiceOver elements in
/// reading order, each element outlined and numbered in the cell (as accessibility snapshot tools show them).
struct AccessibilitySheetView: View {
  let grid: SheetGrid
  let cells: [AccessibilitySheetCell]

  /// Outline colours, one per element number (repeating), chosen to read on white and black cells.
  static let palette: [Color] = [
    Color(red: 0.90, green: 0.16, blue: 0.22), Color(red: 0.0, green: 0.45, blue: 0.90),
    Color(red: 0.13, green: 0.60, blue: 0.25), Color(red: 0.85, green: 0.45, blue: 0.0),
    Color(red: 0.55, green: 0.25, blue: 0.80), Color(red: 0.0, green: 0.60, blue: 0.65),
    Color(red: 0.80, green: 0.20, blue: 0.60), Color(red: 0.45, green: 0.45, blue: 0.10),
  ]

  static func color(_ k: Int) -> Color { palette[k % palette.count] }

  /// How many cells one column holds: at least 8, growing with the square root of the count so a
  /// large entry's sheet stays roughly twice as wide as tall (90 cells: 7 columns of 14).
  var rowsPerColumn: Int { max(8, Int((Double(cells.count) * 2).squareRoot().rounded(.up))) }

  var columnCount: Int { (cells.count + rowsPerColumn - 1) / rowsPerColumn }

  var body: some View {
    VStack(alignment: .leading, spacing: 20) {
      VStack(alignment: .leading, spacing: 4) {
        Text("\(grid.entry.name) · VoiceOver").font(.system(size: 20, weight: .bold))
        Text("Each cell's VoiceOver elements in reading order: outlined and numbered in the cell; label, kind, traits and value beside it")
          .font(.system(size: 13)).foregroundColor(.secondary)
      }
      // Columns of at most `rowsPerColumn` cells, so a large entry stays within a canvas's height.
      HStack(alignment: .top, spacing: 40) {
        ForEach(0..<columnCount, id: \.self) { column in
          VStack(alignment: .leading, spacing: 20) {
            ForEach(Array(cells.indices.dropFirst(column * rowsPerColumn).prefix(rowsPerColumn)), id: \.self) { k in
              AccessibilitySheetRow(item: cells[k])
            }
          }
        }
      }
    }
    .padding(24)
    .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    .environment(\.colorScheme, .light)
  }
}

/// A cell's name over the cell (with its element outlines) and its legend.
struct AccessibilitySheetRow: View {
  let item: AccessibilitySheetCell

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text(item.cell.name).font(SheetGrid.labelFont).lineLimit(1)
      HStack(alignment: .top, spacing: 16) {
        CellBox(cell: item.cell, size: item.size)
          .overlay(alignment: .topLeading) { AccessibilityOutlines(elements: item.elements ?? [], size: item.size) }
        AccessibilityLegend(elements: item.elements).frame(width: 300, alignment: .leading)
      }
    }
  }
}

/// Each element's frame outlined in its colour, its number in a badge at the top-leading corner.
struct AccessibilityOutlines: View {
  let elements: [AccessibilityElement]
  let size: CGSize

  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(0..<elements.count, id: \.self) { k in
        let f = elements[k].frame
        Rectangle().strokeBorder(AccessibilitySheetView.color(k), lineWidth: 2)
          .frame(width: max(f.width, 4), height: max(f.height, 4))
          .offset(x: f.minX, y: f.minY)
        AccessibilityBadge(number: k + 1)
          .offset(x: f.minX - 4, y: f.minY - 4)
      }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
  }
}

/// An element's number on a filled circle of its colour.
struct AccessibilityBadge: View {
  let number: Int

  var body: some View {
    Text("\(number)").font(.system(size: 10, weight: .bold)).foregroundColor(.white)
      .frame(width: 16, height: 16)
      .background(Circle().fill(AccessibilitySheetView.color(number - 1)))
  }
}

/// The numbered list of a cell's elements: label, then kind · traits · value · hint · identifier.
struct AccessibilityLegend: View {
  let elements: [AccessibilityElement]?

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      if let elements {
        if elements.isEmpty {
          Text("No VoiceOver elements").font(.system(size: 12)).foregroundColor(.secondary)
        }
        ForEach(0..<elements.count, id: \.self) { k in
          HStack(alignment: .top, spacing: 8) {
            AccessibilityBadge(number: k + 1)
            VStack(alignment: .leading, spacing: 2) {
              Text(Self.title(elements[k])).font(.system(size: 13, weight: .semibold))
              Text(Self.details(elements[k])).font(.system(size: 12)).foregroundColor(.secondary)
              if elements[k].isMissingLabel {
                Text("missing label: add accessibilityLabel, or mark the image decorative")
                  .font(.system(size: 12, weight: .medium)).foregroundColor(Color(red: 0.80, green: 0.10, blue: 0.15))
              }
            }
          }
        }
      } else {
        Text("Too large to draw; see the cell's own file").font(.system(size: 12)).foregroundColor(.secondary)
      }
    }
  }

  /// The label in quotes, or "(no label)"; an image-name fallback is marked as such.
  static func title(_ element: AccessibilityElement) -> String {
    switch element.labelSource {
    case .none: return "(no label)"
    case .imageName: return "“\(element.label)” (image name)"
    case .text, .explicit: return "“\(element.label)”"
    }
  }

  /// "button · isButton · value “on” · hint “…” · id “…” · dimmed".
  static func details(_ element: AccessibilityElement) -> String {
    var parts = [element.kind.rawValue]
    if !element.traits.isEmpty { parts.append(element.traits.joined(separator: ", ")) }
    if let value = element.value { parts.append("value “\(value)”") }
    if let hint = element.hint { parts.append("hint “\(hint)”") }
    if let identifier = element.identifier { parts.append("id “\(identifier)”") }
    if !element.isEnabled { parts.append("dimmed") }
    return parts.joined(separator: " · ")
  }
}
