// The asset side of `import Photos` that gallery screens call from their views: `PHAsset` fetches,
// `PHFetchResult`, `PHFetchOptions` and `PHImageManager` image requests. A render has no photo library:
// every fetch returns an empty result and an image request is never answered (as a load that has not
// finished), so a screen draws its empty or placeholder state (docs/unsupported.md).
import SpecimenUI

/// The kind of media an asset holds.
public enum PHAssetMediaType: Int, Sendable {
  case unknown = 0, image = 1, video = 2, audio = 3
}

/// Further details of an asset's media (a screenshot, a Live Photo, a slow-motion video).
public struct PHAssetMediaSubtype: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  /// Creates a set of subtypes from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
  public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
  public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
  public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
  public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
  public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
  public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
  public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
}

/// An object of the photo library, named by its local identifier.
open class PHObject: NSObject, @unchecked Sendable {
  /// The identifier that names the object in this device's library.
  open var localIdentifier: String { "" }
}

/// Options for a fetch: a predicate, sort descriptors and a limit (accepted; nothing is fetched in a render).
open class PHFetchOptions: NSObject, @unchecked Sendable {
  /// The predicate the fetched objects must match.
  open var predicate: NSPredicate?
  /// The order of the fetched objects.
  open var sortDescriptors: [NSSortDescriptor]?
  /// The most objects to fetch; 0 fetches every match.
  open var fetchLimit: Int = 0
  /// Whether hidden assets are fetched too.
  open var includeHiddenAssets: Bool = false
  /// Whether every burst photo is fetched, not only the representative one.
  open var includeAllBurstAssets: Bool = false
  /// Creates fetch options with no predicate, order or limit.
  public override init() { super.init() }
}

/// The ordered objects a fetch returned: always empty in a render.
open class PHFetchResult<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
  private let objects: [ObjectType]

  /// Creates an empty fetch result.
  public override init() {
    objects = []
    super.init()
  }

  /// A result holding `objects`, in order.
  init(objects: [ObjectType]) {
    self.objects = objects
    super.init()
  }

  /// The number of objects.
  open var count: Int { objects.count }
  /// The first object, or nil when the result is empty.
  open var firstObject: ObjectType? { objects.first }
  /// The last object, or nil when the result is empty.
  open var lastObject: ObjectType? { objects.last }
  /// The object at an index. Past the end (always, in a render's empty library), where iOS raises an
  /// exception, a result of assets gives a blank asset, whose image requests are never answered, so a
  /// view that reads `object(at: 0)` unchecked still draws.
  open func object(at index: Int) -> ObjectType {
    if objects.indices.contains(index) { return objects[index] }
    if let blank = PHAsset() as? ObjectType { return blank }
    preconditionFailure("PHFetchResult has \(objects.count) objects, no object at \(index): a render's photo library is empty")
  }
  /// The object at an index (past the end, as `object(at:)`).
  open subscript(index: Int) -> ObjectType { object(at: index) }
  /// The objects at a set of indexes, in order.
  open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.filter { $0 < objects.count }.map { objects[$0] } }
  /// Whether the result holds an object.
  open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
  /// The index of an object, or `NSNotFound`.
  open func index(of anObject: ObjectType) -> Int { objects.firstIndex { $0 === anObject } ?? NSNotFound }
  /// Calls a block with each object and its index until the block sets its stop flag.
  open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop = ObjCBool(false)
    for (index, object) in objects.enumerated() {
      block(object, index, &stop)
      if stop.boolValue { return }
    }
  }
}

/// A photo, video or audio asset of the library (none exist in a render).
open class PHAsset: PHObject, @unchecked Sendable {
  /// The kind of media.
  open var mediaType: PHAssetMediaType { .unknown }
  /// Further details of the media.
  open var mediaSubtypes: PHAssetMediaSubtype { [] }
  /// The width of the original image or video, in pixels.
  open var pixelWidth: Int { 0 }
  /// The height of the original image or video, in pixels.
  open var pixelHeight: Int { 0 }
  /// When the asset was created.
  open var creationDate: Date? { nil }
  /// When the asset was last changed.
  open var modificationDate: Date? { nil }
  /// The length of a video, in seconds (0 for a photo).
  open var duration: TimeInterval { 0 }
  /// Whether the user marked the asset as a favourite.
  open var isFavorite: Bool { false }
  /// Whether the user hid the asset.
  open var isHidden: Bool { false }

