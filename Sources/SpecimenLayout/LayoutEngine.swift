import Foundation
import SpecimenUI

/// SwiftUI's proposal-based layout over the resolved tree: `ResolvedNode` in, `PlacedNode` out.
///
/// Every rule of `layout-rules.md` is implemented in the file named after its area
/// (`Stack.swift` for rules 25–34, `Frames.swift` for 10–17, …). Sizing (`sizeThatFits`) is
/// measure-only; `place` additionally positions every descendant in root coordinates.
/// Both are memoised per (node, proposal, context) for the engine's lifetime, so make one
/// engine per pass. Layout never throws: odd numbers are clamped as `Sanitizing.swift` says.
///
/// ```swift
/// let engine = LayoutEngine(measurers: measurers)
/// let placed = engine.place(ResolveContext().resolve(view), in: ProposedViewSize(width: 320, height: nil))
/// ```
public struct LayoutEngine: Sendable {
  /// The text and image measurers.
  public let measurers: Measurers
  let cache = LayoutCache()
  /// The size of the nearest scroll container (`.containerRelativeFrame`): a scroll view's
  /// proposal for its content; nil outside one. Sizing inside a container runs on a copy of the
  /// engine with this set, so it reaches every nested call with no lookup; it is part of the
  /// cache key (nil, cheap to hash, everywhere else).
  var container: ProposedViewSize?
  /// The root container: the root proposal less the safe area (set per `place`/`sizeThatFits`
  /// call; as the memo is per engine, use one engine per root proposal).
  var rootContainer: ProposedViewSize?
  /// Device pixels per point of the screen the layout is for: spacing around text is rounded up to
  /// its pixels, as on iOS (2 by default, like `ViewRenderer`).
  public var displayScale: CGFloat = 2 {
    didSet { if !(displayScale.isFinite && displayScale > 0) { displayScale = 2 } }
  }

  /// Creates an engine that measures text and images with `measurers`.
  public init(measurers: Measurers) {
    self.measurers = measurers
    self.safeAreaInsets = EdgeInsets()
  }

  /// The root's safe-area insets (a device's status bar and home indicator); zero by default.
  public let safeAreaInsets: EdgeInsets

  /// Creates an engine whose root has the safe-area insets `safeAreaInsets`: the root view is
  /// laid out inside them, and views that ignore the safe area reach under them.
  public init(measurers: Measurers, safeAreaInsets: EdgeInsets) {
    self.measurers = measurers
    self.safeAreaInsets = safeAreaInsets.sanitizedInsets
  }

  /// The size `node` chooses for `proposal` (rule 1), measured without placing anything.
  public func sizeThatFits(_ node: ResolvedNode, _ proposal: ProposedViewSize) -> CGSize {
    cache.retain(node)
    let root = rootNode(node)
    // Layout calls closures user bodies made (GeometryReader contents, alignment guides): see MainActorBridge.
    return MainActorBridge.withRenderIsolation { inRootScope(proposal).size(root, proposal, .none) }
  }

  /// Places `node` at (0, 0) at the size it chooses for `proposal`, and all its descendants.
  public func place(_ node: ResolvedNode, in proposal: ProposedViewSize) -> PlacedNode {
    cache.retain(node)
    let root = rootNode(node)
    // What user closures report while laid out (a custom layout's `sizeThatFits` outlining a path) is stamped on the root.
    let (placed, issues) = ResolveIssues.collecting {
      MainActorBridge.withRenderIsolation {
        let engine = inRootScope(proposal)
        return engine.matchingGeometry(engine.place(root, proposal.sanitized, .none, at: .zero))
      }
    }
    placed.node.recordIssues(issues)
    return placed
  }

  /// How many times a leaf (shape, text, image, spacer, divider) was really measured: cache misses.
  public var leafMeasurementCount: Int { cache.leafMeasurementCount }

  /// How many times `node` was really measured (0 for containers, which are never measured directly).
  public func leafMeasurementCount(of node: ResolvedNode) -> Int { cache.leafMeasurementCount(of: node) }

  // MARK: - Dispatch

