import Foundation

/// How a `ScrollView` shows its content in a still frame: its axes, where the content rests
/// (`defaultScrollAnchor`) and the margins around it (`contentMargins`).
public struct ScrollViewSpec: Sendable {
  /// The scrollable axes.
  public var axes: Axis.Set
  /// Where content longer than the viewport rests (`ScrollAnchorRole.initialOffset`); nil is the start.
  public var initialAnchor: UnitPoint?
  /// Where content shorter than the viewport sits (`ScrollAnchorRole.alignment`); nil is the start.
  public var alignmentAnchor: UnitPoint?
  /// The content margins on each edge (`contentMargins(_:_:for:)` for scroll content).
  public var margins: EdgeInsets

  public init(axes: Axis.Set, initialAnchor: UnitPoint? = nil, alignmentAnchor: UnitPoint? = nil, margins: EdgeInsets = EdgeInsets()) {
    self.axes = axes
    self.initialAnchor = initialAnchor
    self.alignmentAnchor = alignmentAnchor
    self.margins = margins
  }

  /// The viewport proposal less the content margins: what the content is offered across its
  /// non-scrolling axes, and the container `containerRelativeFrame` sees.
  public func contentContainer(_ viewport: ProposedViewSize) -> ProposedViewSize {
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
    return ProposedViewSize(width: viewport.width.map { max(0, $0 - clean(margins.leading) - clean(margins.trailing)) },
                            height: viewport.height.map { max(0, $0 - clean(margins.top) - clean(margins.bottom)) })
  }

  /// The content's offset along one scroll axis: `free` is the viewport's length less the content's
  /// (with margins); content that overflows rests at the initial anchor, shorter content sits at
  /// the alignment anchor, and both default to the start.
  public func restingOffset(free: CGFloat, anchor: (UnitPoint) -> CGFloat) -> CGFloat {
    let point = free < 0 ? initialAnchor : alignmentAnchor
    guard let point, free.isFinite else { return 0 }
    let unit = anchor(point)
    return unit.isFinite ? free * min(max(unit, 0), 1) : 0
  }
}

/// The roles a scroll anchor plays (iOS 18): the initial offset of content longer than the
/// scroll view, how size changes move it, and the alignment of content shorter than it.
public struct ScrollAnchorRole: Hashable, Sendable {
  let name: String
  /// Where the scroll view is initially scrolled.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
  /// How the offset follows content or container size changes (no changes in a still frame).
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
  /// Where content smaller than the scroll view sits.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

/// The anchors scroll views in an environment rest at.
struct ScrollAnchors: Sendable {
  var initialOffset: UnitPoint?
  var alignment: UnitPoint?
}

/// Where content margins apply (`contentMargins(_:_:for:)`).
public struct ContentMarginPlacement: Hashable, Sendable {
  let name: String
  /// The scroll content and the scroll indicators.
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
  /// The scroll content only.
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
  /// The scroll indicators only (never drawn in a still frame).
  public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(name: "scrollIndicators") }
}

/// The content margins set so far, edge by edge (an inner `contentMargins` replaces the edges it names).
struct ScrollContentMargins: Sendable {
  var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?
  var insets: EdgeInsets { EdgeInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0) }

  mutating func set(_ edges: Edge.Set, _ insets: EdgeInsets) {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    if edges.contains(.top) { top = clean(insets.top) }
    if edges.contains(.leading) { leading = clean(insets.leading) }
    if edges.contains(.bottom) { bottom = clean(insets.bottom) }
    if edges.contains(.trailing) { trailing = clean(insets.trailing) }
  }
}

private struct ScrollAnchorsKey: EnvironmentKey { static let defaultValue = ScrollAnchors() }
private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = ScrollContentMargins() }
private struct ScrollClipDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  var scrollAnchors: ScrollAnchors {
    get { self[ScrollAnchorsKey.self] }
    set { self[ScrollAnchorsKey.self] = newValue }
  }
  var scrollContentMargins: ScrollContentMargins {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
  var isScrollClipDisabled: Bool {
    get { self[ScrollClipDisabledKey.self] }
    set { self[ScrollClipDisabledKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Associates an anchor with scroll views in this view: content longer than the scroll view
  /// starts scrolled to it (`.bottom` shows the end of a chat), shorter content sits at it.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    environmentChange { $0.scrollAnchors = ScrollAnchors(initialOffset: anchor, alignment: anchor) }
  }

  /// Associates an anchor with one role of scroll views in this view.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    environmentChange {
      if role == .initialOffset { $0.scrollAnchors.initialOffset = anchor }
      if role == .alignment { $0.scrollAnchors.alignment = anchor }
    }
  }

  /// Sets the margins of scroll views' content in this view on `edges` (margins for the scroll
  /// indicators alone change nothing drawn). A margin longer than any screen is laid out as given and named.
  public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
    environmentChange {
      insets.reportUnusableMargins(".contentMargins", on: edges)
      guard placement != .scrollIndicators else { return }
      // A finite margin longer than any screen is laid out as given, which pushes the content out of every image.
      for (edge, name, value) in insets.namedEdges where edges.contains(edge) {
        LayoutArgumentCheck.longerThanAnyScreen(".contentMargins (\(name))", value, effect: "the scroll content is pushed out of every image")
      }
      $0.scrollContentMargins.set(edges, insets)
    }
  }

  /// Sets the margins of scroll views' content in this view on `edges` (nil: the system's 16 points).
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(edges, EdgeInsets(edges, length ?? 16), for: placement)
  }

  /// Sets the margins of scroll views' content in this view on every edge.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, EdgeInsets(.all, length), for: placement)
  }

  /// Whether scroll views in this view clip their content to their bounds (disabled: content
  /// such as shadows draws past them).
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    environmentChange { $0.isScrollClipDisabled = disabled }
  }
}
