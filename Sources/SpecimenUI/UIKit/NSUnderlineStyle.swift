import Foundation

/// Constants for the underline style and strikethrough style attribute keys (UIKit's `NSUnderlineStyle`),
/// with UIKit's raw values: a line style in the low byte, a pattern in the second, `byWord` above.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Draw a single line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// Draw a thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Draw a double line.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// Draw a line of dots.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// Draw a line of dashes.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Draw a line of alternating dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Draw a line of alternating dashes and two dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Draw the line only beneath or through words, not whitespace.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

  /// The pattern bits.
  static let patternMask = 0x0F00

  /// Creates an underline style from `Text.LineStyle` (iOS 15): a single line in its pattern (the colour is not part of it).
  public init(_ lineStyle: Text.LineStyle) {
    let pattern: NSUnderlineStyle
    switch lineStyle.pattern.kind {
    case .solid: pattern = []
    case .dot: pattern = .patternDot
    case .dash: pattern = .patternDash
    case .dashDot: pattern = .patternDashDot
    case .dashDotDot: pattern = .patternDashDotDot
    }
    self = NSUnderlineStyle.single.union(pattern)
  }
}

extension Text.LineStyle {
  /// Creates a `Text.LineStyle` from `NSUnderlineStyle` (iOS 15); nil when it holds styles
  /// `Text.LineStyle` does not draw (thick, double, by word, or an unknown pattern).
  public init?(nsUnderlineStyle: NSUnderlineStyle) {
    guard nsUnderlineStyle.rawValue & ~(NSUnderlineStyle.single.rawValue | NSUnderlineStyle.patternMask) == 0 else { return nil }
    switch nsUnderlineStyle.rawValue & NSUnderlineStyle.patternMask {
    case 0: self.init(pattern: .solid)
    case NSUnderlineStyle.patternDot.rawValue: self.init(pattern: .dot)
    case NSUnderlineStyle.patternDash.rawValue: self.init(pattern: .dash)
    case NSUnderlineStyle.patternDashDot.rawValue: self.init(pattern: .dashDot)
    case NSUnderlineStyle.patternDashDotDot.rawValue: self.init(pattern: .dashDotDot)
    default: return nil
    }
  }
}
