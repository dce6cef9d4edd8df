import Foundation

// Combine's publisher vocabulary, as `import SwiftUI` (and `import Combine`) brings it on Apple
// platforms: view files build timers (`Timer.publish(every:on:in:).autoconnect()`), listen to
// notifications (`NotificationCenter.default.publisher(for:)`) and pass them to `.onReceive`.
// Specimen renders one still frame, so no publisher here ever emits: subscribing compiles and
// returns a cancellable, and no value or completion is delivered (as `onAppear` never runs).
// Names, generic parameters and argument labels follow Apple's Combine reference
// (developer.apple.com/documentation/combine).

/// Declares that a type can transmit a sequence of values over time; in a still render it never does.
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  associatedtype Output
  /// The kind of errors this publisher might publish.
  associatedtype Failure: Error
}

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to the publisher, allowing it to produce elements, and returns an instance with which to cancel publishing.
  func connect() -> any Cancellable
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
  /// Cancel the activity.
  func cancel()
}

/// A type-erasing cancellable object that executes a provided closure when canceled (or deinitialized).
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  private var onCancel: (() -> Void)?

  /// Initializes the cancellable object with the given cancel-time closure.
  public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

  /// Initializes the cancellable object with the given cancellable.
  public init<C: Cancellable>(_ canceller: C) { onCancel = canceller.cancel }

  deinit { onCancel?() }

  /// Cancel the activity; the closure runs at most once.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  /// Stores this type-erasing cancellable instance in the specified collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this type-erasing cancellable instance in the specified set.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {
  /// A signal that a publisher doesn't produce additional elements, either due to normal completion or an error.
  public enum Completion<Failure: Error> {
    /// The publisher finished normally.
    case finished
    /// The publisher stopped publishing due to the indicated error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Publisher {
  /// Attaches a subscriber with closure-based behavior; nothing is delivered in a still render.
  public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                   receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    AnyCancellable {}
  }

  /// Assigns each element from a publisher to a property on an object; nothing is assigned in a still render.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
  where Failure == Never {
    AnyCancellable {}
  }

  /// Republishes elements to a `@Published` property; nothing is republished in a still render.
  public func assign(to published: inout Published<Output>.Publisher) where Failure == Never {}

  /// Wraps this publisher with a type eraser.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
  /// Attaches a subscriber with closure-based behavior to a publisher that never fails; nothing is delivered in a still render.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  /// Creates a type-erasing publisher to wrap the provided publisher.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

/// A publisher that emits an output to each subscriber just once, and then finishes (never, in a still render).
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  /// The one element that the publisher emits.
  public let output: Output
  /// Initializes a publisher that emits the specified output just once.
  public init(_ output: Output) { self.output = output }
}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher {
  /// A Boolean value that indicates whether the publisher immediately sends a completion.
  public let completeImmediately: Bool
  /// Creates an empty publisher.
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
  /// Creates an empty publisher with the given completion behavior and output and failure types.
  public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The failure to send when terminating the publisher.
  public let error: Failure
  /// Creates a publisher that immediately terminates with the specified failure.
  public init(error: Failure) { self.error = error }
  /// Creates publisher with the given output type, that immediately terminates with the specified failure.
  public init(outputType: Output.Type, failure: Failure) { self.error = failure }
}
