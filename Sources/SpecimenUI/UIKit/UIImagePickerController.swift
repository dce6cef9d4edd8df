import Foundation

/// The delegate of a navigation controller (UIKit); its callbacks never fire in a render.
public protocol UINavigationControllerDelegate: AnyObject {}

/// A container view controller that manages a stack of view controllers (UIKit). Inside a representable a render
/// shows no navigation interface for it: its view is the root controller's, unpushed. A snapshot test's
/// `.image(on:)` draws a hosting controller on top of the stack under a navigation bar (`SnapshotTesting`).
open class UINavigationController: UIViewController, @unchecked Sendable {
  /// The controllers on the stack, the root first.
  open var viewControllers: [UIViewController] = []
  /// The navigation controller's delegate.
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// The navigation bar the controller manages; its `prefersLargeTitles` (false by default, as in UIKit) lets the
  /// top controller's title be large.
  public let navigationBar = UINavigationBar()
  /// Whether the navigation bar is hidden.
  open var isNavigationBarHidden = false

  /// Creates a navigation controller with a root view controller.
  public convenience init(rootViewController: UIViewController) {
    self.init(nibName: nil, bundle: nil)
    viewControllers = [rootViewController]
  }

  /// The view controller on top of the stack.
  open var topViewController: UIViewController? { viewControllers.last }

  /// Pushes a view controller onto the stack (a still shows the top one, without a back button).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
  }

  /// Pops the top view controller from the stack; the root stays.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    viewControllers.count > 1 ? viewControllers.removeLast() : nil
  }

  /// Sets whether the navigation bar is hidden.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// The methods an image picker's delegate implements (UIKit); none is called in a render, where
/// nothing is ever picked.
public protocol UIImagePickerControllerDelegate: AnyObject {
  /// Tells the delegate the user picked an image or movie.
  func imagePickerController(_ picker: UIImagePickerController,
                             didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  /// Tells the delegate the user cancelled.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(_ picker: UIImagePickerController,
                                    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// A view controller that takes pictures and picks items from the photo library (UIKit). It is
/// usually presented full screen, so a still draws nothing of it; a render has no camera
/// (`isSourceTypeAvailable(.camera)` is false) and no photos, and its delegate is never called.
open class UIImagePickerController: UINavigationController, @unchecked Sendable {
  /// Where the picker gets its media.
  public enum SourceType: Int, Sendable {
    case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
  }
  /// The camera a picker uses.
  public enum CameraDevice: Int, Sendable {
    case rear = 0, front = 1
  }
  /// What a camera picker captures.
  public enum CameraCaptureMode: Int, Sendable {
    case photo = 0, video = 1
  }
  /// The keys of the dictionary a picker passes its delegate.
  public struct InfoKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
    public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
  }

  /// Where the picker gets its media.
  open var sourceType = SourceType.photoLibrary
  /// The picker's delegate.
  open weak var pickerDelegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
  /// The picker's delegate (UIKit's `delegate`, narrowed to an image picker delegate).
  open override var delegate: (any UINavigationControllerDelegate)? {
    get { pickerDelegate }
    set { pickerDelegate = newValue as? (any UIImagePickerControllerDelegate & UINavigationControllerDelegate) }
  }
  /// Whether the user may edit the picked image.
  open var allowsEditing = false
  /// The uniform type identifiers of the media the picker offers.
  open var mediaTypes = ["public.image"]
  /// The camera used.
  open var cameraDevice = CameraDevice.rear
  /// What the camera captures.
  open var cameraCaptureMode = CameraCaptureMode.photo
  /// Whether the camera's standard controls are shown.
  open var showsCameraControls = true

  /// Whether the device can pick from `sourceType`: a render has a photo library (always empty)
  /// but no camera.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
  /// The media types a source offers (images and movies, none for the camera).
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    sourceType == .camera ? nil : ["public.image", "public.movie"]
  }
}