  /// Fetches every asset matching the options: empty in a render.
  open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
  /// Fetches the assets of a media type: empty in a render.
  open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
  /// Fetches the assets with the given local identifiers: empty in a render.
  open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult()
  }
}

/// How an image request fits the image into the target size.
public enum PHImageContentMode: Int, Sendable {
  case aspectFit = 0, aspectFill = 1
  /// The default mode, aspect fit.
  public static let `default` = PHImageContentMode.aspectFit
}

/// The identifier of an image request, for cancelling it.
public typealias PHImageRequestID = Int32
/// The identifier of a request that was not made.
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// The size that asks for an asset's largest available image.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// The result-info key saying whether the image is a low-quality stand-in.
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// The result-info key holding the request's error.
public let PHImageErrorKey = "PHImageErrorKey"
/// The result-info key saying whether the request was cancelled.
public let PHImageCancelledKey = "PHImageCancelledKey"
/// The result-info key saying whether the image must be downloaded from iCloud.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// Options for an image request: quality, resizing and network access (accepted; nothing loads in a render).
open class PHImageRequestOptions: NSObject, @unchecked Sendable {
  /// How the manager trades speed for quality.
  public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
  /// How the manager resizes the image.
  public enum ResizeMode: Int, Sendable { case none = 0, fast = 1, exact = 2 }
  /// Which version of an edited asset to load.
  public enum Version: Int, Sendable { case current = 0, unadjusted = 1, original = 2 }

  /// The quality to deliver.
  open var deliveryMode: DeliveryMode = .opportunistic
  /// How to resize.
  open var resizeMode: ResizeMode = .fast
  /// Which version to load.
  open var version: Version = .current
  /// Whether the image may be downloaded from iCloud.
  open var isNetworkAccessAllowed: Bool = false
  /// Whether the request blocks until it is answered.
  open var isSynchronous: Bool = false
  /// The part of the image to crop to, in unit coordinates.
  open var normalizedCropRect: CGRect = .zero
  /// Creates options with UIKit's defaults.
  public override init() { super.init() }
}

/// `PHImageRequestOptions.DeliveryMode` under its Objective-C name.
public typealias PHImageRequestOptionsDeliveryMode = PHImageRequestOptions.DeliveryMode
/// `PHImageRequestOptions.ResizeMode` under its Objective-C name.
public typealias PHImageRequestOptionsResizeMode = PHImageRequestOptions.ResizeMode
/// `PHImageRequestOptions.Version` under its Objective-C name.
public typealias PHImageRequestOptionsVersion = PHImageRequestOptions.Version

/// Loads images of assets: a request is never answered in a render (there are no assets to load).
open class PHImageManager: NSObject, @unchecked Sendable {
  private static let shared = PHImageManager()

  /// Creates an image manager.
  public override init() { super.init() }
  /// The shared image manager.
  open class func `default`() -> PHImageManager { shared }

  /// Asks for an image of an asset; the handler is not called in a render and no request is made.
  @discardableResult
  open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode,
                         options: PHImageRequestOptions?,
                         resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
    PHInvalidImageRequestID
  }
  /// Cancels a request (nothing to cancel in a render).
  open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// An image manager that prepares images ahead of a scrolling grid (nothing to prepare in a render).
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
  /// Whether high-quality images are cached.
  open var allowsCachingHighQualityImages: Bool = true
  /// Prepares images of assets.
  open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                               options: PHImageRequestOptions?) {}
  /// Stops preparing images of assets.
  open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode,
                              options: PHImageRequestOptions?) {}
  /// Stops preparing every image.
  open func stopCachingImagesForAllAssets() {}
}
