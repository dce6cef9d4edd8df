import Foundation
import SpecimenUI

extension LayoutEngine {
  /// A custom `Layout`: its `sizeThatFits` gives the container's size for the proposal; its
  /// `placeSubviews`, called with bounds of that size at the origin, gives each subview's
  /// proposal and position. A subview it never places sits at the container's centre with
  /// the container's proposal (Apple, `LayoutSubview.place(at:anchor:proposal:)`).
  /// Subviews measure through the engine's memoised `size`, so caching covers them.
  func arrangeCustomLayout(_ node: ResolvedNode, _ layout: ErasedLayout, _ p: ProposedViewSize) -> Arrangement {
    let host = SubviewHost(engine: self, node: node, layout: layout)
    let subviews = LayoutSubviews(host: host, count: host.nodes.count)
    let cacheSlot = cache.layoutCacheSlot(node)
    let size = layout.sizeThatFits(p, subviews, cacheSlot).sanitized
    layout.placeSubviews(CGRect(origin: .zero, size: size), p, subviews, cacheSlot)
    let slots = host.nodes.indices.map { host.slot($0, containerSize: size, containerProposal: p) }
    return Arrangement(size: size, slots: slots, guideSlots: slots.count)
  }

  /// The explicit value of `key` a custom layout reports (its `explicitAlignment`, whose
  /// default merges the placed subviews' explicit guides).
  func customLayoutGuide(_ key: AlignmentKey, _ node: ResolvedNode, _ layout: ErasedLayout, _ p: ProposedViewSize) -> CGFloat? {
    let arrangement = arrange(node, p, .none)
    let host = SubviewHost(engine: self, node: node, layout: layout)
    host.placedSlots = arrangement.slots
    let subviews = LayoutSubviews(host: host, count: host.nodes.count)
    let bounds = CGRect(origin: .zero, size: arrangement.size)
    return layout.explicitAlignment(key, bounds, p, subviews, cache.layoutCacheSlot(node))
  }

  /// The value `node` sets for layout value key `key`, looking through modifiers down to the
  /// first container or leaf; nil when it sets none.
  func layoutValue(_ node: ResolvedNode, _ key: ObjectIdentifier) -> Any? { node.layoutValue(key) }
}

