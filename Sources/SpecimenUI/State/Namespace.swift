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

/// One view of a matched-geometry group: the group's key (namespace and identifier), which of the
/// frame's properties are shared, the anchor they are matched at, and whether the view gives the
/// geometry (a source) or takes it.
public struct MatchedGeometryEntry: @unchecked Sendable {
  /// The group: the namespace and the identifier within it.
  public struct Key: Hashable, @unchecked Sendable {
    let namespace: Namespace.ID
    let id: AnyHashable
    /// The identifier as the code wrote it (a string quoted), for messages.
    package var idDescription: String {
      let text = String(describing: id.base)
      let shown = text.count > 60 ? text.prefix(60) + "…" : Substring(text)
      return id.base is String ? "\"\(shown)\"" : String(shown)
    }
  }
  /// The group this view belongs to.
  public let key: Key
  /// The properties a view that is not a source takes from the group's source.
  public let properties: MatchedGeometryProperties
  /// The point of both frames that is matched when the position is shared.
  public let anchor: UnitPoint
  /// Whether this view gives its geometry to the group's other views.
  public let isSource: Bool
}

nonisolated extension View {
  /// Defines a group of views with synchronized geometry. A view that is not the source is proposed
  /// the source's size and drawn at its position (`properties`, matched at `anchor`); its parent
  /// lays it out as if the modifier were absent. A still shows the end state, so sources keep their place.
  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                  anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
    let entry = MatchedGeometryEntry(key: .init(namespace: namespace, id: AnyHashable(id)), properties: properties,
                                     anchor: anchor, isSource: isSource)
    return effect(.matchedGeometry(entry), type: "matchedGeometryEffect")
  }
}
