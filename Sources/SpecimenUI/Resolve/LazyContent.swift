import Foundation

/// The named limit on how many elements of each `ForEach` a lazy container builds (`LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`, `List`, `Form`); a `Section` element's rows count against
/// the `ForEach` that made the section (`ForEach.makeChildren`).
///
/// iOS makes a lazy container's rows as they scroll into view, so `LazyVStack { ForEach(0..<Int.max) { … } }` draws its
/// first screen. A still shows that one screen, and `limit` elements are longer than any canvas (at the default 8 pt
/// between rows, 16 000 pt; a list row is at least 44 pt), so a lazy container builds a `ForEach`'s first `limit`
/// elements and draws what iOS draws, where building every one would pass `ViewCount.limit`. Rows under 8 pt with no
/// spacing could leave the end of a tall canvas empty. A container outside a scroll view along its axis (as long as all
/// its rows) or one that starts scrolled past its start (`.defaultScrollAnchor(.bottom)`) would show rows it did not
/// build, so there the cell warns, naming the container.
public enum LazyContent {
  /// The most elements of one `ForEach` a lazy container builds: 2 000.
  public static let limit = 2_000

  /// The limit a `List` or `Form` puts on the `ForEach`es whose rows it lists (nil: none).
  @TaskLocal static var listedElements: Int?

  /// Resolves a lazy container named `container`, scrolling along `axis`, with `make`, which resolves its content in the
  /// context it is given: each `ForEach` directly inside builds its first `limit` elements.
  static func resolve(_ container: String, axis: Axis, in context: ResolveContext, _ make: (ResolveContext) -> ResolvedNode) -> ResolvedNode {
    var lazy = context
    lazy.lazyElementLimit = limit
    let cutBefore = context.report.lazyElementsCut
    context.report.lazyElementsCut = false
    let node = make(lazy)
    let cut = context.report.lazyElementsCut
    context.report.lazyElementsCut = cutBefore || cut
    guard cut else { return node }
    let head = "\(container): a ForEach inside has more than \(limit) elements (LazyContent.limit), and Specimen builds only those for a still image"
    if !context.scrollAxes.contains(axis == .vertical ? .vertical : .horizontal) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, head + ", but outside a scroll view along its axis it is as long as all of "
        + "them; drawn with the first \(limit). Put it in a ScrollView(\(axis == .vertical ? "" : ".horizontal")) or show fewer elements"))
    } else if let anchor = context.environment.scrollAnchors.initialOffset, (axis == .vertical ? anchor.y : anchor.x) > 0 {
      ResolveIssues.report(ResolveIssue(.invalidNumber, head + ", so .defaultScrollAnchor shows the end of the first \(limit), "
        + "not of all of them. Show fewer elements (e.g. the last screenful of the data) or anchor the scroll view at its start"))
    }
    return node
  }
}
