import Foundation
@_spi(SnapshotTesting) import SpecimenUI

/// A device to snapshot a view on: its screen size in points, the safe area its status bar and home indicator leave,
/// and its traits (size classes, idiom, display scale).
///
/// The sizes and safe areas are those of the devices' screens in portrait and landscape (the safe areas UIKit
/// reports on each device: 47 pt above and 34 below on iPhone 12 and 13, 50 above on the minis, 20 above on
/// Home-button phones). The display scale is each device's own (3 on iPhone 8 Plus, X, XS Max, 12 and 13; 2 on the
/// others and the iPads).
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// A tablet's orientation, with the share of the screen a Split View gives the app.
  public enum TabletOrientation: Sendable {
    /// Portrait shares.
    public enum PortraitSplits: Sendable {
      case oneThird
      case twoThirds
      case full
    }
    /// Landscape shares.
    public enum LandscapeSplits: Sendable {
      case oneThird
      case oneHalf
      case twoThirds
      case full
    }
    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  /// The insets the device's bars leave around the safe area.
  public var safeArea: UIEdgeInsets
  /// The screen's size in points; nil sizes the view to fit.
  public var size: CGSize?
  /// The device's traits.
  public var traits: UITraitCollection

  /// A configuration of your own.
  public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  /// A phone: portrait `width` × `height` with `top`/`bottom` insets; landscape turns the screen and puts
  /// `side` on the left and right and `landscapeBottom` below.
  private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat,
                            side: CGFloat, landscapeBottom: CGFloat, scale: CGFloat,
                            landscapeWidthClass: UIUserInterfaceSizeClass = .compact) -> ViewImageConfig {
    switch orientation {
    case .portrait:
      return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                             size: CGSize(width: width, height: height),
                             traits: .device(.phone, scale: scale, horizontal: .compact, vertical: .regular))
    case .landscape:
      return ViewImageConfig(safeArea: UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side),
                             size: CGSize(width: height, height: width),
                             traits: .device(.phone, scale: scale, horizontal: landscapeWidthClass, vertical: .compact))
    }
  }

  /// A tablet of portrait `width` × `height` with `top`/`bottom` insets, cut to the Split View's share.
  private static func tablet(_ orientation: TabletOrientation, width: CGFloat, height: CGFloat, top: CGFloat,
                             bottom: CGFloat, splits: Splits) -> ViewImageConfig {
    let size: CGSize
    switch orientation {
    case .portrait(let split):
      switch split {
      case .oneThird: size = CGSize(width: 320, height: height)
      case .twoThirds: size = CGSize(width: splits.portraitTwoThirds, height: height)
      case .full: size = CGSize(width: width, height: height)
      }
    case .landscape(let split):
      switch split {
      case .oneThird: size = CGSize(width: splits.landscapeOneThird, height: width)
      case .oneHalf: size = CGSize(width: splits.landscapeHalf, height: width)
      case .twoThirds: size = CGSize(width: splits.landscapeTwoThirds, height: width)
      case .full: size = CGSize(width: height, height: width)
      }
    }
    // Split View shares: a third, or two thirds in portrait, is compact; half a landscape screen is compact except
    // on the 12.9-inch iPad Pro, whose half is as wide as a small iPad's two thirds.
    let compact: Bool
    switch orientation {
    case .portrait(let split): compact = split != .full
    case .landscape(let split): compact = split == .oneThird || (split == .oneHalf && !splits.landscapeHalfIsRegular)
    }
    return ViewImageConfig(safeArea: UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), size: size,
                           traits: .device(.pad, scale: 2, horizontal: compact ? .compact : .regular, vertical: .regular))
  }

  /// The Split View widths of a tablet, in points.
  private struct Splits {
    var portraitTwoThirds: CGFloat
    var landscapeOneThird: CGFloat
    var landscapeHalf: CGFloat
    var landscapeTwoThirds: CGFloat
    var landscapeHalfIsRegular = false
  }

  // MARK: Phones

  /// iPhone SE (1st generation) in portrait.
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  /// iPhone SE (1st generation): 320 × 568 pt.
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 320, height: 568, top: 20, bottom: 0, side: 0, landscapeBottom: 0, scale: 2)
  }

  /// iPhone 8 in portrait.
  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  /// iPhone 8: 375 × 667 pt.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 375, height: 667, top: 20, bottom: 0, side: 0, landscapeBottom: 0, scale: 2)
  }

  /// iPhone 8 Plus in portrait.
  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  /// iPhone 8 Plus: 414 × 736 pt.
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 414, height: 736, top: 20, bottom: 0, side: 0, landscapeBottom: 0, scale: 3,
          landscapeWidthClass: .regular)
  }

  /// iPhone X in portrait.
  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  /// iPhone X: 375 × 812 pt.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 375, height: 812, top: 44, bottom: 34, side: 44, landscapeBottom: 21, scale: 3)
  }

  /// iPhone XS Max in portrait.
  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  /// iPhone XS Max: 414 × 896 pt.
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 414, height: 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21, scale: 3,
          landscapeWidthClass: .regular)
  }

  /// iPhone XR in portrait.
  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  /// iPhone XR: 414 × 896 pt.
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 414, height: 896, top: 44, bottom: 34, side: 44, landscapeBottom: 21, scale: 2,
          landscapeWidthClass: .regular)
  }

  /// iPhone 12 in portrait.
  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  /// iPhone 12: 390 × 844 pt.
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 390, height: 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, scale: 3)
  }

  /// iPhone 12 Pro in portrait.
  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  /// iPhone 12 Pro: the screen of iPhone 12.
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

  /// iPhone 12 Pro Max in portrait.
  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  /// iPhone 12 Pro Max: 428 × 926 pt.
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 428, height: 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21, scale: 3,
          landscapeWidthClass: .regular)
  }

  /// iPhone 13 in portrait.
  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  /// iPhone 13: 390 × 844 pt.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

  /// iPhone 13 mini in portrait.
  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  /// iPhone 13 mini: 375 × 812 pt.
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, width: 375, height: 812, top: 50, bottom: 34, side: 50, landscapeBottom: 21, scale: 3)
  }

  /// iPhone 13 Pro in portrait.
  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  /// iPhone 13 Pro: the screen of iPhone 13.
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

  /// iPhone 13 Pro Max in portrait.
  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  /// iPhone 13 Pro Max: 428 × 926 pt.
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { iPhone12ProMax(orientation) }

  // MARK: Tablets

  /// iPad mini (5th generation) in landscape.
  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  /// iPad mini (5th generation), the whole screen.
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full))
  }
  /// iPad mini (5th generation): 768 × 1024 pt.
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(orientation, width: 768, height: 1024, top: 20, bottom: 0,
           splits: Splits(portraitTwoThirds: 438, landscapeOneThird: 320, landscapeHalf: 507, landscapeTwoThirds: 694))
  }

  /// iPad (9.7-inch): the screen of iPad mini.
  public static let iPad9_7 = iPadMini
  /// iPad (9.7-inch), the whole screen.
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
  /// iPad (9.7-inch) in a Split View share.
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

  /// iPad (10.2-inch) in landscape.
  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  /// iPad (10.2-inch), the whole screen.
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    iPad10_2(orientation == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full))
  }
  /// iPad (10.2-inch): 810 × 1080 pt.
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(orientation, width: 810, height: 1080, top: 20, bottom: 0,
           splits: Splits(portraitTwoThirds: 480, landscapeOneThird: 320, landscapeHalf: 535, landscapeTwoThirds: 750))
  }

  /// iPad Pro (10.5-inch) in landscape.
  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  /// iPad Pro (10.5-inch), the whole screen.
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro10_5(orientation == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full))
  }
  /// iPad Pro (10.5-inch): 834 × 1112 pt.
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(orientation, width: 834, height: 1112, top: 20, bottom: 0,
           splits: Splits(portraitTwoThirds: 504, landscapeOneThird: 320, landscapeHalf: 551, landscapeTwoThirds: 782))
  }

  /// iPad Pro (11-inch) in landscape.
  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  /// iPad Pro (11-inch), the whole screen.
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro11(orientation == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full))
  }
  /// iPad Pro (11-inch): 834 × 1194 pt, 24 pt above and 20 below.
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(orientation, width: 834, height: 1194, top: 24, bottom: 20,
           splits: Splits(portraitTwoThirds: 504, landscapeOneThird: 375, landscapeHalf: 592, landscapeTwoThirds: 809))
  }

  /// iPad Pro (12.9-inch) in landscape.
  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  /// iPad Pro (12.9-inch), the whole screen.
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro12_9(orientation == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full))
  }
  /// iPad Pro (12.9-inch): 1024 × 1366 pt.
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    tablet(orientation, width: 1024, height: 1366, top: 20, bottom: 0,
           splits: Splits(portraitTwoThirds: 639, landscapeOneThird: 375, landscapeHalf: 678, landscapeTwoThirds: 981,
                         landscapeHalfIsRegular: true))
  }
}

extension UITraitCollection {
  /// A device's traits: idiom, display scale, size classes, left-to-right layout and swift-snapshot-testing's text
  /// size, `.medium` (one step below the system default: body text is 16 pt, not 17), which the references a
  /// team recorded on iOS with these configurations were drawn at.
  static func device(_ idiom: UIUserInterfaceIdiom, scale: CGFloat, horizontal: UIUserInterfaceSizeClass,
                     vertical: UIUserInterfaceSizeClass) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceIdiom: idiom), UITraitCollection(displayScale: scale),
      UITraitCollection(horizontalSizeClass: horizontal), UITraitCollection(verticalSizeClass: vertical),
      UITraitCollection(layoutDirection: .leftToRight), UITraitCollection(preferredContentSizeCategory: .medium),
    ])
  }
}
