import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  public func inset(by amount: CGFloat) -> Rectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
  /// `.fixed`: the shape is symmetric, so it is drawn as its path gives it in either direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// A rectangular shape with rounded corners.
nonisolated public struct RoundedRectangle: InsettableShape {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }
  public func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let size = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
    return Path(roundedRect: r, cornerSize: size, style: style)
  }
  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
  /// `.fixed`: the shape is symmetric, so it is drawn as its path gives it in either direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// A capsule shape: a rounded rectangle whose corner radius is half its shorter side.
nonisolated public struct Capsule: InsettableShape {
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0
  public init(style: RoundedCornerStyle = .circular) { self.style = style }
  public func path(in rect: CGRect) -> Path {
    let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
    let radius = min(r.width, r.height) / 2
    return Path(roundedRect: r, cornerRadius: radius, style: style)
  }
  public func inset(by amount: CGFloat) -> Capsule {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
  /// `.fixed`: the shape is symmetric, so it is drawn as its path gives it in either direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// An ellipse aligned inside the frame of the view containing it.
nonisolated public struct Ellipse: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
  public func inset(by amount: CGFloat) -> Ellipse {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
  /// `.fixed`: the shape is symmetric, so it is drawn as its path gives it in either direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// A circle centered on the frame of the view containing it; it sizes itself as a square.
nonisolated public struct Circle: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
  }
  /// A square of the smaller proposed side (layout-rules.md rule 8); nil dimensions count as 10.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let size = proposal.replacingUnspecifiedDimensions()
    let side = min(size.width, size.height)
    return CGSize(width: side, height: side)
  }
  public func inset(by amount: CGFloat) -> Circle {
    var copy = self
    copy.insetAmount += amount
    return copy
  }
  /// `.fixed`: the shape is symmetric, so it is drawn as its path gives it in either direction.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Path: Shape {
  public func path(in rect: CGRect) -> Path { self }
  /// `.fixed`: a path is drawn at its own points in either direction (Apple documents only the `Shape` default).
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

nonisolated extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}
nonisolated extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}
nonisolated extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  /// A capsule shape with the given corner style.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
nonisolated extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}
nonisolated extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Color: View, PrimitiveView {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    let leaf = ShapeLeaf(
      name: "Color", path: { Path($0) }, sizeThatFits: { $0.replacingUnspecifiedDimensions() },
      drawing: .fill(FillStyle()), paint: _paint(in: context.environment, level: 0))
    return ResolvedNode(.shape(leaf), type: "Color")
  }
}
