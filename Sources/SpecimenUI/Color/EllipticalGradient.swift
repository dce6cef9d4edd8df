import Foundation

/// A radial gradient whose ellipse is fitted to the shape it fills: radii are fractions of the
/// bounds' size (0.5 reaches the edges), so a wide shape gets a wide ellipse.
public struct EllipticalGradient: ShapeStyle {
  var gradient: Gradient
  var center: UnitPoint
  var startRadiusFraction: CGFloat
  var endRadiusFraction: CGFloat

  /// Creates an elliptical gradient from a base gradient.
  public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  /// Creates an elliptical gradient from a collection of colors.
  public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  /// Creates an elliptical gradient from a collection of color stops.
  public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    .ellipticalGradient(stops: gradient.resolvedStops(in: environment), center: center,
                        startFraction: Double(startRadiusFraction), endFraction: Double(endRadiusFraction))
  }
}

extension EllipticalGradient: View, PrimitiveView {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    gradientNode("EllipticalGradient", _paint(in: context.environment, level: 0))
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient fitted to the shape it fills.
  public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient of colors fitted to the shape it fills.
  public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient of stops fitted to the shape it fills.
  public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}
