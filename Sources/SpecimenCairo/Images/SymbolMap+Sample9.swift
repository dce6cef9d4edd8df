import Foundation

extension SymbolMap {
  /// SF Symbol names from a ninth usage sample of public code (docs/sf-symbols-usage-sample9.txt: text formatting
  /// and editing, time, status and alerts, cloud and storage, maps and location, shapes, accessibility) that still
  /// drew the placeholder, mapped to Bootstrap Icons of the same meaning; names Bootstrap has no drawing of the
  /// same meaning for are drawn by the project's own SVGs in `Assets/Icons`.
  static let sample9Names: [String: String] = [
    // The pilcrow, the mark of a paragraph
    "paragraphsign": "paragraph",
    // A cloud crossed out, filled, as icloud.slash is the outline cloud crossed out
    "icloud.slash.fill": "cloud-slash-fill",
    // A cloud with a checkmark in it, as icloud is drawn by the cloud
    "checkmark.icloud": "cloud-check",
    "checkmark.icloud.fill": "cloud-check-fill",
    // A pentagon with its left half filled, as pentagon is drawn
    "pentagon.lefthalf.filled": "pentagon-half",
  ]
}
