import Foundation

/// An object that creates images from SwiftUI views (iOS 16).
///
/// Apps call it from actions (share a card, save a snapshot), which never run in a still
/// render. SpecimenUI resolves views without a rasterizer (pixels come from SpecimenCairo,
/// after resolve), so a renderer made during a render produces no image: `uiImage`, `cgImage`
/// are nil and `render(rasterizationScale:renderer:)` does not call its closure.
/// docs/unsupported.md lists this.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  /// The root view rendered by this image renderer.
  public var content: Content
  /// The size proposed to the root view.
  public var proposedSize: ProposedViewSize = .unspecified
  /// The scale at which to render the image (non-finite or non-positive values count as 1).
  public var scale: CGFloat = 1 {
    didSet { if !scale.isFinite || scale <= 0 { scale = 1 } }
  }
  /// A Boolean value that indicates whether the alpha channel of the image is fully opaque.
  public var isOpaque = false
  /// The working color space and storage format of the image.
  public var colorMode: ColorRenderingMode = .nonLinear
  /// An accessibility label for the rendered image.
  public var accessibilityLabel: Text?

  /// Creates a renderer object with a source content view.
  public init(content view: Content) {
    content = view
  }

  /// The current contents of the view, rasterized as a UIKit image (nil in a still render).
  public var uiImage: UIImage? { nil }
  /// The current contents of the view, rasterized as a Core Graphics image (nil in a still render).
  public var cgImage: CGImage? { nil }

  /// Draws the renderer's current contents to an arbitrary 2D graphics context (not called in a still render).
  public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (GraphicsContext) -> Void) -> Void) {}
}
