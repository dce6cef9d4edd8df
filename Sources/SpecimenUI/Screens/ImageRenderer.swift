import Foundation

/// An object that creates images from SwiftUI views (iOS 16).
///
/// Apps call it from actions (share a card, save a snapshot), and some bodies and helpers show the image they
/// make. Its images are drawn by the renderer's own pipeline (`ViewRasterizer`): the content laid out for
/// `proposedSize` in a fresh environment, at `scale` pixels per point. Before a renderer has started (SpecimenUI
/// alone) there are no pixels, and `uiImage` and `cgImage` are nil.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  /// The root view rendered by this image renderer.
  public var content: Content
  /// The size proposed to the root view.
  public var proposedSize: ProposedViewSize = .unspecified
  /// The scale at which to render the image (non-finite or non-positive values count as 1, named).
  public var scale: CGFloat = 1 {
    didSet {
      guard !scale.isFinite || scale <= 0 else { return }
      Self.reportScale(scale, "ImageRenderer.scale")
      scale = 1
    }
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

  /// The current contents of the view, rasterized as a UIKit image at `scale` (nil when it cannot be drawn).
  public var uiImage: UIImage? { cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: .up) } }
  /// The current contents of the view, rasterized as an AppKit image of its size in points.
  public var nsImage: NSImage? { bitmap.map { NSImage(cgImage: CGImage(bitmap: $0), size: $0.pointSize) } }
  /// The current contents of the view, rasterized as a Core Graphics image at `scale`.
  public var cgImage: CGImage? { bitmap.map { CGImage(bitmap: $0) } }

  /// The content's pixels with `isOpaque` applied (transparent pixels drawn over black, as an opaque bitmap holds them).
  private var bitmap: BitmapImage? {
    guard let pixels = ViewRasterizer.image(of: content, proposal: proposedSize, scale: scale, by: "ImageRenderer") else { return nil }
    guard isOpaque else { return pixels }
    return pixels.overBlack
  }

  /// Draws the renderer's current contents to a Core Graphics context: `renderer` gets the content's size and a
  /// function that draws it into the context it is given (as pixels at `rasterizationScale`; a PDF context draws
  /// nothing here). Nothing is called when the content cannot be drawn.
  public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
    let usable = rasterizationScale.isFinite && rasterizationScale > 0
    if !usable { Self.reportScale(rasterizationScale, "ImageRenderer.render(rasterizationScale:)") }
    guard let pixels = ViewRasterizer.image(of: content, proposal: proposedSize, scale: usable ? rasterizationScale : 1,
                                            by: "ImageRenderer.render(rasterizationScale:renderer:)") else { return }
    renderer(pixels.pointSize) { context in context.paint(pixels, in: CGRect(origin: .zero, size: pixels.pointSize), flipped: true) }
  }

  /// Names a scale that is not above 0 and finite, drawn at 1.
  private static func reportScale(_ scale: CGFloat, _ what: String) {
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(what) \(NumberText.describe(scale)) is not a scale above 0; the image is "
      + "made at scale 1. Give the screen's scale (displayScale), such as 2 or 3"))
  }
}
