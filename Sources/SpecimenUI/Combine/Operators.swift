import Foundation

/// A namespace for types that serve as publishers.
public enum Publishers {
  /// A publisher that transforms all elements from the upstream publisher with a provided closure.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public let upstream: Upstream
    /// The closure that transforms elements from the upstream publisher.
    public let transform: (Upstream.Output) -> Output
    /// Creates a publisher that transforms all elements from the upstream publisher with a provided closure.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }
  }

  /// A publisher that automatically connects to an upstream connectable publisher.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream
    /// Creates a publisher that automatically connects to an upstream connectable publisher.
    public init(_ upstream: Upstream) { self.upstream = upstream }
  }
}

extension Publisher {
  /// Transforms all elements from the upstream publisher with a provided closure.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Calls a closure with each received element and publishes any returned optional that has a value.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> AnyPublisher<T, Failure> { AnyPublisher(Empty()) }

  /// Republishes all elements that match a provided closure.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  /// Specifies the scheduler on which to receive elements from the publisher.
  public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  /// Replaces any errors in the stream with the provided element.
  public func replaceError(with output: Output) -> AnyPublisher<Output, Never> { AnyPublisher(Empty()) }

  /// Prefixes the upstream elements with the given value.
  public func prepend(_ elements: Output...) -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Output: Equatable {
  /// Publishes only elements that don't match the previous element.
  public func removeDuplicates() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
