import SpecimenUI

/// The static and dynamic data a Live Activity shows.
public protocol ActivityAttributes: Decodable, Encodable {
  /// The data that changes while the activity runs.
  associatedtype ContentState: Decodable, Encodable, Hashable
}

/// The state of a Live Activity.
public enum ActivityState: Equatable, Hashable, Sendable, Codable {
  case active, ended, dismissed, stale, pending
}

/// A Live Activity's content: its state, when it goes stale and how relevant it is (iOS 16.2).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Equatable, Hashable {
  /// The dynamic content.
  public var state: State
  /// When the content is out of date.
  public var staleDate: Date?
  /// The content's relevance among the app's activities.
  public var relevanceScore: Double
  /// Creates content.
  public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
    self.state = state
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
  }
}

/// When the system removes an ended Live Activity from the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
  let date: Date?
  let immediately: Bool
  /// The system's default: up to four hours after ending.
  public static let `default` = ActivityUIDismissalPolicy(date: nil, immediately: false)
  /// Removed at once.
  public static let immediate = ActivityUIDismissalPolicy(date: nil, immediately: true)
  /// Removed at `date` (at most four hours after ending).
  public static func after(_ date: Date) -> ActivityUIDismissalPolicy { .init(date: date, immediately: false) }
}

/// How an activity receives push updates.
public struct PushType: Equatable, Sendable {
  let channel: String?
  /// Updates through a push token.
  public static let token = PushType(channel: nil)
  /// Updates through a broadcast channel (iOS 18).
  public static func channel(_ channelId: String) -> PushType { PushType(channel: channelId) }
}

/// An alert shown when an activity updates.
public struct AlertConfiguration: Sendable {
  /// The sound an alert plays.
  public struct AlertSound: Sendable {
    let name: String?
    /// The system's default sound.
    public static let `default` = AlertSound(name: nil)
    /// A sound file in the app bundle.
    public static func named(_ name: String) -> AlertSound { AlertSound(name: name) }
  }
  /// Creates an alert.
  public init(title: LocalizedStringResource, body: LocalizedStringResource, sound: AlertSound) {}
}

/// Errors requesting an activity raises.
public enum ActivityAuthorizationError: Error, Equatable, Sendable {
  case attributesTooLarge, denied, globalMaximumExceeded, malformedActivityIdentifier, missingProcessIdentifier,
       persistenceFailure, reconnectNotPermitted, targetMaximumExceeded, unentitled, unsupported, unsupportedTarget,
       visibility
}

/// Whether the person allows Live Activities.
public final class ActivityAuthorizationInfo: @unchecked Sendable {
  /// Creates the object.
  public init() {}
  /// Live Activities are allowed (a still shows none).
  public var areActivitiesEnabled: Bool { true }
  /// Frequent updates are not allowed.
  public var frequentPushesEnabled: Bool { false }
  /// Changes to whether activities are enabled (none in a still).
  public var activityEnablementUpdates: AsyncStream<Bool> { AsyncStream { $0.finish() } }
}

/// A Live Activity (iOS 16.1). In a still render nothing is shown: a requested activity exists only
/// as the value returned, `activities` is empty and updates change only the value's content.
public final class Activity<Attributes: ActivityAttributes>: Identifiable, @unchecked Sendable {
  /// The activity's identifier.
  public let id: String
  /// The static data.
  public let attributes: Attributes
  /// The current content.
  public private(set) var content: ActivityContent<Attributes.ContentState>
  /// The current state.
  public private(set) var activityState: ActivityState = .active
  /// The push token (nil: no push service in a render).
  public var pushToken: Data? { nil }

  init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
    id = UUID().uuidString
    self.attributes = attributes
    self.content = content
  }

  /// The app's running activities of this type (none in a still).
  public static var activities: [Activity<Attributes>] { [] }

  /// Requests a Live Activity with its content.
  public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                             pushType: PushType? = nil) throws -> Activity<Attributes> {
    Activity(attributes: attributes, content: content)
  }

  /// Requests a Live Activity with its first state (iOS 16.1; deprecated in 16.2).
  @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use request(attributes:content:pushType:)")
  public static func request(attributes: Attributes, contentState: Attributes.ContentState,
                             pushType: PushType? = nil) throws -> Activity<Attributes> {
    Activity(attributes: attributes, content: ActivityContent(state: contentState, staleDate: nil))
  }

  /// The current dynamic content (iOS 16.1; deprecated in 16.2).
  @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use content.state")
  public var contentState: Attributes.ContentState { content.state }

  /// Updates the activity's content.
  public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }
  /// Updates the activity's content and alerts the person.
  public func update(_ content: ActivityContent<Attributes.ContentState>, alertConfiguration: AlertConfiguration?) async {
    self.content = content
  }
  /// Updates the activity's state (iOS 16.1; deprecated in 16.2).
  @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use update(_:)")
  public func update(using contentState: Attributes.ContentState) async {
    content = ActivityContent(state: contentState, staleDate: content.staleDate)
  }
  /// Ends the activity with final content.
  public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
    if let content { self.content = content }
    activityState = .ended
  }
  /// Ends the activity (iOS 16.1; deprecated in 16.2).
  @available(iOS, introduced: 16.1, deprecated: 16.2, message: "Use end(_:dismissalPolicy:)")
  public func end(using contentState: Attributes.ContentState? = nil, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
    if let contentState { content = ActivityContent(state: contentState, staleDate: content.staleDate) }
    activityState = .ended
  }

  /// Content changes (none arrive in a still).
  public var contentUpdates: AsyncStream<ActivityContent<Attributes.ContentState>> { AsyncStream { $0.finish() } }
  /// State changes (none arrive in a still).
  public var activityStateUpdates: AsyncStream<ActivityState> { AsyncStream { $0.finish() } }
  /// Push token changes (none arrive in a still).
  public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
  /// Activities started elsewhere (none in a still).
  public static var activityUpdates: AsyncStream<Activity<Attributes>> { AsyncStream { $0.finish() } }
}
