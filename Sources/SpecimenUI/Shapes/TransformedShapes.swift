import Foundation

nonisolated extension Shape {
  /// Rotates this shape around an anchor point of its frame (SwiftUI's `Shape.rotation(_:anchor:)`).
  ///
  /// The outline turns inside the same frame, so chained `trim`/`stroke` follow the rotated path
  /// (e.g. a gauge arc that starts at the bottom left).
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// Scales this shape about an anchor point of its frame (SwiftUI's `Shape.scale(x:y:anchor:)`).
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  /// Scales this shape uniformly about an anchor point of its frame.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// Moves this shape's path by `offset` inside the same frame (SwiftUI's `Shape.offset(_:)`); the
  /// result is still a shape, so `.fill`, `.stroke` and the set operations follow it. A distance that is not
  /// finite moves nothing along its axis, and one past any screen is moved as given; both are named.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
  /// Moves this shape's path by the point's coordinates.
  public func offset(_ offset: CGPoint) -> OffsetShape<Self> { self.offset(CGSize(width: offset.x, height: offset.y)) }
  /// Moves this shape's path by `x` and `y` points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { offset(CGSize(width: x, height: y)) }

  /// Maps this shape's path by an affine transform (SwiftUI's `Shape.transform(_:)`).
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }

  /// This shape made in a rect of `size` at its frame's origin, whatever the frame's size (iOS 17). The
  /// layout of a view made from it does not change.
  public func size(_ size: CGSize) -> some Shape { SizedShape(shape: self, size: size) }
  /// This shape made in a rect `width` by `height` at its frame's origin (iOS 17).
  public func size(width: CGFloat, height: CGFloat) -> some Shape { size(CGSize(width: width, height: height)) }
}

/// A shape with its path moved by an offset in the same frame.
nonisolated public struct OffsetShape<Content: Shape>: Shape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
  public var shape: Content
  public var offset: CGSize

  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    // A non-finite distance moves nothing along its axis (a NaN point would poison the whole path).
    if !(offset.width.isFinite && offset.height.isFinite) {
      ShapeArgumentCheck.report("Shape.offset(_:) of (\(NumberText.describe(Double(offset.width))), \(NumberText.describe(Double(offset.height)))) "
        + "is not a finite offset; the path is not moved along an axis whose distance is not finite. Give finite distances")
    }
    // A finite distance past any screen moves the path as given, off every image, so it is named.
    let longest = LayoutArgumentCheck.longestLength
    if [offset.width, offset.height].contains(where: { $0.isFinite && abs($0) > longest }) {
      ShapeArgumentCheck.report("Shape.offset(_:) of (\(NumberText.describe(Double(offset.width))), \(NumberText.describe(Double(offset.height)))) "
        + "is \(LayoutArgumentCheck.beyondAnyScreen); the path is moved as given, so the shape is drawn outside every screen. "
        + "Give distances that fit on a screen")
    }
    let dx = offset.width.isFinite ? offset.width : 0, dy = offset.height.isFinite ? offset.height : 0
    return shape.path(in: rect).offsetBy(dx: dx, dy: dy)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

