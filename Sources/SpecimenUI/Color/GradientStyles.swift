import Foundation

/// A linear gradient: colors change along the line from `startPoint` to `endPoint` (unit points of the filled bounds).
///
/// Like SwiftUI's, it is a shape style and a view that fills its frame.
public struct LinearGradient: ShapeStyle {
  var gradient: Gradient
  var startPoint: UnitPoint
  var endPoint: UnitPoint

  /// Creates a linear gradient from a base gradient.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  /// Creates a linear gradient from a collection of colors.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  /// Creates a linear gradient from a collection of color stops.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    .linearGradient(stops: gradient.resolvedStops(in: environment), start: startPoint, end: endPoint)
  }
}

/// A radial gradient: colors change from `startRadius` to `endRadius` (points) around `center`.
public struct RadialGradient: ShapeStyle {
  var gradient: Gradient
  var center: UnitPoint
  var startRadius: CGFloat
  var endRadius: CGFloat

  /// Creates a radial gradient from a base gradient.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  /// Creates a radial gradient from a collection of colors.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// Creates a radial gradient from a collection of color stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    .radialGradient(stops: gradient.resolvedStops(in: environment), center: center,
                    startRadius: Double(startRadius), endRadius: Double(endRadius))
  }
}

/// An angular (conic) gradient: colors change with the angle around `center`, 0° pointing trailing and increasing clockwise.
///
/// Equal start and end angles (the defaults) draw one full turn, as SwiftUI does.
public struct AngularGradient: ShapeStyle {
  var gradient: Gradient
  var center: UnitPoint
  var startAngle: Angle
  var endAngle: Angle

  /// Creates an angular gradient from a base gradient.
  public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }
  /// Creates an angular gradient from a collection of colors.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// Creates an angular gradient from a collection of color stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// Creates a conic gradient that completes a full turn, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
  }
  /// Creates a conic gradient from a collection of colors that completes a full turn.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  /// Creates a conic gradient from a collection of color stops that completes a full turn.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    let start = startAngle.radians
    let end = endAngle.radians == start ? start + 2 * .pi : endAngle.radians
    return .angularGradient(stops: gradient.resolvedStops(in: environment), center: center, startAngle: start, endAngle: end)
  }
}

/// Makes a gradient style a view: a rectangle filling its frame, like a `Color`.
func gradientNode(_ name: String, _ paint: Paint) -> ResolvedNode {
  let leaf = ShapeLeaf(
    name: name, path: { Path($0) }, sizeThatFits: { $0.replacingUnspecifiedDimensions() },
    drawing: .fill(FillStyle()), paint: paint)
  return ResolvedNode(.shape(leaf), type: name)
}

extension LinearGradient: View, PrimitiveView {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    gradientNode("LinearGradient", _paint(in: context.environment, level: 0))
  }
}

extension RadialGradient: View, PrimitiveView {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    gradientNode("RadialGradient", _paint(in: context.environment, level: 0))
  }
}

extension AngularGradient: View, PrimitiveView {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    gradientNode("AngularGradient", _paint(in: context.environment, level: 0))
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient between two points.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient defined by a collection of colors.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient defined by a collection of color stops.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient.
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient defined by a collection of colors.
  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient defined by a collection of color stops.
  public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient.
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient defined by a collection of colors.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient defined by a collection of color stops.
  public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// A conic gradient that completes a full turn.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  /// A conic gradient defined by a collection of colors that completes a full turn.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
  /// A conic gradient defined by a collection of color stops that completes a full turn.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
