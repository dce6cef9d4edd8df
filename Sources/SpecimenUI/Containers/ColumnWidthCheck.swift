import Foundation

/// The widths given to a column: a `TableColumn`'s, `navigationSplitViewColumnWidth`'s and `inspectorColumnWidth`'s.
/// A width no regular-width layout could use is named with the call as written: a NaN, infinite or negative one
/// (SwiftUI's frames warn "invalid frame dimension (negative or non-finite)") or a maximum below the minimum or the
/// ideal (its frames warn "Contradictory frame constraints specified.").
enum ColumnWidthCheck {
  /// The call `.name(…)` with the `given` widths as written (an unlabelled one is the fixed form's).
  static func call(_ name: String, _ given: [(label: String, value: CGFloat)]) -> String {
    ".\(name)(" + given.map { ($0.label.isEmpty ? "" : "\($0.label): ") + text($0.value) }.joined(separator: ", ") + ")"
  }

  /// What is wrong with the `given` widths, in order: each that is not a finite width of 0 or more, then a maximum
  /// below a finite minimum or ideal.
  static func problems(_ given: [(label: String, value: CGFloat)]) -> [String] {
    let finite = given.filter { $0.value.isFinite && $0.value >= 0 }
    let below = finite.first { $0.label == "max" }.flatMap { maximum in
      finite.first { $0.label != "max" && $0.value > maximum.value }.map { "max \(text(maximum.value)) is below \($0.label) \(text($0.value))" }
    }
    return given.filter { !($0.value.isFinite && $0.value >= 0) }.map { "\($0.label.isEmpty ? "width" : $0.label) \(text($0.value)) is not a finite width of 0 or more" }
      + (below.map { [$0 + ", contradictory constraints"] } ?? [])
  }

  /// Names the widths of `name` no layout could use; `drawn` says why nothing changes in a still. A still draws neither
  /// a split view's columns side by side (cells are compact iPhones, where a split view collapses) nor an inspector (a
  /// sheet there), so these widths change nothing drawn.
  static func report(_ name: String, min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil, fixed: CGFloat? = nil, drawn: String) {
    guard ResolveIssues.sink != nil else { return }
    let named: [(label: String, value: CGFloat?)] = [("", fixed), ("min", min), ("ideal", ideal), ("max", max)]
    let given = named.compactMap { label, value in value.map { (label: label, value: $0) } }
    let found = problems(given)
    guard !found.isEmpty else { return }
    ResolveIssues.report(ResolveIssue(.invalidNumber, call(name, given) + ": " + found.joined(separator: "; ") + " (\(drawn), so nothing "
      + "changes here). Give finite widths of 0 or more, the maximum not below the others"))
  }

  static let splitView = "a split view on an iPhone collapses into one column"
  static let inspector = "an inspector on an iPhone is a sheet, which a still does not draw"

  private static func text(_ value: CGFloat) -> String { NumberText.describe(Double(value)) }
}
