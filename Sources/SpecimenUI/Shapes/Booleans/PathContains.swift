import Foundation

extension Path {
  /// Whether the area the path fills contains `point`, under the even-odd rule when `eoFill` is true
  /// and the non-zero rule otherwise (SwiftUI's `Path.contains(_:eoFill:)`). Every subpath counts as
  /// closed, as it does when the path is filled; curves are followed within `FlatSubpath.tolerance`.
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    guard point.x.isFinite, point.y.isFinite else { return false }
    let winding = FlatSubpath.winding(of: point, rings: FlatSubpath.of(self, within: .infinity).map(\.points))
    return eoFill ? winding % 2 != 0 : winding != 0
  }
}
