import Foundation

extension SymbolMap {
  /// SF Symbol names from a thirteenth usage sample of public code (docs/sf-symbols-usage-sample13.txt, found where
  /// code chooses a symbol by a condition, animates it, sets it through UIKit, builds its name by interpolation or keeps
  /// it in an enum or constant), and the earlier samples' names it drew, mapped to Bootstrap Icons of the same meaning;
  /// names Bootstrap has no drawing of the same meaning for are drawn by the project's own SVGs in `Assets/Icons`.
  static let sample13Names: [String: String] = [
    // The badge dot, a circle in outline and filled (SF's is smaller; Specimen has no measurements of it)
    "circlebadge": "circle",
    "circlebadge.fill": "circle-fill",
    // A capital P in a circle, outline and filled: a first letter in a circle, which the sample builds by interpolation
    "p.circle": "p-circle",
    "p.circle.fill": "p-circle-fill",
  ]
}
