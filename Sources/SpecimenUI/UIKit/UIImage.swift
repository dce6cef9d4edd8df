import Foundation

/// UIKit's image type, reduced to asset-catalog and symbol images that SwiftUI code wraps in `Image(uiImage:)`.
public struct UIImage: Hashable, Sendable {
  let image: Image

  /// Creates an image object from the app's asset catalogs, or nil when none has the name.
  public init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// Creates an image object from `bundle`'s asset catalogs, or nil when none has the name (traits are ignored:
  /// the image follows the cell's appearance).
  public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard AssetLibrary.shared.image(named: name, inBundleAt: bundle?.bundlePath) != nil else { return nil }
    image = Image(name, bundle: bundle)
  }

  /// Creates an image object that contains a system symbol image.
  public init?(systemName name: String) { image = Image(systemName: name) }

  /// Creates an empty image: `Image(uiImage: UIImage())` draws nothing and has no size, as on iOS
  /// (the usual fallback in `UIImage(named:) ?? UIImage()`).
  public init() {
    var empty = Image("")
    empty.isEmpty = true
    image = empty
  }

  /// Initialize a `UIImage` with an image resource.
  public init(resource: ImageResource) { image = Image(resource) }

  /// Returns a new version of the current image, configured with the specified rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    switch renderingMode {
    case .automatic: return UIImage(image: image.renderingMode(nil))
    case .alwaysOriginal: return UIImage(image: image.renderingMode(.original))
    case .alwaysTemplate: return UIImage(image: image.renderingMode(.template))
    }
  }

  init(image: Image) { self.image = image }

  /// Creates an image from encoded data. Decoding arbitrary image data is not provided: this is
  /// nil, as for data iOS cannot decode (in a still render the data comes from a picker or a
  /// download that never happens).
  public init?(data: Data) { return nil }

  /// Creates an image from encoded data at a scale (nil: decoding is not provided).
  public init?(data: Data, scale: CGFloat) { return nil }

  /// The image as JPEG data (nil: encoding is not provided, as iOS returns nil for an image without bitmap data).
  public func jpegData(compressionQuality: CGFloat) -> Data? { nil }

  /// The image as PNG data (nil: encoding is not provided, as iOS returns nil for an image without bitmap data).
  public func pngData() -> Data? { nil }

  /// The rendering modes for an image.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }
}

extension Image {
  /// Creates a SwiftUI image from a UIKit image instance.
  public init(uiImage: UIImage) { self = uiImage.image }
}
