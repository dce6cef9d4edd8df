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

extension UIUserInterfaceSizeClass {
  /// UIKit's size class for SwiftUI's (nil: unspecified).
  init(_ sizeClass: UserInterfaceSizeClass?) {
    switch sizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case nil: self = .unspecified
    }
  }
}

extension UserInterfaceSizeClass {
  /// SwiftUI's size class for UIKit's; nil for `unspecified`.
  public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
    switch uiUserInterfaceSizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case .unspecified: return nil
    }
  }
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

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1
}

/// Whether a device supports 3D Touch.
public enum UIForceTouchCapability: Int, Sendable, Hashable {
  case unknown = 0
  case unavailable = 1
  case available = 2
}

/// The colour gamut of a display.
public enum UIDisplayGamut: Int, Sendable, Hashable {
  case unspecified = -1
  case SRGB = 0
  case P3 = 1
}

/// The traits of the environment a UIKit color is resolved in.
///
/// Specimen builds one from the cell's environment: `userInterfaceStyle` follows its color
/// scheme; the device traits are an iPhone's in portrait (compact width, regular height).
/// A collection made from one trait (`UITraitCollection(horizontalSizeClass: .regular)`)
/// remembers which traits it specifies, so `init(traitsFrom:)` merges them as UIKit does.
public final class UITraitCollection: NSObject, @unchecked Sendable {
  /// The traits this collection specifies; the rest read as an iPhone's in portrait.
  struct Specified: Sendable {
    var horizontalSizeClass: UIUserInterfaceSizeClass?
    var verticalSizeClass: UIUserInterfaceSizeClass?
    var userInterfaceIdiom: UIUserInterfaceIdiom?
    var displayScale: CGFloat?
    var layoutDirection: UITraitEnvironmentLayoutDirection?
    var forceTouchCapability: UIForceTouchCapability?
    var displayGamut: UIDisplayGamut?
    var accessibilityContrast: UIAccessibilityContrast?
  }

  /// The style associated with the user interface.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The accessibility contrast associated with the trait collection (normal unless specified).
  public var accessibilityContrast: UIAccessibilityContrast { specified.accessibilityContrast ?? .normal }
  /// The visual level for content in the window.
  public let userInterfaceLevel: UIUserInterfaceLevel
  /// The font sizing option preferred by the user (the cell's Dynamic Type size; `unspecified` when not set).
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// The device traits this collection was made with.
  let specified: Specified

  /// The horizontal size class of the trait collection (compact unless specified, as an iPhone in portrait).
  public var horizontalSizeClass: UIUserInterfaceSizeClass { specified.horizontalSizeClass ?? .compact }
  /// The vertical size class of the trait collection (regular unless specified).
  public var verticalSizeClass: UIUserInterfaceSizeClass { specified.verticalSizeClass ?? .regular }
  /// The user interface idiom of the trait collection (phone unless specified).
  public var userInterfaceIdiom: UIUserInterfaceIdiom { specified.userInterfaceIdiom ?? .phone }
  /// The display scale of the trait collection (2 unless specified).
  public var displayScale: CGFloat { specified.displayScale ?? 2 }
  /// The layout direction of the trait collection (`unspecified` unless specified, as in UIKit).
  public var layoutDirection: UITraitEnvironmentLayoutDirection { specified.layoutDirection ?? .unspecified }
  /// Whether the device supports 3D Touch (`unknown` unless specified).
  public var forceTouchCapability: UIForceTouchCapability { specified.forceTouchCapability ?? .unknown }
  /// The colour gamut of the display (`unspecified` unless specified).
  public var displayGamut: UIDisplayGamut { specified.displayGamut ?? .unspecified }

