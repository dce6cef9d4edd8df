import Foundation
import SpecimenUI

/// The guide keys text declares explicitly (rule 32: stacks align text on its baselines).
let firstBaselineKey = VerticalAlignment.firstTextBaseline.key
let lastBaselineKey = VerticalAlignment.lastTextBaseline.key
/// Text also marks its leading edge, where a list row's separator starts by default (iOS 16+).
let firstTextLeadingKey = HorizontalAlignment.firstTextLeading.key
/// Set on a view whose texts do not mark their leading edge (`View.hidingTextLeading()`).
let textLeadingBarrierKey = HorizontalAlignment.textLeadingBarrier.key

/// Stands in `explicitKeys` for "any guide": a custom `Layout` may report any guide from its
/// `explicitAlignment`, so it and every container around it must be asked about every key.
private enum AnyCustomLayoutGuide: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
}
let anyCustomLayoutGuideKey = AlignmentKey(AnyCustomLayoutGuide.self, axis: .horizontal)

extension LayoutEngine {
  /// Rule 32: the value of guide `key` for `node` laid out at `proposal` with size `size`,
  /// explicit if the node (or a descendant) sets it, otherwise the guide's default.
  func guide(_ key: AlignmentKey, _ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext, size: CGSize) -> CGFloat {
    if let explicit = explicitGuide(key, node, p, context) { return finiteOrZero(explicit) }
    return finiteOrZero(key.defaultValue(dimensions(node, p, context, size: size)))
  }

  /// The `ViewDimensions` an `.alignmentGuide` closure or a custom guide's default sees.
  func dimensions(_ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext, size: CGSize) -> ViewDimensions {
    let engine = self
    return ViewDimensions(width: size.width, height: size.height) { key in
      engine.explicitGuide(key, node, p, context)
    }
  }

  /// The explicit value of `key` for `node`, in its own coordinates, or nil.
  ///
  /// Text sets its first and last baselines from its `TextMetrics`; `.alignmentGuide` sets
  /// its key from the closure; a container merges its children's explicit values (offset
  /// into its space): the topmost for the first baseline, the bottommost for the last
  /// baseline, the average for any other guide, as SwiftUI does; the leading-most for the
  /// first text's leading edge (the list-row separator's default start). A background/overlay/mask
  /// uses its primary only. `.offset` moves drawing only, so guides ignore it.
  func explicitGuide(_ key: AlignmentKey, _ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext) -> CGFloat? {
    let keys = explicitKeys(node)
    guard !keys.isEmpty, keys.contains(key) || keys.contains(anyCustomLayoutGuideKey) else { return nil }
    let p = p.sanitized
    switch node.kind {
    case .layout(let layout):
      // A custom layout reports any guide itself (`Layout.explicitAlignment`), wherever it
      // sits below the aligning container: modifiers and containers pass its value up.
      return customLayoutGuide(key, node, layout, p)
    case .text(let text):
      if key == firstTextLeadingKey { return 0 }
      let metrics = textMetrics(node, text, p, context)
      if key == firstBaselineKey { return metrics.firstBaseline }
      if key == lastBaselineKey { return metrics.lastBaseline }
      return nil
    case .image(let image):
      // An SF Symbol sits on its font's baseline as its template places it: most are centred on the
      // cap height (Apple HIG, "SF Symbols": symbols align with adjacent text), some rise above or hang
      // below it (`ImageMeasurer.symbolRise`).
      let height = size(node, p, context).height
      let rise = measurers.image.symbolRise(of: image)
      return height / 2 + image.font.size * SystemTypography.capHeight / 2 + (rise.isFinite ? rise : 0)
    case .alignmentGuide(let guideKey, let compute) where guideKey == key:
      let child = child(of: node)
      let childContext = context.forUnaryChild
      let childSize = size(child, p, childContext)
      let value = compute(dimensions(child, p, childContext, size: childSize))
      guard !value.isFinite else { return value }
      let guide = "\(key.axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\(key.readableName)"
      ResolveIssues.report(ResolveIssue(.invalidNumber, ".alignmentGuide(\(guide)) computed \(NumberText.describe(Double(value))), not a "
        + "finite position; aligned as if the guide were not set (its default). Return a finite value from the closure"))
      return nil
    default:
      let arrangement = arrange(node, p, context)
      let values = arrangement.slots.prefix(arrangement.guideSlots).compactMap { slot in
        explicitGuide(key, slot.node, slot.proposal, slot.context).map { $0 + slot.origin[key.axis] }
      }
      return merge(values, key)
    }
  }

  /// Merges children's explicit values of `key` into the parent's.
  func merge(_ values: [CGFloat], _ key: AlignmentKey) -> CGFloat? {
    guard let first = values.first else { return nil }
    if key == firstBaselineKey { return values.min() }
    if key == lastBaselineKey { return values.max() }
    if key == firstTextLeadingKey { return values.min() }
    return values.count == 1 ? first : values.reduce(0, +) / CGFloat(values.count)
  }

  /// The keys `node` or its subtree can set explicitly; memoised per node so guide lookups
  /// short-circuit for the common subtree that sets none.
  func explicitKeys(_ node: ResolvedNode) -> Set<AlignmentKey> {
    let id = ObjectIdentifier(node)
    if let cached = cache.explicitKeys(id) { return cached }
    let keys: Set<AlignmentKey>
    switch node.kind {
    case .text:
      keys = [firstBaselineKey, lastBaselineKey, firstTextLeadingKey]
    case .image(let image):
      keys = image.hasTextBaseline ? [firstBaselineKey, lastBaselineKey] : []
    case .alignmentGuide(let key, _) where key == textLeadingBarrierKey:
      keys = explicitKeys(child(of: node)).subtracting([firstTextLeadingKey])
    case .alignmentGuide(let key, _):
      keys = explicitKeys(child(of: node)).union([key])
    case .geometryReader:
      keys = []
    case .layout:
      keys = [anyCustomLayoutGuideKey]
    case .background, .overlay, .mask:
      keys = node.children.first.map(explicitKeys) ?? []
    default:
      keys = node.children.reduce(into: Set<AlignmentKey>()) { $0.formUnion(explicitKeys($1)) }
    }
    cache.store(explicitKeys: keys, id)
    return keys
  }

  /// Where a child of size `childSize` goes inside a container of size `size` so that the
  /// child's guides for `alignment` meet the container's (rules 11, 16, 39, 40).
  func align(_ child: ResolvedNode, _ childProposal: ProposedViewSize, _ childContext: LayoutContext,
             childSize: CGSize, in size: CGSize, _ alignment: LayeringKeys) -> CGPoint {
    let container = ViewDimensions(width: size.width, height: size.height)
    let x = finiteOrZero(alignment.horizontal.defaultValue(container))
      - guide(alignment.horizontal, child, childProposal, childContext, size: childSize)
    let y = finiteOrZero(alignment.vertical.defaultValue(container))
      - guide(alignment.vertical, child, childProposal, childContext, size: childSize)
    return CGPoint(x: finiteOrZero(x), y: finiteOrZero(y))
  }
}
