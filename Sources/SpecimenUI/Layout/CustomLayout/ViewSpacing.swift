import Foundation

/// The preferred spacing around a view, edge by edge (SwiftUI's `ViewSpacing`).
///
/// Ordinary views prefer the system spacing, 8 pt, on every edge; a Spacer prefers none on
/// every edge, so it touches its neighbours (layout-rules.md rule 25). The distance between
/// two views is 0 when either adjacent edge prefers none, else the larger preference.
public struct ViewSpacing: Equatable, Sendable {
  /// The preference per edge, indexed by `Edge.rawValue`.
  var edges: [CGFloat]

  /// No spacing preference on any edge.
  public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

  /// The system spacing on every edge.
  public init() { edges = [8, 8, 8, 8] }

  init(edges: [CGFloat]) { self.edges = edges }

  /// The distance to `next` placed after this view along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let mine = axis == .horizontal ? edges[Int(Edge.trailing.rawValue)] : edges[Int(Edge.bottom.rawValue)]
    let theirs = axis == .horizontal ? next.edges[Int(Edge.leading.rawValue)] : next.edges[Int(Edge.top.rawValue)]
    return mine == 0 || theirs == 0 ? 0 : max(mine, theirs)
  }

  /// Merges `other` into this on `edges`, keeping the larger preference per edge.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      let index = Int(edge.rawValue)
      self.edges[index] = max(self.edges[index], other.edges[index])
    }
  }

  /// This spacing merged with `other` on `edges`.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}