  /// The memoised size of `node` for `proposal` in `context`.
  func size(_ node: ResolvedNode, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize {
    let proposal = proposal.sanitized
    let key = CacheKey(node: ObjectIdentifier(node), proposal: proposal, context: context, container: container)
    if let cached = cache.size(key) { return cached }
    let result: CGSize
    if let leaf = leafSize(node, proposal, context) {
      cache.countLeafMeasurement(node)
      result = leaf.sanitized
    } else {
      result = arrange(node, proposal, context).size
    }
    cache.store(size: result, key)
    return result
  }

  /// The size `node` was measured at for `proposal` in `context` in this pass, nil when it was not (no measuring).
  func cachedSize(_ node: ResolvedNode, _ proposal: ProposedViewSize, _ context: LayoutContext) -> CGSize? {
    cache.size(CacheKey(node: ObjectIdentifier(node), proposal: proposal.sanitized, context: context, container: container))
  }

  /// The memoised arrangement of a container `node` for `proposal` in `context`.
  func arrange(_ node: ResolvedNode, _ proposal: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    let proposal = proposal.sanitized
    let key = CacheKey(node: ObjectIdentifier(node), proposal: proposal, context: context, container: container)
    if let cached = cache.arrangement(key) { return cached }
    let result = computeArrangement(node, proposal, context)
    cache.store(arrangement: result, key)
    return result
  }

  /// Lays out one container kind; leaves become childless arrangements.
  private func computeArrangement(_ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    let unary = context.forUnaryChild
    switch node.kind {
    case .group:
      if let layering = context.layering {
        return arrangeZStack(node.flattenedChildren, layering, p)
      }
      return arrangeStack(node.flattenedChildren, axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, p, owner: node)
    case .stack(let spec):
      return arrangeStack(node.flattenedChildren, axis: spec.axis, alignment: spec.alignment, spacing: spec.spacing, p, owner: node)
    case .zstack(let alignment):
      return arrangeZStack(node.flattenedChildren, LayeringKeys(alignment), p)
    case .frame(let width, let height, let alignment):
      return arrangeFixedFrame(child(of: node), width: width, height: height, alignment, p, unary)
    case .flexFrame(let spec):
      return arrangeFlexFrame(child(of: node), spec, p, unary)
    case .padding(let insets):
      return arrangePadding(child(of: node), insets, p, unary)
    case .fixedSize(let horizontal, let vertical):
      return arrangeFixedSize(child(of: node), horizontal: horizontal, vertical: vertical, p, unary)
    case .aspectRatio(let ratio, let mode):
      return arrangeAspectRatio(child(of: node), ratio, mode, p, unary)
    case .background(let alignment), .overlay(let alignment), .mask(let alignment):
      return arrangeSecondary(node.children, alignment, p, context)
    case .offset(let offset):
      return arrangeOffset(child(of: node), offset, p, unary)
    case .position(let point):
      return arrangePosition(child(of: node), point, p, unary)
    case .layout(let layout):
      return arrangeCustomLayout(node, layout, p)
    case .grid(let spec):
      return arrangeGrid(node.flattenedChildren, spec, p)
    case .gridRow:
      // Outside a Grid a row is laid out like a group (a centred VStack).
      return arrangeStack(node.flattenedChildren, axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil, p, owner: node)
    case .viewThatFits(let axes):
      return arrangeViewThatFits(node.flattenedChildren, axes, p)
    case .layoutPriority, .alignmentGuide, .effect, .layoutValue:
      return arrangeTransparent(child(of: node), p, unary)
    case .geometryReader:
      return .leaf(geometryReaderSize(p))
    case .preference, .preferenceSecondary, .coordinateSpace, .scrollView, .containerRelativeFrame,
         .safeAreaPadding, .safeAreaInset, .ignoresSafeArea:
      return arrangeScopeNode(node, p, context)
    case .empty, .shape, .text, .image, .spacer, .divider:
      return .leaf(size(node, p, context))
    }
  }

  /// The one child of a unary modifier (an empty node if it has none, which resolve never makes).
  func child(of node: ResolvedNode) -> ResolvedNode {
    node.children.first ?? emptyNode
  }

  // MARK: - Placement

  /// Places `node` with its layout origin at `origin` (root coordinates) and its descendants.
  func place(_ node: ResolvedNode, _ proposal: ProposedViewSize, _ context: LayoutContext, at origin: CGPoint) -> PlacedNode {
    let proposal = proposal.sanitized
    switch node.kind {
    case .geometryReader(let makeContent):
      return placeGeometryReader(node, makeContent, proposal, at: origin)
    case .preference, .preferenceSecondary, .coordinateSpace, .scrollView, .safeAreaPadding, .safeAreaInset, .ignoresSafeArea:
      if let placed = placeScopeNode(node, proposal, context, at: origin) { return placed }
    case .effect(.clip):
      if let placed = placeScrollViewport(node, proposal, context, at: origin) { return placed }
    default:
      break
    }
    return placeArranged(node, proposal, context, at: origin)
  }

  /// Places `node` by its arrangement: each slot's child at the slot's origin (mirrored in right-to-left).
  func placeArranged(_ node: ResolvedNode, _ proposal: ProposedViewSize, _ context: LayoutContext, at origin: CGPoint) -> PlacedNode {
    let arrangement = arrange(node, proposal, context)
    let mirrored = node.layoutDirection == .rightToLeft
    let children = arrangement.slots.map { slot in
      let x = slot.origin.x + slot.shift.width
      let childOrigin = CGPoint(
        x: origin.x + (mirrored ? mirror(x, width: slot.size.width, in: arrangement.size.width) : x),
        y: origin.y + slot.origin.y + slot.shift.height)
      return place(slot.node, slot.proposal, slot.context, at: childOrigin)
    }
    return PlacedNode(node: node, frame: CGRect(origin: origin, size: arrangement.size), proposal: proposal, children: children)
  }
}

/// Right-to-left layout: the x of a child of width `width` whose leading edge is `x` from
/// its container's leading edge, measured from the left of a container `containerWidth` wide.
///
/// Layout runs in leading-to-trailing coordinates; a right-to-left container flips each
/// child's position inside itself, as SwiftUI does ("SwiftUI horizontally flips the x
/// position of each view within its parent", Apple, `LayoutDirection`). Offsets and
/// positions are in those coordinates too, so they mirror with them.
func mirror(_ x: CGFloat, width: CGFloat, in containerWidth: CGFloat) -> CGFloat {
  finiteOrZero(containerWidth - x - width)
}

/// A shared childless node standing in for a missing child.
let emptyNode = ResolvedNode(.empty, type: "EmptyView")
