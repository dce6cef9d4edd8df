import Foundation

// The numbers that enter with the presentation modifiers: a still draws no sheet, so they change nothing in it, but one
// that is not a usable length (NaN, infinite, negative) is named where the modifier is applied, as other lengths are.

extension PresentationDetent {
  /// The warning for this detent's number when it is not a finite value of 0 or more (nil for the others), said as
  /// `modifier` wrote it.
  func numberIssue(in modifier: String) -> String? {
    let (value, form, example): (CGFloat, String, String)
    switch kind {
    case .fraction(let fraction): (value, form, example) = (fraction, "fraction", ".fraction(0.5)")
    case .height(let height): (value, form, example) = (height, "height", ".height(200)")
    case .medium, .large, .custom: return nil
    }
    guard !value.isFinite || value < 0 else { return nil }
    return "\(modifier): the detent .\(form)(\(NumberText.describe(Double(value)))) is not a finite \(form) of 0 or more, so no sheet "
      + "could rest there (a still draws no sheet, so nothing changes here). Give a \(form) of 0 or more, e.g. \(example)"
  }

  /// Reports the detents among `detents` whose numbers are not usable, in a stable order.
  static func reportUnusable(_ detents: [PresentationDetent], in modifier: String) {
    let issues = detents.compactMap { $0.numberIssue(in: modifier) }
    for issue in Set(issues).sorted() { ResolveIssues.report(ResolveIssue(.invalidNumber, issue)) }
  }
}

/// Reports a `presentationCornerRadius(_:)` that is not a finite radius of 0 or more.
func reportUnusableCornerRadius(_ radius: CGFloat?) {
  guard let radius, !radius.isFinite || radius < 0 else { return }
  ResolveIssues.report(ResolveIssue(.invalidNumber, ".presentationCornerRadius(\(NumberText.describe(Double(radius)))) is not a finite "
    + "radius of 0 or more (a still draws no sheet, so nothing changes here). Give a radius of 0 or more, or nil for the system's"))
}
