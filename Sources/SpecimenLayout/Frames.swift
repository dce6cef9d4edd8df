import Foundation
import SpecimenUI

extension LayoutEngine {
  /// Rules 10–12: a fixed frame proposes its given dimensions (its own proposal on the other
  /// axis), takes them as its size (the child's on an unspecified axis), and aligns the child.
  /// Negative or non-finite dimensions are ignored (rule 12).
  func arrangeFixedFrame(_ child: ResolvedNode, width: CGFloat?, height: CGFloat?, _ alignment: Alignment,
                         _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    let width = validFrameDimension(width)
    let height = validFrameDimension(height)
    let childProposal = ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    let childSize = size(child, childProposal, context)
    let size = CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    let origin = align(child, childProposal, context, childSize: childSize, in: size, LayeringKeys(alignment))
    let slot = Slot(node: child, proposal: childProposal, context: context, origin: origin, size: childSize)
    return Arrangement(size: size, slots: [slot], guideSlots: 1)
  }

  /// Rule 12: a frame dimension that is negative or not finite counts as unspecified.
  private func validFrameDimension(_ value: CGFloat?) -> CGFloat? {
    guard let value, value.isFinite, value >= 0 else { return nil }
    return value
  }

  /// Rules 13–17: a flexible frame, axis by axis (see `FlexAxis`), then aligns the child.
  func arrangeFlexFrame(_ child: ResolvedNode, _ spec: FlexFrameSpec, _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    let horizontal = FlexAxis(min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth)
    let vertical = FlexAxis(min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight)
    let measuring = ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    let measured = size(child, measuring, context)
    let size = CGSize(
      width: horizontal.size(proposal: p.width, childProposal: measuring.width, childSize: measured.width),
      height: vertical.size(proposal: p.height, childProposal: measuring.height, childSize: measured.height))
    let placing = ProposedViewSize(
      width: horizontal.placementProposal(proposal: p.width, size: size.width),
      height: vertical.placementProposal(proposal: p.height, size: size.height))
    let childSize = self.size(child, placing, context)
    let origin = align(child, placing, context, childSize: childSize, in: size, LayeringKeys(spec.alignment))
    let slot = Slot(node: child, proposal: placing, context: context, origin: origin, size: childSize)
    return Arrangement(size: size, slots: [slot], guideSlots: 1)
  }
}

/// One axis of a flexible frame, its arguments normalised (rule 13).
struct FlexAxis {
  let min: CGFloat?
  let ideal: CGFloat?
  let max: CGFloat?

  /// Rule 13: a negative minimum becomes 0, the ideal is raised to the minimum, and the
  /// maximum to the ideal (or the minimum, or 0). NaN arguments count as unspecified.
  init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
    let min = min.flatMap { $0.isNaN ? nil : Swift.max($0, 0) }
    let ideal = ideal.flatMap { $0.isNaN ? nil : Swift.max($0, min ?? $0) }
    self.min = min
    self.ideal = ideal
    self.max = max.flatMap { $0.isNaN ? nil : Swift.max($0, ideal ?? min ?? 0) }
  }

  /// Rule 14: the proposal, or the ideal when it is nil, clamped to [min, max].
  func childProposal(_ proposal: CGFloat?) -> CGFloat? {
    guard let value = proposal ?? ideal else { return nil }
    return clamp(value)
  }

  /// Rule 15: the frame's own length on this axis.
  func size(proposal: CGFloat?, childProposal: CGFloat?, childSize: CGFloat) -> CGFloat {
    if proposal == nil, let ideal { return ideal }
    switch (min, max) {
    case (.some, .some):
      return clamp(proposal ?? childSize)
    case (.some(let low), nil):
      return Swift.max(childProposal.map { Swift.min($0, childSize) } ?? childSize, low)
    case (nil, .some(let high)):
      return Swift.min(childProposal.map { Swift.max($0, childSize) } ?? childSize, high)
    case (nil, nil):
      return childSize
    }
  }

  /// Rule 16: the child is proposed the frame's length, except nil when the frame was proposed
  /// nil, has no ideal, and its length lies strictly between min (default 0) and max (default ∞).
  func placementProposal(proposal: CGFloat?, size: CGFloat) -> CGFloat? {
    if proposal == nil, ideal == nil, size > (min ?? 0), size < (max ?? .infinity) { return nil }
    return size
  }

  /// `value` limited to [min, max], each bound only if given.
  private func clamp(_ value: CGFloat) -> CGFloat {
    var result = value
    if let min { result = Swift.max(result, min) }
    if let max { result = Swift.min(result, max) }
    return result
  }
}
