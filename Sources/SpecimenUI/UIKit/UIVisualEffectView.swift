import Foundation

/// An initializer-only object that applies a visual effect to a `UIVisualEffectView`.
open class UIVisualEffect: NSObject, @unchecked Sendable {
  /// Creates an effect.
  public override init() { super.init() }
}

/// An object that applies a blurring effect to the content layered behind a view.
///
/// In a `UIVisualEffectView` under a representable, Specimen draws the blur as the SwiftUI
/// material of the same thickness (see `UIVisualEffectView`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// The intensity of the blur effect (UIKit's raw values; `extraDark` is tvOS only).
  public enum Style: Int, Sendable {
    case extraLight = 0, light = 1, dark = 2, regular = 4, prominent = 5
    case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9, systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13, systemThickMaterialLight = 14, systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18, systemThickMaterialDark = 19, systemChromeMaterialDark = 20
  }
  /// The blur style.
  public let style: Style
  /// Creates a blur effect with the specified style.
  public init(style: Style) {
    self.style = style
    super.init()
  }

  /// The SwiftUI material Specimen draws for the style, and the colour scheme the style forces
  /// (nil: the environment's). `extraLight`, `light` and `dark` are the regular material in a
  /// light or dark scheme, `prominent` the thick one, `systemChromeMaterial` the bar material.
  var drawn: (material: Material, scheme: ColorScheme?) {
    switch style {
    case .extraLight, .light: return (.regular, .light)
    case .dark: return (.regular, .dark)
    case .regular, .systemMaterial: return (.regular, nil)
    case .prominent, .systemThickMaterial: return (.thick, nil)
    case .systemUltraThinMaterial: return (.ultraThin, nil)
    case .systemThinMaterial: return (.thin, nil)
    case .systemChromeMaterial: return (.bar, nil)
    case .systemUltraThinMaterialLight: return (.ultraThin, .light)
    case .systemThinMaterialLight: return (.thin, .light)
    case .systemMaterialLight: return (.regular, .light)
    case .systemThickMaterialLight: return (.thick, .light)
    case .systemChromeMaterialLight: return (.bar, .light)
    case .systemUltraThinMaterialDark: return (.ultraThin, .dark)
    case .systemThinMaterialDark: return (.thin, .dark)
    case .systemMaterialDark: return (.regular, .dark)
    case .systemThickMaterialDark: return (.thick, .dark)
    case .systemChromeMaterialDark: return (.bar, .dark)
    }
  }
}

/// Styles for vibrancy effects.
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// An object that amplifies and adjusts the color of the content layered behind a view.
///
/// Vibrancy changes how a visual effect view's content is drawn, and Specimen does not draw
/// UIKit content: a vibrancy effect view draws nothing.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  /// The blur effect the vibrancy is matched to.
  public let blurEffect: UIBlurEffect
  /// The vibrancy style.
  public let style: UIVibrancyEffectStyle?
  /// Creates a vibrancy effect for the specified blur effect.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    self.style = nil
    super.init()
  }
  /// Creates a vibrancy effect with the specified blur effect and style.
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// An object that implements some complex visual effects.
///
/// Under a representable, a view with a `UIBlurEffect` draws the SwiftUI material of the same
/// thickness filling its frame, in the scheme the style names (`.systemMaterialDark` is dark in
/// a light app); a vibrancy effect or no effect draws nothing. `contentView` is a subview filling the effect view,
/// so what code adds to it is drawn over the material.
open class UIVisualEffectView: UIView, @unchecked Sendable {
  /// The visual effect provided by the view.
  open var effect: UIVisualEffect?
  /// A view that contains the content for the visual effect view.
  public let contentView = UIView(frame: .zero)

  /// Creates a visual effect view with the specified effect.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a visual effect view with a frame and no effect.
  public override init(frame: CGRect) {
    self.effect = nil
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a visual effect view from data in an unarchiver: no effect.
  public required init?(coder: NSCoder) {
    self.effect = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Sizes `contentView` to the effect view's bounds.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

extension UIVisualEffectView: UIKitRestingDrawing {
  var restingDrawing: AnyView? {
    guard let blur = effect as? UIBlurEffect else { return nil }
    let (material, scheme) = blur.drawn
    let fill = Rectangle().fill(material)
    guard let scheme else { return AnyView(fill) }
    return AnyView(fill.environment(\.colorScheme, scheme))
  }
}
