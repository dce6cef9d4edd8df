import Foundation

/// A type that represents part of your app's user interface.
///
/// Compose a view from other views in `body`. Primitive views (text, shapes, stacks,
/// modifiers) have `Body == Never`; the resolver turns them into `ResolvedNode`s.
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder var body: Self.Body { get }
}

nonisolated extension Never: View {
  public typealias Body = Never
  nonisolated public var body: Never { fatalError("Never has no body") }
}

/// Called by the `body` of primitive views, which are resolved directly and never asked for a body.
package func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is a primitive view; its body is never evaluated")
}

/// A primitive view: one the resolver turns into a node without asking for its body.
package protocol PrimitiveView {
  /// Makes this view's node in `context`.
  func makeNode(in context: ResolveContext) -> ResolvedNode
}

/// A view that contributes several views to its parent (TupleView, Group, ForEach, Optional …).
package protocol MultiView {
  /// The views this one stands for, in order, each resolved in `context`.
  func makeChildren(in context: ResolveContext) -> [ResolvedNode]
}

/// A view that doesn't contain any content.
nonisolated public struct EmptyView: View, PrimitiveView, MultiView {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode { ResolvedNode(.empty, type: "EmptyView") }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { [] }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView, MultiView {
  let view: any View
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView { self.view = erased.view } else { self.view = view }
  }
  public init<V: View>(erasing view: V) { self.init(view) }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode { context.resolve(view) }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(view) }
}

/// A view created from a swift tuple of view values.
nonisolated public struct TupleView<T>: View, PrimitiveView, MultiView {
  public var value: T
  let elements: [any View]

  public init(_ value: T) {
    self.value = value
    self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  package init(value: T, elements: [any View]) {
    self.value = value
    self.elements = elements
  }

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    ResolvedNode.group(makeChildren(in: context))
  }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] {
    elements.flatMap { context.resolveChildren($0) }
  }
}

/// A type that collects multiple instances of a content type into a single unit.
nonisolated public struct Group<Content: View>: View, PrimitiveView, MultiView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode { ResolvedNode.group(makeChildren(in: context)) }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(content) }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    switch self {
    case .some(let view): return context.resolve(view)
    case .none: return ResolvedNode(.empty, type: "EmptyView")
    }
  }
}

extension Optional: MultiView where Wrapped: View {
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] {
    switch self {
    case .some(let view): return context.resolveChildren(view)
    case .none: return []
    }
  }
}

/// Content chosen by an `if`/`else` or `switch` in a view builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView, MultiView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    switch storage {
    case .trueContent(let v): return context.resolve(v)
    case .falseContent(let v): return context.resolve(v)
    }
  }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] {
    switch storage {
    case .trueContent(let v): return context.resolveChildren(v)
    case .falseContent(let v): return context.resolveChildren(v)
    }
  }
}

/// A type-erased part of a style configuration (a label, a title, some content) that stands for the view it wraps.
package protocol ErasedContentView: PrimitiveView, MultiView {
  /// The wrapped view.
  var content: AnyView { get }
}

extension ErasedContentView {
  package func makeNode(in context: ResolveContext) -> ResolvedNode { context.resolve(content) }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(content) }
}
