import Foundation

/// A frame of reference within the layout system (iOS 17): `.local`, `.global` or `.named(_:)`.
public protocol CoordinateSpaceProtocol {
  /// The resolved coordinate space.
  var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space, declared with `.coordinateSpace(_:)` and read with `.named(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable, @unchecked Sendable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
  /// The named coordinate space of the nearest scroll view.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: ScrollViewSpaceName()) }
  /// The named coordinate space of the nearest scroll view along `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// The name a ScrollView gives its own coordinate space.
struct ScrollViewSpaceName: Hashable {}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A named coordinate space declared by an ancestor with `.coordinateSpace(_:)` or `.coordinateSpace(name:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
  /// The named coordinate space of the nearest scroll view (iOS 17): `frame(in: .scrollView)`.
  public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }
  /// The named coordinate space of the nearest scroll view along `axis` (iOS 17).
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The local coordinate space of the current view.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The global coordinate space at the root of the view hierarchy.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpace {
  /// Whether this is the global space.
  public var isGlobal: Bool { if case .global = self { return true } else { return false } }
  /// Whether this is the local space.
  public var isLocal: Bool { if case .local = self { return true } else { return false } }
}

/// The name `.coordinateSpace(name:)` gives a view's frame.
public struct CoordinateSpaceName: @unchecked Sendable {
  /// The name, as `GeometryProxy.frame(in: .named(_:))` compares it.
  public let name: AnyHashable
}

nonisolated extension View {
  /// Assigns a name to the view's coordinate space, so other code can operate on dimensions like points and sizes relative to the named space.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    node(.coordinateSpace(CoordinateSpaceName(name: AnyHashable(name))), type: "coordinateSpace")
  }

  /// Assigns a name to the view's coordinate space (iOS 17).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    node(.coordinateSpace(CoordinateSpaceName(name: name.name)), type: "coordinateSpace")
  }
}
