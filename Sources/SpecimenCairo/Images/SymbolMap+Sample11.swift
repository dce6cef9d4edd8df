import Foundation

extension SymbolMap {
  /// SF Symbol names from an eleventh usage sample of public code (docs/sf-symbols-usage-sample11.txt, found by
  /// the places UI code names symbols: a titled `Label`, `Button`, `Tab` or `ContentUnavailableView`'s
  /// `systemImage:`, tab items, toolbar items and swipe actions) and earlier samples' loud names, mapped to
  /// Bootstrap Icons of the same meaning; names Bootstrap has no drawing of the same meaning for are drawn by
  /// the project's own SVGs in `Assets/Icons`.
  static let sample11Names: [String: String] = [
    // A data table: a grid with a header row (SF's `table`, not the furniture `table.furniture`)
    "table": "table",
    // rectangle.3.group's three rectangles, filled (the outline form draws Bootstrap's collection)
    "rectangle.3.group.fill": "collection-fill",
    // A ring with a dot cut out of its filled middle: the filled form of smallcircle.filled.circle (record-circle)
    "smallcircle.filled.circle.fill": "record-circle-fill",
  ]
}
