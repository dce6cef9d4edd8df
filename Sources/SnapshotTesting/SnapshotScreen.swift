import Foundation
import Specimen
import SpecimenDiff
@_spi(SnapshotTesting) import SpecimenUI

/// Where a snapshot is drawn: a screen (or nil for the view's ideal size), the safe area its bars leave, and the
/// traits that become the view's environment and the image's scale.
struct SnapshotScreen {
  /// The screen of the device Specimen renders on when no size is given: iPhone 16's, 393 × 852 pt.
  static let defaultScreenSize = CGSize(width: 393, height: 852)
  /// The image scale when the traits name none: 3, the scale of the iPhone simulators Xcode runs tests on.
  static let defaultScale: CGFloat = 3

  /// The largest side a screen or fixed layout may have, in points.
  static let largestSide: CGFloat = 4096

  let size: CGSize?
  let safeArea: UIEdgeInsets
  let traits: UITraitCollection

  /// A screen of `size` with `safeArea`, drawn with `traits`.
  init(size: CGSize?, safeArea: UIEdgeInsets, traits: UITraitCollection) {
    self.size = size
    self.safeArea = safeArea
    self.traits = traits
  }

  /// A configuration's screen, with `traits` put over its own.
  init(_ config: ViewImageConfig, traits: UITraitCollection) {
    size = config.size
    safeArea = config.safeArea
    self.traits = UITraitCollection(traitsFrom: [config.traits, traits])
  }

  private static func usable(_ side: CGFloat) -> Bool { side.isFinite && side >= 1 && side <= largestSide }

  /// The largest display scale drawn: 4, past any device's (iPhones are 2 or 3).
  static let largestScale: CGFloat = 4

  /// Whether `scale` is a display scale to draw at: from 1 to `largestScale`.
  private static func usableScale(_ scale: CGFloat) -> Bool { scale.isFinite && scale >= 1 && scale <= largestScale }

  /// The image's pixels per point: the traits' display scale, else `defaultScale` (also for a scale `problem` names).
  var scale: CGFloat {
    guard let scale = traits.specifiedDisplayScale, Self.usableScale(scale) else { return Self.defaultScale }
    return scale
  }

  /// Why this screen cannot be drawn on (a display scale or safe area that is not usable), or nil.
  var problem: String? {
    if let scale = traits.specifiedDisplayScale, !Self.usableScale(scale) {
      return "the traits' displayScale \(scale) is not a scale to draw at; give 1, 2 or 3 (at most \(Int(Self.largestScale))), "
        + "or none for \(Int(Self.defaultScale))"
    }
    let insets = [("top", safeArea.top), ("left", safeArea.left), ("bottom", safeArea.bottom), ("right", safeArea.right)]
    if let bad = insets.first(where: { !($0.1.isFinite && $0.1 >= 0 && $0.1 <= Self.largestSide) }) {
      return "the safe area's \(bad.0) inset \(bad.1) is not a length from 0 to \(Int(Self.largestSide)) points; give the "
        + "insets a device's bars leave (ViewImageConfig's safeArea)"
    }
    if let size, safeArea.left + safeArea.right >= size.width || safeArea.top + safeArea.bottom >= size.height {
      return "the safe area (top \(safeArea.top), left \(safeArea.left), bottom \(safeArea.bottom), right \(safeArea.right)) "
        + "leaves no room on the \(size.width) × \(size.height) pt screen, so the view would be drawn at no size; give "
        + "insets smaller than the screen"
    }
    return nil
  }

