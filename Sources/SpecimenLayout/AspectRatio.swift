import Foundation
import SpecimenUI

extension LayoutEngine {
  /// Rules 41–43: proposes the largest rectangle of the ratio inside the proposal (`.fit`) or the
  /// smallest covering it (`.fill`), reports the child's size, and centres the child (which
  /// has that same size, so it sits at the origin). Without a ratio, the child's ideal size
  /// gives it (rule 42). A ratio that is not positive and finite (say, from a zero-height ideal)
  /// passes the proposal through unchanged.
  func arrangeAspectRatio(_ child: ResolvedNode, _ ratio: CGFloat?, _ mode: ContentMode, _ p: ProposedViewSize,
                          _ context: LayoutContext) -> Arrangement {
    let resolvedRatio: CGFloat
    if let ratio {
      resolvedRatio = ratio
    } else {
      let ideal = size(child, .unspecified, context)
      resolvedRatio = ideal.width / ideal.height
    }
    let childProposal = scaledProposal(p, ratio: resolvedRatio, mode)
    return arrangeTransparent(child, childProposal, context)
  }

  /// Rule 41: the proposal the aspect-ratio modifier hands to its child.
  func scaledProposal(_ p: ProposedViewSize, ratio: CGFloat, _ mode: ContentMode) -> ProposedViewSize {
    guard ratio.isFinite, ratio > 0 else { return p }
    switch (p.width, p.height) {
    case (nil, nil):
      return p
    case (let width?, nil):
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?):
      return ProposedViewSize(width: height * ratio, height: height)
    case (let width?, let height?):
      // Wider than the ratio: fit is limited by the height, fill by the width.
      let isWider = width / height > ratio
      let byHeight = ProposedViewSize(width: height * ratio, height: height)
      let byWidth = ProposedViewSize(width: width, height: width / ratio)
      switch mode {
      case .fit: return isWider ? byHeight : byWidth
      case .fill: return isWider ? byWidth : byHeight
      }
    }
  }
}
