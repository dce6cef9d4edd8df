import Foundation

/// A modifier that you apply to a view or another view modifier, producing a different version of the original value.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view representing the body.
  associatedtype Body: View
  /// Gets the current body of the caller.
  @ViewBuilder func body(content: Content) -> Body
  /// The content view type passed to `body()`.
  typealias Content = _ViewModifier_Content<Self>
}

/// The content a `ViewModifier`'s body receives: the view the modifier was applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView, MultiView {
  let content: any View
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode { context.resolve(content) }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(content) }
}

/// A built-in modifier that the resolver applies directly.
package protocol PrimitiveModifier {
  /// Resolves `content` with this modifier applied, as the list of views a container sees.
  func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode]
}

/// A value with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView, MultiView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    ResolvedNode.group(makeChildren(in: context))
  }

  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] {
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.makeNodes(content: content, in: context)
    }
    guard !EnvironmentObjectCheck.failIfMissing(modifier, environment: context.environment) else { return [] }
    nonisolated(unsafe) let (modifier, content) = (modifier, content)
    let body = context.evaluate { modifier.body(content: _ViewModifier_Content<Modifier>(content: content)) }
    return context.resolveChildren(body)
  }
}

nonisolated extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never { primitiveBody(Self.self) }
}

nonisolated extension View {
  /// Applies a modifier to a view and returns a new view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A primitive modifier that changes the environment of its content.
nonisolated public struct _EnvironmentModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let change: (inout EnvironmentValues) -> Void
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    context.with(change).resolveChildren(content)
  }
}

/// A primitive modifier that wraps its content in one layout or effect node.
nonisolated public struct _NodeModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let wrap: (ResolvedNode, ResolveContext) -> ResolvedNode
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    // Like SwiftUI, a modifier on a group applies to each of its views.
    context.resolveChildren(content).map { wrap($0, context) }
  }
}

/// A primitive modifier that puts a secondary view behind, over or as a mask of its content.
nonisolated public struct _SecondaryModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  enum Role { case background, overlay, mask }
  let role: Role
  let alignment: Alignment
  let secondary: (ResolveContext) -> ResolvedNode
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    context.resolveChildren(content).map { primary in
      let second = secondary(context)
      switch role {
      case .background: return ResolvedNode(.background(alignment), type: "background", children: [primary, second])
      case .overlay: return ResolvedNode(.overlay(alignment), type: "overlay", children: [primary, second])
      case .mask: return ResolvedNode(.mask(alignment), type: "mask", children: [primary, second])
      }
    }
  }
}

nonisolated extension View {
  /// Wraps this view in one node made by `wrap`.
  package func node(_ wrap: @escaping (ResolvedNode, ResolveContext) -> ResolvedNode) -> ModifiedContent<Self, _NodeModifier> {
    modifier(_NodeModifier(wrap: wrap))
  }

  /// Wraps this view in a node of `kind` named `type`.
  package func node(_ kind: ResolvedNode.Kind, type: String) -> ModifiedContent<Self, _NodeModifier> {
    node { child, _ in
      kind.reportUnusableLayoutArguments()
      return ResolvedNode(kind, type: type, children: [child])
    }
  }

  /// Changes the environment of this view.
  package func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
    modifier(_EnvironmentModifier(change: change))
  }
}
