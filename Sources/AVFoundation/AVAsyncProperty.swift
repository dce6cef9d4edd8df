import Foundation

/// A property of an asset that is loaded asynchronously with `load(_:)` (iOS 15).
public final class AVAsyncProperty<Root, Value>: @unchecked Sendable {
  /// The property's key.
  public let key: String
  let read: (Root) -> Value
  init(_ key: String, _ read: @escaping (Root) -> Value) {
    self.key = key
    self.read = read
  }
}

extension AVAsyncProperty where Root: AVAsset, Value == CMTime {
  /// The asset's duration (`.invalid`: a render reads no media).
  public static var duration: AVAsyncProperty<Root, CMTime> { AVAsyncProperty("duration") { $0.duration } }
}

extension AVAsyncProperty where Root: AVAsset, Value == Bool {
  /// Whether the asset can be played (false: a render reads no media).
  public static var isPlayable: AVAsyncProperty<Root, Bool> { AVAsyncProperty("playable") { _ in false } }
}

extension AVAsyncProperty where Root: AVAsset, Value == Float {
  /// The rate the asset prefers to play at (1).
  public static var preferredRate: AVAsyncProperty<Root, Float> { AVAsyncProperty("preferredRate") { _ in 1 } }
  /// The volume the asset prefers to play at (1).
  public static var preferredVolume: AVAsyncProperty<Root, Float> { AVAsyncProperty("preferredVolume") { _ in 1 } }
}

/// Asynchronous loading of an asset's properties (iOS 15).
public protocol AVAsynchronousKeyValueLoading {}

extension AVAsynchronousKeyValueLoading {
  /// Loads a property: the value the asset holds without reading its media, as a render reads none.
  public func load<T>(_ property: AVAsyncProperty<Self, T>) async throws -> T { property.read(self) }
  /// Loads two properties.
  public func load<A, B>(_ first: AVAsyncProperty<Self, A>, _ second: AVAsyncProperty<Self, B>) async throws -> (A, B) {
    (first.read(self), second.read(self))
  }
}

extension AVAsset: AVAsynchronousKeyValueLoading {}
