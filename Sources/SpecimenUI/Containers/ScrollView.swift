import Foundation

/// A scrollable view, drawn as a still frame: its content at its start, clipped to the viewport, with no indicators.
///
/// Along its scroll axes the content is proposed nil (its ideal length) and placed at the
/// start; on a non-scrolling axis it is proposed the viewport and centred, as SwiftUI does.
/// The scroll view takes its whole proposal (a nil dimension becomes the content's length).
/// It is a container for `.containerRelativeFrame` and names its space `.scrollView`.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
  /// The scroll view's content.
  public var content: Content
  /// The scrollable axes of the scroll view.
  public var axes: Axis.Set
  /// A value that indicates whether the scroll view displays the scrollable component of the content offset (never drawn in a still frame).
  public var showsIndicators: Bool

  /// Creates a new instance that's scrollable in the direction of the given axis and can show indicators while scrolling.
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    // The content is a VStack (or HStack for horizontal-only scrolling), as SwiftUI wraps a
    // scroll view's several views.
    let axis: Axis = axes == .horizontal ? .horizontal : .vertical
    let stack = ResolvedNode(.stack(StackSpec(axis: axis, alignment: axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key,
                                              spacing: nil)),
                             type: axis == .vertical ? "VStack" : "HStack", children: context.scrolling(axes).resolveChildren(content))
    let environment = context.environment
    let spec = ScrollViewSpec(axes: axes, initialAnchor: environment.scrollAnchors.initialOffset,
                              alignmentAnchor: environment.scrollAnchors.alignment,
                              margins: environment.scrollContentMargins.insets)
    let scroll = ResolvedNode(.scrollView(spec), type: "ScrollView", children: [stack])
    let named = ResolvedNode(.coordinateSpace(CoordinateSpaceName(name: AnyHashable(ScrollViewSpaceName()))), type: "coordinateSpace", children: [scroll])
    // `.scrollClipDisabled()`: the content (a card's shadow, say) is drawn past the scroll view's bounds.
    if environment.isScrollClipDisabled { return named }
    return ResolvedNode(.effect(.clip(path: { Path($0) }, style: FillStyle())), type: "clip", children: [named])
  }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy (a still frame never scrolls).
public struct ScrollViewProxy: Sendable {
  /// Scans all scroll views contained by the proxy for the first with a child view with identifier `id`, and then scrolls to that view (no effect in a still frame).
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child views.
nonisolated public struct ScrollViewReader<Content: View>: View {
  /// The view content that the reader makes from its proxy.
  public var content: (ScrollViewProxy) -> Content
  /// Creates an instance that can perform programmatic scrolling of its child scroll views.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
  public var body: some View { content(ScrollViewProxy()) }
}

nonisolated extension View {
  /// Sets the visibility of scroll indicators within this view (never drawn in a still frame).
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    environmentChange { environment in
      if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
      if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
    }
  }

  /// Disables or enables scrolling in scrollable views (no effect in a still frame).
  public func scrollDisabled(_ disabled: Bool) -> some View { environmentChange { $0.isScrollEnabled = !disabled } }
}

/// The visibility of scroll indicators of a UI element.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
  let rawValue: Int
  public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
  public static let visible = ScrollIndicatorVisibility(rawValue: 1)
  public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
  public static let never = ScrollIndicatorVisibility(rawValue: 3)
}
