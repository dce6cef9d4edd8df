import Foundation

// The app life-cycle notification names that views observe with
// `.onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification))`.
// Nothing posts them in a still render; the raw names are UIKit's.
extension UIApplication {
  /// Posted when the app is about to move from the background to the foreground.
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  /// Posted when the app enters the background.
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  /// Posted when the app becomes active.
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  /// Posted when the app is no longer active and loses focus.
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  /// Posted when the app is about to terminate.
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  /// Posted when the app receives a warning from the operating system about low memory availability.
  public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  /// Posted when the user presses the Home and Lock buttons to take a screenshot.
  public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
  /// Posted when there is a significant change in time.
  public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

extension UIDevice {
  /// Posted when the orientation of the device changes.
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}
