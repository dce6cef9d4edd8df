import Foundation

// VoiceOver's actions and speech settings (iOS 13–17). A still image runs no action and speaks nothing, so each
// modifier leaves the view as it is; they exist so that accessible components compile unchanged.
// https://developer.apple.com/documentation/swiftui/view-accessibility

/// The kind of an accessibility action: the default activation, escape, the magic tap, delete, show menu, or one
/// named by the app.
public struct AccessibilityActionKind: Hashable, Sendable {
  let name: String
  /// The action VoiceOver performs on a double tap.
  public static let `default` = AccessibilityActionKind(name: "default")
  /// The two-finger scrub that dismisses a modal view.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The two-finger double tap that performs the app's most important action.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")
  /// Deletes the element (iOS 17).
  public static let delete = AccessibilityActionKind(name: "delete")
  /// Shows the element's menu (iOS 16).
  public static let showMenu = AccessibilityActionKind(name: "showMenu")
  /// An action named by the app.
  public init(named name: Text) { self.name = "named" }
  init(name: String) { self.name = name }
}

/// A pinch VoiceOver reports to a view with `accessibilityZoomAction(_:)`.
public struct AccessibilityZoomGestureAction: Sendable {
  /// Whether the gesture zooms in or out.
  public enum Direction: Hashable, Sendable {
    case zoomIn, zoomOut
  }
  /// The direction of the zoom.
  public let direction: Direction
  /// Where the zoom centres, in the view's unit space.
  public let location: UnitPoint
  /// Where the zoom centres, in the view's coordinate space.
  public let point: CGPoint
}

/// How a direct-touch area behaves for VoiceOver (iOS 17).
public struct AccessibilityDirectTouchOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// VoiceOver does not speak when the area is touched.
  public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
  /// The user activates the area before touching through.
  public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

nonisolated extension View {
  /// Adds an accessibility action of the given kind (the default activation when none is given).
  public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
    inert()
  }
  /// Adds an accessibility action named by a text.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { inert() }
  /// Adds an accessibility action named by a localized key.
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { inert() }
  /// Adds an accessibility action named by a string.
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { inert() }
  /// Adds an accessibility action whose name is the label's.
  public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
    inert()
  }
  /// Adds the buttons of `content` as the view's accessibility actions (iOS 16).
  public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { inert() }
  /// Adds an accessibility adjustable action (swipe up or down on the element).
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { inert() }
  /// Adds a three-finger scroll action; the handler gets the edge scrolled towards.
  public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View { inert() }
  /// Adds a zoom action VoiceOver performs on a pinch (iOS 16).
  public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View { inert() }
  /// Marks the view as an area where touches pass straight through VoiceOver (iOS 17).
  public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View {
    inert()
  }
  /// Links this view's element with the others of the same identifier in the namespace, for VoiceOver's navigation.
  public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { inert() }
  /// Whether VoiceOver reads punctuation aloud.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { inert() }
  /// Whether VoiceOver spells out the text character by character.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { inert() }
  /// Raises or lowers the pitch of spoken text (−1 to 1).
  public func speechAdjustedPitch(_ value: Double) -> some View { inert() }
  /// Whether VoiceOver queues this text's announcements behind the current speech.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { inert() }
}

nonisolated extension Text {
  /// Whether VoiceOver reads this text's punctuation aloud; the text is drawn unchanged.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
  /// Whether VoiceOver spells out this text; the text is drawn unchanged.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
  /// Raises or lowers the pitch VoiceOver speaks this text in; the text is drawn unchanged.
  public func speechAdjustedPitch(_ value: Double) -> Text { self }
  /// Whether VoiceOver queues this text's announcements; the text is drawn unchanged.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}
