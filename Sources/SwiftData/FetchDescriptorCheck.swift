import Foundation

/// A fetch descriptor's limit and offset, checked where a fetch made while a view is drawn reads them. Apple's
/// `fetchLimit` is "the maximum number of models the fetch can return", and its documentation adds "Use `nil` to tell
/// the fetch to return all models of the associated type, not `0`": a limit of 0 fetches no model, so a `@Query` over
/// it draws no row, which is named with the fix. A negative limit or offset is no count Apple documents; it is read as
/// none (nil), as a fetch outside a render reads it, and named.
enum FetchDescriptorCheck {
  /// Names the limit or offset of `descriptor` that a fetch of `T` cannot use as written (outside a render, nothing).
  static func check<T>(_ descriptor: FetchDescriptor<T>) {
    let name = "FetchDescriptor<\(T.self)>"
    if descriptor.fetchLimit == 0 {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(name).fetchLimit 0 fetches no model (Apple: \"Use nil to tell the fetch "
        + "to return all models of the associated type, not 0\"), so nothing the fetch finds is drawn. Give nil for every model, or "
        + "the most models to draw"))
    }
    for (property, value, none) in [("fetchLimit", descriptor.fetchLimit, "no limit"), ("fetchOffset", descriptor.fetchOffset, "no offset")] {
      guard let value, value < 0 else { continue }
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(name).\(property) \(value) is not a count of models; read as nil (\(none)). "
        + "Give nil or a count of 0 or more"))
    }
  }
}
