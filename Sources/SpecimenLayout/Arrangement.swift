import Foundation
import SpecimenUI

/// One child as its parent places it: what it is proposed and where it goes.
struct Slot: Sendable {
  /// The child node.
  var node: ResolvedNode
  /// The proposal the child is placed with.
  var proposal: ProposedViewSize
  /// The context the child is laid out in.
  var context: LayoutContext
  /// The child's layout origin in the parent's coordinate space.
  var origin: CGPoint
  /// The child's size at `proposal`.
  var size: CGSize
  /// A drawing-only displacement (`.offset`); it moves the child without changing alignment.
  var shift: CGSize = .zero
}

/// A container's measured size and the placement of its children at one proposal.
struct Arrangement: Sendable {
  /// The size the container chooses.
  var size: CGSize
  /// The children, in the placed tree's order.
  var slots: [Slot]
  /// How many leading slots contribute to the container's explicit alignment guides
  /// (all of them, or only the primary view of a background/overlay/mask).
  var guideSlots: Int

  /// An arrangement of a childless node.
  static func leaf(_ size: CGSize) -> Arrangement { Arrangement(size: size, slots: [], guideSlots: 0) }
}
