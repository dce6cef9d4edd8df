import Foundation
import SpecimenUI

extension LayoutEngine {
  /// `ViewThatFits`: the first child whose ideal size on the constrained `axes` (proposed nil
  /// there, the container's proposal on the other axis) fits the proposal, else the last
  /// child; only that child is laid out, proposed the container's proposal, and drawn.
  /// A nil proposal on an axis accepts any size. (Apple, `ViewThatFits`: "selects the first
  /// child whose ideal size on the constrained axes fits within the proposed size".)
  func arrangeViewThatFits(_ children: [ResolvedNode], _ axes: Axis.Set, _ p: ProposedViewSize) -> Arrangement {
    guard let last = children.last else { return .leaf(.zero) }
    let context = LayoutContext.none
    let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                                 height: axes.contains(.vertical) ? nil : p.height)
    func fits(_ child: ResolvedNode) -> Bool {
      let size = self.size(child, ideal, context)
      let fitsWidth = !axes.contains(.horizontal) || p.width.map { size.width <= $0 } ?? true
      let fitsHeight = !axes.contains(.vertical) || p.height.map { size.height <= $0 } ?? true
      return fitsWidth && fitsHeight
    }
    let chosen = children.dropLast().first(where: fits) ?? last
    let size = self.size(chosen, p, context)
    let slot = Slot(node: chosen, proposal: p, context: context, origin: .zero, size: size)
    return Arrangement(size: size, slots: [slot], guideSlots: 1)
  }
}
