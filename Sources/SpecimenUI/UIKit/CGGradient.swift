import Foundation

/// A definition of a smooth transition between colours, which `CGContext.drawLinearGradient` and
/// `drawRadialGradient` paint. Colours are interpolated component by component in sRGB (as Core Graphics does in an
/// RGB space).
public final class CGGradient: @unchecked Sendable {
  /// The colour stops, by location from 0 to 1.
  let stops: [(location: CGFloat, color: RGBA)]

  private init?(colors: [RGBA], locations: [CGFloat]?) {
    guard !colors.isEmpty else { return nil }
    let places: [CGFloat]
    if let locations {
      guard locations.count >= colors.count else { return nil }
      if let bad = locations.first(where: { !$0.isFinite }) {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "CGGradient: the locations hold \(NumberText.describe(bad)), not a finite "
          + "number from 0 to 1, so no gradient is made (nil) and nothing is drawn with it. Give locations from 0 to 1"))
        return nil
      }
      places = Array(locations.prefix(colors.count))
    } else {
      places = colors.count == 1 ? [0] : colors.indices.map { CGFloat($0) / CGFloat(colors.count - 1) }
    }
    // Sorted by location, equal locations kept in the order given.
    stops = zip(places, colors).enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      .map { (min(max($0.element.0, 0), 1), $0.element.1) }
  }

  /// Creates a gradient from an array of `CGColor`s at `locations` (evenly spaced when nil); nil when there are no
  /// colours, an element is not a `CGColor`, or a location is missing or not a finite number.
  public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let items = colors.map { $0 as AnyObject }
    let cgColors = items.compactMap { $0 as? CGColor }
    guard cgColors.count == items.count else { return nil }
    let places = locations.map { Array(UnsafeBufferPointer(start: $0, count: cgColors.count)) }
    self.init(colors: cgColors.map(\.rgba), locations: places)
  }

  /// Creates a gradient from `count` colours given as components (then alpha) in `space`, at `locations` (evenly
  /// spaced when nil); nil for no colours or components that are not finite numbers.
  public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                           locations: UnsafePointer<CGFloat>?, count: Int) {
    guard count > 0, count <= Self.maxStops else { return nil }
    let width = space.numberOfComponents + 1
    let values = Array(UnsafeBufferPointer(start: components, count: count * width))
    if let bad = values.first(where: { !$0.isFinite }) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "CGGradient(colorSpace:colorComponents:locations:count:): the components hold "
        + "\(NumberText.describe(bad)), not a finite number, so no gradient is made (nil) and nothing is drawn with it. Give "
        + "components from 0 to 1"))
      return nil
    }
    let colors = (0..<count).map { space.color(values[($0 * width)..<($0 * width + width)]) }
    self.init(colors: colors, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
  }

  /// The most colour stops a gradient from components takes (a count past it gives nil, not a huge read).
  static let maxStops = 10_000

  /// The colour at `t` (0 to 1; the end colours past the ends).
  func color(at t: CGFloat) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    let upper = stops.firstIndex { $0.location >= t } ?? stops.count - 1
    let a = stops[upper - 1], b = stops[upper]
    let span = b.location - a.location
    let f = span > 0 ? Double((t - a.location) / span) : 1
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
  }

  /// The gradient as SwiftUI's, for a canvas's shadings.
  var gradient: Gradient {
    Gradient(stops: stops.map { Gradient.Stop(color: Color(.rgba($0.color)), location: $0.location) })
  }
}

/// Drawing options for gradients.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The fill extends beyond the starting location (with the first colour).
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// The fill extends beyond the ending location (with the last colour).
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Where a point falls along a gradient: the linear or radial geometry of one `drawLinearGradient` /
/// `drawRadialGradient` call, in the user space of the call.
enum GradientGeometry {
  case linear(start: CGPoint, end: CGPoint)
  case radial(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)

  /// The gradient parameter at `p`, or nil where the gradient paints nothing (before its start or after its end
  /// without the option that extends it, or outside every circle of a radial gradient).
  func parameter(at p: CGPoint, options: CGGradientDrawingOptions) -> CGFloat? {
    func allowed(_ t: CGFloat) -> Bool {
      (t >= 0 || options.contains(.drawsBeforeStartLocation)) && (t <= 1 || options.contains(.drawsAfterEndLocation))
    }
    switch self {
    case let .linear(start, end):
      let dx = end.x - start.x, dy = end.y - start.y, length = dx * dx + dy * dy
      guard length > 0 else { return nil }
      let t = ((p.x - start.x) * dx + (p.y - start.y) * dy) / length
      return allowed(t) ? t : nil
    case let .radial(c0, r0, c1, r1):
      // The largest t whose circle (centre c0 + t·(c1 − c0), radius r0 + t·(r1 − r0) ≥ 0) passes through p.
      let cdx = c1.x - c0.x, cdy = c1.y - c0.y, dr = r1 - r0
      let pdx = p.x - c0.x, pdy = p.y - c0.y
      let a = cdx * cdx + cdy * cdy - dr * dr
      let b = pdx * cdx + pdy * cdy + r0 * dr
      let c = pdx * pdx + pdy * pdy - r0 * r0
      var roots: [CGFloat] = []
      if abs(a) < 1e-9 {
        if b != 0 { roots = [c / (2 * b)] }
      } else {
        let discriminant = b * b - a * c
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        roots = [(b + root) / a, (b - root) / a].sorted(by: >)
      }
      return roots.first { r0 + $0 * dr >= 0 && allowed($0) }
    }
  }
}
