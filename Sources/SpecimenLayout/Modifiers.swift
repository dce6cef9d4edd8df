import Foundation
import SpecimenUI

extension LayoutEngine {
  /// Rules 18–19: padding proposes its proposal minus the insets (at least 0, nil stays nil),
  /// is the child's size plus the insets (at least 0; negative insets are allowed), and
  /// places the child at (leading, top).
  func arrangePadding(_ child: ResolvedNode, _ insets: EdgeInsets, _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    let top = finiteOrZero(insets.top), leading = finiteOrZero(insets.leading)
    let horizontal = leading + finiteOrZero(insets.trailing)
    let vertical = top + finiteOrZero(insets.bottom)
    let childProposal = ProposedViewSize(
      width: p.width.map { max($0 - horizontal, 0) },
      height: p.height.map { max($0 - vertical, 0) })
    let childSize = size(child, childProposal, context)
    let size = CGSize(width: childSize.width + horizontal, height: childSize.height + vertical).sanitized
    let slot = Slot(node: child, proposal: childProposal, context: context, origin: CGPoint(x: leading, y: top), size: childSize)
    return Arrangement(size: size, slots: [slot], guideSlots: 1)
  }

  /// Rule 20: fixedSize proposes nil on the fixed axes, when measuring and when placing, and
  /// takes the child's size, so the (centred) child sits at its origin.
  func arrangeFixedSize(_ child: ResolvedNode, horizontal: Bool, vertical: Bool, _ p: ProposedViewSize,
                        _ context: LayoutContext) -> Arrangement {
    let childProposal = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    return arrangeTransparent(child, childProposal, context)
  }

  /// Layout-neutral wrappers (`.layoutPriority` (rule 22), `.alignmentGuide`, drawing effects):
  /// the child gets the same proposal, and the wrapper has the child's size and frame.
  func arrangeTransparent(_ child: ResolvedNode, _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    let childSize = size(child, p, context)
    let slot = Slot(node: child, proposal: p, context: context, origin: .zero, size: childSize)
    return Arrangement(size: childSize, slots: [slot], guideSlots: 1)
  }

  /// `.offset` moves the drawing of its child (and its descendants) by `offset`; the offset
  /// view keeps the child's size and its own frame, and alignment ignores the shift.
  func arrangeOffset(_ child: ResolvedNode, _ offset: CGSize, _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    var arrangement = arrangeTransparent(child, p, context)
    arrangement.slots[0].shift = CGSize(width: finiteOrZero(offset.width), height: finiteOrZero(offset.height))
    return arrangement
  }

  /// `.position` takes the whole proposal (nil → 10, like SwiftUI's `_PositionLayout`), proposes
  /// the same to its child, and centres the child on `point` of its own space.
  func arrangePosition(_ child: ResolvedNode, _ point: CGPoint, _ p: ProposedViewSize, _ context: LayoutContext) -> Arrangement {
    let size = p.replacingUnspecifiedDimensions()
    let childSize = self.size(child, p, context)
    let origin = CGPoint(x: finiteOrZero(finiteOrZero(point.x) - childSize.width / 2),
                         y: finiteOrZero(finiteOrZero(point.y) - childSize.height / 2))
    let slot = Slot(node: child, proposal: p, context: context, origin: origin, size: childSize)
    return Arrangement(size: size, slots: [slot], guideSlots: 1)
  }

  /// Rule 40: background, overlay and mask take their primary's size; the secondary view is
  /// proposed exactly that size and aligned inside it. A secondary made of several views is
  /// layered like a ZStack with the same alignment, as SwiftUI's `background(content:)` does.
  func arrangeSecondary(_ children: [ResolvedNode], _ alignment: Alignment, _ p: ProposedViewSize,
                        _ context: LayoutContext) -> Arrangement {
    let primary = children.first ?? emptyNode
    let primaryContext = context.forUnaryChild
    let primarySize = size(primary, p, primaryContext)
    var slots = [Slot(node: primary, proposal: p, context: primaryContext, origin: .zero, size: primarySize)]
    if children.count > 1 {
      let secondary = children[1]
      let keys = LayeringKeys(alignment)
      let secondaryContext = LayoutContext(stackAxis: nil, layering: keys)
      let proposal = ProposedViewSize(primarySize)
      let secondarySize = size(secondary, proposal, secondaryContext)
      let origin = align(secondary, proposal, secondaryContext, childSize: secondarySize, in: primarySize, keys)
      slots.append(Slot(node: secondary, proposal: proposal, context: secondaryContext, origin: origin, size: secondarySize))
    }
    return Arrangement(size: primarySize, slots: slots, guideSlots: 1)
  }
}
