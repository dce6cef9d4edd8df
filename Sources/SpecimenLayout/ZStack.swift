import Foundation
import SpecimenUI

extension LayoutEngine {
  /// Rules 39 and 24: a ZStack proposes its proposal to every child and takes the union of the
  /// aligned frames of its highest-priority children; at placement every child is proposed
  /// the ZStack's size and aligned on the same reference point. Also lays out a group that is
  /// a background/overlay's secondary view (rule 40).
  func arrangeZStack(_ children: [ResolvedNode], _ alignment: LayeringKeys, _ p: ProposedViewSize) -> Arrangement {
    guard !children.isEmpty else { return .leaf(.zero) }
    let context = LayoutContext.none
    let priorities = children.map(priority)
    let top = priorities.max() ?? 0
    let leaders = children.indices.filter { priorities[$0] == top }

    let measured = children.map { size($0, p, context) }
    let measuredUnion = union(children, children.map { _ in p }, measured, alignment, context, leaders)
    let stackSize = CGSize(width: measuredUnion.width, height: measuredUnion.height)

    let placing = ProposedViewSize(stackSize)
    let placedSizes = children.map { size($0, placing, context) }
    let placedUnion = union(children, children.map { _ in placing }, placedSizes, alignment, context, leaders)
    let slots = children.indices.map { index in
      let start = placedUnion.starts[index]
      let origin = CGPoint(x: start.x.isFinite ? finiteOrZero(start.x - placedUnion.minX) : 0,
                           y: start.y.isFinite ? finiteOrZero(start.y - placedUnion.minY) : 0)
      return Slot(node: children[index], proposal: placing, context: context, origin: origin, size: placedSizes[index])
    }
    return Arrangement(size: stackSize, slots: slots, guideSlots: slots.count)
  }

  /// Each child's origin relative to the shared alignment point, and the bounds of the `leaders`' frames.
  private func union(_ children: [ResolvedNode], _ proposals: [ProposedViewSize], _ sizes: [CGSize],
                     _ alignment: LayeringKeys, _ context: LayoutContext, _ leaders: [Int])
    -> (starts: [CGPoint], minX: CGFloat, minY: CGFloat, width: CGFloat, height: CGFloat) {
    let starts = children.indices.map { index in
      CGPoint(x: -guide(alignment.horizontal, children[index], proposals[index], context, size: sizes[index]),
              y: -guide(alignment.vertical, children[index], proposals[index], context, size: sizes[index]))
    }
    let horizontal = alignedExtent(starts: leaders.map { starts[$0].x }, lengths: leaders.map { sizes[$0].width })
    let vertical = alignedExtent(starts: leaders.map { starts[$0].y }, lengths: leaders.map { sizes[$0].height })
    return (starts, horizontal.low, vertical.low, horizontal.length, vertical.length)
  }
}
