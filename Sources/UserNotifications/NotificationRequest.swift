// The values a local notification is built from: its content, sound, trigger and request, and the
// notification and response a delegate is handed. They hold what code sets on them; a render schedules
// none of them (NotificationCenter.swift).
import SpecimenUI

/// How much a notification may interrupt (iOS 15).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
  case passive = 0, active = 1, timeSensitive = 2, critical = 3
}

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  /// Creates a sound name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a sound name.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The sound a notification plays.
open class UNNotificationSound: NSObject, @unchecked Sendable {
  /// The file name, nil for the system's default sound.
  let name: UNNotificationSoundName?
  /// Whether the sound is a critical alert's.
  let isCritical: Bool

  private init(named: UNNotificationSoundName?, critical: Bool) {
    self.name = named
    self.isCritical = critical
    super.init()
  }

  /// Creates a sound from a file in the app's bundle.
  public convenience init(named name: UNNotificationSoundName) { self.init(named: name, critical: false) }
  /// The system's default sound.
  open class var `default`: UNNotificationSound { UNNotificationSound(named: nil, critical: false) }
  /// The system's default critical-alert sound.
  open class var defaultCritical: UNNotificationSound { UNNotificationSound(named: nil, critical: true) }
  /// The default ringtone (iOS 15.2).
  open class var defaultRingtone: UNNotificationSound { UNNotificationSound(named: nil, critical: false) }
  /// A critical-alert sound from a file.
  open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
    UNNotificationSound(named: name, critical: true)
  }
  /// The default critical-alert sound at a volume (0 to 1).
  open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { defaultCritical }
}

/// A file attached to a notification (kept by URL; nothing is read in a render).
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
  /// The attachment's identifier.
  public let identifier: String
  /// The file's URL.
  public let url: URL
  /// The file's type identifier.
  public let type: String

  /// Creates an attachment for a file URL (a URL that is not a file's throws `attachmentInvalidURL`).
  public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
    guard url.isFileURL else { throw UNError(.attachmentInvalidURL) }
    self.identifier = identifier
    self.url = url
    self.type = url.pathExtension
    super.init()
  }
}

/// A notification's content: the text, badge, sound and data it shows.
open class UNNotificationContent: NSObject, @unchecked Sendable {
  var storedTitle = ""
  var storedSubtitle = ""
  var storedBody = ""
  var storedBadge: NSNumber?
  var storedSound: UNNotificationSound?
  var storedUserInfo: [AnyHashable: Any] = [:]
  var storedCategoryIdentifier = ""
  var storedThreadIdentifier = ""
  var storedLaunchImageName = ""
  var storedAttachments: [UNNotificationAttachment] = []
  var storedInterruptionLevel = UNNotificationInterruptionLevel.active
  var storedRelevanceScore = 0.0
  var storedTargetContentIdentifier: String?

  /// Creates empty content.
  public override init() { super.init() }

  /// The title.
  open var title: String { storedTitle }
  /// The subtitle.
  open var subtitle: String { storedSubtitle }
  /// The message.
  open var body: String { storedBody }
  /// The number to badge the app icon with.
  open var badge: NSNumber? { storedBadge }
  /// The sound to play.
  open var sound: UNNotificationSound? { storedSound }
  /// Custom data.
  open var userInfo: [AnyHashable: Any] { storedUserInfo }
  /// The category, naming the actions the notification offers.
  open var categoryIdentifier: String { storedCategoryIdentifier }
  /// The thread notifications are grouped by.
  open var threadIdentifier: String { storedThreadIdentifier }
  /// The launch image's name.
  open var launchImageName: String { storedLaunchImageName }
  /// Attached files.
  open var attachments: [UNNotificationAttachment] { storedAttachments }
  /// How much the notification may interrupt (iOS 15).
  open var interruptionLevel: UNNotificationInterruptionLevel { storedInterruptionLevel }
  /// Its rank in a notification summary, 0 to 1 (iOS 15).
  open var relevanceScore: Double { storedRelevanceScore }
  /// The content the app shows when the notification is opened.
  open var targetContentIdentifier: String? { storedTargetContentIdentifier }
}

