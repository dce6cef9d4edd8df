import Foundation

/// The IDs a `ForEach` gave the elements it built, so that an ID given twice is named as SwiftUI's runtime
/// warning names it ("the ID … occurs multiple times within the collection, this will give undefined results!").
/// Every element is still drawn, as on iOS: only updates, animations and state kept per row go wrong there.
struct RepeatedIDs<ID: Hashable> {
  private var seen = Set<ID>()
  private var first: ID?
  private var repeats = 0

  /// Notes the ID of the next element.
  mutating func note(_ id: ID) {
    guard !seen.insert(id).inserted else { return }
    if first == nil { first = id }
    repeats += 1
  }

  /// Reports the first ID that repeated, if one did.
  func report() {
    guard let first else { return }
    let id = String(describing: first)
    let shown = id.count > 60 ? id.prefix(60) + "…" : Substring(id)
    ResolveIssues.report(ResolveIssue(.invalidNumber, "ForEach: the ID \(shown) occurs multiple times within the collection, this will "
      + "give undefined results! (SwiftUI's runtime warning; \(repeats == 1 ? "1 element repeats" : "\(repeats) elements repeat") an earlier ID.) Every "
      + "element is drawn; give each one its own ID (a unique id property, or id: \\.offset over Array(data.enumerated()))"))
  }
}
