import Foundation

/// A representation of the state of your app at a moment in time (Foundation's `NSUserActivity`,
/// which Foundation on Linux lacks). Views advertise one with `userActivity(_:isActive:_:)` for
/// Handoff, Spotlight and Siri; a still render advertises nothing, so an activity only keeps what is
/// set on it, and `becomeCurrent()`/`resignCurrent()`/`invalidate()` do nothing.
open class NSUserActivity: NSObject {
  /// The type of the activity (a reverse-DNS string listed in the app's `NSUserActivityTypes`).
  public let activityType: String
  /// A user-visible title for the activity.
  open var title: String?
  /// App-specific state needed to continue the activity on another device.
  open var userInfo: [AnyHashable: Any]?
  /// The keys of `userInfo` needed to restore the activity.
  open var requiredUserInfoKeys: Set<String>?
  /// Keywords for searching the activity.
  open var keywords: Set<String> = []
  /// A web page to load in a browser to continue the activity.
  open var webpageURL: URL?
  /// The URL of the web page that referred the activity.
  open var referrerURL: URL?
  /// The date after which the activity is no longer eligible.
  open var expirationDate: Date?
  /// Whether the activity can be continued on another device (Handoff).
  open var isEligibleForHandoff = true
  /// Whether the activity is added to the on-device search index.
  open var isEligibleForSearch = false
  /// Whether the activity's content may be indexed publicly.
  open var isEligibleForPublicIndexing = false
  /// Whether Siri may suggest the activity.
  open var isEligibleForPrediction = false
  /// A value that identifies the activity for later deletion of donated activities.
  open var persistentIdentifier: String?
  /// The identifier of the content the activity shows, for routing it to a scene.
  open var targetContentIdentifier: String?
  /// Whether the activity needs its state updated before it is sent.
  open var needsSave = false

  /// Creates a user activity of the given type.
  public init(activityType: String) {
    self.activityType = activityType
    super.init()
  }

  /// Adds entries to `userInfo`.
  open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
    var info = userInfo ?? [:]
    for (key, value) in otherDictionary { info[key] = value }
    userInfo = info
  }

  /// Marks the activity as the one the user is doing (nothing is advertised in a render).
  open func becomeCurrent() {}
  /// Stops marking the activity as current.
  open func resignCurrent() {}
  /// Ends the activity.
  open func invalidate() {}
}

nonisolated extension View {
  /// Advertises a user activity type (iOS 14). A still render advertises nothing, so `update` never runs.
  public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> ()) -> some View {
    inert()
  }

  /// Advertises a user activity type for an element (iOS 14); nothing is advertised when `element` is nil, nor in a render.
  public func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> ()) -> some View {
    inert()
  }

  /// Registers a handler for a user activity the app receives (iOS 14); a render receives none.
  public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> ()) -> some View {
    inert()
  }

  /// Specifies the external events the view's scene handles (iOS 14); a render has no scenes to route them to.
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
    inert()
  }
}
