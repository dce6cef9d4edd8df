import Foundation

/// The iOS interface environment for your app, reduced to the traits asset catalogs choose by.
public final class UITraitCollection: @unchecked Sendable {
  /// The style associated with the user interface: light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The accessibility contrast associated with the trait collection.
  public let accessibilityContrast: UIAccessibilityContrast

  /// Creates a trait collection that contains only a specified interface style.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
    accessibilityContrast = .unspecified
  }

  /// Creates a trait collection that contains only a specified accessibility contrast.
  public init(accessibilityContrast: UIAccessibilityContrast) {
    userInterfaceStyle = .unspecified
    self.accessibilityContrast = accessibilityContrast
  }

  /// The appearance asset variants are chosen by.
  var assetAppearance: AssetAppearance {
    AssetAppearance(colorScheme: userInterfaceStyle == .dark ? .dark : .light,
                    contrast: accessibilityContrast == .high ? .increased : .standard)
  }
}

/// Constants that indicate the interface style for the app.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// Constants that indicate the contrast setting of the user interface.
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified = -1, normal = 0, high = 1
}
