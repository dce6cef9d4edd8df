import Foundation

/// Notifications an app posts to assistive technologies (iOS 17, the Accessibility framework that SwiftUI brings
/// along): `AccessibilityNotification.Announcement("Saved").post()`. A still has no assistive app to tell, so
/// posting does nothing.
public enum AccessibilityNotification {
  /// An announcement for an assistive app to speak.
  public struct Announcement: _AccessibilityNotifications, Sendable {
    let announcement: String
    /// Creates an announcement of a string.
    public init(_ announcement: String) { self.announcement = announcement }
    /// Creates an announcement of an attributed string.
    public init(_ attributedAnnouncement: AttributedString) { self.announcement = String(attributedAnnouncement.characters) }
  }

  /// A notification that the layout of the screen changed, optionally naming the element to move to.
  public struct LayoutChanged: _AccessibilityNotifications {
    /// Creates the notification, with the element assistive apps move to.
    public init(_ element: Any? = nil) {}
  }

  /// A notification that a new view took up a major part of the screen, optionally naming the element to move to.
  public struct ScreenChanged: _AccessibilityNotifications {
    /// Creates the notification, with the element assistive apps move to.
    public init(_ element: Any? = nil) {}
  }

  /// A notification that a scroll finished, with what to announce of the new position.
  public struct PageScrolled: _AccessibilityNotifications {
    /// Creates the notification with the text to announce.
    public init(_ announcement: String) {}
  }
}

/// An accessibility notification that can be posted.
public protocol _AccessibilityNotifications {
  /// Posts the notification to assistive apps (nothing to tell in a still).
  func post()
}

extension _AccessibilityNotifications {
  /// Posts the notification to assistive apps (nothing to tell in a still).
  public func post() {}
}
