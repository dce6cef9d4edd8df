import Foundation

/// The widths a `TableColumn` is given, checked where they enter. A table in a compact width (every iPhone render) shows
/// only its first column, full width, so no column width is laid out; a width no regular-width table could lay out
/// either is named with the call as written: a NaN, infinite or negative one (SwiftUI's frames warn "invalid frame
/// dimension (negative or non-finite)") or a maximum below the minimum or the ideal (its frames warn "Contradictory
/// frame constraints specified.").
enum TableColumnWidthCheck {
  /// `.width(_:)`: a fixed width, or nil for the default.
  static func fixed(_ width: CGFloat?) {
    guard let width else { return }
    check(".width(\(text(width)))", [("width", width)], contradiction: nil)
  }

  /// `.width(min:ideal:max:)`.
  static func range(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    guard ResolveIssues.sink != nil else { return }
    let named: [(String, CGFloat?)] = [("min", min), ("ideal", ideal), ("max", max)]
    let given: [(String, CGFloat)] = named.compactMap { name, value in value.map { (name, $0) } }
    let call = ".width(" + given.map { "\($0.0): \(text($0.1))" }.joined(separator: ", ") + ")"
    let finite = given.filter { $0.1.isFinite && $0.1 >= 0 }
    let below = finite.first { $0.0 == "max" }.flatMap { maximum in
      finite.first { $0.0 != "max" && $0.1 > maximum.1 }.map { "max \(text(maximum.1)) is below \($0.0) \(text($0.1))" }
    }
    check(call, given, contradiction: below)
  }

  private static func check(_ call: String, _ given: [(String, CGFloat)], contradiction: String?) {
    guard ResolveIssues.sink != nil else { return }
    var problems = given.filter { !($0.1.isFinite && $0.1 >= 0) }.map { "\($0.0) \(text($0.1)) is not a finite width of 0 or more" }
    if let contradiction { problems.append(contradiction + ", contradictory constraints") }
    guard !problems.isEmpty else { return }
    LayoutArgumentCheck.report("TableColumn \(call): " + problems.joined(separator: "; ") + "; not laid out, as a table in a compact "
      + "width shows only its first column, full width. Give finite widths of 0 or more, the maximum not below the others")
  }

  private static func text(_ value: CGFloat) -> String { NumberText.describe(Double(value)) }
}
