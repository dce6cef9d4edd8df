// `import UserNotifications` for the local-notification calls that settings and onboarding screens make
// from their buttons and toggles: asking for permission, reading the settings, scheduling and removing
// requests. A render has no notification centre and nobody to grant permission: authorization stays
// `.notDetermined`, a request for it is answered "not granted" with no error, and adding a request fails
// with `UNError.Code.notificationsNotAllowed`, as on a device where the user has not allowed them
// (docs/unsupported.md). Re-exports SpecimenUI.
@_exported import SpecimenUI

/// What an app may do with notifications, asked for when requesting authorization.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  /// Creates a set of options from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may schedule notifications.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, denied = 1, authorized = 2, provisional = 3, ephemeral = 4
}

/// Whether one kind of presentation is on.
public enum UNNotificationSetting: Int, Sendable {
  case notSupported = 0, disabled = 1, enabled = 2
}

/// How alerts appear.
public enum UNAlertStyle: Int, Sendable {
  case none = 0, banner = 1, alert = 2
}

/// When a notification's preview text is shown.
public enum UNShowPreviewsSetting: Int, Sendable {
  case always = 0, whenAuthenticated = 1, never = 2
}

/// The app's notification settings: not determined, every presentation off, in a render.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
  /// Whether the app may schedule notifications.
  open var authorizationStatus: UNAuthorizationStatus { .notDetermined }
  /// Whether notifications play sounds.
  open var soundSetting: UNNotificationSetting { .disabled }
  /// Whether notifications badge the app icon.
  open var badgeSetting: UNNotificationSetting { .disabled }
  /// Whether notifications show alerts.
  open var alertSetting: UNNotificationSetting { .disabled }
  /// Whether notifications appear in Notification Centre.
  open var notificationCenterSetting: UNNotificationSetting { .disabled }
  /// Whether notifications appear on the lock screen.
  open var lockScreenSetting: UNNotificationSetting { .disabled }
  /// Whether notifications appear in CarPlay.
  open var carPlaySetting: UNNotificationSetting { .disabled }
  /// Whether critical alerts may play.
  open var criticalAlertSetting: UNNotificationSetting { .disabled }
  /// Whether time-sensitive notifications break through Focus.
  open var timeSensitiveSetting: UNNotificationSetting { .disabled }
  /// How alerts appear.
  open var alertStyle: UNAlertStyle { .none }
  /// When previews are shown.
  open var showPreviewsSetting: UNShowPreviewsSetting { .whenAuthenticated }
  /// Whether the app shows its own notification settings.
  open var providesAppNotificationSettings: Bool { false }
}

/// An error of the notification centre.
public struct UNError: Error, Sendable {
  /// The error codes of the notification centre.
  public enum Code: Int, Sendable {
    case notificationsNotAllowed = 1
    case attachmentInvalidURL = 100, attachmentUnrecognizedType = 101, attachmentInvalidFileSize = 102
    case attachmentNotInDataStore = 103, attachmentMoveIntoDataStoreFailed = 104, attachmentCorrupt = 105
    case notificationInvalidNoDate = 1400, notificationInvalidNoContent = 1401
    case contentProvidingObjectNotAllowed = 1500, contentProvidingInvalid = 1501
    case badgeInputInvalid = 1600
  }
  /// The error's code.
  public let code: Code
  /// Creates an error with a code.
  public init(_ code: Code) { self.code = code }
  /// Notifications are not allowed for this app.
  public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
}

/// The system's notification centre for the app: nothing is scheduled or delivered in a render.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()

  /// The app's notification centre.
  open class func current() -> UNUserNotificationCenter { shared }
  /// The object told about delivered notifications and the user's responses (never told in a render).
  open weak var delegate: (any UNUserNotificationCenterDelegate)?
  /// Whether the device supports notification content extensions.
  open var supportsContentExtensions: Bool { false }

  /// Asks for authorization: answered "not granted", with no error, as nobody answers in a render.
  open func requestAuthorization(options: UNAuthorizationOptions = [],
                                 completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
    completionHandler(false, nil)
  }
  /// Asks for authorization and waits: `false` in a render.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { false }

  /// Reads the app's settings: not determined in a render.
  open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    completionHandler(UNNotificationSettings())
  }
  /// Reads the app's settings and waits: not determined in a render.
  open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

  /// Registers the app's notification categories (kept, never shown in a render).
  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) { self.categories = categories }
  /// Reads the registered categories.
  open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
    completionHandler(categories)
  }
  /// Reads the registered categories and waits.
  open func notificationCategories() async -> Set<UNNotificationCategory> { categories }
  private var categories: Set<UNNotificationCategory> = []

  /// Schedules a request: fails with `notificationsNotAllowed` in a render (no authorization).
  open func add(_ request: UNNotificationRequest,
                withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    completionHandler?(UNError(.notificationsNotAllowed))
  }
  /// Schedules a request and waits: throws `notificationsNotAllowed` in a render.
  open func add(_ request: UNNotificationRequest) async throws { throw UNError(.notificationsNotAllowed) }

  /// Reads the requests waiting to be delivered: none in a render.
  open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
    completionHandler([])
  }
  /// Reads the waiting requests and waits: none in a render.
  open func pendingNotificationRequests() async -> [UNNotificationRequest] { [] }
  /// Removes waiting requests by identifier (none to remove).
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {}
  /// Removes every waiting request (none to remove).
  open func removeAllPendingNotificationRequests() {}

  /// Reads the notifications shown in Notification Centre: none in a render.
  open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
    completionHandler([])
  }
  /// Reads the delivered notifications and waits: none in a render.
  open func deliveredNotifications() async -> [UNNotification] { [] }
  /// Removes delivered notifications by identifier (none to remove).
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  /// Removes every delivered notification (none to remove).
  open func removeAllDeliveredNotifications() {}

  /// Sets the app icon's badge (iOS 16; there is no icon in a render, and no error).
  open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
    completionHandler?(nil)
  }
  /// Sets the app icon's badge and waits (iOS 16).
  open func setBadgeCount(_ newBadgeCount: Int) async throws {}
}

/// How a notification that arrives while the app is in front is presented.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  /// Creates a set of options from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  @available(iOS, deprecated: 14.0, message: "Use .list and .banner")
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The object a notification centre tells about delivered notifications and the user's responses.
///
/// Every method is optional, as on iOS: the defaults present nothing and complete at once.
public protocol UNUserNotificationCenterDelegate: AnyObject {
  /// A notification arrived while the app is in front; the handler is given how to present it.
  func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                              withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void)
  /// A notification arrived while the app is in front; returns how to present it.
  func userNotificationCenter(_ center: UNUserNotificationCenter,
                              willPresent notification: UNNotification) async -> UNNotificationPresentationOptions
  /// The user responded to a notification.
  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                              withCompletionHandler completionHandler: @escaping () -> Void)
  /// The user responded to a notification.
  func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
  /// The user asked for the app's notification settings.
  func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                     withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void) {
    completionHandler([])
  }
  public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                     willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { [] }
  public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                     withCompletionHandler completionHandler: @escaping () -> Void) {
    completionHandler()
  }
  public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
  public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
