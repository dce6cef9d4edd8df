import Foundation

/// A color gradient represented as an array of color stops, each having a parametric location value.
///
/// As a shape style it draws top to bottom, like SwiftUI's.
public struct Gradient: Hashable, Sendable, ShapeStyle {
  /// One color stop in the gradient.
  public struct Stop: Hashable, Sendable {
    /// The color for the stop.
    public var color: Color
    /// The parametric location of the stop (0…1).
    public var location: CGFloat

    /// Creates a color stop with a color and location.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The array of color stops.
  public var stops: [Stop]

  /// Creates a gradient from an array of color stops.
  public init(stops: [Stop]) { self.stops = stops }

  /// Creates a gradient from an array of colors, spaced evenly from 0 to 1.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(last)) }
  }

  /// The stops resolved in `environment`, sorted by location; stops given out of order are named.
  /// Past `GradientStopLimit.maxStops`, an evenly spaced selection of them (reported), resolving only those.
  func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
    Self.reportOrder(of: stops)
    let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
    return GradientStopLimit.kept(sorted)
      .map { GradientStop(color: Color.rgba($0.element.color.storage, environment), location: Double($0.element.location)) }
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    .linearGradient(stops: resolvedStops(in: environment), start: .top, end: .bottom)
  }

  /// Reports stops whose locations go down somewhere: Apple documents each location as a value in 0…1 and publishes no
  /// order of its own, so such a gradient is drawn sorted by location and named (a stop list typed backwards is a
  /// common slip: its colours come out the other way round).
  static func reportOrder(of stops: [Stop]) {
    guard let next = stops.indices.dropFirst().first(where: { stops[$0].location < stops[$0 - 1].location }) else { return }
    let text = { (value: CGFloat) in NumberText.describe(Double(value)) }
    let shown = stops.prefix(8).map { text($0.location) }.joined(separator: ", ") + (stops.count > 8 ? ", …" : "")
    ResolveIssues.report(ResolveIssue(.invalidNumber, "Gradient stops are not in order of location (\(shown)): stop \(next) at "
      + "\(text(stops[next].location)) comes after one at \(text(stops[next - 1].location)); drawn sorted by location. List the stops "
      + "from the lowest location to the highest"))
  }
}

/// A color gradient, type-erased; `Color.gradient` returns one.
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
  enum Source: Hashable, Sendable {
    case gradient(Gradient)
    /// `Color.gradient`: stops made from the color once it is resolved.
    case color(Color)
  }
  let source: Source

  /// Creates a new instance from the specified gradient.
  public init(_ gradient: Gradient) { source = .gradient(gradient) }

  init(color: Color) { source = .color(color) }

  /// The stops in `environment`.
  ///
  /// For `Color.gradient`, iOS draws the color as a subtle top-to-bottom ramp. Specimen
  /// uses two stops: at 0 the color mixed 12% toward white, at 1 the color mixed 8%
  /// toward black (alpha kept), which keeps the middle of the fill at the color itself
  /// within 2%.
  func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
    switch source {
    case .gradient(let gradient): return gradient.resolvedStops(in: environment)
    case .color(let color):
      let c = Color.rgba(color.storage, environment)
      return [GradientStop(color: AnyGradient.mix(c, .white, 0.12), location: 0),
              GradientStop(color: AnyGradient.mix(c, .black, 0.08), location: 1)]
    }
  }

  static func mix(_ c: RGBA, _ toward: RGBA, _ amount: Double) -> RGBA {
    func m(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
    return RGBA(red: m(c.red, toward.red), green: m(c.green, toward.green), blue: m(c.blue, toward.blue), alpha: c.alpha)
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    .linearGradient(stops: resolvedStops(in: environment), start: .top, end: .bottom)
  }
}

extension Color {
  /// A standard gradient for the color: a subtle top-to-bottom ramp around the color.
  public var gradient: AnyGradient { AnyGradient(color: self) }
}
