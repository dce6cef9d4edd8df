import Foundation

/// An empty, or identity, modifier: its content unchanged.
nonisolated public struct EmptyModifier: ViewModifier, PrimitiveModifier, Sendable {
  public typealias Body = Never
  /// The identity modifier.
  public static let identity = EmptyModifier()
  /// Creates the identity modifier.
  public init() {}
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    context.resolveChildren(content)
  }
}

/// Two modifiers applied one after the other (`first.concat(second)`): the content gets the inner
/// modifier (`content`), then the outer one (`modifier`), as `view.modifier(first).modifier(second)`.
nonisolated extension ModifiedContent: ViewModifier, PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
  package func makeNodes(content view: any View, in context: ResolveContext) -> [ResolvedNode] {
    context.resolveChildren(Self.applying(content, then: modifier, to: view))
  }

  private static func applying<V: View>(_ first: Content, then second: Modifier, to view: V) -> some View {
    view.modifier(first).modifier(second)
  }
}

nonisolated extension ViewModifier {
  /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
  public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// Returns a new version of the modifier that applies `animation` to all animatable values within
  /// it; a still render draws the values the modifier holds, so it is this modifier.
  public func animation(_ animation: Animation?) -> some ViewModifier { self }

  /// Returns a new version of the modifier that applies `transform` to all transactions within it;
  /// nothing animates in a still render, so it is this modifier.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }
}
