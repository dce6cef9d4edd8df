import Foundation

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container view.
///
/// `GeometryReader` passes one to its content at placement: the reader's size, its origin in
/// root coordinates, the named coordinate spaces around it and its safe-area insets.
public struct GeometryProxy: @unchecked Sendable {
  /// The size of the container view.
  public let size: CGSize
  /// The safe area insets of the container view: how far the unsafe area (the cell's device
  /// insets, `.safeAreaPadding`, `.safeAreaInset`) reaches into it.
  public let safeAreaInsets: EdgeInsets
  /// The container's origin in root coordinates (the global space).
  let origin: CGPoint
  /// The named coordinate spaces around the container, innermost last, with their frames in root coordinates.
  let namedFrames: [(name: AnyHashable, frame: CGRect)]

  package init(size: CGSize, origin: CGPoint = .zero, namedFrames: [(name: AnyHashable, frame: CGRect)] = [],
               safeAreaInsets: EdgeInsets = EdgeInsets()) {
    self.size = size
    self.origin = origin
    self.namedFrames = namedFrames
    self.safeAreaInsets = safeAreaInsets
  }

  /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
  ///
  /// `.local` is the container's own space, `.global` the root's (the cell's top-left corner);
  /// a name no ancestor declares falls back to the global space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .global:
      return CGRect(origin: origin, size: size)
    case .named(let name):
      let base = namedFrame(name)?.origin ?? .zero
      return CGRect(x: origin.x - base.x, y: origin.y - base.y, width: size.width, height: size.height)
    }
  }

  /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// Returns the given coordinate space's bounds rectangle, converted to the local coordinate space; nil if no ancestor has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = coordinateSpace.coordinateSpace, let frame = namedFrame(name) else { return nil }
    return frame.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// Resolves the value of an anchor to the container view's local coordinate space.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(relativeTo: origin)
  }

  /// The frame of the innermost coordinate space called `name`.
  private func namedFrame(_ name: AnyHashable) -> CGRect? {
    namedFrames.last(where: { $0.name == name })?.frame
  }
}
