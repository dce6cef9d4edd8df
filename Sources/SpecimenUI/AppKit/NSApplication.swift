import Foundation

// AppKit's application object, for Mac code paths in shared SwiftUI files: views observe its
// life-cycle notifications (`.onReceive(NotificationCenter.default.publisher(for:
// NSApplication.didBecomeActiveNotification))`) and read `NSApp.isActive`. Nothing posts the
// notifications in a still render, the app is active, and it never terminates or hides; the raw
// names are AppKit's.

/// An object that manages an app's main event loop and resources used by all of that app's objects.
open class NSApplication: NSResponder, @unchecked Sendable {
  private static let application = NSApplication()
  /// The app instance.
  open class var shared: NSApplication { application }

  /// Whether this is the active app (a rendered app is).
  open var isActive: Bool { true }
  /// Whether the app is hidden (a rendered app is not).
  open var isHidden: Bool { false }
  /// Activates the app (it already is).
  open func activate(ignoringOtherApps flag: Bool) {}
  /// Activates the app (macOS 14; it already is).
  open func activate() {}
  /// Hides the app: a render keeps drawing it.
  open func hide(_ sender: Any?) {}
  /// Asks the app to quit: a render does not end the process.
  open func terminate(_ sender: Any?) {}

  /// Posted immediately after the app becomes active.
  public static let didBecomeActiveNotification = Notification.Name("NSApplicationDidBecomeActiveNotification")
  /// Posted immediately before the app becomes active.
  public static let willBecomeActiveNotification = Notification.Name("NSApplicationWillBecomeActiveNotification")
  /// Posted immediately before the app gives up its active status.
  public static let willResignActiveNotification = Notification.Name("NSApplicationWillResignActiveNotification")
  /// Posted immediately after the app gives up its active status.
  public static let didResignActiveNotification = Notification.Name("NSApplicationDidResignActiveNotification")
  /// Posted at the end of the app's launch, before it receives its first event.
  public static let didFinishLaunchingNotification = Notification.Name("NSApplicationDidFinishLaunchingNotification")
  /// Posted when the app is about to terminate.
  public static let willTerminateNotification = Notification.Name("NSApplicationWillTerminateNotification")
  /// Posted when the app is hidden.
  public static let didHideNotification = Notification.Name("NSApplicationDidHideNotification")
  /// Posted when the app is made visible.
  public static let didUnhideNotification = Notification.Name("NSApplicationDidUnhideNotification")
  /// Posted when the configuration of the displays attached to the computer changes.
  public static let didChangeScreenParametersNotification = Notification.Name("NSApplicationDidChangeScreenParametersNotification")
}

/// The shared app instance (AppKit's global `NSApp`).
public var NSApp: NSApplication! { NSApplication.shared }
