import Foundation

/// A two-dimensional vector (CoreGraphics' `CGVector`, which Foundation on Linux does not have).
public struct CGVector: Hashable, Sendable, Codable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat
  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  /// A vector with the given components.
  public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// A vector with the given components.
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
  /// A vector with no length.
  public init() { self.init(dx: 0, dy: 0) }
  /// The vector whose components are both zero.
  public static var zero: CGVector { CGVector() }
}
