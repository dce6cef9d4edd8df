import Foundation

/// The named limit on how deeply views may nest, so a runaway tree fails its cell instead of overflowing the stack.
///
/// Resolving, laying out and drawing each walk the tree recursively, a few stack frames per view.
/// A tree built in a loop (3 000 nested `.padding`, 10 000 nested stacks) would overflow a thread's
/// stack and end the whole run. Resolve counts the depth of every view (each `body`, modifier and
/// container is one level) and cuts the tree at `limit`: the cell then fails with `ViewDepthError`,
/// which names the limit and how to raise it. Renders run on threads with stacks sized for the limit
/// (`ViewDepth.stackBytes`). Real component styles nest a few dozen levels deep.
public enum ViewDepth {
  /// The deepest view nesting resolved: 2 000, or `SPECIMEN_MAX_VIEW_DEPTH` (at most 100 000).
  public static let limit: Int = {
    guard let text = ProcessInfo.processInfo.environment[environmentVariable], let n = Int(text), n > 0 else { return 2_000 }
    return min(n, 100_000)
  }()

  /// The environment variable that raises or lowers `limit`.
  public static let environmentVariable = "SPECIMEN_MAX_VIEW_DEPTH"

  /// The stack size render threads get: 64 KiB per allowed level (debug builds use about 20 KiB per
  /// level across resolve, layout, paint and the semantic snapshot), at least 16 MiB. Only touched pages cost memory.
  public static var stackBytes: Int { max(16 << 20, limit * (64 << 10)) }
}

/// A view tree deeper than `ViewDepth.limit`.
public struct ViewDepthError: Error, Equatable, CustomStringConvertible {
  public init() {}
  public var description: String {
    "the view nests more than \(ViewDepth.limit) views deep (ViewDepth.limit); flatten it (e.g. a ForEach instead of "
      + "nested stacks or modifiers applied in a loop) or raise the limit with \(ViewDepth.environmentVariable)=N"
  }
}

/// What resolving one tree ran into, shared by every context made from the root one (one resolve runs on one thread).
package final class ResolveReport: @unchecked Sendable {
  /// Whether a subtree was cut at `ViewDepth.limit`.
  package var depthExceeded = false
  /// How many views this resolve has evaluated, checked against `ViewCount.limit`.
  package var views = 0
  /// Whether the resolve stopped at `ViewCount.limit`.
  package var countExceeded = false
  /// What was making views when the resolve stopped at `ViewCount.limit` (`ResolveContext.countCause`).
  package var countCause: ViewCountCause?
  /// The first issue that fails the render (`ResolveIssue.Kind.missingEnvironmentObject`).
  package var failure: ResolveIssue?
  /// Whether a `ForEach` in a lazy container stopped at `LazyContent.limit` (read and reset by `LazyContent.resolve`).
  package var lazyElementsCut = false
  /// The UIKit appearance proxies code asked for during this pass (`UIAppearanceStore`).
  package let appearances = UIAppearanceStore()
  package init() {}
}
