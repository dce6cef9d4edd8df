import Foundation
import SpecimenUI

/// The thickness of a `Divider`, in points.
///
/// iOS draws a divider as a hairline, one device pixel thick; on the @2x screens the
/// goldens are rendered for that is 0.5 pt. Layout has no display scale, so the value is
/// fixed here rather than derived from one.
public let dividerThickness: CGFloat = 0.5

/// The system spacing: the default gap between stack children and a Spacer's default minimum (rules 25, 37).
public let defaultSpacing: CGFloat = ViewSpacing.systemSpacing

extension LayoutEngine {
  /// The size of a leaf node, or nil if `node` is a container.
  func leafSize(_ node: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext) -> CGSize? {
    switch node.kind {
    case .shape(let leaf):
      return leaf.sizeThatFits(p)
    case .text(let text):
      return textMetrics(node, text, p, context).size
    case .image(let image):
      return imageSize(image, p)
    case .spacer(let minLength):
      return spacerSize(minLength, p, context.stackAxis)
    case .divider:
      return dividerSize(p, context.stackAxis)
    case .empty:
      return .zero
    default:
      return nil
    }
  }

  /// Rule 9: text measures itself through the `TextMeasurer` (memoised with the size, for baselines).
  func textMetrics(_ node: ResolvedNode, _ text: ResolvedText, _ p: ProposedViewSize, _ context: LayoutContext) -> TextMetrics {
    let key = CacheKey(node: ObjectIdentifier(node), proposal: p, context: context, container: container)
    if let cached = cache.metrics(key) { return cached }
    let metrics = measurers.text.measure(text, in: p)
    cache.store(metrics: metrics, key)
    return metrics
  }

  /// Images have their intrinsic size unless resizable; a resizable image takes the proposal, nil meaning intrinsic.
  func imageSize(_ image: ResolvedImage, _ p: ProposedViewSize) -> CGSize {
    let intrinsic = measurers.image.intrinsicSize(of: image).sanitized
    guard image.isResizable else { return intrinsic }
    return p.replacingUnspecifiedDimensions(by: intrinsic)
  }

  /// Rules 35–37: a Spacer is max(proposal, minLength) along its stack's axis and 0 across it;
  /// outside a stack it grows on both axes. A nil proposal gives minLength.
  func spacerSize(_ minLength: CGFloat?, _ p: ProposedViewSize, _ axis: Axis?) -> CGSize {
    let minimum = max(finiteOrZero(minLength ?? defaultSpacing), 0)
    func along(_ value: CGFloat?) -> CGFloat { max(value ?? minimum, minimum) }
    switch axis {
    case .horizontal: return CGSize(width: along(p.width), height: 0)
    case .vertical: return CGSize(width: 0, height: along(p.height))
    case nil: return CGSize(width: along(p.width), height: along(p.height))
    }
  }

  /// A Divider is `dividerThickness` thick along its stack's axis and spans the proposed length
  /// across it (nil → 10, as for shapes); outside a stack it is horizontal.
  func dividerSize(_ p: ProposedViewSize, _ axis: Axis?) -> CGSize {
    let filled = p.replacingUnspecifiedDimensions()
    switch axis {
    case .horizontal: return CGSize(width: dividerThickness, height: filled.height)
    case .vertical, nil: return CGSize(width: filled.width, height: dividerThickness)
    }
  }

  /// A GeometryReader takes the whole proposal, nil dimensions becoming 10.
  func geometryReaderSize(_ p: ProposedViewSize) -> CGSize {
    p.replacingUnspecifiedDimensions()
  }
}
