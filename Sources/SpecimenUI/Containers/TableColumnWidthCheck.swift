import Foundation

/// The widths a `TableColumn` is given, checked where they enter. A table in a compact width (every iPhone render) shows
/// only its first column, full width, so no column width is laid out; a width no regular-width table could lay out
/// either is named with the call as written (what is wrong with it: `ColumnWidthCheck.problems`).
enum TableColumnWidthCheck {
  /// `.width(_:)`: a fixed width, or nil for the default.
  static func fixed(_ width: CGFloat?) {
    guard let width else { return }
    check(".width(\(text(width)))", ColumnWidthCheck.problems([("width", width)]))
  }

  /// `.width(min:ideal:max:)`.
  static func range(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    guard ResolveIssues.sink != nil else { return }
    let named: [(label: String, value: CGFloat?)] = [("min", min), ("ideal", ideal), ("max", max)]
    let given = named.compactMap { label, value in value.map { (label: label, value: $0) } }
    check(ColumnWidthCheck.call("width", given), ColumnWidthCheck.problems(given))
  }

  private static func check(_ call: String, _ problems: [String]) {
    guard ResolveIssues.sink != nil, !problems.isEmpty else { return }
    LayoutArgumentCheck.report("TableColumn \(call): " + problems.joined(separator: "; ") + "; not laid out, as a table in a compact "
      + "width shows only its first column, full width. Give finite widths of 0 or more, the maximum not below the others")
  }

  private static func text(_ value: CGFloat) -> String { NumberText.describe(Double(value)) }
}
