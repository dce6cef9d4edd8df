import Foundation

/// Resolves views into `ResolvedNode`s in one environment.
///
/// Every `body` and style `makeBody` is evaluated with `EnvironmentValues.current` set
/// to this context's environment, so `@Environment` reads the right values.
public struct ResolveContext: Sendable {
  /// The environment the views are resolved in.
  public var environment: EnvironmentValues

  public init(environment: EnvironmentValues = EnvironmentValues()) {
    self.environment = environment
  }

  /// This context with the environment changed by `change`.
  package func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
    var copy = self
    change(&copy.environment)
    return copy
  }

  /// Resolves `view` into one node.
  public func resolve<V: View>(_ view: V) -> ResolvedNode {
    if let primitive = view as? any PrimitiveView {
      let node = primitive.makeNode(in: self)
      node.adoptLayoutDirection(environment.layoutDirection)
      return node
    }
    let body = EnvironmentValues.$current.withValue(environment) { view.body }
    return resolve(body)
  }

  /// Resolves `view` into the list of views a container sees (groups spread out).
  package func resolveChildren<V: View>(_ view: V) -> [ResolvedNode] {
    if let multi = view as? any MultiView {
      let nodes = multi.makeChildren(in: self)
      for node in nodes { node.adoptLayoutDirection(environment.layoutDirection) }
      return nodes
    }
    return resolve(view).flattenedForContainer
  }

  /// Evaluates `body` with this context's environment as the current one.
  package func evaluate<T>(_ body: () -> T) -> T {
    EnvironmentValues.$current.withValue(environment, operation: body)
  }
}
