import Foundation

/// A view that shows the first of its children whose ideal size fits the proposal on the
/// constrained axes, or the last child when none fits (SwiftUI's `ViewThatFits`, iOS 16).
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Chooses among `content`'s views, checking fit along `axes` (both by default).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }

  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    ResolvedNode(.viewThatFits(axes), type: "ViewThatFits", children: context.resolveChildren(content))
  }
}

/// A vertical stack that SwiftUI creates lazily; a still render lays its rows out as a `VStack` does (Apple: "The
/// stack is 'lazy'… items aren't created until needed"), each `ForEach` inside up to `LazyContent.limit` elements.
/// Unlike a `VStack` it takes all the width offered (its rows placed in it by `alignment`), as iOS lays lazy stacks
/// out: `ScrollView { LazyVStack(alignment: .leading) { … } }` puts its rows at the scroll view's leading edge. With
/// no width offered (`fixedSize()`, a horizontal scroll view) it is as wide as its widest row.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
  let stack: VStack<Content>
  let alignment: HorizontalAlignment

  /// A lazy vertical stack; `pinnedViews` only matter while scrolling, so they are accepted and unused.
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    stack = VStack(alignment: alignment, spacing: spacing, content: content)
    self.alignment = alignment
  }

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    LazyContent.resolve("LazyVStack", axis: .vertical, in: context) {
      // Across its axis a lazy stack takes the length offered (layout-containers rule 12); a node around the stack's
      // own, so the lazy element limit still reaches the ForEach inside.
      .maxFrame(stack.makeNode(in: $0), maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
  }
}

/// A horizontal stack that SwiftUI creates lazily; laid out as an `HStack` here, taking all the height offered (its
/// items placed in it by `alignment`), as iOS lays lazy stacks out.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
  let stack: HStack<Content>
  let alignment: VerticalAlignment

  /// A lazy horizontal stack; `pinnedViews` are accepted and unused.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    stack = HStack(alignment: alignment, spacing: spacing, content: content)
    self.alignment = alignment
  }

  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    LazyContent.resolve("LazyHStack", axis: .horizontal, in: context) {
      .maxFrame(stack.makeNode(in: $0), maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
  }
}

/// The kinds of views that can pin to the edges of a scroll view in a lazy container.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Section headers pin to the top (or leading) edge while scrolling.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  /// Section footers pin to the bottom (or trailing) edge while scrolling.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