nonisolated extension OffsetShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape with an affine transform applied to its path.
nonisolated public struct TransformedShape<Content: Shape>: Shape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
  public var shape: Content
  public var transform: CGAffineTransform

  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  public func path(in rect: CGRect) -> Path {
    // A transform with a NaN or infinite entry draws the path unmoved.
    guard transform.hasFiniteEntries else {
      ShapeArgumentCheck.report("Shape.transform(_:): \(ShapeArgumentCheck.describe(transform)) has entries that are not finite; "
        + "the path is drawn untransformed. Build the transform from finite numbers")
      return shape.path(in: rect)
    }
    return shape.path(in: rect).applying(transform)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape asked for its path in a rect of a fixed size at the frame's origin (`Shape.size(_:)`).
nonisolated struct SizedShape<Content: Shape>: Shape {
  var shape: Content
  var size: CGSize
  var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
  func path(in rect: CGRect) -> Path {
    func checked(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
    let used = CGSize(width: checked(size.width), height: checked(size.height))
    if used != size {
      ShapeArgumentCheck.report("Shape.size(width: \(NumberText.describe(Double(size.width))), height: \(NumberText.describe(Double(size.height)))) "
        + "is not a finite size of 0 or more; the shape is made \(NumberText.describe(Double(used.width))) by "
        + "\(NumberText.describe(Double(used.height))) pt. Give finite lengths of 0 or more")
    }
    return shape.path(in: CGRect(origin: rect.origin, size: used))
  }
}

/// A shape with a rotation applied to its path.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
  public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    // A NaN or infinite angle or anchor turns nothing (a NaN pivot would poison the whole path).
    let problems = [angle.radians.isFinite ? nil : "angle .degrees(\(NumberText.describe(angle.degrees)))",
                    ShapeArgumentCheck.unusable(anchor)].compactMap { $0 }
    guard problems.isEmpty else {
      ShapeArgumentCheck.report("Shape.rotation(_:anchor:): " + problems.joined(separator: " and ") + (problems.count == 1 ? " is" : " are")
        + " not finite; the path is drawn unrotated. Give a finite angle and anchor")
      return shape.path(in: rect)
    }
    let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    let c = cos(angle.radians), s = sin(angle.radians)
    return shape.path(in: rect).mappingPoints { p in
      let dx = p.x - pivot.x, dy = p.y - pivot.y
      return CGPoint(x: pivot.x + dx * c - dy * s, y: pivot.y + dx * s + dy * c)
    }
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A shape with a scale applied to its path.
nonisolated public struct ScaledShape<Content: Shape>: Shape {
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
  public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    // Non-finite factors draw unscaled along their axis, a non-finite anchor draws the path unscaled (a NaN pivot would
    // poison the whole path); factors are kept within ±1 000 (as `.scaleEffect` is) so coordinates stay within what
    // Cairo can draw.
    let factors = scale.width.isFinite && scale.height.isFinite ? nil
      : "factors (x: \(NumberText.describe(Double(scale.width))), y: \(NumberText.describe(Double(scale.height))))"
    if let anchorProblem = ShapeArgumentCheck.unusable(anchor) {
      ShapeArgumentCheck.report("Shape.scale(x:y:anchor:): " + [factors, anchorProblem].compactMap { $0 }.joined(separator: " and ")
        + (factors == nil ? " is" : " are") + " not finite; the path is drawn unscaled. Give finite factors and a finite anchor")
      return shape.path(in: rect)
    }
    if let factors {
      ShapeArgumentCheck.report("Shape.scale(x:y:anchor:): \(factors) are not finite; the path is drawn unscaled along an axis whose "
        + "factor is not finite. Give finite factors")
    }
    let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
    func checked(_ f: CGFloat) -> CGFloat { f.isFinite ? min(max(f, -1_000), 1_000) : 1 }
    let sx = checked(scale.width), sy = checked(scale.height)
    return shape.path(in: rect).mappingPoints { p in
      CGPoint(x: pivot.x + (p.x - pivot.x) * sx, y: pivot.y + (p.y - pivot.y) * sy)
    }
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Path {
  /// This path with every point and control point moved by `transform` (an affine map keeps curves exact).
  func mappingPoints(_ transform: (CGPoint) -> CGPoint) -> Path {
    var copy = Path()
    for element in elements {
      switch element {
      case .move(let p): copy.move(to: transform(p))
      case .line(let p): copy.addLine(to: transform(p))
      case .quadCurve(let p, let c): copy.addQuadCurve(to: transform(p), control: transform(c))
      case .curve(let p, let c1, let c2): copy.addCurve(to: transform(p), control1: transform(c1), control2: transform(c2))
      case .closeSubpath: copy.closeSubpath()
      }
    }
    return copy
  }
}

/// Warnings for shape and path arguments that cannot be honoured (a NaN offset, an infinite transform), named by the
/// method that took them, as the layout modifiers' are (`LayoutArgumentCheck`).
enum ShapeArgumentCheck {
  static func report(_ message: String) { ResolveIssues.report(ResolveIssue(.invalidNumber, message)) }

  /// "anchor UnitPoint(x: …, y: …)" when a coordinate of `anchor` is NaN or infinite, else nil.
  static func unusable(_ anchor: UnitPoint) -> String? {
    anchor.x.isFinite && anchor.y.isFinite ? nil
      : "anchor UnitPoint(x: \(NumberText.describe(Double(anchor.x))), y: \(NumberText.describe(Double(anchor.y))))"
  }

  /// The transform's six entries as Swift's `CGAffineTransform(a:b:c:d:tx:ty:)` takes them.
  static func describe(_ t: CGAffineTransform) -> String {
    let entries = [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)]
    return "CGAffineTransform(" + entries.map { "\($0.0): \(NumberText.describe(Double($0.1)))" }.joined(separator: ", ") + ")"
  }
}
