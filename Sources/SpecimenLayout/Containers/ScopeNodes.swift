import Foundation
import SpecimenUI

extension LayoutEngine {
  /// Sizes the preference, geometry, safe-area and scroll-view nodes (the node kinds of issue 13).
  func arrangeScopeNode(_ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    let unary = context.forUnaryChild
    switch node.kind {
    case .safeAreaPadding(let insets):
      return arrangePadding(child(of: node), insets, p, unary)
    case .containerRelativeFrame(let spec):
      return arrangeContainerRelativeFrame(child(of: node), spec, p, unary)
    case .scrollView(let spec):
      return arrangeScrollView(child(of: node), spec, p)
    case .safeAreaInset(let spec):
      return arrangeSafeAreaInset(node.children, spec, p, unary)
    default:
      // .preference, .preferenceSecondary (its secondary view is made at placement),
      // .coordinateSpace and .ignoresSafeArea (it grows only at placement) are layout-neutral.
      return arrangeTransparent(child(of: node), p, unary)
    }
  }

  /// Places the nodes whose placement reads or sets the placement scope; nil for every other node.
  func placeScopeNode(_ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext, at origin: CGPoint) -> PlacedNode? {
    switch node.kind {
    case .coordinateSpace(let name):
      var scope = PlacementScope.current
      scope.namedFrames.append((name.name, CGRect(origin: origin, size: arrange(node, p, context).size)))
      return PlacementScope.$current.withValue(scope) { placeArranged(node, p, context, at: origin) }
    case .safeAreaPadding(let insets):
      let frame = CGRect(origin: origin, size: arrange(node, p, context).size)
      let safe = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                        width: max(0, frame.width - insets.leading - insets.trailing),
                        height: max(0, frame.height - insets.top - insets.bottom))
      let scope = PlacementScope.current.adding(SafeRegion(safe: safe, outer: frame))
      return PlacementScope.$current.withValue(scope) { placeArranged(node, p, context, at: origin) }
    case .safeAreaInset:
      return placeSafeAreaInset(node, p, context, at: origin)
    case .ignoresSafeArea(let edges):
      return placeIgnoringSafeArea(node, edges, p, context, at: origin)
    case .scrollView(let spec):
      return placeScrollView(node, spec, p, context, at: origin)
    case .preferenceSecondary(let spec):
      return placePreferenceSecondary(node, spec, p, context, at: origin)
    case .preference(let operation):
      guard case .observe(let action) = operation.action else { return nil }
      let placed = placeArranged(node, p, context, at: origin)
      action(placed.combinedChildPreference(operation.key) ?? operation.key.defaultValue())
      return placed
    default:
      return nil
    }
  }

  // MARK: - Preferences

  /// `.overlayPreferenceValue`/`.backgroundPreferenceValue`: the primary is placed first; its
  /// collected value makes the secondary view, which is proposed the primary's size and
  /// aligned in it like an overlay (rule 40).
  private func placePreferenceSecondary(_ node: ResolvedNode, _ spec: PreferenceSecondary, _ p: ProposedViewSize,
                                        _ context: LayoutContext, at origin: CGPoint) -> PlacedNode {
    let arrangement = arrange(node, p, context)
    let slot = arrangement.slots[0]
    let primary = place(slot.node, slot.proposal, slot.context, at: origin)
    let value = primary.collectPreference(spec.key) ?? spec.key.defaultValue()
    let content = spec.makeContent(value)
    cache.retain(content)
    let keys = LayeringKeys(spec.alignment)
    let secondaryContext = LayoutContext(stackAxis: nil, layering: keys)
    let proposal = ProposedViewSize(arrangement.size)
    let contentSize = size(content, proposal, secondaryContext)
    let offset = align(content, proposal, secondaryContext, childSize: contentSize, in: arrangement.size, keys)
    let secondary = place(content, proposal, secondaryContext, at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y))
    return PlacedNode(node: node, frame: CGRect(origin: origin, size: arrangement.size), proposal: p, children: [primary, secondary])
  }

  // MARK: - containerRelativeFrame

  /// A fixed frame (rules 10–11) whose length on each of its axes comes from the nearest
  /// container's length on that axis; an axis the container leaves unspecified passes the
  /// proposal through, like a frame without that dimension.
  private func arrangeContainerRelativeFrame(_ child: ResolvedNode, _ spec: ContainerRelativeFrameSpec,
                                             _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    func length(_ axis: Axis, _ containerLength: CGFloat?) -> CGFloat? {
      guard spec.axes.contains(axis == .horizontal ? .horizontal : .vertical),
            let containerLength, containerLength.isFinite else { return nil }
      let value = spec.length(containerLength, axis)
      if !(value.isFinite && value >= 0) {
        ResolveIssues.report(ResolveIssue(.invalidNumber, ".containerRelativeFrame's length for the \(axis == .horizontal ? "width" : "height") "
          + "was \(NumberText.describe(Double(value))) (of a container \(NumberText.describe(Double(containerLength))) pt long), not a "
          + "finite length ≥ 0; laid out " + (value.isFinite ? "as 0" : "as if that axis were not given") + ". Return a finite length ≥ 0"))
      }
      return value.isFinite ? max(0, value) : nil
    }
    let container = self.container ?? rootContainer
    return arrangeFixedFrame(child, width: length(.horizontal, container?.width), height: length(.vertical, container?.height),
                             spec.alignment, p, context)
  }

  // MARK: - ScrollView

  /// A ScrollView proposes its content nil along the scroll axes and its own proposal, less the
  /// content margins, across them; takes its whole proposal (a nil dimension becomes the
  /// content's with its margins); and shows the content inside its margins at rest: at the start
  /// along the scroll axes (or at `defaultScrollAnchor`), centred across them. It is the nearest
  /// container of its content, which sees the viewport less the margins.
  private func arrangeScrollView(_ content: ResolvedNode, _ spec: ScrollViewSpec, _ p: ProposedViewSize) -> Arrangement {
    let axes = spec.axes, margins = spec.margins.sanitizedInsets
    let marginWidth = margins.leading + margins.trailing, marginHeight = margins.top + margins.bottom
    let inner = spec.contentContainer(p)
    let contentProposal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : inner.width,
                                           height: axes.contains(.vertical) ? nil : inner.height)
    let contentSize = inContainer(inner).size(content, contentProposal, .none)
    let viewport = CGSize(width: p.width ?? contentSize.width + marginWidth, height: p.height ?? contentSize.height + marginHeight).sanitized
    let freeWidth = viewport.width - marginWidth - contentSize.width
    let freeHeight = viewport.height - marginHeight - contentSize.height
    let x = axes.contains(.horizontal) ? spec.restingOffset(free: freeWidth) { $0.x } : finiteOrZero(freeWidth / 2)
    let y = axes.contains(.vertical) ? spec.restingOffset(free: freeHeight) { $0.y } : finiteOrZero(freeHeight / 2)
    let origin = CGPoint(x: margins.leading + x, y: margins.top + y)
    let slot = Slot(node: content, proposal: contentProposal, context: .none, origin: origin, size: contentSize)
    return Arrangement(size: viewport, slots: [slot], guideSlots: 0)
  }

  /// Places the scroll view's content inside its container scope (so it finds the arrangement it was measured with).
  private func placeScrollView(_ node: ResolvedNode, _ spec: ScrollViewSpec, _ p: ProposedViewSize, _ context: LayoutContext,
                               at origin: CGPoint) -> PlacedNode {
    let arrangement = arrange(node, p, context)
    let slot = arrangement.slots[0]
    let x = node.layoutDirection == .rightToLeft ? mirror(slot.origin.x, width: slot.size.width, in: arrangement.size.width) : slot.origin.x
    let frame = CGRect(origin: origin, size: arrangement.size)
    // The scroll view takes the unsafe area on the edges along its axes that it touches as content insets: its
    // content sees none there (a row's background stays in the row), while the viewport reaches into it.
    let scope = PlacementScope.current.absorbing(scrollAxisEdges(spec), of: frame)
    let content = PlacementScope.$current.withValue(scope) {
      inContainer(spec.contentContainer(p)).place(slot.node, slot.proposal, slot.context, at: CGPoint(x: origin.x + x, y: origin.y + slot.origin.y))
    }
    return PlacedNode(node: node, frame: frame, proposal: p, children: [content])
  }

  /// A scroll view's clip (the `.clip` around its coordinate space) reaches into the unsafe area on each edge along
  /// its scroll axes that touches the safe area's edge, out to the unsafe region's outer edge, as on iOS: a scroll
  /// view's content shows under the bars and the home indicator while its layout stays inside the safe area. Nil
  /// for any other clip.
  func placeScrollViewport(_ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext, at origin: CGPoint) -> PlacedNode? {
    guard node.children.count == 1, case .coordinateSpace = node.children[0].kind,
          let scroll = node.children[0].children.first, case .scrollView(let spec) = scroll.kind,
          !PlacementScope.current.regions.isEmpty else { return nil }
    let placed = placeArranged(node, p, context, at: origin)
    let grown = grownIntoUnsafeArea(placed.frame, edges: scrollAxisEdges(spec), mirrored: node.layoutDirection == .rightToLeft)
    guard grown != placed.frame else { return placed }
    return PlacedNode(node: node, frame: grown, proposal: p, children: placed.children)
  }

  /// The edges along a scroll view's axes: top and bottom for vertical scrolling, the sides for horizontal.
  private func scrollAxisEdges(_ spec: ScrollViewSpec) -> Edge.Set {
    var edges: Edge.Set = []
    if spec.axes.contains(.vertical) { edges.formUnion([.top, .bottom]) }
    if spec.axes.contains(.horizontal) { edges.formUnion([.leading, .trailing]) }
    return edges
  }

  // MARK: - Safe area

  /// `.safeAreaInset(edge:…)`: the inset view is proposed the proposal across the edge's axis
  /// and nil along it; the main view is proposed what is left after the inset and the
  /// spacing; the node is the main view plus the inset and spacing along that axis (at least
  /// as wide as either across it). The inset view sits on `edge`, aligned by `alignment`;
  /// the main view beside it, centred across the axis.
  private func arrangeSafeAreaInset(_ children: [ResolvedNode], _ spec: SafeAreaInsetSpec, _ p: ProposedViewSize,
                                    _ context: LayoutContext) -> Arrangement {
    let main = children.first ?? emptyNode
    let inset = children.count > 1 ? children[1] : emptyNode
    let vertical = spec.edge == .top || spec.edge == .bottom
    let insetProposal = vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height)
    let insetSize = size(inset, insetProposal, .none)
    let reduce = (vertical ? insetSize.height : insetSize.width) + spec.spacing
    let mainProposal = vertical
      ? ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - reduce) })
      : ProposedViewSize(width: p.width.map { max(0, $0 - reduce) }, height: p.height)
    let mainSize = size(main, mainProposal, context)
    let total = vertical
      ? CGSize(width: max(mainSize.width, insetSize.width), height: mainSize.height + reduce)
      : CGSize(width: mainSize.width + reduce, height: max(mainSize.height, insetSize.height))
    let keys = LayeringKeys(spec.alignment)
    let mainOrigin: CGPoint
    let insetOrigin: CGPoint
    if vertical {
      let box = CGSize(width: total.width, height: insetSize.height)
      let x = align(inset, insetProposal, .none, childSize: insetSize, in: box, keys).x
      mainOrigin = CGPoint(x: finiteOrZero((total.width - mainSize.width) / 2), y: spec.edge == .top ? reduce : 0)
      insetOrigin = CGPoint(x: x, y: spec.edge == .top ? 0 : mainSize.height + spec.spacing)
    } else {
      let box = CGSize(width: insetSize.width, height: total.height)
      let y = align(inset, insetProposal, .none, childSize: insetSize, in: box, keys).y
      mainOrigin = CGPoint(x: spec.edge == .leading ? reduce : 0, y: finiteOrZero((total.height - mainSize.height) / 2))
      insetOrigin = CGPoint(x: spec.edge == .leading ? 0 : mainSize.width + spec.spacing, y: y)
    }
    return Arrangement(size: total.sanitized, slots: [
      Slot(node: main, proposal: mainProposal, context: context, origin: mainOrigin, size: mainSize),
      Slot(node: inset, proposal: insetProposal, context: .none, origin: insetOrigin, size: insetSize),
    ], guideSlots: 1)
  }

  /// Places the main view of a `.safeAreaInset` with the inset's side as unsafe area (views in it
  /// that ignore the safe area reach under the inset view), then the inset view.
  private func placeSafeAreaInset(_ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext, at origin: CGPoint) -> PlacedNode {
    let arrangement = arrange(node, p, context)
    let frame = CGRect(origin: origin, size: arrangement.size)
    let mirrored = node.layoutDirection == .rightToLeft
    let placed = arrangement.slots.enumerated().map { index, slot -> PlacedNode in
      let x = mirrored ? mirror(slot.origin.x, width: slot.size.width, in: arrangement.size.width) : slot.origin.x
      let at = CGPoint(x: origin.x + x, y: origin.y + slot.origin.y)
      guard index == 0 else { return place(slot.node, slot.proposal, slot.context, at: at) }
      let region = SafeRegion(safe: CGRect(origin: at, size: slot.size), outer: frame)
      return PlacementScope.$current.withValue(PlacementScope.current.adding(region)) {
        place(slot.node, slot.proposal, slot.context, at: at)
      }
    }
    return PlacedNode(node: node, frame: frame, proposal: p, children: placed)
  }

  /// `.ignoresSafeArea`: after its parent places it, the view's frame grows, on each ignored
  /// edge that touches the safe area's edge, to the unsafe region's outer edge (innermost
  /// region first, then outward while the grown frame touches the next one); the child is
  /// proposed and placed in the grown frame. A view that touches no unsafe edge is unchanged.
  private func placeIgnoringSafeArea(_ node: ResolvedNode, _ edges: Edge.Set, _ p: ProposedViewSize, _ context: LayoutContext,
                                     at origin: CGPoint) -> PlacedNode {
    let size = arrange(node, p, context).size
    let frame = CGRect(origin: origin, size: size)
    let grown = grownIntoUnsafeArea(frame, edges: edges, mirrored: node.layoutDirection == .rightToLeft)
    guard grown != frame else { return placeArranged(node, p, context, at: origin) }
    let proposal = ProposedViewSize(grown.size)
    let child = place(child(of: node), proposal, context.forUnaryChild, at: grown.origin)
    return PlacedNode(node: node, frame: grown, proposal: p, children: [child])
  }

  /// `frame` grown, on each of `edges` that touches the safe area's edge, to the unsafe region's outer edge (innermost
  /// region first, then outward while the grown frame touches the next one).
  func grownIntoUnsafeArea(_ frame: CGRect, edges: Edge.Set, mirrored: Bool) -> CGRect {
    PlacementScope.current.regions.reversed().reduce(frame) { grown, region in
      region.extending(grown, on: region.touchedSides(of: grown, among: edges, mirrored: mirrored))
    }
  }
}
