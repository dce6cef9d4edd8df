import Foundation

extension SymbolMap {
  /// SF Symbol names from a twelfth usage sample of public code (docs/sf-symbols-usage-sample12.txt, found by
  /// `Image(systemName:)` for each first letter, labels and buttons in menus and context menus, and the names
  /// `.symbolVariant` and `.symbolRenderingMode` are applied to), mapped to Bootstrap Icons of the same meaning;
  /// names Bootstrap has no drawing of the same meaning for are drawn by the project's own SVGs in `Assets/Icons`.
  static let sample12Names: [String: String] = [
    // A magic wand with sparkles in its inverse form, as the wand with stars in its inverse form (`magic`)
    "wand.and.sparkles.inverse": "magic",
  ]
}
