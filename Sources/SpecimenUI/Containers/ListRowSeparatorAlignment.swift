import Foundation

/// The default of `listRowSeparatorLeading`: the view's leading edge.
enum ListRowSeparatorLeadingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

/// The default of `listRowSeparatorTrailing`: the view's trailing edge.
enum ListRowSeparatorTrailingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
}

/// The leading edge of a view's leading-most text: set by every `Text`, merged by taking the
/// smallest value; a list row's separator starts there unless `listRowSeparatorLeading` is set.
enum FirstTextLeadingID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

/// Marks a view whose texts do not place a list row's separator (`hidingTextLeading()`).
enum TextLeadingBarrierID: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}

extension HorizontalAlignment {
  /// The leading edge of the leading-most text in a view (Specimen's own guide, not SwiftUI API).
  package static let firstTextLeading = HorizontalAlignment(FirstTextLeadingID.self)
  /// Set on a view whose texts are not SwiftUI text on iOS (Specimen's own guide, not SwiftUI API).
  package static let textLeadingBarrier = HorizontalAlignment(TextLeadingBarrierID.self)

  /// A guide marking the leading edge of a `List` row separator (iOS 16).
  ///
  /// As on iOS, a row's bottom separator starts at the leading edge of the row's leading-most
  /// text (a `Label`'s title, not its icon), or at the row's content inset when the row has no
  /// text; `.alignmentGuide(.listRowSeparatorLeading) { … }` on a view in the row moves it.
  public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingID.self)

  /// A guide marking the trailing edge of a `List` row separator (iOS 16); the separator
  /// reaches the row's trailing edge unless a view in the row sets this guide.
  public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingID.self)
}

/// Places a list row and its bottom separator: the separator spans the row's
/// `listRowSeparatorLeading` to `listRowSeparatorTrailing` guides where `.alignmentGuide` sets
/// them, else from the row's first text (or `defaultLeading` without text) to its trailing edge.
nonisolated struct ListRowSeparatorLayout: Layout {
  /// Where the separator starts when no view in the row sets `listRowSeparatorLeading`: the row's content inset.
  let defaultLeading: CGFloat

  /// A row is a cell as wide as the list: given a width, it takes that width whatever its content needs, so one
  /// row's wide content does not widen the list (and move every other row); its height is the content's.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    guard let size = subviews.first?.sizeThatFits(proposal) else { return .zero }
    guard let width = proposal.width, width.isFinite else { return size }
    return CGSize(width: width, height: size.height)
  }

  /// The row in the cell's bounds, content wider than the cell centred on it (as a cell centres a hosting view
  /// wider than itself), and the separator along the cell's bottom edge.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    guard let row = subviews.first else { return }
    let rowProposal = ProposedViewSize(bounds.size)
    let dimensions = row.dimensions(in: rowProposal)
    let overflow = dimensions.width.isFinite ? max(dimensions.width - bounds.width, 0) : 0
    row.place(at: CGPoint(x: bounds.minX - overflow / 2, y: bounds.minY), proposal: rowProposal)
    guard subviews.count > 1 else { return }
    let width = bounds.width
    let start = dimensions[explicit: .listRowSeparatorLeading]
      ?? dimensions.explicitGuide(HorizontalAlignment.firstTextLeading.key) ?? defaultLeading
    let leading = Self.clamped(start, to: width)
    let trailing = Self.clamped(dimensions[explicit: .listRowSeparatorTrailing] ?? width, to: width)
    subviews[1].place(at: CGPoint(x: bounds.minX + leading, y: bounds.maxY), anchor: .bottomLeading,
                      proposal: ProposedViewSize(width: max(trailing - leading, 0), height: nil))
  }

  /// `value` kept inside `0...width` (a guide set from a non-finite closure result counts as 0).
  private static func clamped(_ value: CGFloat, to width: CGFloat) -> CGFloat {
    value.isFinite ? min(max(value, 0), max(width, 0)) : 0
  }
}

nonisolated extension View {
  /// Keeps this view's texts from placing a list row's separator: a control iOS draws with UIKit (a
  /// segmented control's titles, a compact date picker's fields) has no SwiftUI text, so a row holding
  /// only it starts its separator at the content inset, and a row with a label text starts it there.
  package func hidingTextLeading() -> some View {
    alignmentGuide(HorizontalAlignment.textLeadingBarrier) { _ in 0 }
  }
}
