#if canImport(SwiftUI)
import SwiftUI
#else
import SpecimenUI
#endif
import Specimen

/// Layout containers: a wrapping chip `Layout` and `ViewThatFits` buttons, each at three widths.
public enum LayoutCatalog {
  /// Every entry, in sheet order.
  public static var entries: [CatalogEntry] { [chips, viewThatFitsButtons, gridCard] }

  static let widthAxis = StateAxis("width", ["160", "240", "340"].map { name in AxisValue(name) { $0.label = name } })

  static let buttonWidthAxis = StateAxis("width", ["110", "200", "320"].map { name in AxisValue(name) { $0.label = name } })

  static let cardWidthAxis = StateAxis("width", ["220", "280", "360"].map { name in AxisValue(name) { $0.label = name } })

  static func width(_ state: CellState) -> CGFloat { CGFloat(Double(state.label ?? "") ?? 240) }

  /// Filter chips in a `ChipFlowLayout`: rows wrap at the cell's width, light and dark.
  public static let chips = CatalogEntry("Layout.chipFlow", axes: [.colorScheme, widthAxis]) { state in
    ChipFlowLayout(spacing: 6) {
      ForEach(["Design", "Swift", "Layout", "Accessibility", "iOS 17", "Color", "Type"], id: \.self) { name in
        Chip(title: name, selected: name == "Swift" || name == "Color")
      }
    }
    .frame(width: width(state), alignment: .leading)
    .padding(8)
  }

  /// A toolbar button that shows its full label, a short one, or only its icon as space runs out.
  public static let viewThatFitsButtons = CatalogEntry("ViewThatFits.buttons", axes: [.colorScheme, buttonWidthAxis]) { state in
    HStack {
      ViewThatFits(in: .horizontal) {
        Button {} label: { Label("Download all attachments", systemImage: "square.and.arrow.down") }
        Button {} label: { Label("Download", systemImage: "square.and.arrow.down") }
        Button {} label: { Image(systemName: "square.and.arrow.down") }
      }
      .buttonStyle(.borderedProminent)
      Spacer(minLength: 0)
    }
    .frame(width: width(state))
    .padding(8)
  }
}

extension LayoutCatalog {
  /// A subscription card laid out by a `Grid`: leading labels, trailing values, a divider row
  /// across both columns and a spanning footnote.
  public static let gridCard = CatalogEntry("Grid.card", axes: [.colorScheme, cardWidthAxis]) { state in
    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 10) {
      GridRow {
        Text("Plan").foregroundStyle(.secondary)
        Text("Pro, yearly").gridColumnAlignment(.trailing)
      }
      GridRow {
        Text("Storage").foregroundStyle(.secondary)
        Text("2 TB")
      }
      GridRow {
        Text("Renews").foregroundStyle(.secondary)
        Text("1 March")
      }
      Divider()
      GridRow {
        Text("Total").bold()
        Text("€ 99.99").bold()
      }
      Text("Prices include VAT. Cancel any time in Settings.")
        .font(.footnote)
        .foregroundStyle(.secondary)
        .gridCellUnsizedAxes(.horizontal)
    }
    .padding(16)
    .frame(width: width(state), alignment: .leading)
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.12)))
    .padding(8)
  }
}

/// A chip: a capsule with a title, filled when selected.
struct Chip: View {
  let title: String
  let selected: Bool

  var body: some View {
    Text(title)
      .font(.subheadline)
      .padding(.horizontal, 12)
      .padding(.vertical, 6)
      .foregroundStyle(selected ? Color.white : Color.primary)
      .background(Capsule().fill(selected ? Color.accentColor : Color.gray.opacity(0.18)))
  }
}

/// A flow layout as design systems write it: chips at their ideal sizes, left to right,
/// wrapping to a new row when the next chip would pass the proposed width.
struct ChipFlowLayout: Layout {
  var spacing: CGFloat = 8

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let rows = rows(maxWidth: proposal.width ?? .infinity, subviews: subviews)
    let height = rows.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(rows.count - 1, 0))
    return CGSize(width: rows.map(\.width).max() ?? 0, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for row in rows(maxWidth: bounds.width, subviews: subviews) {
      var x = bounds.minX
      for index in row.indices {
        let size = subviews[index].sizeThatFits(.unspecified)
        subviews[index].place(at: CGPoint(x: x, y: y + (row.height - size.height) / 2), proposal: ProposedViewSize(size))
        x += size.width + spacing
      }
      y += row.height + spacing
    }
  }

  private func rows(maxWidth: CGFloat, subviews: Subviews) -> [(indices: [Int], width: CGFloat, height: CGFloat)] {
    var rows: [(indices: [Int], width: CGFloat, height: CGFloat)] = []
    for index in subviews.indices {
      let size = subviews[index].sizeThatFits(.unspecified)
      if let last = rows.last, last.width + spacing + size.width <= maxWidth {
        rows[rows.count - 1] = (last.indices + [index], last.width + spacing + size.width, max(last.height, size.height))
      } else {
        rows.append(([index], size.width, size.height))
      }
    }
    return rows
  }
}