/// The engine side of one custom layout node's subview proxies.
final class SubviewHost: LayoutSubviewHost, @unchecked Sendable {
  /// A subview's recorded placement.
  struct Placement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
  }

  let engine: LayoutEngine
  /// The layout whose subviews these are, named when its measurements pass the budget.
  let layout: ErasedLayout
  let nodes: [ResolvedNode]
  let context: LayoutContext
  let layoutDirection: LayoutDirection
  private var placements: [Int: Placement] = [:]
  /// The slots of a finished arrangement, for merging explicit guides.
  var placedSlots: [Slot] = []

  init(engine: LayoutEngine, node: ResolvedNode, layout: ErasedLayout) {
    self.engine = engine
    self.layout = layout
    self.nodes = node.flattenedChildren
    self.context = LayoutContext(stackAxis: layout.properties.stackOrientation, layering: nil)
    self.layoutDirection = node.layoutDirection
  }

  /// Subview `index`'s size for `proposal`: measured, or known from this pass. Past `maxSubviewMeasurements` new
  /// measurements in one pass, a subview that already answered answers its last size again and the layout is named.
  func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
    let node = nodes[index], id = ObjectIdentifier(node)
    if let known = engine.cachedSize(node, proposal, context) { return known }
    if engine.cache.countSubviewMeasurement() > CustomLayoutBudget.maxSubviewMeasurements, let last = engine.cache.lastSubviewSize(id) {
      layout.noteMeasurementBudget(CustomLayoutBudget.maxSubviewMeasurements)
      return last
    }
    let size = engine.size(node, proposal, context)
    engine.cache.store(lastSubviewSize: size, id)
    return size
  }

  func dimensions(_ index: Int, _ proposal: ProposedViewSize) -> ViewDimensions {
    let proposal = proposal.sanitized
    return engine.dimensions(nodes[index], proposal, context, size: sizeThatFits(index, proposal))
  }

  func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    placements[index] = Placement(position: position, anchor: anchor, proposal: proposal.sanitized)
  }

  func priority(_ index: Int) -> Double { engine.priority(nodes[index]) }

  func spacing(_ index: Int) -> ViewSpacing { engine.viewSpacing(nodes[index], context) }

  func layoutValue(_ index: Int, _ key: ObjectIdentifier) -> Any? { engine.layoutValue(nodes[index], key) }

  func mergedExplicitGuide(_ key: AlignmentKey, indices: [Int], bounds: CGRect) -> CGFloat? {
    let values = indices.compactMap { index -> CGFloat? in
      guard placedSlots.indices.contains(index) else { return nil }
      let slot = placedSlots[index]
      return engine.explicitGuide(key, slot.node, slot.proposal, slot.context).map { $0 + slot.origin[key.axis] + bounds.origin[key.axis] }
    }
    return engine.merge(values, key)
  }

  func builtinLayout(_ kind: ResolvedNode.Kind, indices: [Int], proposal: ProposedViewSize, placingIn bounds: CGRect?) -> CGSize {
    let children = indices.map { nodes[$0] }
    let arrangement: Arrangement
    switch kind {
    case .stack(let spec):
      arrangement = engine.arrangeStack(children, axis: spec.axis, alignment: spec.alignment, spacing: spec.spacing, proposal.sanitized)
    case .zstack(let alignment):
      arrangement = engine.arrangeZStack(children, LayeringKeys(alignment), proposal.sanitized)
    case .grid(let spec):
      arrangement = engine.arrangeGrid(children, spec, proposal.sanitized)
    default:
      return .zero
    }
    if let bounds {
      // A grid's slots are its cells, not the subviews (rows), so only matching slots are placed.
      for (position, slot) in arrangement.slots.enumerated() where position < children.count && slot.node === children[position] {
        let origin = CGPoint(x: bounds.minX + slot.origin.x, y: bounds.minY + slot.origin.y)
        place(indices[position], at: origin, anchor: .topLeading, proposal: slot.proposal)
      }
    }
    return arrangement.size
  }

  /// Subview `index`'s slot: where it was placed, or centred with the container's proposal.
  func slot(_ index: Int, containerSize: CGSize, containerProposal: ProposedViewSize) -> Slot {
    let node = nodes[index]
    guard let placement = placements[index] else {
      let size = engine.size(node, containerProposal, context)
      let origin = CGPoint(x: finiteOrZero((containerSize.width - size.width) / 2),
                           y: finiteOrZero((containerSize.height - size.height) / 2))
      return Slot(node: node, proposal: containerProposal, context: context, origin: origin, size: size)
    }
    let size = engine.size(node, placement.proposal, context)
    let anchor = CGPoint(x: finiteOrZero(placement.anchor.x * size.width), y: finiteOrZero(placement.anchor.y * size.height))
    let origin = CGPoint(x: finiteOrZero(finiteOrZero(placement.position.x) - anchor.x),
                         y: finiteOrZero(finiteOrZero(placement.position.y) - anchor.y))
    return Slot(node: node, proposal: placement.proposal, context: context, origin: origin, size: size)
  }
}

/// How much measuring custom layouts may ask of their subviews in one layout pass.
///
/// A `Layout` whose `sizeThatFits` measures its subviews at several proposals derived from its own (a search for a
/// fit, a balance of ideal, minimum and maximum) multiplies its measurements at every level it is nested: 64
/// proposals at six levels are 64⁶ (7 × 10¹⁰) measurements, which never finish. Measurements the pass already made
/// are free (memoised per proposal); past this many new ones, a subview that has answered once answers its last size
/// again, so the pass ends, and the layout is named in a warning.
enum CustomLayoutBudget {
  /// New subview measurements custom layouts may make in one pass (a real screen makes hundreds; 64 proposals at
  /// three levels, 262 144, stay within it). A pass that reaches it has cost about 9 s in a debug build (a million
  /// cost 29 s), so a runaway layout fails its cell's time soon.
  static let maxSubviewMeasurements = 300_000
}
