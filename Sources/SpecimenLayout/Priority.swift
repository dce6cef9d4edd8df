import Foundation
import SpecimenUI

extension LayoutEngine {
  /// Rules 23 and 38: the layout priority a stack child reports.
  ///
  /// `.layoutPriority` sets it; a bare Spacer has −∞; `.fixedSize`, `.background`, `.overlay`
  /// and `.mask` report their primary's, and so do the layout-neutral drawing wrappers
  /// (effects, `.offset`, `.alignmentGuide`). Frames, padding, aspect ratio and every
  /// other layout report 0.
  func priority(_ node: ResolvedNode) -> Double {
    switch node.kind {
    case .layoutPriority(let value):
      return value.isNaN ? 0 : value
    case .spacer:
      return -.infinity
    case .fixedSize, .background, .overlay, .mask, .effect, .offset, .alignmentGuide,
         .preference, .preferenceSecondary, .coordinateSpace, .ignoresSafeArea, .layoutValue:
      return node.children.first.map(priority) ?? 0
    default:
      return 0
    }
  }
}
