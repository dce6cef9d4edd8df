import Foundation
import SpecimenDraw

/// Transforms nested directly in one another, drawn as their product when one alone is past the limits.
///
/// `.scaleEffect(1e9).scaleEffect(1e-9)` makes two transform groups, one inside the other: each alone is refused (a factor
/// over `RenderLimits.maxEffectScale`, an area factor under `RenderLimits.minEffectDeterminant`), and the outer one drew
/// nothing and said nothing, though together they are the identity and iOS draws the view as it is. The product is what
/// Cairo would be given, so when it is within the limits the chain draws as that one transform.
enum TransformChain {
  /// The product of `outer` and the transforms nested alone inside it, and the items inside the last of them, at the
  /// first depth where the product is within the limits; nil when it never is.
  static func folded(_ outer: [Double], _ items: [DisplayItem]) -> (matrix: [Double], items: [DisplayItem])? {
    var matrix = outer, items = items
    while items.count == 1, case .group(let inner) = items[0], case .transform(let m) = inner.effect, m.count == 6 {
      matrix = product(matrix, m)
      items = inner.items
      if isDrawable(matrix) { return (matrix, items) }
    }
    return nil
  }

  /// `outer` after `inner` (a point is moved by `inner`, then by `outer`), as Cairo's [xx, yx, xy, yy, x0, y0].
  static func product(_ outer: [Double], _ inner: [Double]) -> [Double] {
    let (a, b, c, d, tx, ty) = (outer[0], outer[1], outer[2], outer[3], outer[4], outer[5])
    return [a * inner[0] + c * inner[1], b * inner[0] + d * inner[1],
            a * inner[2] + c * inner[3], b * inner[2] + d * inner[3],
            a * inner[4] + c * inner[5] + tx, b * inner[4] + d * inner[5] + ty]
  }

  /// Whether `m` is finite with its factors within `maxEffectScale` and its area factor at least `minEffectDeterminant`.
  static func isDrawable(_ m: [Double]) -> Bool {
    m.allSatisfy(\.isFinite) && m.prefix(4).allSatisfy { abs($0) <= RenderLimits.maxEffectScale }
      && abs(m[0] * m[3] - m[1] * m[2]) >= RenderLimits.minEffectDeterminant
  }
}
