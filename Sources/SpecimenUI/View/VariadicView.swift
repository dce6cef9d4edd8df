import Foundation

// SwiftUI's underscored variadic views, the way custom containers were written before iOS 18's
// `Group(subviews:)`: `_VariadicView.Tree(root) { content }` hands the root the views of `content`
// one by one (`_VariadicView.Children`), and the root's `body(children:)` arranges them. The children
// are the content's subviews (`contentSubviews(of:)`), each resolved where the root places it.
//
// A root that is an `_VariadicView_UnaryViewRoot` makes one node of its body, so the tree is one row of
// a `List` or `Form` around it; any other root's body gives the container each of its views. A stack
// flattens a group node, so in a stack the body's views are laid out as the stack's own either way.

/// The namespace of SwiftUI's variadic-view types.
public enum _VariadicView {
  /// A variadic root.
  public typealias Root = _VariadicView_Root
  /// A root that arranges children as views.
  public typealias ViewRoot = _VariadicView_ViewRoot
  /// The children a root receives.
  public typealias Children = _VariadicView_Children
  /// A root whose tree is one view.
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
  /// A root whose tree is as many views as its body.
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot

  /// A root and the content whose views it arranges.
  public struct Tree<Root: _VariadicView_Root, Content> {
    /// The root that arranges the content's views.
    public var root: Root
    /// The content whose views the root receives.
    public var content: Content

    /// Makes a tree of `root` over the views `content` builds.
    public init(_ root: Root, @ViewBuilder content: () -> Content) {
      self.root = root
      self.content = content()
    }
  }
}

/// A type that can arrange the children of a `_VariadicView.Tree`.
public protocol _VariadicView_Root {}

/// A root that arranges its tree's children into a view.
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
  /// The view the root makes of the children.
  associatedtype Body: View
  /// Arranges `children` into a view.
  func body(children: _VariadicView.Children) -> Body
}

extension _VariadicView_ViewRoot where Body == Never {
  /// A root with no body of its own.
  public func body(children: _VariadicView.Children) -> Never { primitiveBody(Self.self) }
}

/// A view root whose tree is one view, whatever its body holds.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A view root whose tree is each view of its body, spread into the container around it.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

nonisolated extension _VariadicView.Tree: View, PrimitiveView, MultiView, SubviewList
where Root: _VariadicView_ViewRoot, Content: View {
  public var body: Never { primitiveBody(Self.self) }

  /// The root's body for the content's views, evaluated in `environment`.
  private func rootBody(in environment: EnvironmentValues) -> Root.Body {
    let children = _VariadicView.Children(of: content)
    return EnvironmentValues.$current.withValue(environment) { root.body(children: children) }
  }

  private var isUnary: Bool { root is any _VariadicView_UnaryViewRoot }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    context.resolve(rootBody(in: context.environment))
  }

  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] {
    isUnary ? [makeNode(in: context)] : context.resolveChildren(rootBody(in: context.environment))
  }

  var subviewList: [ContentSubview] {
    isUnary ? [ContentSubview(view: self, tag: nil)] : contentSubviews(of: rootBody(in: .current))
  }
}

/// The views of a `_VariadicView.Tree`'s content, in order; as a view it draws all of them.
nonisolated public struct _VariadicView_Children: View, RandomAccessCollection, PrimitiveView, MultiView {
  /// One view of the content, which the root places where it likes.
  nonisolated public struct Element: View, PrimitiveView, Identifiable {
    let subview: Subview
    private var overrides: [ObjectIdentifier: Any] = [:]

    init(_ subview: Subview) { self.subview = subview }

    /// The child's identity: its position and its tag or `ForEach` id.
    public var id: AnyHashable { AnyHashable(subview.id) }

    /// The child's `ForEach` id or tag, if it is an `ID`.
    public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? { subview.id.tag?.base as? ID }

    /// The value the child's modifiers set for `key` (`_trait(_:_:)`), or its default.
    public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
      get { storedValue(overrides[ObjectIdentifier(key)], or: subview.containerValues.trait(key)) }
      set { overrides[ObjectIdentifier(key)] = newValue }
    }

    public var body: Never { primitiveBody(Self.self) }
    package func makeNode(in context: ResolveContext) -> ResolvedNode { subview.makeNode(in: context) }
  }

  let elements: [Element]

  init(of content: any View) {
    elements = SubviewsCollection(of: content).map(Element.init)
  }

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Element { elements[position] }
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode { ResolvedNode.group(makeChildren(in: context)) }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { elements.flatMap { context.resolveChildren($0) } }
}

nonisolated extension _VariadicView_Children: SubviewList {
  var subviewList: [ContentSubview] { elements.map { ContentSubview(view: $0, tag: $0.subview.id.tag) } }
}

/// A key for a value a view's modifiers give the variadic root that holds it (`_trait(_:_:)`).
public protocol _ViewTraitKey {
  /// The value's type.
  associatedtype Value
  /// The value when the view sets none.
  static var defaultValue: Value { get }
}

/// The modifier behind `_trait(_:_:)`: it draws nothing and sets a trait its variadic root reads.
nonisolated public struct _TraitWritingModifier<Trait: _ViewTraitKey>: ViewModifier, PrimitiveModifier, ContainerValueSetter {
  public typealias Body = Never
  let value: Trait.Value
  func apply(to values: inout ContainerValues) { values.setTrait(Trait.self, value) }
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(content) }
}

nonisolated extension View {
  /// Sets the value of a trait that the variadic root holding this view reads from its child.
  public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
    modifier(_TraitWritingModifier<K>(value: value))
  }
}
