import Foundation

/// A type that defines the geometry of a collection of views (SwiftUI's `Layout`, iOS 16).
///
/// Implement `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)`; use the value like a container:
///
/// ```swift
/// struct Flow: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) { … }
/// }
/// Flow { Text("a"); Text("b") }
/// ```
///
/// Specimen's layout engine calls the two methods exactly as SwiftUI describes: the size for
/// a proposal first, then the placement in bounds of that size. A subview that is never
/// placed appears at the centre of the container with the container's proposal (Apple,
/// `LayoutSubview.place(at:anchor:proposal:)`).
@preconcurrency
public protocol Layout: Sendable {
  /// The subviews a layout arranges.
  typealias Subviews = LayoutSubviews
  /// Data the layout computes once and shares between its methods.
  associatedtype Cache = Void

  /// Properties of this kind of layout, like its stack orientation.
  static var layoutProperties: LayoutProperties { get }
  /// Makes the cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Updates `cache` when the subviews change.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The spacing this container prefers around itself.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  /// The size of the container for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places every subview in `bounds`, whose size `sizeThatFits` returned for `proposal`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// The position of a horizontal guide along the x axis, or nil for the subviews' merged guide.
  func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                         subviews: Subviews, cache: inout Cache) -> CGFloat?
  /// The position of a vertical guide along the y axis, or nil for the subviews' merged guide.
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                         subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
  /// No stack orientation.
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes a fresh cache (Apple: the default `updateCache` calls `makeCache`).
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacing preferences (Apple's default).
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var result = ViewSpacing()
    var first = true
    for subview in subviews {
      if first { result = subview.spacing; first = false } else { result.formUnion(subview.spacing) }
    }
    return result
  }

  /// The subviews' explicit guides merged (the average for ordinary guides, the first
  /// baseline's topmost and the last baseline's bottommost value), as SwiftUI's default does.
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                subviews: Subviews, cache: inout Cache) -> CGFloat? {
    subviews.host.mergedExplicitGuide(guide.key, indices: subviews.hostIndices, bounds: bounds)
  }

  /// The subviews' explicit guides merged, as SwiftUI's default does.
  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                subviews: Subviews, cache: inout Cache) -> CGFloat? {
    subviews.host.mergedExplicitGuide(guide.key, indices: subviews.hostIndices, bounds: bounds)
  }
}

extension Layout where Cache == Void {
  /// A layout without a cache needs no work to make one.
  public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
  /// Arranges `content` with this layout, like a built-in container.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// Layout properties: whether the layout stacks its subviews along an axis.
public struct LayoutProperties: Sendable {
  /// The axis a stack-like layout arranges along, or nil; a Spacer inside grows along it.
  public var stackOrientation: Axis?
  /// Properties with no stack orientation.
  public init() {}
}

/// A layout container built from a `Layout` value and content (what `callAsFunction` returns).
nonisolated struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content
  var body: Never { primitiveBody(Self.self) }

  func makeNode(in context: ResolveContext) -> ResolvedNode {
    let children = context.resolveChildren(content)
    if let builtin = layout as? any BuiltinLayout { return builtin.makeNode(children: children, in: context) }
    return ResolvedNode(.layout(ErasedLayout.box(layout)), type: String(describing: L.self), children: children)
  }
}

/// A layout the engine lays out with one of its own steps (stacks, grids) instead of calling
/// the `Layout` methods, so a stack written as `HStackLayout { … }` is exactly an `HStack`.
package protocol BuiltinLayout {
  /// The node of this layout over already resolved children.
  func makeNode(children: [ResolvedNode], in context: ResolveContext) -> ResolvedNode
}
