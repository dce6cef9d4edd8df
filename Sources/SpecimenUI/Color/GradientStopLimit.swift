import Foundation

/// The named limit on how many stops a gradient is drawn with.
///
/// Cairo adds a gradient's stops one at a time, each insertion scanning the stops already added, so the time grows with
/// the square of the count: a `LinearGradient` of 100 000 colors took 11 s to draw (debug), an `AngularGradient` of as
/// many 7 s (every wedge of its mesh searched every stop). A gradient with more stops than `maxStops` is drawn with an
/// evenly spaced selection of them, its first and last always kept, and reported; no screen shows 4 096 color bands
/// in one gradient, and real styles use a handful.
package enum GradientStopLimit {
  /// The most stops a gradient is drawn with: 4 096.
  package static let maxStops = 4_096

  /// `stops` (sorted by location), or every k-th of them and the last when there are more than `maxStops`, reported.
  package static func kept<T>(_ stops: [T]) -> [T] {
    guard stops.count > maxStops else { return stops }
    let step = (stops.count + maxStops - 3) / (maxStops - 2)
    var kept = Swift.stride(from: 0, to: stops.count - 1, by: step).map { stops[$0] }
    kept.append(stops[stops.count - 1])
    ResolveIssues.report(ResolveIssue(.invalidNumber, "a gradient of \(stops.count) stops has more than GradientStopLimit.maxStops "
      + "(\(maxStops)); drawn with one stop in every \(step) and the last (\(kept.count) stops). Give the gradient fewer stops"))
    return kept
  }
}
