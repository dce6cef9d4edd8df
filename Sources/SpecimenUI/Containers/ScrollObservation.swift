import Foundation

// Scroll position, geometry and phase (iOS 17–18). A still frame never scrolls: positions bound
// to a scroll view keep their values, observers are never called, and a scroll view rests where
// its content starts (or at its `defaultScrollAnchor`, or at the edge a `ScrollPosition` names).

/// The geometry of a scroll view at a moment (iOS 18).
public struct ScrollGeometry: Equatable, Sendable {
  /// The content offset.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The content insets (safe area and content margins).
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize
  /// The visible rect of the content.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The bounds of the scroll view in its own coordinates.
  public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

  public init(contentOffset: CGPoint = .zero, contentSize: CGSize = .zero, contentInsets: EdgeInsets = EdgeInsets(),
              containerSize: CGSize = .zero) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

/// The phase of a scroll view's scrolling (iOS 18); a still frame is always `.idle`.
public enum ScrollPhase: Equatable, Sendable {
  case idle, tracking, interacting, decelerating, animating
  /// Whether the scroll view is scrolling.
  public var isScrolling: Bool { self != .idle }
}

/// What a scroll phase change carries besides the phases (iOS 18).
public struct ScrollPhaseChangeContext: Sendable {
  /// The scroll view's geometry.
  public var geometry: ScrollGeometry
  /// The scroll velocity, when known.
  public var velocity: CGVector?
}

/// How a scroll view bounces at its edges (iOS 16.4); nothing moves in a still frame.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String
  /// The platform's behaviour (always bounces on iOS).
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
  /// Always bounces.
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
  /// Bounces only when the content is larger than the scroll view.
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// A scroll view's position bound to a view (iOS 18): an identity, an edge, a point or an offset.
public struct ScrollPosition: Hashable, @unchecked Sendable {
  /// The edge scrolled to, if the position is an edge.
  public private(set) var edge: Edge?
  /// The point scrolled to, if the position is a point.
  public private(set) var point: CGPoint?
  /// The identity of the view scrolled to, if the position is a view.
  public private(set) var viewID: AnyHashable?
  /// Whether the position has been set by scrolling (never in a still frame).
  public var isPositionedByUser: Bool { false }

  /// A position with no identity, edge or point (the scroll view rests at its start).
  public init(idType: (some Hashable).Type = Never.self) {}
  /// A position at an edge (`.bottom` starts a vertical scroll view at the end of its content).
  public init(idType: (some Hashable).Type = Never.self, edge: Edge) { self.edge = edge }
  /// A position at a point of the content.
  public init(idType: (some Hashable).Type = Never.self, point: CGPoint) { self.point = point }
  /// A position at an x offset of the content.
  public init(idType: (some Hashable).Type = Never.self, x: CGFloat) { point = CGPoint(x: x, y: 0) }
  /// A position at a y offset of the content.
  public init(idType: (some Hashable).Type = Never.self, y: CGFloat) { point = CGPoint(x: 0, y: y) }
  /// A position at a view's identity.
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }

  /// The identity of the view scrolled to, as `type`.
  public func viewID<T: Hashable>(type: T.Type) -> T? { viewID?.base as? T }
  /// Scrolls to an edge (recorded; a still frame shows the position it was created with).
  public mutating func scrollTo(edge: Edge) { (self.edge, point, viewID) = (edge, nil, nil) }
  /// Scrolls to a point.
  public mutating func scrollTo(point: CGPoint) { (edge, self.point, viewID) = (nil, point, nil) }
  /// Scrolls to an x offset.
  public mutating func scrollTo(x: CGFloat) { scrollTo(point: CGPoint(x: x, y: 0)) }
  /// Scrolls to a y offset.
  public mutating func scrollTo(y: CGFloat) { scrollTo(point: CGPoint(x: 0, y: y)) }
  /// Scrolls to a view's identity.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { (edge, point, viewID) = (nil, nil, AnyHashable(id)) }
}


nonisolated extension View {
  /// Binds the identity of the view a scroll view rests on (the first in a still frame).
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { inert() }

  /// Binds a scroll view's position: one created at an edge rests at that edge (`.bottom`: the
  /// end of the content) along the edge's axis and at the start along the other, as scrolling to an edge
  /// moves only across it; other positions rest at the start.
  public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
    let edge = position.wrappedValue.edge
    return environmentChange { environment in
      guard let edge else { return }
      environment.scrollAnchors.initialOffset = UnitPoint(x: edge == .trailing ? 1 : 0, y: edge == .bottom ? 1 : 0)
    }
  }

  /// Sets how scroll views in this view bounce at their edges (nothing moves in a still frame).
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
    environmentChange { environment in
      if axes.contains(.vertical) { environment.verticalScrollBounceBehavior = behavior }
      if axes.contains(.horizontal) { environment.horizontalScrollBounceBehavior = behavior }
    }
  }

  /// Calls `action` when a value derived from the scroll geometry changes (never in a still frame).
  public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                   action: @escaping (T, T) -> Void) -> some View { inert() }

  /// Calls `action` when the scroll phase changes (never in a still frame).
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View { inert() }

  /// Calls `action` when the scroll phase changes, with its context (never in a still frame).
  public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void) -> some View { inert() }

  /// Calls `action` when this view's visibility in its scroll view crosses `threshold` (never in a still frame).
  public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { inert() }

  /// Calls `action` with the identities of the visible scroll targets when they change (never in a still frame).
  public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5,
                                                          _ action: @escaping ([ID]) -> Void) -> some View { inert() }
}
