import Foundation

// UIKit's app and scene life cycle, as app files declare it beside their SwiftUI views: an app
// delegate (`class AppDelegate: NSObject, UIApplicationDelegate`), a scene delegate that builds a
// window around a `UIHostingController`, quick-action shortcut items. Specimen starts no app, so
// nothing here is ever called by the system; the types exist so such files compile unchanged.
// UIKit's delegate methods are Objective-C optional requirements: here the protocols are empty and
// a delegate's methods are its own (docs/unsupported.md).

/// A set of methods to manage shared behaviors for your app (none is called: no app starts).
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {}

/// The core methods you use to respond to life-cycle events occurring within a scene.
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// An object that holds information about one of your app's scenes.
open class UISceneSession: NSObject, @unchecked Sendable {
  /// Constants that indicate the possible roles for a scene.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The scene displays interactive windows on the device's main screen.
    public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
    /// The scene displays noninteractive windows on an externally connected screen.
    public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    /// The scene displays noninteractive windows on an externally connected screen (before iOS 16).
    public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplay")
  }

  /// The role the scene plays in the app.
  public let role: Role
  /// The configuration data for creating the scene.
  public let configuration: UISceneConfiguration
  /// A unique identifier that persists for the lifetime of the session.
  public let persistentIdentifier: String
  /// The scene associated with the current session.
  public weak var scene: UIScene?
  /// A dictionary of custom information for the scene.
  public var userInfo: [String: Any]?

  package init(role: Role) {
    self.role = role
    configuration = UISceneConfiguration(name: nil, sessionRole: role)
    persistentIdentifier = "00000000-0000-4000-8000-000000000001"
    super.init()
  }
}

/// Information about the objects and storyboard for UIKit to use when creating a particular scene.
open class UISceneConfiguration: NSObject, @unchecked Sendable {
  /// The app-specific name you assigned to the scene configuration.
  public let name: String?
  /// The role of the scene.
  public let role: UISceneSession.Role
  /// The class of the scene object you want UIKit to create.
  public var sceneClass: AnyClass?
  /// The class of the delegate object you want UIKit to create.
  public var delegateClass: AnyClass?

  /// Creates a scene-configuration object with the specified role and app-specific name.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    self.role = sessionRole
    super.init()
  }
}

extension UIScene {
  /// Constants that indicate the current state of a scene.
  public enum ActivationState: Int, Sendable {
    /// The state of a scene that isn't connected to the app.
    case unattached = -1
    /// The scene is running in the foreground and receiving events.
    case foregroundActive = 0
    /// The scene is running in the foreground but not receiving events.
    case foregroundInactive = 1
    /// The scene is running in the background and isn't onscreen.
    case background = 2
  }

  /// Data that UIKit passes to a scene when connecting it to the app.
  open class ConnectionOptions: NSObject, @unchecked Sendable {
    /// The URLs to open (none: no app is launched).
    public let urlContexts: Set<UIOpenURLContext>
    /// The bundle ID of the app that asked to connect the scene.
    public let sourceApplication: String?
    /// The Home Screen quick action the person chose to launch the app (none here).
    public let shortcutItem: UIApplicationShortcutItem?

    package override init() {
      (urlContexts, sourceApplication, shortcutItem) = ([], nil, nil)
      super.init()
    }
  }
}

/// An object containing a URL to open and the options for opening it.
open class UIOpenURLContext: NSObject, @unchecked Sendable {
  /// The URL to open.
  public let url: URL
  package init(url: URL) {
    self.url = url
    super.init()
  }
}

/// A Home Screen quick action for your app.
open class UIApplicationShortcutItem: NSObject, @unchecked Sendable {
  /// The identifier your app uses to tell its quick actions apart.
  open var type: String
  /// The title of the quick action.
  open var localizedTitle: String
  /// The subtitle of the quick action, shown under its title.
  open var localizedSubtitle: String?
  /// The icon of the quick action.
  open var icon: UIApplicationShortcutIcon?
  /// App-defined information about the quick action.
  open var userInfo: [String: any NSSecureCoding]?

  /// Creates a quick action.
  public init(
    type: String, localizedTitle: String, localizedSubtitle: String? = nil,
    icon: UIApplicationShortcutIcon? = nil, userInfo: [String: any NSSecureCoding]? = nil
  ) {
    self.type = type
    self.localizedTitle = localizedTitle
    self.localizedSubtitle = localizedSubtitle
    self.icon = icon
    self.userInfo = userInfo
    super.init()
  }
  /// Creates a quick action with a type and a title.
  public convenience init(type: String, localizedTitle: String) {
    self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
  }
}

/// An icon for a Home Screen quick action.
open class UIApplicationShortcutIcon: NSObject, @unchecked Sendable {
  /// The system icons for quick actions, with UIKit's raw values.
  public enum IconType: Int, Sendable {
    case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation,
      favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo,
      task, taskCompleted, alarm, bookmark, shuffle, audio, update
  }
  /// The system icon type, if the icon is one.
  public let iconType: IconType?
  /// The SF Symbols name, if the icon is a symbol.
  public let systemImageName: String?

  /// Creates an icon of a system type.
  public init(type: IconType) {
    (iconType, systemImageName) = (type, nil)
    super.init()
  }
  /// Creates an icon from an SF Symbols name.
  public init(systemImageName: String) {
    (iconType, self.systemImageName) = (nil, systemImageName)
    super.init()
  }
  /// Creates an icon from a template image in the app's assets.
  public init(templateImageName: String) {
    (iconType, systemImageName) = (nil, nil)
    super.init()
  }
}

extension UIApplication {
  /// Keys of the launch options passed to an app delegate.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// The bundle ID of the app that launched this one.
    public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    /// The remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// The quick action the app was launched for.
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
  }

  /// Keys of the options an app delegate gets when asked to open a URL.
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The bundle ID of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    /// A property-list object the source app passed.
    public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    /// Whether the document must be opened in place.
    public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }

  /// Keys of the options for `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Open the URL only if it is a universal link with an app to open it.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// The running states of an app.
  public enum State: Int, Sendable {
    /// The app is running in the foreground and receiving events.
    case active = 0
    /// The app is running in the foreground but not receiving events.
    case inactive = 1
    /// The app is running in the background.
    case background = 2
  }

  /// The URL string that opens the app's page in the Settings app.
  public static let openSettingsURLString = "app-settings:"
  /// The URL string that opens the app's notification settings in the Settings app (iOS 16).
  public static let openNotificationSettingsURLString = "app-settings:notifications"
}
