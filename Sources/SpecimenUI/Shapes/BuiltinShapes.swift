import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
nonisolated public struct Rectangle: InsettableShape {
  var insetAmount: CGFloat = 0
  public init() {}
  public func path(in rect: CGRect) -> Path {
    ShapeInset.rect(rect, by: insetAmount, shape: "Rectangle").map { Path($0) } ?? Path()
  }
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
  /// The rounded rectangle in `rect`; a NaN or negative radius draws square corners and is named (an infinite one is
  /// as round as the rectangle allows, as SwiftUI clamps a radius to half the shorter side).
  public func path(in rect: CGRect) -> Path {
    let (w, h) = (cornerSize.width, cornerSize.height)
    if w.isNaN || w < 0 || h.isNaN || h < 0 {
      let named = w == h || (w.isNaN && h.isNaN) ? [("cornerRadius", w)] : [("cornerSize.width", w), ("cornerSize.height", h)]
      if let issue = CornerRadiusCheck.issue(named.filter { $0.1.isNaN || $0.1 < 0 }) {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "RoundedRectangle: " + issue))
      }
    }
    guard let r = ShapeInset.rect(rect, by: insetAmount, shape: "RoundedRectangle") else { return Path() }
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
    guard let r = ShapeInset.rect(rect, by: insetAmount, shape: "Capsule") else { return Path() }
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
  public func path(in rect: CGRect) -> Path {
    ShapeInset.rect(rect, by: insetAmount, shape: "Ellipse").map { Path(ellipseIn: $0) } ?? Path()
  }
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
    return ShapeInset.rect(square, by: insetAmount, shape: "Circle").map { Path(ellipseIn: $0) } ?? Path()
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
