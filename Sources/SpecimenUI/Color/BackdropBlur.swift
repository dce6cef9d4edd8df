import Foundation

/// How a material treats what is behind it: blurred with a Gaussian of σ = `radius` points, its
/// saturation multiplied by `saturation` (CSS Filter Effects' `saturate`), at `opacity`, under the
/// material's tint.
///
/// Apple publishes no numbers for its materials. The values come from Flutter's iOS-style popup
/// surface (`CupertinoPopupSurface`), whose authors matched them by eye to the iOS 17 simulator:
/// σ 30, saturation 2.0 in light mode and 1.7 in dark mode.
public struct BackdropBlur: Hashable, Sendable, Codable {
  /// The blur's σ in points.
  public var radius: CGFloat
  /// The saturation factor applied to the blurred backdrop (1: unchanged).
  public var saturation: Double
  /// How much of the treated backdrop is drawn (a material with `.opacity(_:)`).
  public var opacity: Double

  public init(radius: CGFloat, saturation: Double, opacity: Double = 1) {
    self.radius = radius
    self.saturation = saturation
    self.opacity = opacity
  }

  /// Pixels per σ a backdrop is blurred at: a Gaussian this wide keeps no detail finer than a quarter of σ.
  public static let pixelsPerSigma: CGFloat = 4

  /// The blur every system material uses in `scheme`.
  public static func material(in scheme: ColorScheme) -> BackdropBlur {
    BackdropBlur(radius: 30, saturation: scheme == .dark ? 1.7 : 2.0)
  }
}

extension Paint {
  /// The paint without a material's backdrop, and the backdrop (nil when it has none).
  public var withoutBackdrop: (base: Paint, backdrop: BackdropBlur?) {
    if case .backdrop(let base, let blur) = self { return (base, blur) }
    return (self, nil)
  }
}
