import Foundation

/// A shape's path as drawn in its environment: mirrored within its frame when the shape's
/// `layoutDirectionBehavior` mirrors in the environment's layout direction (iOS 17's rule for `Shape`).
enum ShapeMirroring {
  /// The path of `shape` in a rect, mirrored horizontally within the rect where its behavior asks for it.
  static func path(of shape: any Shape, in environment: EnvironmentValues) -> (CGRect) -> Path {
    guard shape.layoutDirectionBehavior == .mirrors(in: environment.layoutDirection) else { return { shape.path(in: $0) } }
    return { rect in shape.path(in: rect).mappingPoints { CGPoint(x: rect.minX + rect.maxX - $0.x, y: $0.y) } }
  }
}
