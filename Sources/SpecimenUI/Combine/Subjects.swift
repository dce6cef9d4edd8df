import Foundation

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends a value to the subscriber.
  func send(_ value: Output)
  /// Sends a completion signal to the subscriber.
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  /// Sends a void value to the subscriber.
  public func send() { send(()) }
}

/// A subject that broadcasts elements to downstream subscribers (there are none in a still render).
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  /// Creates a passthrough subject.
  public init() {}
  /// Sends a value to the subscriber; nothing subscribes in a still render.
  public func send(_ input: Output) {}
  /// Sends a completion signal to the subscriber.
  public func send(completion: Subscribers.Completion<Failure>) {}
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  /// The value wrapped by this subject, published as a new element whenever it changes.
  public var value: Output
  /// Creates a current value subject with the given initial value.
  public init(_ value: Output) { self.value = value }
  /// Sends a value to the subscriber, and stores it as the current value.
  public func send(_ input: Output) { value = input }
  /// Sends a completion signal to the subscriber.
  public func send(completion: Subscribers.Completion<Failure>) {}
}

extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
}

extension Published {
  /// A publisher for properties marked with the `@Published` attribute (`$property`).
  public struct Publisher: SpecimenUI.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let value: Value
  }
}
