import Foundation
import SpecimenUI

extension LayoutEngine {
  /// Rules 25–34: lays out an HStack or VStack (also a `.group` in a unary position, as a
  /// centred VStack with default spacing). `owner`, the node whose children these are, keys the
  /// memo of the gaps between them (they do not depend on the proposal).
  func arrangeStack(_ children: [ResolvedNode], axis: Axis, alignment: AlignmentKey, spacing explicitSpacing: CGFloat?,
                    _ p: ProposedViewSize, owner: ResolvedNode? = nil) -> Arrangement {
    guard !children.isEmpty else { return .leaf(.zero) }
    let context = LayoutContext(stackAxis: axis, layering: nil)
    let gaps = owner.map { stackGaps(of: $0, children, axis: axis, explicitSpacing) } ?? stackGaps(children, axis: axis, explicitSpacing)
    let totalSpacing = gaps.reduce(0, +)
    let minor = p[axis.other]

    let proposals = childProposals(children, p, axis: axis, totalSpacing: totalSpacing, context)
    let sizes = zip(children, proposals).map { size($0, $1, context) }
    let majorSize = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
    let measuredMinor = minorExtent(children, proposals, sizes, alignment, context).length

    // Rule 32: at placement a nil minor proposal becomes the stack's own minor size.
    let placing = proposals.map { proposal in
      minor == nil ? ProposedViewSize(axis, major: proposal[axis], minor: measuredMinor) : proposal
    }
    let placedSizes = zip(children, placing).map { size($0, $1, context) }
    let placedMinor = minorExtent(children, placing, placedSizes, alignment, context)

    // Rule 33: major offsets in declaration order, each after its spacing.
    var slots: [Slot] = []
    var cursor: CGFloat = 0
    for index in children.indices {
      cursor += gaps[index]
      let origin = CGPoint(axis, major: cursor, minor: placedMinor.offsets[index])
      slots.append(Slot(node: children[index], proposal: placing[index], context: context, origin: origin, size: placedSizes[index]))
      cursor += placedSizes[index][axis]
    }
    let stackSize = CGSize(axis, major: majorSize, minor: measuredMinor)
    return Arrangement(size: stackSize, slots: slots, guideSlots: slots.count)
  }

  /// Rules 26–31: what each child is proposed, in declaration order.
  private func childProposals(_ children: [ResolvedNode], _ p: ProposedViewSize, axis: Axis,
                              totalSpacing: CGFloat, _ context: LayoutContext) -> [ProposedViewSize] {
    let minor = p[axis.other]
    // Rule 31: a nil major proposal asks every child for its ideal length; no distribution.
    guard let major = p[axis] else {
      return children.map { _ in ProposedViewSize(axis, major: nil, minor: minor) }
    }
    // Rule 27: flexibility from the (0, minor) and (∞, minor) proposals.
    let mins = children.map { size($0, ProposedViewSize(axis, major: 0, minor: minor), context)[axis] }
    let maxs = children.map { size($0, ProposedViewSize(axis, major: .infinity, minor: minor), context)[axis] }
    let shares = distribute(major - totalSpacing, mins: mins, maxs: maxs, priorities: children.map(priority)) { index, share in
      size(children[index], ProposedViewSize(axis, major: share, minor: minor), context)[axis]
    }
    return shares.map { ProposedViewSize(axis, major: $0, minor: minor) }
  }

