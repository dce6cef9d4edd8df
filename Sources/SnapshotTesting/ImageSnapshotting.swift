import Foundation
import Specimen
import SpecimenDiff
@_spi(SnapshotTesting) import SpecimenUI

/// The size a SwiftUI view is snapshotted at (as `PreviewLayout` sizes a preview).
public enum SwiftUISnapshotLayout: Sendable {
  /// The view centred on a device's screen, inside its safe area, with its traits.
  case device(config: ViewImageConfig)
  /// The view centred in a container of this size.
  case fixed(width: CGFloat, height: CGFloat)
  /// The view at the size a hosting controller gives for `sizeThatFits(in: .zero)`, as on iOS: its size for a 0 × 0
  /// proposal (text truncates to its minimum; `.fixedSize()` on the view gives its ideal size).
  case sizeThatFits
}

extension Snapshotting where Value: View, Format == UIImage {
  /// A SwiftUI view laid out as `.sizeThatFits` does, compared pixel for pixel.
  public static var image: Snapshotting { .image() }

  /// A SwiftUI view drawn as a hosting controller shows it: on a device's screen, in a fixed container or at its
  /// ideal size, over the system background of its traits' colour scheme.
  ///
  /// - Parameters:
  ///   - drawHierarchyInKeyWindow: kept for source compatibility; Specimen draws `UIAppearance` and materials anyway.
  ///   - precision: the share of pixels that must match (0…1).
  ///   - perceptualPrecision: how close a pixel's colour must be to count as matching (0…1; 0.98 is about what
  ///     the eye tells apart).
  ///   - layout: the container the view is drawn in.
  ///   - traits: traits put over the layout's (colour scheme, text size, size classes, layout direction, scale).
  public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                           layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
    let screen: SnapshotScreen
    switch layout {
    case .device(let config): screen = SnapshotScreen(config, traits: traits)
    case .fixed(let width, let height):
      screen = SnapshotScreen(ViewImageConfig(size: CGSize(width: width, height: height), traits: traits), traits: .init())
    case .sizeThatFits: screen = SnapshotScreen(ViewImageConfig(traits: traits), traits: .init())
    }
    return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
      screen.snapshot(AnyView(view))
    }
  }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
  /// A view controller on the default screen, compared pixel for pixel.
  public static var image: Snapshotting { .image() }

  /// A view controller drawn on a device's screen, with its safe area and traits.
  public static func image(on config: ViewImageConfig, precision: Float = 1, perceptualPrecision: Float = 1,
                           size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
    var config = config
    if let size { config.size = size }
    let screen = SnapshotScreen(config, traits: traits)
    return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { controller in
      screen.snapshot(controller)
    }
  }

  /// A view controller drawn at `size` (the default screen's when nil), with no safe area.
  public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                           size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
    image(on: ViewImageConfig(size: size ?? SnapshotScreen.defaultScreenSize), precision: precision,
          perceptualPrecision: perceptualPrecision, traits: traits)
  }
}

extension Snapshotting where Value == UIView, Format == UIImage {
  /// A UIKit view at its frame's size, compared pixel for pixel.
  public static var image: Snapshotting { .image() }

  /// A UIKit view drawn at `size` (its frame's size when nil, or its intrinsic size when the frame is empty).
  public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                           size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
    SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
      let frame = view.frame.size
      let size = size ?? (frame.width > 0 && frame.height > 0 ? frame : nil)
      return SnapshotScreen(ViewImageConfig(size: size, traits: traits), traits: .init()).snapshot(AnyView(HostedUIView(view: view)))
    }
  }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// Images compared pixel for pixel.
  public static var image: Snapshotting { .image() }

  /// Images compared with `precision` (the share of pixels that must match) and `perceptualPrecision` (how close a
  /// pixel's colour must be); `scale` is kept for source compatibility (a reference keeps its own pixels).
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
    Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
  }
}

/// A UIKit view shown through a representable, which draws its layer tree, subviews and `draw(_:)`.
struct HostedUIView: UIViewRepresentable {
  let view: UIView
  func makeUIView(context: Context) -> UIView { view }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A view controller shown through a representable, which draws its view (a hosting controller's root view).
struct HostedViewController: UIViewControllerRepresentable {
  let controller: UIViewController
  func makeUIViewController(context: Context) -> UIViewController { controller }
  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
