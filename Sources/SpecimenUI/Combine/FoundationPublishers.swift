import Foundation

extension Timer {
  /// Returns a publisher that repeatedly emits the current date on the given interval.
  ///
  /// The publisher never fires in a still render (no run loop turns); `connect()` and
  /// `autoconnect()` compile and return at once. The interval is kept as given (NaN and
  /// infinite intervals included): nothing is scheduled, so no value can trap.
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                             on runLoop: RunLoop, in mode: RunLoop.Mode) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// A publisher that repeatedly emits the current date on a given interval.
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never
    /// The time interval on which to publish events.
    public let interval: TimeInterval
    /// The tolerance of the timer.
    public let tolerance: TimeInterval?
    /// The run loop on which the timer would run.
    public let runLoop: RunLoop
    /// The run loop mode in which the timer would run.
    public let mode: RunLoop.Mode

    /// Creates a publisher that repeatedly emits the current date on the given interval.
    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Connects to the publisher; nothing is scheduled in a still render.
    public func connect() -> any Cancellable { AnyCancellable {} }
  }
}

extension NotificationCenter {
  /// Returns a publisher that emits events when broadcasting notifications (none are posted to it in a still render).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that emits elements when broadcasting notifications.
  public struct Publisher: SpecimenUI.Publisher, @unchecked Sendable {
    public typealias Output = Notification
    public typealias Failure = Never
    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification.
    public let object: AnyObject?
    /// Creates a publisher that emits events when broadcasting notifications.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }
  }
}
