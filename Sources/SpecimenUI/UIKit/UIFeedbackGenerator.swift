import Foundation

// Haptics compile and do nothing: a render has no Taptic Engine.

/// The abstract superclass for all feedback generators.
open class UIFeedbackGenerator: NSObject, @unchecked Sendable {
  public override init() { super.init() }
  /// Prepares the generator to produce feedback; does nothing.
  open func prepare() {}
}

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// The mass of the objects in the collision simulated by a feedback generator.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }
  /// Creates an impact feedback generator with the specified style.
  public init(style: FeedbackStyle) { super.init() }
  public override convenience init() { self.init(style: .medium) }
  /// Triggers impact feedback; does nothing.
  open func impactOccurred() {}
  /// Triggers impact feedback with a specific intensity; does nothing.
  open func impactOccurred(intensity: CGFloat) {}
}

/// A concrete feedback generator subclass that creates haptics to communicate successes, failures, and warnings.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// The type of notification that a notification feedback generator object generates.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }
  /// Triggers notification feedback of the specified type; does nothing.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A concrete feedback generator subclass that creates haptics to indicate a change in selection.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
  /// Triggers selection feedback; does nothing.
  open func selectionChanged() {}
}
