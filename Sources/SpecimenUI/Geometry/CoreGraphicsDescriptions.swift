import Foundation

// Apple's CoreGraphics geometry types describe themselves for debugging as a parenthesised list
// of their components ("(0.0, 0.0, 10.0, 20.0)"); Foundation on Linux has no `debugDescription`
// for them, which views that print a frame into a `Text` need.

extension CGPoint: @retroactive CustomDebugStringConvertible {
  /// The point as "(x, y)".
  public var debugDescription: String { "(\(Double(x)), \(Double(y)))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
  /// The size as "(width, height)".
  public var debugDescription: String { "(\(Double(width)), \(Double(height)))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
  /// The rectangle as "(x, y, width, height)".
  public var debugDescription: String {
    "(\(Double(origin.x)), \(Double(origin.y)), \(Double(size.width)), \(Double(size.height)))"
  }
}
