import Foundation

/// The built-in stacks as `Layout` values. Used as containers they become the same nodes as
/// `HStack`/`VStack`/`ZStack`; called from another layout they run the engine's stack step.
package protocol BuiltinNodeLayout: Layout, BuiltinLayout {
  /// The node kind and type name of the container.
  var nodeKind: (ResolvedNode.Kind, String) { get }
}

extension BuiltinNodeLayout {
  /// The container's node; its spacings are checked here, named as the layout value was written
  /// (`HStackLayout(spacing: nan)`), as `HStack` and `Grid` check theirs where they are made.
  package func makeNode(children: [ResolvedNode], in context: ResolveContext) -> ResolvedNode {
    nodeKind.0.reportUnusableLayoutArguments(writtenAs: String(describing: Self.self))
    return ResolvedNode(nodeKind.0, type: nodeKind.1, children: children)
  }

  /// The engine's size for this container over `subviews`.
  func builtinSize(_ proposal: ProposedViewSize, _ subviews: Subviews) -> CGSize {
    subviews.host.builtinLayout(nodeKind.0, indices: subviews.hostIndices, proposal: proposal, placingIn: nil)
  }

  /// Places `subviews` as the engine's container step does.
  func builtinPlace(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews) {
    _ = subviews.host.builtinLayout(nodeKind.0, indices: subviews.hostIndices, proposal: proposal, placingIn: bounds)
  }
}

/// A horizontal stack layout (`HStack` as a `Layout` value).
public struct HStackLayout: BuiltinNodeLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    builtinSize(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    builtinPlace(bounds, proposal, subviews)
  }
  package var nodeKind: (ResolvedNode.Kind, String) {
    (.stack(StackSpec(axis: .horizontal, alignment: alignment.key, spacing: spacing)), "HStack")
  }
}

/// A vertical stack layout (`VStack` as a `Layout` value).
public struct VStackLayout: BuiltinNodeLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    builtinSize(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    builtinPlace(bounds, proposal, subviews)
  }
  package var nodeKind: (ResolvedNode.Kind, String) {
    (.stack(StackSpec(axis: .vertical, alignment: alignment.key, spacing: spacing)), "VStack")
  }
}

/// An overlaying stack layout (`ZStack` as a `Layout` value).
public struct ZStackLayout: BuiltinNodeLayout {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    builtinSize(proposal, subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    builtinPlace(bounds, proposal, subviews)
  }
  package var nodeKind: (ResolvedNode.Kind, String) { (.zstack(alignment), "ZStack") }
}

/// A type-erased layout, for switching layouts while keeping the subviews' identity.
public struct AnyLayout: Layout, BuiltinLayout {
  /// The cache of whichever layout is wrapped.
  public struct Cache {
    var value: Any?
  }
  let base: any Layout

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    if let any = layout as? AnyLayout { base = any.base } else { base = layout }
  }

  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  package func makeNode(children: [ResolvedNode], in context: ResolveContext) -> ResolvedNode {
    if let builtin = base as? any BuiltinLayout { return builtin.makeNode(children: children, in: context) }
    return ResolvedNode(.layout(ErasedLayout.box(base)), type: String(describing: type(of: base)), children: children)
  }

  public func makeCache(subviews: Subviews) -> Cache { Cache(value: nil) }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    erased(&cache).sizeThatFits(proposal, subviews, slot(cache))
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    erased(&cache).placeSubviews(bounds, proposal, subviews, slot(cache))
  }

  /// The wrapped layout's box; the slot travels in the cache value.
  private func erased(_ cache: inout Cache) -> ErasedLayout {
    if cache.value == nil { cache.value = LayoutCacheSlot() }
    return ErasedLayout.box(base)
  }

  private func slot(_ cache: Cache) -> LayoutCacheSlot { cache.value as? LayoutCacheSlot ?? LayoutCacheSlot() }
}
