import Foundation

/// One view of a container's content, not yet resolved, with the tag that `.tag(_:)` or a `ForEach` gave it.
///
/// Form and Section rows, ControlGroup items and Picker options treat each view of their
/// content separately. `contentSubviews(of:)` lists those views by looking through `TupleView`,
/// `Group`, `ForEach`, `Optional`, `if`/`else`, `AnyView` and the style configurations'
/// type-erased content — without resolving anything — so each one is resolved later in the
/// environment its container gives it, and a Picker can read each option's tag. A modifier on
/// several views applies to each of them, as SwiftUI spreads it: `ForEach { … }.listRowSeparator(.hidden)`
/// hides every row's separator, and `Group { … }.padding()` pads each view.
nonisolated struct ContentSubview: View, PrimitiveView, MultiView {
  /// The view itself.
  let view: any View
  /// The view's tag: its outermost `.tag(_:)`, else the id a `ForEach` gave it.
  let tag: AnyHashable?

  var body: Never { primitiveBody(Self.self) }
  func makeNode(in context: ResolveContext) -> ResolvedNode { context.resolve(view) }
  func makeChildren(in context: ResolveContext) -> [ResolvedNode] { context.resolveChildren(view) }
}

/// Lists the subviews of `view`, looking through the views that stand for several views.
func contentSubviews(of view: any View) -> [ContentSubview] {
  if let list = view as? any SubviewList { return list.subviewList }
  return [ContentSubview(view: view, tag: (view as? any TagCarrier)?.carriedTag)]
}

/// A view that stands for a list of other views.
protocol SubviewList {
  /// The views this one stands for, in order.
  var subviewList: [ContentSubview] { get }
}

extension TupleView: SubviewList {
  var subviewList: [ContentSubview] { elements.flatMap { contentSubviews(of: $0) } }
}

extension Group: SubviewList {
  var subviewList: [ContentSubview] { contentSubviews(of: content) }
}

extension ModifiedContent: SubviewList where Content: View, Modifier: ViewModifier {
  /// The modified view itself when its content is one view; when the content stands for several views (a
  /// `ForEach`, `Group`, `if`/`else` …), each of them with the modifier, keeping each one's tag unless the modifier
  /// tags them.
  var subviewList: [ContentSubview] {
    guard content is any SubviewList else { return [ContentSubview(view: self, tag: carriedTag)] }
    func modified<V: View>(_ view: V, tag: AnyHashable?) -> ContentSubview {
      let modified = ModifiedContent<V, Modifier>(content: view, modifier: modifier)
      return ContentSubview(view: modified, tag: modified.carriedTag ?? tag)
    }
    return contentSubviews(of: content).map { modified($0.view, tag: $0.tag) }
  }
}

extension EmptyView: SubviewList {
  var subviewList: [ContentSubview] { [] }
}

extension AnyView: SubviewList {
  var subviewList: [ContentSubview] { contentSubviews(of: view) }
}

extension Optional: SubviewList where Wrapped: View {
  var subviewList: [ContentSubview] { map { contentSubviews(of: $0) } ?? [] }
}

extension _ConditionalContent: SubviewList {
  var subviewList: [ContentSubview] {
    switch storage {
    case .trueContent(let view): return contentSubviews(of: view)
    case .falseContent(let view): return contentSubviews(of: view)
    }
  }
}

extension ForEach: SubviewList where Content: View {
  /// Each element's views; a view without an explicit tag is tagged with its element's id, as in SwiftUI.
  /// At most `ViewCount.limit + 1` elements are listed: resolving that many fails the cell with
  /// `ViewCountError` anyway, and a 10-million-row `Picker` would otherwise build every row first; a `List` or `Form`
  /// lists the first `LazyContent.limit`, more than its screen shows.
  var subviewList: [ContentSubview] {
    var ids = RepeatedIDs<ID>()
    defer { ids.report() }
    return data.prefix(min(ViewCount.limit + 1, LazyContent.listedElements ?? .max)).flatMap { element in
      ids.note(idOf(element))
      return contentSubviews(of: content(element)).map {
        ($0.tag == nil ? ContentSubview(view: $0.view, tag: AnyHashable(idOf(element))) : $0).offering(editActions)
      }
    }
  }
}

/// A view that may carry a tag in its modifiers.
protocol TagCarrier {
  /// The outermost tag among this view's modifiers.
  var carriedTag: AnyHashable? { get }
}

extension ModifiedContent: TagCarrier where Content: View, Modifier: ViewModifier {
  var carriedTag: AnyHashable? {
    if let tag = modifier as? any TagModifierProtocol { return tag.anyTag }
    return (content as? any TagCarrier)?.carriedTag
  }
}

/// A modifier that tags its view.
protocol TagModifierProtocol {
  /// The tag, type-erased.
  var anyTag: AnyHashable { get }
}

/// The modifier behind `.tag(_:)`: it draws nothing and only marks its view for a Picker.
nonisolated public struct _TagModifier<V: Hashable>: ViewModifier, PrimitiveModifier, TagModifierProtocol, ContainerValueSetter {
  public typealias Body = Never
  let value: V
  var anyTag: AnyHashable { AnyHashable(value) }
  /// A tag is also a container value: a custom container reads it with `ContainerValues.tag(for:)`.
  func apply(to values: inout ContainerValues) { values.tagValue = value }
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    context.resolveChildren(content)
  }
}

nonisolated extension View {
  /// Sets the unique tag value of this view, which a Picker compares with its selection.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(_TagModifier(value: tag))
  }
}

/// Names a selection that no `kind`'s tag equals, as SwiftUI's fault "Picker: the selection … is invalid and does not
/// have an associated tag, this will give undefined results" does; `drawn` says what the still shows instead.
func reportUnmatchedSelection<Value>(_ value: Value, of control: String, among options: [ContentSubview], kind: String, drawn: String) {
  let text = String(describing: value)
  let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
  let tagged = options.compactMap(\.tag)
  let kinds = Set(tagged.map { "\(type(of: $0.base))" }).sorted()
  let tags = tagged.isEmpty ? "no \(kind) has a .tag(_:)" : "the \(kind)s are tagged with values of type \(kinds.joined(separator: ", "))"
  ResolveIssues.report(ResolveIssue(.invalidNumber, "\(control)(selection:): the selection \(shown) (\(Value.self)) matches no \(kind)'s "
    + "tag (\(tags)); \(drawn). Tag each \(kind) with .tag(_:) of the selection's type, one of them equal to it"))
}

/// Whether `tag` names the value `selection`, looking through optionals on either side.
func tagMatches(_ tag: AnyHashable?, _ selection: AnyHashable) -> Bool {
  guard let tag else { return false }
  return unwrapped(tag) == unwrapped(selection)
}

private func unwrapped(_ value: AnyHashable) -> AnyHashable? {
  if let optional = value.base as? any OptionalProtocol { return optional.wrappedHashable }
  return value
}

private protocol OptionalProtocol {
  var wrappedHashable: AnyHashable? { get }
}

extension Optional: OptionalProtocol where Wrapped: Hashable {
  fileprivate var wrappedHashable: AnyHashable? { map { AnyHashable($0) } }
}
