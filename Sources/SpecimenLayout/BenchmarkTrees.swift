import Foundation
import SpecimenUI

/// Synthetic trees for timing layout (`specimen-bench layout`); not used by layout itself.
public enum LayoutBenchmarkTrees {
  /// A view that resolves to exactly `nodeCount` nodes (at least 1): alternating HStacks and
  /// VStacks whose children are a fixed-size Color, a Spacer and up to three nested levels
  /// sharing the rest of the count, ending in plain and padded Colors.
  public static func stackView(nodeCount: Int) -> AnyView {
    level(max(nodeCount, 1), horizontal: true)
  }

  /// `stackView(nodeCount:)` resolved in the default environment.
  public static func stacks(nodeCount: Int) -> ResolvedNode {
    ResolveContext().resolve(stackView(nodeCount: nodeCount))
  }

  /// A view of exactly `count` nodes.
  private static func level(_ count: Int, horizontal: Bool) -> AnyView {
    switch count {
    case 1: return AnyView(Color.gray)
    case 2: return AnyView(Color.red.padding(2))
    default: break
    }
    // One node for the stack itself; with room, a 2-node framed Color and a 1-node Spacer.
    var rest = count - 1
    var leaves: [AnyView] = []
    if rest >= 4 {
      leaves = [AnyView(Color.blue.frame(width: 4, height: 4)), AnyView(Spacer())]
      rest -= 3
    }
    let parts = min(3, rest)
    let nested = (0..<parts).map { index in
      level(rest / parts + (index < rest % parts ? 1 : 0), horizontal: !horizontal)
    }
    let children = leaves + nested
    let content = ForEach(0..<children.count, id: \.self) { children[$0] }
    return horizontal ? AnyView(HStack { content }) : AnyView(VStack { content })
  }

  /// The number of nodes in `node`'s subtree.
  public static func count(_ node: ResolvedNode) -> Int {
    1 + node.children.reduce(0) { $0 + count($1) }
  }
}
