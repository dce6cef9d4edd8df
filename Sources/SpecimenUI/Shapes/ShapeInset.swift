import Foundation

/// The rectangle an insettable shape draws in after its inset (`inset(by:)`, or `strokeBorder`'s half line width).
enum ShapeInset {
  /// `rect` inset by `amount` on every side, or nil when nothing is left: `CGRect.insetBy` gives the null rectangle
  /// (at infinity) for an inset deeper than half the shorter side, which drew as a path at infinite coordinates.
  /// When `rect` had room, the inset is named with `shape`, since the border or inset swallowed the whole shape.
  static func rect(_ rect: CGRect, by amount: CGFloat, shape: String) -> CGRect? {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard inner.isNull else { return inner }
    if rect.width > 0, rect.height > 0, amount.isFinite {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(shape): an inset of \(NumberText.describe(Double(amount))) pt (inset(by:), or "
        + "half a strokeBorder's line width) is more than half its \(NumberText.describe(Double(rect.width))) × "
        + "\(NumberText.describe(Double(rect.height)))-pt frame, so no shape is left and nothing is drawn. Give a border or inset "
        + "that leaves room inside the frame"))
    }
    return nil
  }
}
