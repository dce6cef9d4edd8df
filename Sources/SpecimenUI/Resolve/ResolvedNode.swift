import Foundation

/// One node of the resolved tree: a layout primitive with every style made concrete.
///
/// After resolve there are no environment lookups and no user types left: text carries
/// its resolved font and paint, shapes their path and paint, and modifiers are one of
/// the cases of `Kind`. The layout stage reads only this tree.
public final class ResolvedNode: @unchecked Sendable {
  /// The layout behaviour of a node. Unless a case says otherwise, it has no children.
  ///
  /// Layout reads `kind` several times per node and proposal, so copying it must stay cheap:
  /// a case whose payload holds an `Any`, an `AnyHashable` or a large struct is `indirect`
  /// (one boxed reference). Inline, such a payload makes every copy of every `Kind` go through
  /// an outlined value-witness copy: the largest part of a 14 % rise in the instructions of
  /// `specimen-bench layout` that these cases brought when they were added inline.
  public enum Kind {
    /// Nothing: zero size; dropped from stacks.
    case empty
    /// Several views in a row that a container spreads out (TupleView, Group, ForEach).
    case group
    /// A shape or color filling or stroking its bounds.
    case shape(ShapeLeaf)
    /// A run of text.
    case text(ResolvedText)
    /// An image or icon.
    case image(ResolvedImage)
    /// A flexible space; `minLength` nil means the system spacing (8).
    case spacer(minLength: CGFloat?)
    /// A thin line across the stack axis.
    case divider(Paint)
    /// HStack or VStack over the children.
    case stack(StackSpec)
    /// ZStack over the children.
    case zstack(Alignment)
    /// `.frame(width:height:alignment:)`; one child.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `.frame(minWidth:…)`; one child.
    case flexFrame(FlexFrameSpec)
    /// `.padding`; one child.
    case padding(EdgeInsets)
    /// `.fixedSize(horizontal:vertical:)`; one child.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority`; one child.
    case layoutPriority(Double)
    /// `.aspectRatio`; one child.
    case aspectRatio(CGFloat?, ContentMode)
    /// `.background`; children are [primary, background].
    case background(Alignment)
    /// `.overlay`; children are [primary, overlay].
    case overlay(Alignment)
    /// `.mask`; children are [primary, mask].
    case mask(Alignment)
    /// `.offset`: moves the drawing, not the layout; one child.
    case offset(CGSize)
    /// `.position`: centres the child at a point of the proposed space; one child.
    case position(CGPoint)
    /// `.alignmentGuide`; one child.
    case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
    /// `GeometryReader`: the content is made once its size is known.
    case geometryReader((GeometryProxy) -> ResolvedNode)
    /// A drawing effect that does not change layout; one child.
    case effect(NodeEffect)
    /// A custom `Layout` over the children.
    case layout(ErasedLayout)
    /// `.layoutValue(key:value:)`: a value for the enclosing custom layout; one child.
    indirect case layoutValue(LayoutValueEntry)
    /// `ViewThatFits(in:)`: shows the first child that fits on the given axes.
    case viewThatFits(Axis.Set)
    /// `Grid`: `.gridRow` children are rows of cells, any other child a full-width row.
    indirect case grid(GridSpec)
    /// `GridRow`: the cells of one grid row, aligned vertically by the key (nil: the grid's).
    case gridRow(AlignmentKey?)

    // MARK: Preferences, geometry and scrolling containers (SpecimenLayout/Containers)
    /// `.preference`, `.transformPreference`, `.anchorPreference`, `.onPreferenceChange`:
    /// writes, transforms or reads one preference of its subtree; one child; layout-neutral.
    indirect case preference(PreferenceOperation)
    /// `.overlayPreferenceValue`/`.backgroundPreferenceValue`: children are [primary]; the
    /// secondary view is made at placement from the primary's collected preference value.
    indirect case preferenceSecondary(PreferenceSecondary)
    /// `.coordinateSpace(name:)`: names the child's frame for `GeometryProxy.frame(in:)`; one child; layout-neutral.
    indirect case coordinateSpace(CoordinateSpaceName)
    /// `ScrollView`: one child (the content), proposed nil along the scroll axes and placed at its
    /// start (or its default scroll anchor), inside its content margins.
    case scrollView(ScrollViewSpec)
    /// `.containerRelativeFrame`: a frame sized from the nearest container; one child.
    indirect case containerRelativeFrame(ContainerRelativeFrameSpec)
    /// `.safeAreaPadding`: pads the child like `.padding` and marks the padding as unsafe area; one child.
    case safeAreaPadding(EdgeInsets)
    /// `.safeAreaInset(edge:…)`: children are [main, inset]; the inset sits on `edge` beside the main view.
    indirect case safeAreaInset(SafeAreaInsetSpec)
    /// `.ignoresSafeArea`: the child's frame grows into the unsafe area it touches at placement; one child.
    case ignoresSafeArea(Edge.Set)
  }

