import Foundation

/// A dynamic property type that allows access to a namespace defined by the persistent identity of the
/// object containing the property (`@Namespace`), for `matchedGeometryEffect` and glass morphing.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: Int
  }
  private let id: ID
  private static let counter = NamespaceCounter()
  public init() { id = ID(value: Namespace.counter.next()) }
  /// The namespace's identity.
  public var wrappedValue: ID { id }
}

/// Hands out namespace identities (never drawn, so their order does not affect output).
final class NamespaceCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var last = 0
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    last += 1
    return last
  }
}

/// A set of view properties that may be synchronized between views by `matchedGeometryEffect`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The view's position, in window coordinates.
  public static let position = MatchedGeometryProperties(rawValue: 1)
  /// The view's size, in local coordinates.
  public static let size = MatchedGeometryProperties(rawValue: 2)
  /// Both the position and size properties.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

nonisolated extension View {
  /// Defines a group of views with synchronized geometry; a still render draws each view where it is laid out.
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                  anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
}
