import Foundation

/// An opaque value derived from an anchor source and a particular view; read it in another view's coordinates with `GeometryProxy`'s subscript.
///
/// Specimen keeps the value in root coordinates (where the view was placed); `proxy[anchor]`
/// moves it into the proxy's local space.
public struct Anchor<Value>: @unchecked Sendable {
  /// The value in root coordinates.
  let rootValue: Value
  /// Moves a value by a displacement (rects and points move their origin).
  let translate: (Value, CGSize) -> Value

  /// The value in the local space of a view whose origin is `origin` in root coordinates.
  func value(relativeTo origin: CGPoint) -> Value {
    translate(rootValue, CGSize(width: -origin.x, height: -origin.y))
  }

  /// A type-erased geometry value that produces an anchored value of a given type.
  public struct Source: @unchecked Sendable {
    /// The value for a view whose frame in root coordinates is the given rect.
    let make: (CGRect) -> Value
    let translate: (Value, CGSize) -> Value

    /// The anchor of this source for a view placed at `frame` (root coordinates).
    func anchor(in frame: CGRect) -> Anchor<Value> {
      Anchor(rootValue: make(frame), translate: translate)
    }
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.rootValue == rhs.rootValue }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(rootValue) }
}

extension Anchor.Source where Value == CGRect {
  /// Returns an anchor source rect defined by `r` in the current view.
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
    Anchor<CGRect>.Source(make: { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) },
                          translate: { $0.offsetBy(dx: $1.width, dy: $1.height) })
  }

  /// An anchor source rect defined as the entire bounding rect of the current view.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source(make: { $0 }, translate: { $0.offsetBy(dx: $1.width, dy: $1.height) })
  }
}

extension Anchor.Source where Value == CGPoint {
  /// An anchor source at the point `p` of the current view.
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source(make: { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) },
                           translate: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
  }

  /// An anchor source at the unit point `p` of the current view's bounds.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
    Anchor<CGPoint>.Source(make: { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) },
                           translate: { CGPoint(x: $0.x + $1.width, y: $0.y + $1.height) })
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor where Value == CGRect {
  /// An anchor of a rect already in root coordinates (for containers built on the public API, like Charts' plot frame).
  package init(rootRect: CGRect) {
    self.init(rootValue: rootRect, translate: { $0.offsetBy(dx: $1.width, dy: $1.height) })
  }
}
