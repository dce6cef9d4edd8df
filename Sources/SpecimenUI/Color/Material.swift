import Foundation

/// A background material type: a translucent blur behind content.
///
/// A shape filled with a material blurs and saturates what was drawn behind it in the same
/// image (`BackdropBlur.material(in:)`), then lays a translucent tint with iOS-like light and
/// dark values over it (see `tint(for:)`). Text, strokes and images in a material draw the tint
/// alone.
public struct Material: Hashable, Sendable, ShapeStyle {
  let thickness: Thickness

  enum Thickness: String, Hashable, Sendable {
    case ultraThin, thin, regular, thick, ultraThick, bar
  }

  /// A material that's somewhat translucent.
  public static let regular = Material(thickness: .regular)
  /// A material that's more opaque than translucent.
  public static let thick = Material(thickness: .thick)
  /// A material that's more translucent than opaque.
  public static let thin = Material(thickness: .thin)
  /// A mostly translucent material.
  public static let ultraThin = Material(thickness: .ultraThin)
  /// A mostly opaque material.
  public static let ultraThick = Material(thickness: .ultraThick)
  /// A material matching the style of system toolbars.
  public static let bar = Material(thickness: .bar)

  /// The tint this material draws with in a color scheme.
  ///
  /// Apple publishes no numbers for materials; these are chosen so that, over white
  /// (light) or black (dark), each material reads as iOS's: a grey veil getting more
  /// opaque from ultraThin to ultraThick, and `bar` as the near-opaque toolbar
  /// background (rgb 249 at 94% light, rgb 30 at 94% dark — UIKit's classic
  /// translucent bar values).
  static func tint(for thickness: Thickness, _ scheme: ColorScheme) -> RGBA {
    let dark = scheme == .dark
    switch thickness {
    case .ultraThin: return dark ? RGBA(40, 40, 40, 0.55) : RGBA(240, 240, 240, 0.55)
    case .thin: return dark ? RGBA(37, 37, 37, 0.7) : RGBA(235, 235, 235, 0.7)
    case .regular: return dark ? RGBA(32, 32, 32, 0.8) : RGBA(229, 229, 229, 0.8)
    case .thick: return dark ? RGBA(28, 28, 28, 0.9) : RGBA(222, 222, 222, 0.9)
    case .ultraThick: return dark ? RGBA(22, 22, 22, 0.95) : RGBA(215, 215, 215, 0.95)
    case .bar: return dark ? RGBA(30, 30, 30, 0.94) : RGBA(249, 249, 249, 0.94)
    }
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    .backdrop(.color(Material.tint(for: thickness, environment.colorScheme)), .material(in: environment.colorScheme))
  }
}

extension ShapeStyle where Self == Material {
  /// A material that's somewhat translucent.
  public static var regularMaterial: Material { .regular }
  /// A material that's more opaque than translucent.
  public static var thickMaterial: Material { .thick }
  /// A material that's more translucent than opaque.
  public static var thinMaterial: Material { .thin }
  /// A mostly translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A mostly opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// A material matching the style of system toolbars.
  public static var bar: Material { .bar }
}
