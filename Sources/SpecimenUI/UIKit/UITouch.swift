import Foundation

/// An object representing the location, size, movement, and force of a touch occurring on the screen.
///
/// A still render delivers no touches: `touchesBegan(_:with:)` and its siblings are never
/// called, so a touch exists only when code makes one, at the origin of no view.
open class UITouch: NSObject, @unchecked Sendable {
  /// The phase of a touch event.
  public enum Phase: Int, Sendable {
    /// A touch for a given event has pressed down on the screen.
    case began = 0
    /// A touch for a given event has moved over the screen.
    case moved = 1
    /// A touch for a given event is pressing the screen, but hasn't moved since the previous event.
    case stationary = 2
    /// A touch for a given event has lifted from the screen.
    case ended = 3
    /// The system canceled tracking for the touch.
    case cancelled = 4
    /// A touch for a given event has entered a window on the screen.
    case regionEntered = 5
    /// A touch for a given event is within a window on the screen, but hasn't yet pressed down.
    case regionMoved = 6
    /// A touch for a given event has left a window on the screen.
    case regionExited = 7
  }

  /// The type of touch received.
  public enum TouchType: Int, Sendable {
    /// A touch resulting from direct contact with the screen.
    case direct = 0
    /// A touch that doesn't result from contact with the screen.
    case indirect = 1
    /// A touch from Apple Pencil.
    case pencil = 2
    /// A touch from an indirect input device (a trackpad or mouse).
    case indirectPointer = 3
  }

  /// Creates a touch (never delivered in a still render).
  public override init() { super.init() }
  /// The time when the touch occurred or when it was last mutated.
  open var timestamp: TimeInterval { 0 }
  /// The phase of the touch.
  open var phase: Phase { .began }
  /// The number of times the finger was tapped for this given touch.
  open var tapCount: Int { 0 }
  /// The type of the touch.
  open var type: TouchType { .direct }
  /// The radius (in points) of the touch.
  open var majorRadius: CGFloat { 0 }
  /// The force of the touch, where 1.0 represents the force of an average touch.
  open var force: CGFloat { 0 }
  /// The maximum possible force for a touch.
  open var maximumPossibleForce: CGFloat { 0 }
  /// The view to which touches are being delivered, if any.
  open var view: UIView? { nil }
  /// Returns the current location of the receiver in the coordinate system of the given view.
  open func location(in view: UIView?) -> CGPoint { .zero }
  /// Returns the previous location of the receiver in the coordinate system of the given view.
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// An object that describes a single user interaction with your app (never delivered in a still render).
open class UIEvent: NSObject, @unchecked Sendable {
  /// Specifies the general type of an event.
  public enum EventType: Int, Sendable {
    /// The event is related to touches on the screen.
    case touches = 0
    /// The event is related to motion of the device.
    case motion = 1
    /// The event is a remote-control event.
    case remoteControl = 2
    /// The event is related to the press of a physical button.
    case presses = 3
    /// The event is a scroll.
    case scroll = 10
    /// The event is a hover.
    case hover = 11
    /// The event is a transform (a pinch or rotation on a trackpad).
    case transform = 14
  }

  /// Creates an event (never delivered in a still render).
  public override init() { super.init() }
  /// The type of the event.
  open var type: EventType { .touches }
  /// The time when the event occurred.
  open var timestamp: TimeInterval { 0 }
  /// All touches associated with the event (none).
  open var allTouches: Set<UITouch>? { nil }
  /// Returns the touch objects that belong to the specified view (none).
  open func touches(for view: UIView) -> Set<UITouch>? { nil }
}
