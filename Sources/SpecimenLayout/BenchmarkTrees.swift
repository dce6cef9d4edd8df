import Foundation
import SpecimenUI

/// Synthetic trees for timing layout (see `benches/`); not used by layout itself.
public enum LayoutBenchmarkTrees {
  /// A tree of about `nodeCount` resolved nodes: alternating HStacks and VStacks, four
  /// children each (a padded Color, a fixed-size Color, a Spacer, a nested stack or leaf),
  /// as deep as fits in the requested count (so between about a third of it and all of it).
  public static func stacks(nodeCount: Int) -> ResolvedNode {
    ResolveContext().resolve(level(budget: max(nodeCount, 1), horizontal: true))
  }

  /// One stack level spending at most `budget` nodes.
  private static func level(budget: Int, horizontal: Bool) -> AnyView {
    // Smallest stack level: its 6 own nodes plus three 1-node leaves.
    guard budget >= 9 else { return AnyView(Color.gray) }
    // Each level has 6 nodes of its own (stack, padding, 2 colors, frame, spacer); the rest
    // is shared between three sub-levels.
    let share = (budget - 6) / 3
    let content = Group {
      Color.red.padding(2)
      Color.blue.frame(width: 4, height: 4)
      Spacer()
      ForEach(0..<3, id: \.self) { _ in level(budget: share, horizontal: !horizontal) }
    }
    return horizontal ? AnyView(HStack { content }) : AnyView(VStack { content })
  }

  /// The number of nodes in `node`'s subtree.
  public static func count(_ node: ResolvedNode) -> Int {
    1 + node.children.reduce(0) { $0 + count($1) }
  }
}
