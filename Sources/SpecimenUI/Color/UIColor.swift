import Foundation

/// UIKit's color type, reduced to what SwiftUI code passes to `Color(_:)`: fixed colors and iOS's dynamic system colors.
///
/// It exists so `Color(.placeholderText)` and `Color(uiColor: .systemGray6)` compile
/// unchanged; each value has a light and a dark appearance, resolved against the
/// environment's `colorScheme` when the color is drawn. The values are in
/// `UIKitPalette`.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  let storage: Color.Storage

  init(_ storage: Color.Storage) { self.storage = storage }

  init(_ name: String, _ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) {
    storage = .dynamic(name: name, light: RGBA(light.0, light.1, light.2, light.3), dark: RGBA(dark.0, dark.1, dark.2, dark.3))
  }

  /// Creates a color object using the specified opacity and RGB component values (0…1).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    storage = .rgba(RGBA(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
  }

  /// Creates a color object using the specified opacity and grayscale values.
  public init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

  /// Creates a color object using the specified opacity and HSB color space component values.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)).storage)
  }

  /// Creates a UIKit color from a SwiftUI color.
  public init(_ color: Color) { storage = color.storage }

  /// Creates a color object that has the same color space and component values as the receiver, but has the specified alpha component.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var base = storage
    while case .opacity(let inner, _) = base { base = inner }
    switch base {
    case .rgba(let c): return UIColor(.rgba(RGBA(red: c.red, green: c.green, blue: c.blue, alpha: Double(alpha))))
    case .dynamic(let name, let light, let dark):
      return UIColor(.dynamic(name: name, light: RGBA(red: light.red, green: light.green, blue: light.blue, alpha: Double(alpha)),
                              dark: RGBA(red: dark.red, green: dark.green, blue: dark.blue, alpha: Double(alpha))))
    default: return UIColor(.opacity(base, Double(alpha)))
    }
  }

  public var description: String { Color(storage).description }
}

extension Color {
  /// Creates a color from a UIKit color (disfavoured, so `Color(.brandPrimary)` picks the asset's `ColorResource`
  /// when Xcode-style generated symbols give both types that member).
  @_disfavoredOverload
  public init(_ color: UIColor) { self.init(color.storage) }

  /// Creates a color from a UIKit color.
  public init(uiColor: UIColor) { self.init(uiColor.storage) }
}
