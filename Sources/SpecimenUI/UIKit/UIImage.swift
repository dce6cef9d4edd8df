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

  /// The rendering modes for an image.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }
}

extension Image {
  /// Creates a SwiftUI image from a UIKit image instance.
  public init(uiImage: UIImage) { self = uiImage.image }
}
