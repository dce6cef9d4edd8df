import Foundation
import SpecimenUI

extension LayoutEngine {
  /// Rule 25: the spacing preferences `node` shows its neighbours in a stack (`ViewSpacing`),
  /// memoised per node.
  ///
  /// Text declares its own from its font; a Spacer touches its neighbours; padding replaces the
  /// child's preferences on the edges it pads with an ordinary view's; a stack passes on its first
  /// child's preferences at its leading edge, its last child's at its trailing edge and all its
  /// children's across; a ZStack, an overlay's primary, a custom `Layout` (its `spacing(subviews:cache:)`)
  /// and every other modifier pass on their content's; any other leaf or container is an ordinary view.
  func viewSpacing(_ node: ResolvedNode, _ context: LayoutContext) -> ViewSpacing {
    let id = ObjectIdentifier(node)
    if let cached = cache.spacing(id) { return cached }
    let spacing = computeSpacing(node, context)
    cache.store(spacing: spacing, id)
    return spacing
  }

  private func computeSpacing(_ node: ResolvedNode, _ context: LayoutContext) -> ViewSpacing {
    let unary = context.forUnaryChild
    switch node.kind {
    case .text(let text):
      return textSpacing(node, text, context)
    case .spacer:
      return .zero
    case .padding(let insets), .safeAreaPadding(let insets):
      return viewSpacing(child(of: node), unary).resetting(paddedEdges(insets))
    case .stack(let spec):
      return stackSpacing(node.flattenedChildren, axis: spec.axis)
    case .group where context.layering == nil:
      return stackSpacing(node.flattenedChildren, axis: .vertical)
    case .group, .zstack:
      return unionSpacing(node.flattenedChildren)
    case .layout(let layout):
      let host = SubviewHost(engine: self, node: node, layout: layout)
      return layout.spacing(LayoutSubviews(host: host, count: host.nodes.count), cache.layoutCacheSlot(node))
    case .background, .overlay, .mask, .safeAreaInset, .preferenceSecondary:
      return node.children.first.map { viewSpacing($0, unary) } ?? ViewSpacing()
    case .frame, .flexFrame, .fixedSize, .layoutPriority, .aspectRatio, .offset, .alignmentGuide, .effect,
         .layoutValue, .preference, .coordinateSpace, .containerRelativeFrame, .ignoresSafeArea:
      return viewSpacing(child(of: node), unary)
    case .empty, .shape, .image, .divider, .geometryReader, .scrollView, .grid, .gridRow, .viewThatFits, .position:
      return ViewSpacing()
    }
  }

  /// The gap before each child of a stack (0 before the first): the explicit spacing, or the
  /// distance the neighbours' preferences give (rule 25).
  func stackGaps(_ children: [ResolvedNode], axis: Axis, _ explicit: CGFloat?) -> [CGFloat] {
    if let explicit {
      let gap = finiteOrZero(explicit)
      return children.indices.map { $0 == 0 ? 0 : gap }
    }
    let context = LayoutContext(stackAxis: axis, layering: nil)
    let spacings = children.map { viewSpacing($0, context) }
    return children.indices.map { index in
      index == 0 ? 0 : finiteOrZero(spacings[index - 1].distance(to: spacings[index], along: axis))
    }
  }

  /// `stackGaps` for the children of `owner`, memoised per owner.
  func stackGaps(of owner: ResolvedNode, _ children: [ResolvedNode], axis: Axis, _ explicit: CGFloat?) -> [CGFloat] {
    let id = ObjectIdentifier(owner)
    if let cached = cache.gaps(id) { return cached }
    let gaps = stackGaps(children, axis: axis, explicit)
    cache.store(gaps: gaps, id)
    return gaps
  }

  /// Text's preferences from its largest font and its ideal one-pass layout.
  private func textSpacing(_ node: ResolvedNode, _ text: ResolvedText, _ context: LayoutContext) -> ViewSpacing {
    let ideal = textMetrics(node, text, .unspecified, context)
    guard let font = ideal.font else { return ViewSpacing() }
    return .text(font: font, pixelLength: 1 / displayScale, firstBaseline: ideal.firstBaseline,
                 lastBaseline: ideal.lastBaseline, height: ideal.size.height)
  }

  /// A stack's preferences: along its axis the first child's at the leading edge and the last
  /// child's at the trailing edge; across it every child's merged.
  private func stackSpacing(_ children: [ResolvedNode], axis: Axis) -> ViewSpacing {
    guard let first = children.first, let last = children.last else { return ViewSpacing() }
    let context = LayoutContext(stackAxis: axis, layering: nil)
    let (leading, trailing, across): (Edge.Set, Edge.Set, Edge.Set) =
      axis == .vertical ? (.top, .bottom, .horizontal) : (.leading, .trailing, .vertical)
    var result = ViewSpacing(edgesOf: viewSpacing(first, context), leading)
    result.formUnion(viewSpacing(last, context), edges: trailing)
    for child in children { result.formUnion(viewSpacing(child, context), edges: across) }
    return result
  }

  /// Every child's preferences merged on every edge.
  private func unionSpacing(_ children: [ResolvedNode]) -> ViewSpacing {
    guard let first = children.first else { return ViewSpacing() }
    return children.dropFirst().reduce(viewSpacing(first, .none)) { $0.union(viewSpacing($1, .none)) }
  }

  /// The edges padding actually pads (a zero inset leaves the child's preference in place).
  private func paddedEdges(_ insets: EdgeInsets) -> Edge.Set {
    var edges: Edge.Set = []
    if insets.top != 0 { edges.insert(.top) }
    if insets.leading != 0 { edges.insert(.leading) }
    if insets.bottom != 0 { edges.insert(.bottom) }
    if insets.trailing != 0 { edges.insert(.trailing) }
    return edges
  }
}
