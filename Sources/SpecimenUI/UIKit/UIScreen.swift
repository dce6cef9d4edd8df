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
  /// The natural scale factor associated with the screen (the cell's display scale). A screen's scale is never 0,
  /// negative or not finite: a display scale set so is named and read as 2, the default.
  public var scale: CGFloat {
    let scale = EnvironmentValues.current.displayScale
    guard !(scale > 0 && scale.isFinite) else { return scale }
    ResolveIssues.report(ResolveIssue(.invalidNumber, "UIScreen.main.scale: the cell's displayScale \(NumberText.describe(Double(scale))) "
      + "is not a screen's scale, so it is read as 2. Give .environment(\\.displayScale, _) a screen's scale, such as 1, 2 or 3"))
    return 2
  }
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
  /// Creates a window.
  public override init() { super.init() }
  /// Creates a window for a scene (as a scene delegate does around its root view controller).
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init()
  }
  /// Creates a window with a frame; a window here always covers the screen.
  public init(frame: CGRect) { super.init() }

  /// The root view controller for the window (kept; a window is never shown in a render).
  open var rootViewController: UIViewController?
  /// The scene containing the window.
  open weak var windowScene: UIWindowScene?
  /// Whether the window is hidden: true until `makeKeyAndVisible()`, as in UIKit.
  open var isHidden = true
  /// The color of the window's background.
  open var backgroundColor: UIColor?
  /// The tint color of the window.
  open var tintColor: UIColor!
  /// The user interface style the window adopts (kept; cells take their scheme from the catalog).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// Shows the window and makes it the key window.
  open func makeKeyAndVisible() { isHidden = false }
  /// Makes the window the key window.
  open func makeKey() {}
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
open class UIScene: NSObject, @unchecked Sendable {
  /// Creates a scene.
  public override init() {
    session = UISceneSession(role: .windowApplication)
    super.init()
  }
  /// Creates a scene for a session (UIKit makes scenes; an app never starts here).
  public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
  }
  /// The session associated with the scene.
  public let session: UISceneSession
  /// The object you use to receive life-cycle events of the scene.
  open var delegate: (any UISceneDelegate)?
  /// The current state of the scene: in the foreground and active, as a drawn screen is.
  open var activationState: ActivationState { .foregroundActive }
  /// The title of the scene.
  open var title: String!
}

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
  public func open(
    _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
  ) {
    completionHandler?(false)
  }
  /// The app delegate: none, since no app is launched.
  public var delegate: (any UIApplicationDelegate)? { nil }
  /// The app's running state: active, as for a drawn screen.
  public var applicationState: State { .active }
  /// The quick actions on the app's Home Screen icon (kept for the call; never shown).
  public var shortcutItems: [UIApplicationShortcutItem]?
  /// The number on the app's icon badge.
  public var applicationIconBadgeNumber = 0
  /// Whether the idle timer is off.
  public var isIdleTimerDisabled = false
  /// Whether the app can show more than one scene at a time.
  public var supportsMultipleScenes: Bool { false }
  /// The sessions of the app's scenes.
  public var openSessions: Set<UISceneSession> { [] }
  /// Whether the app is registered for remote notifications (never, in a render).
  public var isRegisteredForRemoteNotifications: Bool { false }
  /// Registers for remote notifications: nothing to register with in a render.
  public func registerForRemoteNotifications() {}
  /// Unregisters from remote notifications.
  public func unregisterForRemoteNotifications() {}
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
