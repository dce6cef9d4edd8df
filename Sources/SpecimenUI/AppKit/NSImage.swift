import Foundation

/// AppKit's image class, as Mac and multiplatform code passes it to `Image(nsImage:)`: asset-catalog
/// and symbol images, and bitmaps from Core Graphics.
///
/// It holds the same SwiftUI image a `UIImage` from that source holds, so a file whose
/// `#if canImport(AppKit)` branch comes first (`typealias PlatformImage = NSImage`) draws what its
/// UIKit branch would.
open class NSImage: NSObject, @unchecked Sendable {
  /// The name of an image in an asset catalog (AppKit's `NSImage.Name` is a `String`).
  public typealias Name = String

  let image: Image
  /// The Core Graphics image this image was made from (nil for asset and symbol images).
  let cgImage: CGImage?
  /// The image's size in points: the bitmap's size, or the size given when the image was made
  /// (zero for asset and symbol images, which are measured when drawn). AppKit lets code set it.
  open var size: NSSize
  /// Whether the image is a template, drawn in the foreground style instead of its own colours.
  open var isTemplate: Bool
  /// The image's accessibility description.
  open var accessibilityDescription: String?

  init(image: Image, cgImage: CGImage? = nil, size: NSSize = .zero, isTemplate: Bool = false) {
    self.image = image
    self.cgImage = cgImage
    self.size = size
    self.isTemplate = isTemplate
    super.init()
  }

  /// Creates an image from the app's asset catalogs, or nil when none has the name.
  public convenience init?(named name: NSImage.Name) {
    guard AssetLibrary.shared.image(named: name, inBundleAt: nil) != nil else { return nil }
    self.init(image: Image(name))
  }

  /// Creates a symbol image with the system symbol name (macOS 11), or nil for an empty name.
  public convenience init?(systemSymbolName name: String, accessibilityDescription description: String?) {
    guard !name.isEmpty else { return nil }
    self.init(image: Image(systemName: name), isTemplate: true)
    accessibilityDescription = description
  }

  /// Creates an image of `cgImage`'s pixels at `size` points; a zero (or not finite, or negative)
  /// size takes the bitmap's pixel size, as AppKit does for `.zero`.
  public convenience init(cgImage: CGImage, size: NSSize) {
    let pixels = NSSize(width: CGFloat(cgImage.width), height: CGFloat(cgImage.height))
    let valid = size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    let points = valid ? size : pixels
    let scale = points.width > 0 ? pixels.width / points.width : 1
    self.init(image: Image(bitmap: cgImage.bitmap, scale: scale > 0 ? scale : 1), cgImage: cgImage, size: points)
  }

  /// Creates an empty image of `size` points, which draws nothing (AppKit fills one by drawing into it).
  public convenience init(size: NSSize) { self.init(image: .empty, size: size) }

  /// Creates an empty image: `Image(nsImage: NSImage())` draws nothing and has no size.
  public convenience override init() { self.init(size: .zero) }

  /// Creates an image from a file (nil: reading image files from disk is not provided, as for
  /// `UIImage(data:)`; put images in an asset catalog and use `init(named:)`).
  public convenience init?(contentsOfFile fileName: String) { return nil }

  /// Creates an image from a URL (nil: reading image files is not provided; see `init(contentsOfFile:)`).
  public convenience init?(contentsOf url: URL) { return nil }

  /// Creates an image from encoded data (nil: decoding is not provided, as for `UIImage(data:)`).
  public convenience init?(data: Data) { return nil }

  /// The image's Core Graphics image: the one it was made from, else nil (asset and symbol images
  /// are drawn from their source, never rasterized here). The proposed rectangle, context and hints
  /// are not used.
  open func cgImage(forProposedRect proposedDestRect: UnsafeMutablePointer<NSRect>?, context referenceContext: NSGraphicsContext?,
                    hints: [NSImageRep.HintKey: Any]?) -> CGImage? {
    cgImage
  }

  /// The image as TIFF data (nil: encoding is not provided, as `UIImage.pngData()`).
  open var tiffRepresentation: Data? { nil }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? NSImage else { return false }
    return image == other.image && size == other.size
  }

  open override var hash: Int { image.hashValue }
}

/// AppKit's drawing destination; Specimen draws no AppKit views, so there is never a current one.
open class NSGraphicsContext: NSObject, @unchecked Sendable {
  /// The current graphics context of the current thread (always nil in a render).
  open class var current: NSGraphicsContext? { nil }
}

/// AppKit's image representation base class; Specimen declares only the keys of drawing hints.
open class NSImageRep: NSObject, @unchecked Sendable {
  /// A key in the hints dictionary passed to `NSImage.cgImage(forProposedRect:context:hints:)`.
  public struct HintKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The interpolation the drawing should use.
    public static let interpolation = HintKey(rawValue: "NSImageHintInterpolation")
    /// The CTM the drawing should use.
    public static let ctm = HintKey(rawValue: "NSImageHintCTM")
  }
}

extension Image {
  /// Creates a SwiftUI image from an AppKit image instance; a template image draws in the
  /// foreground style, as on the Mac.
  public init(nsImage: NSImage) {
    self = nsImage.isTemplate ? nsImage.image.renderingMode(.template) : nsImage.image
  }
}
