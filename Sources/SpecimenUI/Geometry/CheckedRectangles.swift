import Foundation

// Foundation's `CGRect.intersection(_:)` and `intersects(_:)` trap on Linux when either rectangle has a NaN
// origin or size, or a size of −∞ (its edges then meet as ∞ − ∞). A trap ends every cell of a run, and layout
// can make such rectangles from a user's numbers (a `safeAreaInset` 1e300 pt tall under infinite padding, inside
// one with −1e300 spacing, gave safe regions whose edges meet as ∞ − ∞; found by `ViewTreePropertyTests`, reduced
// in `RectangleIntersectionTests`). Specimen's own code intersects rectangles through `checkedIntersection(_:)`
// instead, which answers as Foundation does for every rectangle it accepts and `.null` where Foundation would trap.

extension CGRect {
  /// The overlap of this rectangle and `other`, as `intersection(_:)` gives it (edges that only touch give a
  /// rectangle of zero width or height; rectangles apart give `.null`), but `.null` instead of a trap when an
  /// edge of either is NaN or the overlap's size is not a number.
  package func checkedIntersection(_ other: CGRect) -> CGRect {
    let edges = [minX, minY, maxX, maxY, other.minX, other.minY, other.maxX, other.maxY]
    guard !isNull, !other.isNull, !edges.contains(where: \.isNaN) else { return .null }
    let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
    guard x1 >= x0, y1 >= y0, !(x1 - x0).isNaN, !(y1 - y0).isNaN else { return .null }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether this rectangle and `other` overlap in an area, without `intersects(_:)`'s trap on NaN edges.
  package func checkedIntersects(_ other: CGRect) -> Bool {
    let overlap = checkedIntersection(other)
    return !overlap.isNull && overlap.width > 0 && overlap.height > 0
  }
}
