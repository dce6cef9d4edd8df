import Foundation

/// UIKit's image type: asset-catalog and symbol images, and the bitmaps Core Image renders, that
/// SwiftUI code wraps in `Image(uiImage:)`. A class, as UIKit's is, so extensions can add
/// convenience initializers (`convenience init?(barcode:)`).
open class UIImage: NSObject, @unchecked Sendable {
  let image: Image
  /// The Core Graphics image this image was made from (nil for asset and symbol images).
  public let cgImage: CGImage?
  /// The Core Image image this image was made from (nil for asset and symbol images).
  public let ciImage: CIImage?
  /// The image's scale: pixels per point.
  public let scale: CGFloat
  /// The image's orientation (kept, not applied: the pixels draw upright).
  public let imageOrientation: Orientation

  /// Creates an image object from the app's asset catalogs, or nil when none has the name.
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// Creates an image object from `bundle`'s asset catalogs, or nil when none has the name (traits are ignored:
  /// the image follows the cell's appearance).
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    guard AssetLibrary.shared.image(named: name, inBundleAt: bundle?.bundlePath) != nil else { return nil }
    self.init(image: Image(name, bundle: bundle))
  }

  /// Creates an image object that contains a system symbol image.
  public convenience init?(systemName name: String) { self.init(image: Image(systemName: name)) }

  /// Creates an empty image: `Image(uiImage: UIImage())` draws nothing and has no size, as on iOS
  /// (the usual fallback in `UIImage(named:) ?? UIImage()`).
  public convenience override init() { self.init(image: .empty) }

  /// Initialize a `UIImage` with an image resource.
  public convenience init(resource: ImageResource) { self.init(image: Image(resource)) }

  /// Returns a new version of the current image, configured with the specified rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    switch renderingMode {
    case .automatic: return UIImage(image: image.renderingMode(nil))
    case .alwaysOriginal: return UIImage(image: image.renderingMode(.original))
    case .alwaysTemplate: return UIImage(image: image.renderingMode(.template))
    }
  }

  init(image: Image) {
    self.image = image
    cgImage = nil
    ciImage = nil
    scale = 1
    imageOrientation = .up
  }

  init(image: Image, cgImage: CGImage?, ciImage: CIImage?, scale: CGFloat, orientation: Orientation) {
    self.image = image
    self.cgImage = cgImage
    self.ciImage = ciImage
    self.scale = scale
    imageOrientation = orientation
  }

  /// An image of rendered pixels, `scale` pixels a point (a snapshot strategy's result).
  @_spi(SnapshotTesting) public init(snapshotBitmap bitmap: BitmapImage, scale: CGFloat) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    image = Image(bitmap: bitmap, scale: scale)
    cgImage = CGImage(bitmap: bitmap)
    ciImage = nil
    self.scale = scale
    imageOrientation = .up
    super.init()
  }

  /// The image's pixels when it has them (a bitmap, or a Core Graphics image's).
  @_spi(SnapshotTesting) public var snapshotBitmap: BitmapImage? {
    if case .bitmap(let bitmap) = image.source { return bitmap }
    return cgImage?.bitmap
  }

  /// Creates an image from a Core Graphics image (one pixel a point).
  public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }

  /// Creates an image from a Core Graphics image at `scale` pixels per point (a non-finite or
  /// non-positive scale counts as 1).
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.init(image: Image(bitmap: cgImage.bitmap, scale: scale), cgImage: cgImage, ciImage: nil, scale: scale, orientation: orientation)
  }

  /// Creates an image from a Core Image image, rendered over its extent.
  public convenience init(ciImage: CIImage) { self.init(ciImage: ciImage, scale: 1, orientation: .up) }

  /// Creates an image from a Core Image image at `scale` pixels per point.
  public convenience init(ciImage: CIImage, scale: CGFloat, orientation: Orientation) {
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.init(image: Image(bitmap: ciImage.rendered(in: ciImage.extent), scale: scale), cgImage: nil, ciImage: ciImage,
              scale: scale, orientation: orientation)
  }

  /// The image's size in points: a bitmap's pixels over its scale; an asset or symbol image's size as drawn
  /// unscaled (a symbol at its configuration's font, else the body text size, as UIKit sizes it). Outside a render
  /// there is nothing to measure asset and symbol images with, and they are zero.
  open var size: CGSize {
    guard case .bitmap(let bitmap) = image.source else { return ViewMeasurer.size(of: image, proposal: .unspecified) ?? .zero }
    return bitmap.pointSize
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIImage else { return false }
    return image == other.image && scale == other.scale
  }

  open override var hash: Int { image.hashValue }

  /// The orientations an image can be drawn in.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// Creates an image from encoded data. Decoding arbitrary image data is not provided: this is
  /// nil, as for data iOS cannot decode (in a still render the data comes from a picker or a
  /// download that never happens).
  public convenience init?(data: Data) { return nil }

  /// Creates an image from encoded data at a scale (nil: decoding is not provided).
  public convenience init?(data: Data, scale: CGFloat) { return nil }

  /// Creates an image from the file at `path`: nil, as for encoded data, since decoding is not
  /// provided (the file is one the app wrote at run time, which a render does not have).
  public convenience init?(contentsOfFile path: String) { return nil }

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

  /// An image of `bitmap`'s pixels at `scale` pixels per point; no pixels (an empty render) draws nothing.
  init(bitmap: BitmapImage?, scale: CGFloat) {
    guard let bitmap, let sized = bitmap.withPointSize(CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale))
    else {
      self = .empty
      return
    }
    self.init("")
    source = .bitmap(sized)
  }

  /// Creates an unlabeled, decorative image from a Core Graphics image (iOS 13).
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(bitmap: cgImage.bitmap, scale: scale.isFinite && scale > 0 ? scale : 1)
    isDecorative = true
    numberIssue = Image.scaleIssue(scale, "Image(decorative:scale:orientation:)")
  }

  /// Creates a labeled image from a Core Graphics image (iOS 13).
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(bitmap: cgImage.bitmap, scale: scale.isFinite && scale > 0 ? scale : 1)
    accessibilityName = label.content
    numberIssue = Image.scaleIssue(scale, "Image(_:scale:orientation:label:)")
  }

  /// The warning for a Core Graphics image's `scale` that is not a finite number above 0, naming `initializer`, or nil.
  static func scaleIssue(_ scale: CGFloat, _ initializer: String) -> String? {
    guard !scale.isFinite || scale <= 0 else { return nil }
    return "\(initializer): scale \(NumberText.describe(Double(scale))) is not a finite number of pixels per point > 0; drawn at "
      + "scale 1. Give the image's scale, e.g. 2 for an image made at @2x"
  }

  /// The orientation of an image drawn from a Core Graphics image (kept; the pixels draw upright).
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }
}