  public let kind: Kind
  public private(set) var children: [ResolvedNode]
  /// A short name for dumps: "Text", "HStack", "padding", "Capsule" …
  public let type: String
  /// The value given with `.id(_:)`, as a string.
  public package(set) var id: String?
  /// The layout direction of the environment the node was resolved in; a container whose
  /// direction is right-to-left places its children mirrored (see docs/ARCHITECTURE.md).
  public var layoutDirection: LayoutDirection { resolvedDirection ?? .leftToRight }
  private var resolvedDirection: LayoutDirection?

  /// What the view tells assistive technologies, one layer per accessibility modifier or control,
  /// innermost first; layout ignores it (see `AccessibilityAttributes`).
  public package(set) var accessibility: [AccessibilityAttributes] = []

  /// Colours and images resolve could not find, stamped on the node a top-level resolve returned.
  public private(set) var issues: [ResolveIssue] = []

  /// Stamps `found` on this node, or on the first node a container keeps when this one is a group.
  package func recordIssues(_ found: [ResolveIssue]) {
    guard !found.isEmpty else { return }
    if case .group = kind, let first = flattenedForContainer.first, first !== self {
      first.recordIssues(found)
      return
    }
    var seen = Set(issues)
    for issue in found where seen.insert(issue).inserted { issues.append(issue) }
  }

  /// Records the direction of the context that made this node; the first (innermost) call wins.
  package func adoptLayoutDirection(_ direction: LayoutDirection) {
    if resolvedDirection == nil { resolvedDirection = direction }
  }

  package init(_ kind: Kind, type: String, children: [ResolvedNode] = [], id: String? = nil) {
    self.kind = kind
    self.type = type
    self.children = children
    self.id = id
  }

  /// A node of `kind` over `children` that keeps everything else this node records (id,
  /// accessibility, issues, layout direction).
  package func rebuilt(_ kind: Kind, children: [ResolvedNode]) -> ResolvedNode {
    copy(kind, type: type, children: children)
  }

  /// This node under another type name, keeping everything else it records.
  package func retyped(_ type: String) -> ResolvedNode {
    copy(kind, type: type, children: children)
  }

  private func copy(_ kind: Kind, type: String, children: [ResolvedNode]) -> ResolvedNode {
    let node = ResolvedNode(kind, type: type, children: children, id: id)
    node.accessibility = accessibility
    node.issues = issues
    node.resolvedDirection = resolvedDirection
    return node
  }

  /// A group of nodes; a single node stands for itself.
  package static func group(_ nodes: [ResolvedNode]) -> ResolvedNode {
    if nodes.count == 1 { return nodes[0] }
    return ResolvedNode(.group, type: "Group", children: nodes)
  }

  /// The node's children with groups flattened and empty views dropped, as a stack sees them.
  public var flattenedChildren: [ResolvedNode] {
    children.flatMap { $0.flattenedForContainer }
  }

  /// The value this node sets for the layout value key `key` (`LayoutValueKey`), looking through modifiers down to the
  /// first container or leaf; nil when it sets none. The layout engine reads a subview's values with it.
  package func layoutValue(_ key: ObjectIdentifier) -> Any? {
    switch kind {
    case .layoutValue(let entry) where entry.key == key:
      return entry.value
    case .stack, .zstack, .group, .layout, .viewThatFits, .geometryReader, .grid, .gridRow:
      return nil
    default:
      return children.first?.layoutValue(key)
    }
  }

  /// This node as the list of views a container receives.
  public var flattenedForContainer: [ResolvedNode] {
    switch kind {
    case .group: return children.flatMap { $0.flattenedForContainer }
    case .empty: return []
    default: return [self]
    }
  }
}

/// How an HStack or VStack arranges its children.
public struct StackSpec: Sendable {
  /// The stacking axis: horizontal for HStack.
  public var axis: Axis
  /// The guide children align on, across the stacking axis.
  public var alignment: AlignmentKey
  /// The fixed spacing, or nil for the default between each pair.
  public var spacing: CGFloat?

  public init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
  }
}

/// The arguments of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexFrameSpec: Sendable {
  public var minWidth: CGFloat?
  public var idealWidth: CGFloat?
  public var maxWidth: CGFloat?
  public var minHeight: CGFloat?
  public var idealHeight: CGFloat?
  public var maxHeight: CGFloat?
  public var alignment: Alignment
}

extension ResolvedNode {
  /// `child` in a frame of at most `maxWidth` by `maxHeight` (infinite: all the length offered; nil: the child's),
  /// placed in it by `alignment`: `.frame(maxWidth:maxHeight:alignment:)` around a resolved node.
  static func maxFrame(_ child: ResolvedNode, maxWidth: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment,
                       type: String = "frame") -> ResolvedNode {
    let spec = FlexFrameSpec(minWidth: nil, idealWidth: nil, maxWidth: maxWidth, minHeight: nil, idealHeight: nil, maxHeight: maxHeight,
                             alignment: alignment)
    return ResolvedNode(.flexFrame(spec), type: type, children: [child])
  }
}
