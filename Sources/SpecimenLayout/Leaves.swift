import Foundation
import SpecimenUI


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

  /// A Divider is a hairline, one device pixel (`1 / displayScale`) thick along its stack's axis, as iOS draws it
  /// (0.5 pt at 2x, 1/3 pt at 3x), and spans the proposed length across it (nil → 10, as for shapes); outside a
  /// stack it is horizontal.
  func dividerSize(_ p: ProposedViewSize, _ axis: Axis?) -> CGSize {
    let filled = p.replacingUnspecifiedDimensions()
    let thickness = dividerThickness
    switch axis {
    case .horizontal: return CGSize(width: thickness, height: filled.height)
    case .vertical, nil: return CGSize(width: filled.width, height: thickness)
    }
  }

  /// A Divider's thickness on this engine's screen: one device pixel.
  public var dividerThickness: CGFloat { 1 / displayScale }

  /// A GeometryReader takes the whole proposal, nil dimensions becoming 10.
  func geometryReaderSize(_ p: ProposedViewSize) -> CGSize {
    p.replacingUnspecifiedDimensions()
  }
}