  init(style: UIUserInterfaceStyle, contrast: UIAccessibilityContrast? = nil, scale: CGFloat? = nil,
       sizeCategory: UIContentSizeCategory = .unspecified, specified: Specified = Specified()) {
    userInterfaceStyle = style
    preferredContentSizeCategory = sizeCategory
    userInterfaceLevel = .base
    var specified = specified
    if let scale { specified.displayScale = scale }
    if let contrast, contrast != .unspecified { specified.accessibilityContrast = contrast }
    self.specified = specified
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

  /// Creates a trait collection that contains only a specified horizontal size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(style: .unspecified, specified: Specified(horizontalSizeClass: horizontalSizeClass))
  }

  /// Creates a trait collection that contains only a specified vertical size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(style: .unspecified, specified: Specified(verticalSizeClass: verticalSizeClass))
  }

  /// Creates a trait collection that contains only a specified interface idiom.
  public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.init(style: .unspecified, specified: Specified(userInterfaceIdiom: userInterfaceIdiom))
  }

  /// Creates a trait collection that contains only a specified display scale (0, UIKit's unspecified scale, specifies
  /// none, so it overrides no other collection's in `init(traitsFrom:)`).
  public convenience init(displayScale: CGFloat) {
    self.init(style: .unspecified, specified: Specified(displayScale: displayScale == 0 ? nil : displayScale))
  }

  /// Creates a trait collection that contains only a specified layout direction.
  public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.init(style: .unspecified, specified: Specified(layoutDirection: layoutDirection))
  }

  /// Creates a trait collection that contains only a specified 3D Touch capability.
  public convenience init(forceTouchCapability: UIForceTouchCapability) {
    self.init(style: .unspecified, specified: Specified(forceTouchCapability: forceTouchCapability))
  }

  /// Creates a trait collection that contains only a specified display gamut.
  public convenience init(displayGamut: UIDisplayGamut) {
    self.init(style: .unspecified, specified: Specified(displayGamut: displayGamut))
  }

  /// Creates a trait collection that consists of traits merged from a specified array of trait
  /// collections; for each trait the last collection that specifies it wins.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    func last<T>(_ value: (UITraitCollection) -> T?) -> T? { traitCollections.reversed().lazy.compactMap(value).first }
    let style = last { $0.userInterfaceStyle == .unspecified ? nil : $0.userInterfaceStyle } ?? .unspecified
    let contrast = last { $0.specified.accessibilityContrast }
    let category = last { $0.preferredContentSizeCategory == .unspecified ? nil : $0.preferredContentSizeCategory }
    let specified = Specified(
      horizontalSizeClass: last { $0.specified.horizontalSizeClass }, verticalSizeClass: last { $0.specified.verticalSizeClass },
      userInterfaceIdiom: last { $0.specified.userInterfaceIdiom }, displayScale: last { $0.specified.displayScale },
      layoutDirection: last { $0.specified.layoutDirection }, forceTouchCapability: last { $0.specified.forceTouchCapability },
      displayGamut: last { $0.specified.displayGamut })
    self.init(style: style, contrast: contrast, sizeCategory: category ?? .unspecified, specified: specified)
  }

  /// This collection with the traits of `traitCollection` that it specifies put over it.
  public func modifyingTraits(from traitCollection: UITraitCollection) -> UITraitCollection {
    UITraitCollection(traitsFrom: [self, traitCollection])
  }

  /// The display scale this collection specifies, or nil (for snapshot strategies choosing an image's scale).
  @_spi(SnapshotTesting) public var specifiedDisplayScale: CGFloat? { specified.displayScale }
  /// The size classes this collection specifies, or nil.
  @_spi(SnapshotTesting) public var specifiedSizeClasses: (horizontal: UIUserInterfaceSizeClass?, vertical: UIUserInterfaceSizeClass?) {
    (specified.horizontalSizeClass, specified.verticalSizeClass)
  }

  /// The traits of `environment`.
  convenience init(_ environment: EnvironmentValues) {
    self.init(style: environment.colorScheme == .dark ? .dark : .light,
              contrast: environment.colorSchemeContrast == .increased ? .high : .normal, scale: environment.displayScale,
              sizeCategory: UIContentSizeCategory(environment.dynamicTypeSize),
              specified: Specified(horizontalSizeClass: UIUserInterfaceSizeClass(environment.horizontalSizeClass),
                                   verticalSizeClass: UIUserInterfaceSizeClass(environment.verticalSizeClass),
                                   layoutDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
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

/// The traits a trait collection is built from, set one by one (iOS 17): `UITraitCollection { $0.userInterfaceStyle =
/// .dark }`.
public protocol UIMutableTraits {
  /// The style associated with the user interface.
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  /// The accessibility contrast.
  var accessibilityContrast: UIAccessibilityContrast { get set }
  /// The font sizing option preferred by the user.
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  /// The horizontal size class.
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The vertical size class.
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  /// The user interface idiom.
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  /// The display scale.
  var displayScale: CGFloat { get set }
  /// The layout direction.
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  /// Whether the device supports 3D Touch.
  var forceTouchCapability: UIForceTouchCapability { get set }
  /// The colour gamut of the display.
  var displayGamut: UIDisplayGamut { get set }
}

/// The traits being set by a `UITraitCollection(mutations:)` closure, starting from a collection's.
struct TraitMutations: UIMutableTraits {
  var userInterfaceStyle: UIUserInterfaceStyle
  var preferredContentSizeCategory: UIContentSizeCategory
  var specified: UITraitCollection.Specified

  var accessibilityContrast: UIAccessibilityContrast {
    get { specified.accessibilityContrast ?? .unspecified }
    set { specified.accessibilityContrast = newValue == .unspecified ? nil : newValue }
  }
  var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { specified.horizontalSizeClass ?? .unspecified }
    set { specified.horizontalSizeClass = newValue == .unspecified ? nil : newValue }
  }
  var verticalSizeClass: UIUserInterfaceSizeClass {
    get { specified.verticalSizeClass ?? .unspecified }
    set { specified.verticalSizeClass = newValue == .unspecified ? nil : newValue }
  }
  var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { specified.userInterfaceIdiom ?? .unspecified }
    set { specified.userInterfaceIdiom = newValue == .unspecified ? nil : newValue }
  }
  var displayScale: CGFloat {
    get { specified.displayScale ?? 0 }
    set { specified.displayScale = newValue == 0 ? nil : newValue }  // 0 is unspecified; NaN or -1 is named where drawn
  }
  var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { specified.layoutDirection ?? .unspecified }
    set { specified.layoutDirection = newValue == .unspecified ? nil : newValue }
  }
  var forceTouchCapability: UIForceTouchCapability {
    get { specified.forceTouchCapability ?? .unknown }
    set { specified.forceTouchCapability = newValue == .unknown ? nil : newValue }
  }
  var displayGamut: UIDisplayGamut {
    get { specified.displayGamut ?? .unspecified }
    set { specified.displayGamut = newValue == .unspecified ? nil : newValue }
  }
}

extension UITraitCollection {
  /// Creates a trait collection from the traits a closure sets (iOS 17); the others stay unspecified.
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    self.init(from: UITraitCollection(), mutations: mutations)
  }

  /// This collection with the traits a closure sets changed (iOS 17).
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
    UITraitCollection(from: self, mutations: mutations)
  }

  private convenience init(from base: UITraitCollection, mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = TraitMutations(userInterfaceStyle: base.userInterfaceStyle,
                                                     preferredContentSizeCategory: base.preferredContentSizeCategory,
                                                     specified: base.specified)
    mutations(&traits)
    let result = traits as? TraitMutations ?? TraitMutations(userInterfaceStyle: .unspecified, preferredContentSizeCategory: .unspecified,
                                                             specified: Specified())
    self.init(style: result.userInterfaceStyle, sizeCategory: result.preferredContentSizeCategory, specified: result.specified)
  }
}
