import Foundation

/// The controls a list row draws in edit mode, measured as iOS 17 draws them on an iPhone.
///
/// Sources: UIKit's `UICellAccessory` documentation describes each control: the delete control is a red circle with
/// a minus at the cell's leading edge (`delete(displayed:options:actionHandler:)`), the multiselect control an empty
/// circle that becomes a filled circle with a checkmark when the cell is selected, also at the leading edge
/// (`UICellAccessoryMultiselect`), and the reorder control "three horizontal lines with the default system gray
/// color" at the trailing edge (`reorder(displayed:options:)`). All three show only while editing
/// (`DisplayedState.whenEditing`, their default). The sizes are estimates from iOS screenshots, recorded in
/// docs/control-metrics.md: a 22-pt circle, and the row's content moved in by UIKit's long-standing 38-pt editing
/// indent (the circle and a 16-pt gap).
package enum ListEditMetrics {
  /// The delete and selection circles' diameter.
  package static let circleDiameter: CGFloat = 22
  /// The gap between a leading control and the row's content, and between the content and the reorder control.
  package static let controlSpacing: CGFloat = 16
  /// The width of the reorder control's lines.
  package static let gripWidth: CGFloat = 18
  /// The thickness of each of the reorder control's lines.
  package static let gripLineHeight: CGFloat = 2
  /// The distance between the centres of neighbouring lines.
  package static let gripLinePitch: CGFloat = 5.5
  /// The delete control's white minus: half the circle wide, a little thicker than a grip line.
  package static let minusSize = CGSize(width: 11, height: 2.25)
}

/// The leading control a row draws in edit mode, if any.
enum ListRowLeadingControl: Equatable {
  /// The red delete control (`onDelete`).
  case delete
  /// The selection circle of a multiple-selection list, filled and checked when the row is selected.
  case selection(isSelected: Bool)
}

/// The red delete control: a `systemRed` circle with a white minus.
nonisolated struct ListDeleteControl: View {
  var body: some View {
    ZStack {
      Circle().fill(Color.red)
      Capsule().fill(Color.white)
        .frame(width: ListEditMetrics.minusSize.width, height: ListEditMetrics.minusSize.height)
    }
    .frame(width: ListEditMetrics.circleDiameter, height: ListEditMetrics.circleDiameter)
  }
}

/// The selection circle: an empty `systemGray3` ring, or a tint-filled circle with a white checkmark when selected.
nonisolated struct ListSelectionControl: View {
  let isSelected: Bool

  var body: some View {
    ZStack {
      if isSelected {
        Circle().fill(TintShapeStyle())
        ListSelectionCheckmark()
          .stroke(Color.white, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
          .frame(width: ListEditMetrics.circleDiameter * 0.45, height: ListEditMetrics.circleDiameter * 0.34)
      } else {
        Circle().strokeBorder(Color(uiColor: .systemGray3), lineWidth: 1.5)
      }
    }
    .frame(width: ListEditMetrics.circleDiameter, height: ListEditMetrics.circleDiameter)
  }
}

/// The checkmark inside a selected circle, drawn across its frame.
nonisolated struct ListSelectionCheckmark: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY + rect.height * 0.55))
    path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.36, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    return path
  }
}

/// The reorder control: three `systemGray` lines.
nonisolated struct ListReorderControl: View {
  var body: some View {
    VStack(spacing: ListEditMetrics.gripLinePitch - ListEditMetrics.gripLineHeight) {
      ForEach(0..<3, id: \.self) { _ in
        Capsule().fill(Color(uiColor: .systemGray))
          .frame(width: ListEditMetrics.gripWidth, height: ListEditMetrics.gripLineHeight)
      }
    }
  }
}

/// A row's content between the controls edit mode gives it: the leading control (delete or selection) and the
/// reorder control, each `ListEditMetrics.controlSpacing` from the content and centred on the row's height.
nonisolated struct ListRowEditControls<Content: View>: View {
  let leading: ListRowLeadingControl?
  let showsReorder: Bool
  let content: Content

  var body: some View {
    if leading == nil && !showsReorder {
      content
    } else {
      HStack(spacing: ListEditMetrics.controlSpacing) {
        switch leading {
        case .delete: ListDeleteControl()
        case .selection(let isSelected): ListSelectionControl(isSelected: isSelected)
        case nil: EmptyView()
        }
        content
        if showsReorder { ListReorderControl() }
      }
    }
  }
}

/// What a list's edit mode asks of its rows: whether it is editing (`\.editMode` `.active`; `.transient`, a swipe in
/// progress, draws no controls) and the list's selection.
struct ListEditState {
  let isActive: Bool
  let selection: ListSelection?
  /// The selection's values, read once for the whole list.
  private let selectedValues: [AnyHashable]

  init(isActive: Bool = false, selection: ListSelection? = nil) {
    self.isActive = isActive
    self.selection = selection
    selectedValues = selection?.values ?? []
  }

  /// The controls `row` draws: none at rest, where a selected row is only highlighted (iOS 16 lists select without
  /// edit mode, and UIKit keeps a selected cell highlighted). In edit mode, a multiple-selection list gives each row
  /// that has a tag (its own, or its `ForEach` element's id) a selection circle in place of the delete control;
  /// otherwise a row whose `ForEach` deletes draws the delete control unless `deleteDisabled(true)`. A row whose
  /// `ForEach` moves draws the reorder control unless `moveDisabled(true)`. A selected row (in either kind of selection)
  /// is highlighted.
  func controls(for row: ContentSubview, traits: ListRowTraits) -> ListRowEditControlSet {
    let isSelected = isSelected(row)
    guard isActive else { return ListRowEditControlSet(isSelected: isSelected) }
    var leading: ListRowLeadingControl?
    if selection?.isMultiple == true && row.tag != nil {
      leading = .selection(isSelected: isSelected)
    } else if traits.editActions.contains(.delete) && !traits.isDeleteDisabled {
      leading = .delete
    }
    let reorders = traits.editActions.contains(.move) && !traits.isMoveDisabled
    return ListRowEditControlSet(leading: leading, showsReorder: reorders, isSelected: isSelected)
  }
}

extension ListEditState {
  /// Whether `row` is drawn selected: a row whose tag the list's selection holds, in edit mode or at rest.
  func isSelected(_ row: ContentSubview) -> Bool {
    !selectedValues.isEmpty && row.tag != nil && ListSelection.contains(row.tag, in: selectedValues)
  }
}

/// The edit-mode controls of one row.
struct ListRowEditControlSet {
  var leading: ListRowLeadingControl?
  var showsReorder = false
  /// The row is selected and drawn highlighted.
  var isSelected = false
}
