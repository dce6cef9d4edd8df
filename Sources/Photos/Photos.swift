// `import Photos` for the photo-library calls that view code makes around a share or save button
// (`PHPhotoLibrary.authorizationStatus(for: .addOnly)`, `performChanges` with
// `PHAssetChangeRequest.creationRequestForAsset(from:)`). A render has no photo library: the status is
// `.notDetermined` (a fresh install, nobody asked), a request is never answered with access, and a change
// is never made (docs/unsupported.md). Re-exports SpecimenUI.
@_exported import SpecimenUI

/// The level of access to the photo library an app asks for.
public enum PHAccessLevel: Int, Sendable {
  /// Add assets without reading the library.
  case addOnly = 1
  /// Read and write the library.
  case readWrite = 2
}

/// The app's authorization to use the photo library.
public enum PHAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, restricted = 1, denied = 2, authorized = 3, limited = 4
}

/// An error of the photo library.
public struct PHPhotosError: Error, Sendable {
  /// The error codes of the photo library.
  public enum Code: Int, Sendable {
    case internalError = -1, accessRestricted = 3310, accessUserDenied = 3311
  }
  /// The error's code.
  public let code: Code
  /// Creates an error with a code.
  public init(_ code: Code) { self.code = code }
}

/// The shared photo library (empty, unauthorized, never changed in a render).
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
  private static let library = PHPhotoLibrary()

  /// The shared photo library object.
  open class func shared() -> PHPhotoLibrary { library }
  /// The app's authorization for an access level: `.notDetermined` in a render.
  open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .notDetermined }
  /// The app's authorization to read and write the library (iOS 8–13 form): `.notDetermined`.
  @available(iOS, deprecated: 14.0, message: "Use authorizationStatus(for:)")
  open class func authorizationStatus() -> PHAuthorizationStatus { .notDetermined }
  /// Asks for access (nobody answers in a render: the handler is called with `.notDetermined`).
  open class func requestAuthorization(for accessLevel: PHAccessLevel,
                                       handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
    handler(.notDetermined)
  }
  /// Asks for access and waits for the answer (`.notDetermined` in a render).
  open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus { .notDetermined }
  /// Asks for read and write access (iOS 8–13 form; `.notDetermined` in a render).
  @available(iOS, deprecated: 14.0, message: "Use requestAuthorization(for:handler:)")
  open class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
    handler(.notDetermined)
  }

  /// Asks to make changes to the library: the block is not run and the completion reports denied access.
  open func performChanges(_ changeBlock: @escaping () -> Void,
                           completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
    completionHandler?(false, PHPhotosError(.accessUserDenied))
  }
  /// Makes changes to the library and waits: throws denied access, the block not run.
  open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
    throw PHPhotosError(.accessUserDenied)
  }
}

/// A request to create, delete or change an asset in a library change block (never carried out in a render).
open class PHAssetChangeRequest: NSObject, @unchecked Sendable {
  /// Creates a change request.
  public required override init() { super.init() }
  /// A request to add an image to the library.
  open class func creationRequestForAsset(from image: UIImage) -> Self { Self() }
  /// A request to add the image file at a URL to the library.
  open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { Self() }
  /// A request to add the video file at a URL to the library.
  open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { Self() }
}
