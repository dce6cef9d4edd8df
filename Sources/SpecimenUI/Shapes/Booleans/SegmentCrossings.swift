import Foundation

/// Counts where the segments of flattened outlines cross one another, up to a limit.
///
/// The overlay's work and memory grow with the crossings: outlines that cross themselves everywhere
/// (a star polygon of 4 000 points crosses itself about four million times) split into millions of
/// faces, which took GEOS minutes and more than 13 GB. So `RegionOverlay` counts them first, with a
/// sweep along x that compares only segments whose extents overlap, and stops at the limit.
enum SegmentCrossings {
  private struct Segment {
    var a: CGPoint, b: CGPoint
    var minX: CGFloat, maxX: CGFloat, minY: CGFloat, maxY: CGFloat
    init(_ a: CGPoint, _ b: CGPoint) {
      self.a = a; self.b = b
      minX = min(a.x, b.x); maxX = max(a.x, b.x); minY = min(a.y, b.y); maxY = max(a.y, b.y)
    }
  }

  /// Whether the segments of `subpaths` (each closed back to its start when `closing`) cross one another
  /// more than `limit` times. Segments that only touch, or lie along one another, do not count.
  static func exceed(_ limit: Int, in subpaths: [FlatSubpath], closing: (FlatSubpath) -> Bool) -> Bool {
    var segments: [Segment] = []
    for subpath in subpaths where subpath.points.count > 1 {
      let points = subpath.points
      for (a, b) in zip(points, points.dropFirst()) { segments.append(Segment(a, b)) }
      if closing(subpath), points.count > 2, let first = points.first, let last = points.last { segments.append(Segment(last, first)) }
    }
    segments.sort { $0.minX < $1.minX }
    var crossings = 0
    for i in segments.indices {
      let s = segments[i]
      var j = i + 1
      while j < segments.count, segments[j].minX <= s.maxX {
        let t = segments[j]
        j += 1
        guard t.minY <= s.maxY, s.minY <= t.maxY, cross(s, t) else { continue }
        crossings += 1
        if crossings > limit { return true }
      }
    }
    return false
  }

  /// Whether two segments cross at a point inside both (each one's ends strictly on either side of the other).
  private static func cross(_ s: Segment, _ t: Segment) -> Bool {
    let side = FlatSubpath.side
    let d1 = side(s.a, s.b, t.a), d2 = side(s.a, s.b, t.b)
    guard (d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0) else { return false }
    let d3 = side(t.a, t.b, s.a), d4 = side(t.a, t.b, s.b)
    return (d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)
  }
}
