import Foundation

/// UIKit's accessibility settings, as token and motion helpers read them
/// (`UIAccessibility.isReduceMotionEnabled ? .none : .spring()`).
///
/// Each setting is the cell's environment value SwiftUI reads for it (Reduce Motion is
/// `accessibilityReduceMotion`, Bold Text a bold `legibilityWeight`, Increase Contrast an increased
/// `colorSchemeContrast`, and so on), so UIKit and SwiftUI code drawn in one cell agree. Settings
/// the environment has no value for have iOS's defaults. Notifications are never posted in a render.
public enum UIAccessibility {
  static var environment: EnvironmentValues { EnvironmentValues.current }

  /// Whether Reduce Motion is on.
  public static var isReduceMotionEnabled: Bool { environment.accessibilityReduceMotion }
  /// Whether Reduce Transparency is on.
  public static var isReduceTransparencyEnabled: Bool { environment.accessibilityReduceTransparency }
  /// Whether Bold Text is on.
  public static var isBoldTextEnabled: Bool { environment.legibilityWeight == .bold }
  /// Whether Increase Contrast is on.
  public static var isDarkerSystemColorsEnabled: Bool { environment.colorSchemeContrast == .increased }
  /// Whether Differentiate Without Color is on.
  public static var shouldDifferentiateWithoutColor: Bool { environment.accessibilityDifferentiateWithoutColor }
  /// Whether Smart Invert or Classic Invert is on.
  public static var isInvertColorsEnabled: Bool { environment.accessibilityInvertColors }
  /// Whether Button Shapes is on.
  public static var buttonShapesEnabled: Bool { environment.accessibilityShowButtonShapes }
  /// Whether VoiceOver is running.
  public static var isVoiceOverRunning: Bool { environment.accessibilityVoiceOverEnabled }
  /// Whether Switch Control is running (off in a render).
  public static var isSwitchControlRunning: Bool { false }
  /// Whether AssistiveTouch is running (off in a render).
  public static var isAssistiveTouchRunning: Bool { false }
  /// Whether Grayscale is on (off in a render).
  public static var isGrayscaleEnabled: Bool { false }
  /// Whether Mono Audio is on (off in a render).
  public static var isMonoAudioEnabled: Bool { false }
  /// Whether Closed Captions + SDH is on (off in a render).
  public static var isClosedCaptioningEnabled: Bool { false }
  /// Whether Guided Access is on (off in a render).
  public static var isGuidedAccessEnabled: Bool { false }
  /// Whether Speak Screen is on (off in a render).
  public static var isSpeakScreenEnabled: Bool { false }
  /// Whether Speak Selection is on (off in a render).
  public static var isSpeakSelectionEnabled: Bool { false }
  /// Whether On/Off Labels is on (off in a render).
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  /// Whether Prefer Cross-Fade Transitions is on (off in a render).
  public static var prefersCrossFadeTransitions: Bool { false }
  /// Whether Shake to Undo is on (on, iOS's default).
  public static var isShakeToUndoEnabled: Bool { true }
  /// Whether Auto-Play Video Previews is on (on, iOS's default).
  public static var isVideoAutoplayEnabled: Bool { true }

  /// A notification an app posts to assistive technologies.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
    public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
    public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
  }

  /// Posts a notification to assistive technologies; nothing listens in a render.
  public static func post(notification: Notification, argument: Any?) {}

  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
  public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
  public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
  public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
  public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
  public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
  public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
  public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
  public static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
}
