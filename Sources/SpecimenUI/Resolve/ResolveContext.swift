import Foundation

/// Resolves views into `ResolvedNode`s in one environment.
///
/// Every `body` and style `makeBody` is evaluated with `EnvironmentValues.current` set
/// to this context's environment, so `@Environment` reads the right values.
public struct ResolveContext: Sendable {
  /// The environment the views are resolved in.
  public var environment: EnvironmentValues
  /// How many views deep this context resolves, checked against `ViewDepth.limit`.
  package var depth = 0
  /// What this resolve ran into (a tree cut at the depth limit); shared by the contexts made from this one.
  package let report = ResolveReport()
  /// What is making the views resolved in this context, named by `ViewCountError` if they pass `ViewCount.limit`.
  package var countCause: ViewCountCause?
  /// How many elements a `ForEach` resolved in this context builds: `LazyContent.limit` directly inside a lazy
  /// container (through groups, modifiers and custom views' bodies), nil elsewhere.
  package var lazyElementLimit: Int?
  /// The axes along which a scroll view around this context scrolls (a lazy container outside one shows every row).
  package var scrollAxes: Axis.Set = []

  public init(environment: EnvironmentValues = EnvironmentValues()) {
    self.environment = environment
  }

  /// This context inside a scroll view that scrolls along `axes`.
  package func scrolling(_ axes: Axis.Set) -> ResolveContext {
    var copy = self
    copy.scrollAxes.formUnion(axes)
    return copy
  }

  /// This context with the environment changed by `change`.
  package func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var copy = self
    change(&copy.environment)
    return copy
  }

  /// Resolves `view` into one node; the outermost call stamps the pass's `ResolveIssue`s on the node it returns.
  public func resolve<V: View>(_ view: V) -> ResolvedNode {
    // What a view's `init()` sets on a UIKit appearance proxy reaches the bars drawn after it in this pass only.
    guard UIAppearanceStore.current === report.appearances else {
      return UIAppearanceStore.$current.withValue(report.appearances) { resolve(view) }
    }
    guard ResolveIssues.sink != nil else {
      let sink = ResolveIssueSink()
      let node = MainActorBridge.withRenderIsolation {
        ResolveIssues.$sink.withValue(sink) { UIGraphicsContextStack.balanced { resolve(view) } }
      }
      node.recordIssues(sink.issues)
      report.failure = sink.issues.first { $0.kind == .missingEnvironmentObject }
      return node
    }
    guard depth < ViewDepth.limit else { return depthLimitNode() }
    report.views += 1
    guard report.views <= ViewCount.limit else {
      if !report.countExceeded { report.countCause = countCause }
      report.countExceeded = true
      return ResolvedNode(.empty, type: "ViewCountLimit")
    }
    var inner = self
    inner.depth += 1
    if let primitive = view as? any PrimitiveView {
      // A lazy container's limit reaches the ForEach in its content (through groups, modifiers and custom views'
      // bodies), not one inside a row (a stack, a shape, a control).
      if inner.lazyElementLimit != nil, !(view is any MultiView) { inner.lazyElementLimit = nil }
      let node = primitive.makeNode(in: inner)
      node.adoptLayoutDirection(environment.layoutDirection)
      return node
    }
    guard !EnvironmentObjectCheck.failIfMissing(view, environment: environment) else {
      return ResolvedNode(.empty, type: "MissingEnvironmentObject")
    }
    return inner.resolve(Self.checkedBody(of: view, in: environment))
  }

  /// `view.body` evaluated as every body is resolved: in `environment`, on this thread as main-actor code
  /// (`MainActorBridge`), with a state write during it and an observation loop named (`StateWriteCheck`,
  /// `ObservationLoopCheck`).
  package static func checkedBody<V: View>(of view: V, in environment: EnvironmentValues) -> V.Body {
    nonisolated(unsafe) let view = view
    return ObservationLoopCheck.evaluate(V.self) {
      StateWriteCheck.evaluate(.body(V.self)) { evaluate({ view.body }, in: environment) }
    }
  }

  /// Whether this resolve cut a subtree at `ViewDepth.limit`; the caller fails the render with `ViewDepthError`.
  public var depthLimitExceeded: Bool { report.depthExceeded }

  /// Whether this resolve stopped at `ViewCount.limit`; the caller fails the render with `ViewCountError`.
  public var viewCountExceeded: Bool { report.countExceeded }

  /// The error for a resolve that stopped at `ViewCount.limit`, naming what made the views when that is known.
  public var viewCountError: ViewCountError { ViewCountError(cause: report.countCause) }

  /// The issue that fails this render (an environment object no view supplied), or nil.
  public var renderFailure: ResolveIssue? { report.failure }

  /// The empty node that stands for a subtree beyond the depth limit.
  private func depthLimitNode() -> ResolvedNode {
    report.depthExceeded = true
    return ResolvedNode(.empty, type: "DepthLimit")
  }

  /// Resolves `view` into the list of views a container sees (groups spread out).
  package func resolveChildren<V: View>(_ view: V) -> [ResolvedNode] {
    if let multi = view as? any MultiView {
      guard depth < ViewDepth.limit else { return [depthLimitNode()] }
      var inner = self
      inner.depth += 1
      let nodes = multi.makeChildren(in: inner)
      for node in nodes { node.adoptLayoutDirection(environment.layoutDirection) }
      return nodes
    }
    return resolve(view).flattenedForContainer
  }

  /// Evaluates `body` (a view's `body`, a style's `makeBody`: main-actor-isolated, as in SwiftUI)
  /// with this context's environment as the current one, on this thread (`MainActorBridge`).
  package func evaluate<T>(_ body: @MainActor () -> T) -> T { Self.evaluate(body, in: environment) }

  /// Evaluates `body` with `environment` as the current one, on this thread (`MainActorBridge`).
  package static func evaluate<T>(_ body: @MainActor () -> T, in environment: EnvironmentValues) -> T {
    EnvironmentValues.$current.withValue(environment) { MainActorBridge.call(body) }
  }
}