  /// The environment the traits describe.
  var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
    if traits.accessibilityContrast == .high { environment.colorSchemeContrast = .increased }
    if let size = DynamicTypeSize(traits.preferredContentSizeCategory) { environment.dynamicTypeSize = size }
    let classes = traits.specifiedSizeClasses
    if let horizontal = classes.horizontal { environment.horizontalSizeClass = UserInterfaceSizeClass(horizontal) }
    if let vertical = classes.vertical { environment.verticalSizeClass = UserInterfaceSizeClass(vertical) }
    if traits.layoutDirection == .rightToLeft { environment.layoutDirection = .rightToLeft }
    environment.displayScale = scale
    environment.screenSize = size ?? Self.defaultScreenSize
    return environment
  }

  /// A SwiftUI view drawn on this screen.
  func snapshot(_ view: AnyView) -> UIImage {
    var renderer = ViewRenderer(scale: scale, background: traits.userInterfaceStyle == .dark ? .black : .white)
    renderer.safeAreaInsets = EdgeInsets(top: safeArea.top, leading: safeArea.left, bottom: safeArea.bottom,
                                         trailing: safeArea.right)
    if let size, !(Self.usable(size.width) && Self.usable(size.height)) {
      return SnapshotFailureImage(reason: "the layout asks for \(size.width) × \(size.height) pt; give a size whose sides are "
        + "finite numbers from 1 to \(Int(Self.largestSide)) points")
    }
    if let problem { return SnapshotFailureImage(reason: problem) }
    // On a screen, the root's safe-area padding goes around a frame that fills it: the view is centred in what the
    // bars leave. With none, the size a hosting controller gives for `sizeThatFits(in: .zero)`, which is how
    // swift-snapshot-testing sizes `.sizeThatFits` on iOS: SwiftUI takes it as a 0 × 0 proposal, so text truncates and
    // flexible views take their minimum, as in the references recorded on iOS.
    let content = size == nil ? view : AnyView(view.frame(maxWidth: .infinity, maxHeight: .infinity))
    let proposal = size.map { ProposedViewSize($0) } ?? ProposedViewSize(width: 0, height: 0)
    do {
      let placed = try renderer.checkedPlace(content, in: proposal, environment: environment)
      guard placed.frame.width * scale >= 1, placed.frame.height * scale >= 1 else {
        return SnapshotFailureImage(reason: "the view has no size for the 0 × 0 proposal that .sizeThatFits makes "
          + "(UIHostingController.sizeThatFits(in: .zero), as on iOS); give the view a size (.frame(width:height:), "
          + ".fixedSize()) or snapshot it with .fixed(width:height:) or .device(config:)")
      }
      let raster = try renderer.rasterize(placed)
      let points = CGSize(width: CGFloat(raster.width) / scale, height: CGFloat(raster.height) / scale)
      guard let bitmap = BitmapImage(width: raster.width, height: raster.height, rgba: raster.rgbaBytes(), pointSize: points) else {
        return SnapshotFailureImage(reason: "the snapshot is \(raster.width) × \(raster.height) pixels; Specimen's images "
          + "hold at most \(BitmapImage.maxSide) pixels a side: snapshot a smaller layout or a lower displayScale")
      }
      return UIImage(snapshotBitmap: bitmap, scale: scale)
    } catch {
      return SnapshotFailureImage(reason: "\(error)")
    }
  }

  /// A view controller drawn on this screen: a hosting controller's root view itself; a navigation controller's top
  /// hosting controller under the bar (its title inline unless the bar `prefersLargeTitles`, as UIKit's default
  /// is); any other controller's view.
  /// A hosting controller's root is drawn over its view's background colour (the system background unless code set
  /// another). A controller's `overrideUserInterfaceStyle` (or its view's) replaces the traits' style, so the content,
  /// the background and the image's backdrop are drawn in it, as UIKit draws a controller forced dark or light.
  func snapshot(_ controller: UIViewController) -> UIImage {
    let style = controller.adoptedUserInterfaceStyle
    if style != .unspecified {
      let forced = SnapshotScreen(size: size, safeArea: safeArea,
                                  traits: UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: style)]))
      return forced.snapshotContent(of: controller)
    }
    return snapshotContent(of: controller)
  }

  private func snapshotContent(of controller: UIViewController) -> UIImage {
    if let root = controller.hostedRootViewForSnapshot { return snapshot(Self.onBackground(root, of: controller)) }
    if let navigation = controller as? UINavigationController, let top = navigation.topViewController,
       let root = top.hostedRootViewForSnapshot {
      let backed = Self.onBackground(root, of: top)
      if navigation.isNavigationBarHidden { return snapshot(backed) }
      // The outermost display mode is the one the stack reads, so it overrides the root's own `.large`.
      let page = navigation.navigationBar.prefersLargeTitles ? backed : AnyView(backed.navigationBarTitleDisplayMode(.inline))
      return snapshot(AnyView(NavigationStack { page }))
    }
    return snapshot(AnyView(HostedViewController(controller: controller)))
  }

  /// `root` over its hosting controller's view's background colour, which reaches under the bars.
  private static func onBackground(_ root: AnyView, of controller: UIViewController) -> AnyView {
    AnyView(ZStack {
      Color(uiColor: controller.view.backgroundColor ?? .clear).ignoresSafeArea()
      root
    })
  }
}

/// The image of a snapshot that could not be drawn: no pixels, and the reason, which the assertion reports.
final class SnapshotFailureImage: UIImage, @unchecked Sendable {
  let reason: String
  init(reason: String) {
    self.reason = reason
    super.init(snapshotBitmap: BitmapImage(width: 1, height: 1, rgba: [0, 0, 0, 0])!, scale: 1)
  }
}