  /// Rules 28–30 over abstract items (stack children, grid columns and rows): sorts them by
  /// priority and flexibility (`maxs − mins`), then offers each in turn its share of what
  /// remains of `available`; `choose` returns the length an item takes for a share. Returns
  /// the share each item was offered, in the items' order.
  func distribute(_ available: CGFloat, mins: [CGFloat], maxs: [CGFloat], priorities: [Double],
                  choose: (Int, CGFloat) -> CGFloat) -> [CGFloat] {
    let order = sortedForSizing(mins: mins, maxs: maxs, priorities: priorities)
    let groups = priorityGroups(order, priorities)
    // Rule 30: distribute the available length (rule 26), group by group.
    var remaining = available - groups.dropFirst().joined().reduce(0) { $0 + mins[$1] }
    var shares = mins.map { _ in CGFloat(0) }
    for (groupIndex, group) in groups.enumerated() {
      if groupIndex > 0 { remaining += group.reduce(0) { $0 + mins[$1] } }
      for (position, index) in group.enumerated() {
        let share = offer(remaining, among: group.count - position)
        shares[index] = share
        let chosen = choose(index, share)
        // An infinite budget stays infinite (∞ − ∞ would be NaN): every item is offered ∞.
        if remaining.isFinite { remaining -= chosen }
      }
    }
    return shares
  }

  /// Rule 30: the share offered to the next child, never negative.
  private func offer(_ remaining: CGFloat, among count: Int) -> CGFloat {
    if remaining == .infinity { return .infinity }
    let share = remaining / CGFloat(max(count, 1))
    return share.isNaN ? 0 : max(share, 0)
  }

  /// Rule 28: child indices ordered by priority (high first), flexibility (small first),
  /// then, between two infinitely flexible children, the larger minimum first; stable.
  private func sortedForSizing(mins: [CGFloat], maxs: [CGFloat], priorities: [Double]) -> [Int] {
    let flexibility = zip(mins, maxs).map { min, max in max.isInfinite ? CGFloat.infinity : finiteOrZero(max - min) }
    return mins.indices.sorted { a, b in
      if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
      if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
      if flexibility[a].isInfinite, mins[a] != mins[b] { return mins[a] > mins[b] }
      return a < b
    }
  }

  /// Rule 29: consecutive runs of equal priority in the sorted order.
  private func priorityGroups(_ order: [Int], _ priorities: [Double]) -> [[Int]] {
    var groups: [[Int]] = []
    for index in order {
      if let last = groups.last?.last, priorities[last] == priorities[index] {
        groups[groups.count - 1].append(index)
      } else {
        groups.append([index])
      }
    }
    return groups
  }

  /// Rule 32: the minor-axis union of the children aligned on `key`: its length, and each
  /// child's offset from the union's leading/top edge.
  private func minorExtent(_ children: [ResolvedNode], _ proposals: [ProposedViewSize], _ sizes: [CGSize],
                           _ key: AlignmentKey, _ context: LayoutContext) -> (length: CGFloat, offsets: [CGFloat]) {
    let starts = children.indices.map { index in
      -guide(key, children[index], proposals[index], context, size: sizes[index])
    }
    let extent = alignedExtent(starts: starts, lengths: sizes.map { $0[key.axis] })
    return (extent.length, starts.map { $0.isFinite ? finiteOrZero($0 - extent.low) : 0 })
  }
}

/// Rules 32 and 39: the union of the intervals [start, start + length] of aligned children:
/// its lowest edge and its length.
///
/// A child that answers an infinite length (a Color proposed ∞ while its stack measures its
/// flexibility, rule 27) makes the union infinite, wherever its guide puts it: its centre
/// guide is ∞ too, and `∞ − ∞` must not turn the union into NaN and then 0. That was the cause
/// of an HStack of flexible views measuring as inflexible across its minor axis, so an
/// enclosing VStack sized it before a fixed sibling and gave it too little (issue 13).
func alignedExtent(starts: [CGFloat], lengths: [CGFloat]) -> (low: CGFloat, length: CGFloat) {
  // One pass, no temporary arrays: this runs twice per stack arrangement.
  var low = CGFloat.infinity
  var high = -CGFloat.infinity
  var anyFinite = false
  var infinite = false
  for index in starts.indices {
    let start = starts[index], length = lengths[index]
    if length == .infinity { infinite = true }
    guard start.isFinite, length.isFinite else { continue }
    anyFinite = true
    low = Swift.min(low, start)
    high = Swift.max(high, start + length)
  }
  guard anyFinite else { return (0, infinite ? .infinity : 0) }
  return (low, infinite ? .infinity : finiteOrZero(high - low))
}
