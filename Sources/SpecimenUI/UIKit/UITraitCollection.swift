import Foundation

/// The interface style of a trait environment: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
  case unspecified = 0
  case light = 1
  case dark = 2
}

/// The contrast level of a trait environment.
public enum UIAccessibilityContrast: Int, Sendable, Hashable {
  case unspecified = -1
  case normal = 0
  case high = 1
}

/// A size class of a trait environment.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
  case unspecified = 0
  case compact = 1
  case regular = 2
}

/// The level of a trait environment: base, or elevated (sheets, popovers).
public enum UIUserInterfaceLevel: Int, Sendable, Hashable {
  case unspecified = -1
  case base = 0
  case elevated = 1
}

/// The interface type of a device.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// The traits of the environment a UIKit color is resolved in.
///
/// Specimen builds one from the cell's environment: `userInterfaceStyle` follows its color
/// scheme; the device traits are an iPhone's in portrait (compact width, regular height).
public final class UITraitCollection: NSObject, @unchecked Sendable {
  /// The style associated with the user interface.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The accessibility contrast associated with the trait collection.
  public let accessibilityContrast: UIAccessibilityContrast
  /// The horizontal size class of the trait collection.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class of the trait collection.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The visual level for content in the window.
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// The user interface idiom of the trait collection.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The display scale of the trait collection.
  public let displayScale: CGFloat
  /// The font sizing option preferred by the user (the cell's Dynamic Type size; `unspecified` when not set).
  public let preferredContentSizeCategory: UIContentSizeCategory

  init(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast = .normal, scale: CGFloat = 2,
       sizeCategory: UIContentSizeCategory = .unspecified) {
    userInterfaceStyle = style
    accessibilityContrast = contrast
    preferredContentSizeCategory = sizeCategory
    horizontalSizeClass = .compact
    verticalSizeClass = .regular
    userInterfaceLevel = .base
    userInterfaceIdiom = .phone
    displayScale = scale
    super.init()
  }

  /// Creates an empty trait collection (every trait unspecified except the iPhone defaults).
  public override convenience init() { self.init(style: .unspecified) }

  /// Creates a trait collection that contains only a specified interface style.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

  /// Creates a trait collection that contains only a specified accessibility contrast.
  public convenience init(accessibilityContrast: UIAccessibilityContrast) {
    self.init(style: .unspecified, contrast: accessibilityContrast)
  }

  /// Creates a trait collection that contains only a specified content size category.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(style: .unspecified, sizeCategory: preferredContentSizeCategory)
  }

  /// Creates a trait collection that consists of traits merged from a specified array of trait
  /// collections; for each trait the last collection that specifies it wins.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    let style = traitCollections.last(where: { $0.userInterfaceStyle != .unspecified })?.userInterfaceStyle ?? .unspecified
    let contrast = traitCollections.last(where: { $0.accessibilityContrast != .unspecified })?.accessibilityContrast ?? .normal
    let category = traitCollections.last(where: { $0.preferredContentSizeCategory != .unspecified })?.preferredContentSizeCategory
    self.init(style: style, contrast: contrast, sizeCategory: category ?? .unspecified)
  }

  /// The traits of `environment`.
  convenience init(_ environment: EnvironmentValues) {
    self.init(style: environment.colorScheme == .dark ? .dark : .light,
              contrast: environment.colorSchemeContrast == .increased ? .high : .normal, scale: environment.displayScale,
              sizeCategory: UIContentSizeCategory(environment.dynamicTypeSize))
  }

  /// The appearance asset-catalog variants are chosen by.
  var assetAppearance: AssetAppearance {
    AssetAppearance(colorScheme: userInterfaceStyle == .dark ? .dark : .light,
                    contrast: accessibilityContrast == .high ? .increased : .standard)
  }

  /// The trait collection a dynamic provider is being asked with, while it runs.
  @TaskLocal static var resolving: UITraitCollection?

  /// The trait collection of the view being drawn (inside a dynamic provider: the one it was asked with).
  public static var current: UITraitCollection {
    resolving ?? UITraitCollection(EnvironmentValues.current)
  }

  /// Returns a Boolean value that indicates whether changing between the specified and current trait collections would affect color values.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    traitCollection?.userInterfaceStyle != userInterfaceStyle || traitCollection?.accessibilityContrast != accessibilityContrast
  }

  /// Runs `actions` with this trait collection as the current one.
  public func performAsCurrent(_ actions: () -> Void) {
    UITraitCollection.$resolving.withValue(self, operation: actions)
  }
}
