import Foundation

/// The edge insets of a UIKit view or window.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  /// An edge insets struct whose top, left, bottom, and right fields are all set to 0.
  public static let zero = UIEdgeInsets()
}

/// The screen a cell is drawn for: its bounds are the cell's device size.
public final class UIScreen: NSObject, @unchecked Sendable {
  /// The screen of the cell being drawn.
  public static var main: UIScreen { UIScreen() }

  /// The bounding rectangle of the screen, in points: the cell's device size
  /// (`EnvironmentValues.screenSize`; an iPhone 16's 393 × 852 when no device is set).
  public var bounds: CGRect { CGRect(origin: .zero, size: EnvironmentValues.current.screenSize) }
  /// The bounding rectangle of the physical screen, in pixels.
  public var nativeBounds: CGRect {
    let size = EnvironmentValues.current.screenSize, s = scale
    return CGRect(x: 0, y: 0, width: size.width * s, height: size.height * s)
  }
  /// The natural scale factor associated with the screen (the cell's display scale).
  public var scale: CGFloat { EnvironmentValues.current.displayScale }
  /// The native scale factor for the physical screen.
  public var nativeScale: CGFloat { scale }
  /// The traits of the screen.
  public var traitCollection: UITraitCollection { .current }
}

/// A device: always an iPhone here.
public final class UIDevice: NSObject, @unchecked Sendable {
  /// An object that represents the current device.
  public static var current: UIDevice { UIDevice() }
  /// The style of interface to use on the current device.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// The name of the operating system running on the device.
  public var systemName: String { "iOS" }
  /// The current version of the operating system.
  public var systemVersion: String { "18.0" }
  /// The model of the device.
  public var model: String { "iPhone" }
  /// The name of the device.
  public var name: String { "iPhone" }
  /// An identifier for this app's vendor on this device: a fixed value, so renders are reproducible.
  public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
}

/// A window: its safe area insets are zero, since cells are drawn without system bars.
open class UIWindow: NSObject, @unchecked Sendable {
  /// The insets that you use to determine the safe area for this view.
  open var safeAreaInsets: UIEdgeInsets { .zero }
  /// The bounds of the window: the screen's.
  open var bounds: CGRect { UIScreen.main.bounds }
  /// A Boolean value that indicates whether the window is the key window for the app.
  open var isKeyWindow: Bool { true }
  /// The traits of the window.
  open var traitCollection: UITraitCollection { .current }
  /// The screen of the window.
  open var screen: UIScreen { .main }
}

/// A scene of an app.
open class UIScene: NSObject, @unchecked Sendable {}

/// A scene that manages one or more windows for your app.
open class UIWindowScene: UIScene, @unchecked Sendable {
  /// The windows associated with the scene.
  open var windows: [UIWindow] { [UIWindow()] }
  /// The key window of the scene.
  open var keyWindow: UIWindow? { windows.first }
  /// The screen of the scene.
  open var screen: UIScreen { .main }
  /// The traits of the scene.
  open var traitCollection: UITraitCollection { .current }
}

/// The app: one window scene with one window, so style code that asks for safe-area insets or the key window compiles and gets zeros.
public final class UIApplication: NSObject, @unchecked Sendable {
  /// The singleton app instance.
  public static var shared: UIApplication { UIApplication() }
  /// The app's currently connected scenes.
  public var connectedScenes: Set<UIScene> { [UIWindowScene()] }
  /// The app's visible and hidden windows.
  public var windows: [UIWindow] { [UIWindow()] }
  /// The app's key window.
  public var keyWindow: UIWindow? { windows.first }
  /// The font sizing option preferred by the user (follows the cell's Dynamic Type size).
  public var preferredContentSizeCategory: UIContentSizeCategory {
    UIContentSizeCategory(EnvironmentValues.current.dynamicTypeSize)
  }
  /// The layout direction of the user interface (follows the cell's layout direction).
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    EnvironmentValues.current.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
  /// Opening URLs does nothing in a render; the completion handler is called with false.
  public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
    completionHandler?(false)
  }
  /// Returns false: no URL can be opened in a render.
  public func canOpenURL(_ url: URL) -> Bool { false }
}

/// The directional layout of the user interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

struct ScreenSizeKey: EnvironmentKey { static let defaultValue = CGSize(width: 393, height: 852) }

extension EnvironmentValues {
  /// The size in points of the device screen the cell stands for (`UIScreen.main.bounds`).
  /// An iPhone 16 (393 × 852) unless the catalog or preview names a device.
  package var screenSize: CGSize {
    get { self[ScreenSizeKey.self] }
    set { self[ScreenSizeKey.self] = newValue }
  }
}
