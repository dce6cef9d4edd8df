import Foundation

/// A set of symbolic safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The safe area defined by the device and containers within the user interface, including bars.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The safe area matching the current extent of any software keyboard (none in a still render).
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// All safe area regions.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The arguments of `.safeAreaInset(edge:alignment:spacing:content:)`.
public struct SafeAreaInsetSpec: Sendable {
  /// The edge the inset view sits on.
  public var edge: Edge
  /// Where the inset view sits along that edge.
  public var alignment: Alignment
  /// The gap between the main view and the inset view.
  public var spacing: CGFloat
}

nonisolated extension View {
  /// Expands the safe area of a view: its frame grows into the unsafe area on `edges` that it touches.
  ///
  /// Only the container region exists in a still render (no keyboard is up), so a view that
  /// ignores only `.keyboard` keeps its frame.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    node(.ignoresSafeArea(regions.contains(.container) ? edges : []), type: "ignoresSafeArea")
  }

  /// Changes the view's proposed area to extend outside the screen's safe areas.
  @available(iOS, deprecated: 100000.0, renamed: "ignoresSafeArea(_:edges:)")
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    node(.ignoresSafeArea(edges), type: "ignoresSafeArea")
  }

  /// Adds the provided insets into the safe area of this view (iOS 17): content is padded,
  /// and views that ignore the safe area still reach under the padding. A scroll view keeps the
  /// whole area and takes the insets as content margins instead (`addingScrollContentMargins`).
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    let kind = ResolvedNode.Kind.safeAreaPadding(insets.sanitizedForSafeArea)
    return node { child, _ in
      insets.reportUnusableMargins(".safeAreaPadding")
      if let scroll = child.addingScrollContentMargins(insets.sanitizedForSafeArea) { return scroll }
      return ResolvedNode(kind, type: "safeAreaPadding", children: [child])
    }
  }

  /// Adds the provided length (the system padding, 16, when nil) into the safe area of this view on `edges`.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length ?? 16))
  }

  /// Adds the provided length into the safe area of this view on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }

  /// Shows the specified content beside the modified view, on a top or bottom edge; the
  /// modified view is inset by the content's height plus `spacing` and its safe area extends
  /// to include the content.
  public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    safeAreaInset(SafeAreaInsetSpec(edge, alignment, spacing, modifier: "safeAreaInset"), content())
  }

  /// Shows the specified content beside the modified view, on a leading or trailing edge.
  public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> V) -> some View {
    safeAreaInset(SafeAreaInsetSpec(edge, alignment, spacing, modifier: "safeAreaInset"), content())
  }

  /// Shows `content` as a custom bar on a top or bottom edge (iOS 26): laid out as `safeAreaInset`,
  /// the modified view inset by the bar and its safe area extended under it. The scroll edge
  /// effect the system draws under a bar is not drawn.
  public func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                   @ViewBuilder content: () -> V) -> some View {
    safeAreaInset(SafeAreaInsetSpec(edge, alignment, spacing, modifier: "safeAreaBar"), content())
  }

  /// Shows `content` as a custom bar on a leading or trailing edge (iOS 26), as `safeAreaInset` does.
  public func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                   @ViewBuilder content: () -> V) -> some View {
    safeAreaInset(SafeAreaInsetSpec(edge, alignment, spacing, modifier: "safeAreaBar"), content())
  }

  private func safeAreaInset<V: View>(_ spec: SafeAreaInsetSpec, _ inset: V) -> some View {
    modifier(_SecondaryNodeModifier(type: "safeAreaInset", kind: .safeAreaInset(spec)) { $0.resolve(inset) })
  }
}

extension SafeAreaInsetSpec {
  /// The spec of `.safeAreaInset`/`.safeAreaBar` on a top or bottom edge.
  init(_ edge: VerticalEdge, _ alignment: HorizontalAlignment, _ spacing: CGFloat?, modifier: String) {
    self.init(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
              spacing: SafeAreaInsetSpec.spacing(spacing, modifier: modifier))
  }

  /// The spec of `.safeAreaInset`/`.safeAreaBar` on a leading or trailing edge.
  init(_ edge: HorizontalEdge, _ alignment: VerticalAlignment, _ spacing: CGFloat?, modifier: String) {
    self.init(edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
              spacing: SafeAreaInsetSpec.spacing(spacing, modifier: modifier))
  }

  /// The gap for a `spacing` argument: nil means no extra distance (the inset view sits
  /// directly against the main view's inset edge); negative values count as 0, and a NaN or infinite one
  /// is reported, naming `modifier`, and counts as 0.
  static func spacing(_ value: CGFloat?, modifier: String) -> CGFloat {
    guard let value else { return 0 }
    LayoutArgumentCheck.longerThanAnyScreen(".\(modifier)(spacing:)", value, effect: "the inset view sits that far from the content")
    guard value.isFinite else {
      LayoutArgumentCheck.report(".\(modifier)(spacing: \(LayoutArgumentCheck.text(value))) is not a finite length; laid out with spacing 0")
      return 0
    }
    return max(0, value)
  }
}

extension EdgeInsets {
  /// Reports, as one `.invalidNumber` issue, the insets on `edges` that `modifier` lays out as 0: NaN, infinite or negative.
  func reportUnusableMargins(_ modifier: String, on edges: Edge.Set = .all) {
    if top.isFinite, leading.isFinite, bottom.isFinite, trailing.isFinite, min(top, leading, bottom, trailing) >= 0 { return }
    let unusable = namedEdges.filter { edges.contains($0.edge) && !($0.length.isFinite && $0.length >= 0) }
    guard !unusable.isEmpty else { return }
    let list = unusable.map { "\($0.name) \(LayoutArgumentCheck.text($0.length))" }.joined(separator: ", ")
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(modifier): \(list) \(unusable.count == 1 ? "is not a finite length" : "are not finite lengths") "
      + "≥ 0; laid out as 0. Give finite insets of 0 or more"))
  }

  /// Each edge with its name and length, top, leading, bottom, trailing (for messages that name edges).
  var namedEdges: [(edge: Edge.Set, name: String, length: CGFloat)] {
    [(.top, "top", top), (.leading, "leading", leading), (.bottom, "bottom", bottom), (.trailing, "trailing", trailing)]
  }

  /// The insets with non-finite or negative values replaced by 0 (an unsafe area cannot be negative).
  var sanitizedForSafeArea: EdgeInsets {
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
    return EdgeInsets(top: clean(top), leading: clean(leading), bottom: clean(bottom), trailing: clean(trailing))
  }
}

/// A primitive modifier that puts its content and one more resolved view into a node of `kind` ([content, secondary]).
nonisolated public struct _SecondaryNodeModifier: ViewModifier, PrimitiveModifier {
  public typealias Body = Never
  let type: String
  let kind: ResolvedNode.Kind
  let secondary: (ResolveContext) -> ResolvedNode
  package func makeNodes(content: any View, in context: ResolveContext) -> [ResolvedNode] {
    [ResolvedNode(kind, type: type, children: [context.resolve(content), secondary(context)])]
  }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
  case top, bottom
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading, trailing
}