/// Content that code fills in before scheduling a request.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  /// Creates empty content.
  public override init() { super.init() }

  open override var title: String { get { storedTitle } set { storedTitle = newValue } }
  open override var subtitle: String { get { storedSubtitle } set { storedSubtitle = newValue } }
  open override var body: String { get { storedBody } set { storedBody = newValue } }
  open override var badge: NSNumber? { get { storedBadge } set { storedBadge = newValue } }
  open override var sound: UNNotificationSound? { get { storedSound } set { storedSound = newValue } }
  open override var userInfo: [AnyHashable: Any] { get { storedUserInfo } set { storedUserInfo = newValue } }
  open override var categoryIdentifier: String { get { storedCategoryIdentifier } set { storedCategoryIdentifier = newValue } }
  open override var threadIdentifier: String { get { storedThreadIdentifier } set { storedThreadIdentifier = newValue } }
  open override var launchImageName: String { get { storedLaunchImageName } set { storedLaunchImageName = newValue } }
  open override var attachments: [UNNotificationAttachment] { get { storedAttachments } set { storedAttachments = newValue } }
  open override var interruptionLevel: UNNotificationInterruptionLevel {
    get { storedInterruptionLevel }
    set { storedInterruptionLevel = newValue }
  }
  open override var relevanceScore: Double {
    get { storedRelevanceScore }
    set { storedRelevanceScore = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
  }
  open override var targetContentIdentifier: String? {
    get { storedTargetContentIdentifier }
    set { storedTargetContentIdentifier = newValue }
  }
}

/// What makes a request fire.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether the trigger fires again after it fires.
  public let repeats: Bool
  init(repeats: Bool) {
    self.repeats = repeats
    super.init()
  }
}

/// A trigger that fires a number of seconds after the request is added.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The seconds to wait (a NaN, infinite or negative interval is kept as 0; iOS raises an exception).
  public let timeInterval: TimeInterval

  /// Creates a trigger that fires after an interval.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval.isFinite ? max(timeInterval, 0) : 0
    super.init(repeats: repeats)
  }
  /// When the trigger would fire if added now.
  open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
}

/// A trigger that fires at a date and time matching some components.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components a date must match.
  public let dateComponents: DateComponents

  /// Creates a trigger from date components.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
  /// The next date matching the components, in the components' calendar (the current one by default).
  open func nextTriggerDate() -> Date? {
    let calendar = dateComponents.calendar ?? Calendar.current
    return calendar.nextDate(after: Date(), matching: dateComponents, matchingPolicy: .nextTime)
  }
}

/// A request to deliver a notification: an identifier, its content and its trigger.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  /// The request's identifier (a new request with the same one replaces it).
  public let identifier: String
  /// The content to show.
  public let content: UNNotificationContent
  /// What makes it fire; nil delivers it at once.
  public let trigger: UNNotificationTrigger?

  /// Creates a request.
  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
    super.init()
  }
}

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
  /// When it was delivered.
  public let date: Date
  /// The request it was delivered for.
  public let request: UNNotificationRequest

  /// Creates a delivered notification (for previews and tests; a render delivers none).
  public init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
    super.init()
  }
}

/// The identifier of the response to opening a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the response to dismissing a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// The user's response to a notification.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
  /// The notification responded to.
  public let notification: UNNotification
  /// The chosen action's identifier.
  public let actionIdentifier: String

  /// Creates a response (for previews and tests; a render has no user).
  public init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
    super.init()
  }
}

/// Options of a notification action.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  /// Creates a set of options from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button a notification offers.
open class UNNotificationAction: NSObject, @unchecked Sendable {
  /// The action's identifier.
  public let identifier: String
  /// The button's title.
  public let title: String
  /// The action's options.
  public let options: UNNotificationActionOptions

  /// Creates an action.
  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
    super.init()
  }
}

/// An action that asks for a line of text.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  /// The send button's title.
  public let textInputButtonTitle: String
  /// The text field's placeholder.
  public let textInputPlaceholder: String

  /// Creates a text-input action.
  public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
              textInputButtonTitle: String, textInputPlaceholder: String) {
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    super.init(identifier: identifier, title: title, options: options)
  }
}

/// Options of a notification category.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  /// Creates a set of options from its raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
}

/// A kind of notification and the actions it offers.
open class UNNotificationCategory: NSObject, @unchecked Sendable {
  /// The category's identifier.
  public let identifier: String
  /// The actions, in order.
  public let actions: [UNNotificationAction]
  /// The Siri intents the category handles.
  public let intentIdentifiers: [String]
  /// The category's options.
  public let options: UNNotificationCategoryOptions

  /// Creates a category.
  public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
              options: UNNotificationCategoryOptions = []) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    super.init()
  }

  open override var hash: Int { identifier.hashValue }
  open override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationCategory)?.identifier == identifier }
}
