import Foundation

// iOS 18's subview API for custom containers: `Group(subviews:transform:)` and
// `ForEach(subviews:content:)` hand a container the views of its content one by one, each
// drawn where the container places it (in that place's environment), with the container values
// its modifiers set.

/// One view of a container's content.
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
  /// The identity of a subview: its position in the content and its tag or `ForEach` id.
  public struct ID: Hashable, @unchecked Sendable {
    let index: Int
    let tag: AnyHashable?
  }

  let content: ContentSubview
  /// The subview's identity.
  public let id: ID

  init(_ content: ContentSubview, index: Int) {
    self.content = content
    id = ID(index: index, tag: content.tag)
  }

  /// The container values this subview's modifiers set (`containerValue(_:_:)`).
  public var containerValues: ContainerValues {
    var values = ContainerValues()
    applyContainerValues(of: content.view, to: &values)
    return values
  }

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode { context.resolve(content.view) }
}

/// Subviews in a row, drawn one after another when used as a view (`SubviewsCollection` and its slices).
protocol SubviewRun: RandomAccessCollection, PrimitiveView, MultiView where Element == Subview, Index == Int {}

extension SubviewRun {
  package func makeNode(in context: ResolveContext) -> ResolvedNode { ResolvedNode.group(makeChildren(in: context)) }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] { flatMap { context.resolveChildren($0) } }
}

/// The subviews of a container's content, in order; as a view it draws all of them.
nonisolated public struct SubviewsCollection: View, SubviewRun {
  let elements: [Subview]

  init(of content: any View) {
    elements = contentSubviews(of: content).enumerated().map { Subview($1, index: $0) }
  }

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Subview { elements[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements[bounds]) }
  public var body: Never { primitiveBody(Self.self) }
}

/// A slice of a `SubviewsCollection` (`subviews.prefix(3)`, `subviews[1...]`); as a view it draws its subviews.
nonisolated public struct SubviewsCollectionSlice: View, SubviewRun {
  let elements: ArraySlice<Subview>

  init(_ elements: ArraySlice<Subview>) { self.elements = elements }

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public subscript(position: Int) -> Subview { elements[position] }
  public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(elements[bounds]) }
  public var body: Never { primitiveBody(Self.self) }
}

/// The content of `Group(subviews:transform:)`: the transform's result for the base view's subviews.
nonisolated public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView, MultiView {
  let base: Subviews
  let transform: (SubviewsCollection) -> Content

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode { ResolvedNode.group(makeChildren(in: context)) }
  package func makeChildren(in context: ResolveContext) -> [ResolvedNode] {
    let collection = SubviewsCollection(of: base)
    // The transform reads the enclosing view's environment properties when it runs.
    let result = EnvironmentValues.$current.withValue(context.environment) { transform(collection) }
    return context.resolveChildren(result)
  }
}

extension Group {
  /// Makes a view from the subviews of `view`: `transform` receives them as a collection.
  public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
  where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(base: view, transform: transform) }
  }
}

extension ForEach where Data == SubviewsCollection, ID == Subview.ID, Content: View {
  /// Makes a view for each subview of `view`.
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content) {
    self.init(SubviewsCollection(of: view), id: \.id, content: content)
  }
}

/// A key for a value a view passes up to the container that holds it (`containerValue(_:_:)`).
public protocol ContainerValueKey {
  /// The value's type.
  associatedtype Value
  /// The value when the view sets none.
  static var defaultValue: Value { get }
}

/// The values a subview's modifiers set for its container.
public struct ContainerValues {
  private var values: [ObjectIdentifier: Any] = [:]
  /// The value of the subview's `.tag(_:)`, as it was given.
  var tagValue: Any?
  public init() {}

  /// The subview's tag (iOS 18), if it has one of type `V` (a tag of `V?` holding a value also
  /// reads as `V`).
  public func tag<V: Hashable>(for type: V.Type) -> V? { tagValue.flatMap { $0 as? V } }

  /// Whether the subview's tag is `tag` (iOS 18).
  public func hasTag<V: Hashable>(_ tag: V) -> Bool { self.tag(for: V.self) == tag }

  /// The value for `key`, or its default.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { storedValue(values[ObjectIdentifier(key)], or: Key.defaultValue) }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The value a `_trait(_:_:)` modifier set for `key`, or its default (a variadic child's trait).
  func trait<Key: _ViewTraitKey>(_ key: Key.Type) -> Key.Value { storedValue(traits[ObjectIdentifier(key)], or: Key.defaultValue) }

  mutating func setTrait<Key: _ViewTraitKey>(_ key: Key.Type, _ value: Key.Value) { traits[ObjectIdentifier(key)] = value }

  private var traits: [ObjectIdentifier: Any] = [:]
}

/// The modifier behind `containerValue(_:_:)`: it draws nothing and sets a value the container reads.
nonisolated public struct _ContainerValueModifier<Value>: ViewModifier, PrimitiveModifier, ContainerValueSetter {
  public typealias Body = Never
  let keyPath: WritableKeyPath<ContainerValues, Value>
  let value: Value
  func apply(to values: inout ContainerValues) { values[keyPath: keyPath] = value }
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(content) }
}

/// A modifier that sets a container value.
protocol ContainerValueSetter {
  func apply(to values: inout ContainerValues)
}

/// Applies the container values of `view`'s modifiers, innermost first so outer ones win.
private func applyContainerValues(of view: any View, to values: inout ContainerValues) {
  guard let modified = view as? any ModifiedContentProtocol else { return }
  applyContainerValues(of: modified.anyContent, to: &values)
  (modified.anyModifier as? any ContainerValueSetter)?.apply(to: &values)
}

/// A `ModifiedContent` seen without its type parameters.
private protocol ModifiedContentProtocol {
  var anyContent: any View { get }
  var anyModifier: Any { get }
}

extension ModifiedContent: ModifiedContentProtocol where Content: View {
  fileprivate var anyContent: any View { content }
  fileprivate var anyModifier: Any { modifier }
}

nonisolated extension View {
  /// Sets a container value for this view, which the container holding it reads from its subview.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
    modifier(_ContainerValueModifier(keyPath: keyPath, value: value))
  }
}
