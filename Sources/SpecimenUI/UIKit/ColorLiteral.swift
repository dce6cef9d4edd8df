import Foundation

// `#colorLiteral(red:green:blue:alpha:)`: the literal's components are sRGB, 0…1.
// Without a type context a color literal is a `UIColor`, as when UIKit is imported.

/// The type a color literal has when nothing else is asked for (UIKit's choice).
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}

extension Color: _ExpressibleByColorLiteral {
  /// Creates a color from a color literal.
  public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
  }
}

extension NSColor: _ExpressibleByColorLiteral {}
