import Foundation

/// The most options a row of side-by-side controls draws: a segmented or palette picker's segments, a
/// control group's controls. Past it the first `limit` are drawn and a warning names the control and the fix.
///
/// iOS has no such limit, but it shares the width equally: 10 000 segments across a 361-pt row are 0.04 pt
/// each, nothing a screen shows, and laying each one out cost 0.6 ms (a 10 000-segment picker took 6.4 s in
/// a debug build; 2 000 buttons in a control group 2.5 s). At 100 a segment is 3.6 pt wide.
enum SideBySideLimit {
  static let limit = 100

  /// The first `limit` of `items`, reporting `control` when there are more.
  static func capped<T>(_ items: [T], control: String, fix: String) -> [T] {
    guard items.count > limit else { return items }
    // A ForEach lists at most ViewCount.limit + 1 subviews, so a longer list is counted as more than the limit.
    let count = items.count > ViewCount.limit ? "more than \(ViewCount.limit)" : "\(items.count)"
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(control) has \(count) options side by side, more than "
      + "SideBySideLimit.limit (\(limit)), each narrower than a point; the first \(limit) are drawn. \(fix)"))
    return Array(items.prefix(limit))
  }
}
