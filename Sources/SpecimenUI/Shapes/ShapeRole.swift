import Foundation

/// Ways of styling a shape (iOS 15): what a shape is drawn as, which a shape style may look at.
///
/// `Shape.role` is `.fill` unless a shape says otherwise; a stroked shape (`Shape.stroke(lineWidth:)`) is `.stroke`.
/// Specimen's shape styles draw every role the same way, as iOS's colours and gradients do.
public enum ShapeRole: Hashable, Sendable {
  /// The shape is filled.
  case fill
  /// The shape's path is stroked.
  case stroke
  /// The shape is used as a separator.
  case separator
}
