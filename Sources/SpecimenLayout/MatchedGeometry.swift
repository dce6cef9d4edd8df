import Foundation
import SpecimenUI

/// `matchedGeometryEffect` after layout: a view that is not its group's source takes the source's
/// frame.
///
/// SwiftUI's documented rule ("Defines a group of views with synchronized geometry"): the views of a
/// group that are not the source get the source's size and position, matched at `anchor`. A hand-built
/// segmented control draws its selection pill in a background with `isSource: false` and gives each
/// segment `isSource: true`, so the pill sits under the selected segment. Here the whole tree is placed
/// first; then each view that is not a source is placed again, proposed the source's size (when
/// `properties` holds `.size`) with its anchor on the source's (when it holds `.position`). Its parent
/// keeps the layout it had, as with a geometry effect. Without a source (no view of the group is a
/// source, or the source is not in the tree) the view stays where it was laid out; when several views
/// are sources, the first in tree order gives the frame and the others are named in a warning, as SwiftUI's runtime
/// warning names them.
extension LayoutEngine {
  /// `placed` with every view that is not the source of its matched-geometry group moved onto the source.
  func matchingGeometry(_ placed: PlacedNode) -> PlacedNode {
    var sources: [MatchedGeometryEntry.Key: CGRect] = [:]
    var takers = false
    collectMatchedGeometry(placed, into: &sources, takers: &takers)
    guard takers, !sources.isEmpty else { return placed }
    return moved(placed, onto: sources)
  }

  private func collectMatchedGeometry(_ placed: PlacedNode, into sources: inout [MatchedGeometryEntry.Key: CGRect], takers: inout Bool) {
    if case .effect(.matchedGeometry(let entry)) = placed.node.kind {
      if entry.isSource {
        let frame = placed.children.first?.frame ?? placed.frame
        if sources[entry.key] != nil {
          ResolveIssues.report(ResolveIssue(.invalidNumber, "matchedGeometryEffect(id: \(entry.key.idDescription), in:): more than one view "
            + "of the group has isSource: true (SwiftUI: \"Multiple inserted views in matched geometry group … have `isSource: true`, "
            + "results are undefined.\"); the first in tree order gives the group's geometry. Give the others isSource: false"))
        } else if frame.isFiniteRect {
          sources[entry.key] = frame
        }
      } else {
        takers = true
      }
    }
    for child in placed.children { collectMatchedGeometry(child, into: &sources, takers: &takers) }
  }

  private func moved(_ placed: PlacedNode, onto sources: [MatchedGeometryEntry.Key: CGRect]) -> PlacedNode {
    if case .effect(.matchedGeometry(let entry)) = placed.node.kind, !entry.isSource,
       let source = sources[entry.key], let laidOut = placed.children.first {
      let child = laidOut.node
      let proposal = entry.properties.contains(.size) ? ProposedViewSize(source.size) : laidOut.proposal
      let size = self.size(child, proposal, .none)
      let anchor = entry.anchor.finiteOrCenter
      let target = entry.properties.contains(.position) ? source : laidOut.frame
      let origin = CGPoint(x: target.minX + anchor.x * target.width - anchor.x * size.width,
                           y: target.minY + anchor.y * target.height - anchor.y * size.height)
      let replaced = moved(place(child, proposal, .none, at: origin), onto: sources)
      return PlacedNode(node: placed.node, frame: replaced.frame, proposal: placed.proposal, children: [replaced])
    }
    var changed = false
    let children = placed.children.map { child -> PlacedNode in
      let next = moved(child, onto: sources)
      if next !== child { changed = true }
      return next
    }
    guard changed else { return placed }
    return PlacedNode(node: placed.node, frame: placed.frame, proposal: placed.proposal, children: children)
  }
}

private extension CGRect {
  var isFiniteRect: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

private extension UnitPoint {
  /// The anchor, or the centre when a coordinate is NaN or infinite (a hostile anchor must not move the view off every finite position).
  var finiteOrCenter: UnitPoint { x.isFinite && y.isFinite ? self : .center }
}
