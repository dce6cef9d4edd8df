import Foundation

/// A type that can serve as a scale's domain: a range or array of plottable values, or `.automatic`.
public protocol ScaleDomain {
  var _domainSpec: _ScaleDomainSpecBox { get }
}

/// An erased domain (public only so `ScaleDomain` can name it).
public struct _ScaleDomainSpecBox { let spec: ScaleDomainSpec }

extension ClosedRange: ScaleDomain where Bound: Plottable {
  public var _domainSpec: _ScaleDomainSpecBox { _ScaleDomainSpecBox(spec: .range(lowerBound.plotPrimitive, upperBound.plotPrimitive)) }
}
extension Range: ScaleDomain where Bound: Plottable {
  public var _domainSpec: _ScaleDomainSpecBox { _ScaleDomainSpecBox(spec: .range(lowerBound.plotPrimitive, upperBound.plotPrimitive)) }
}
extension Array: ScaleDomain where Element: Plottable {
  public var _domainSpec: _ScaleDomainSpecBox { _ScaleDomainSpecBox(spec: .values(map(\.plotPrimitive))) }
}

/// The domain the chart infers from its data.
public struct AutomaticScaleDomain: ScaleDomain {
  let includesZero: Bool?
  let reversed: Bool?
  public var _domainSpec: _ScaleDomainSpecBox { _ScaleDomainSpecBox(spec: .automatic(includesZero: includesZero, reversed: reversed)) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  /// The inferred domain.
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
  /// The inferred domain, with or without zero.
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
    AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
  }
}

/// A type that can serve as a scale's range; accepted, the plot area is the range.
public protocol ScaleRange {}

/// The plot's dimension as a scale range, with padding.
public struct PlotDimensionScaleRange: ScaleRange {
  /// The padding at the start and end, in points, as given (checked by `ScaleRangeCheck`).
  let startPadding: CGFloat
  let endPadding: CGFloat
  init(startPadding: CGFloat = 0, endPadding: CGFloat = 0) { (self.startPadding, self.endPadding) = (startPadding, endPadding) }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
  /// The whole plot dimension.
  public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange() }
  /// The plot dimension less padding at both ends.
  public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: padding, endPadding: padding) }
  /// The plot dimension less padding at each end.
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
    PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
  }
}

/// The numbers of a scale range, checked where they enter (`chartXScale(range:)`, `chartYScale(range:)`). Specimen's
/// scales always span the plot area, so a range changes nothing drawn; one with a bound or padding that is not
/// finite, or bounds out of order, is still a mistake and is named in the chart's warnings.
enum ScaleRangeCheck {
  static func problem<R: ScaleRange>(_ range: R, _ modifier: String) -> String? {
    let text = { (v: CGFloat) in NumberText.describe(Double(v)) }
    if let bounds = range as? ClosedRange<CGFloat> {
      let (lower, upper) = (bounds.lowerBound, bounds.upperBound)
      if !lower.isFinite || !upper.isFinite {
        return "Chart: .\(modifier)(range: \(text(lower))...\(text(upper))) has a bound that is not a finite position; the scale "
          + "spans the plot area. Give finite bounds in points"
      }
      if lower > upper {
        return "Chart: .\(modifier)(range: \(text(lower))...\(text(upper))) has its lower bound above its upper; the scale spans "
          + "the plot area. Give the bounds in order"
      }
    }
    if let plot = range as? PlotDimensionScaleRange, !plot.startPadding.isFinite || !plot.endPadding.isFinite {
      return "Chart: .\(modifier)(range: .plotDimension(startPadding: \(text(plot.startPadding)), endPadding: \(text(plot.endPadding)))) "
        + "has a padding that is not a finite length; the scale spans the plot area. Give finite paddings in points"
    }
    return nil
  }
}
extension ClosedRange: ScaleRange where Bound == CGFloat {}

/// A scale's type; accepted, the chart picks linear, date or category scales from the data.
public struct ScaleType: Sendable {
  let name: String
  public static var linear: ScaleType { ScaleType(name: "linear") }
  public static var log: ScaleType { ScaleType(name: "log") }
  public static var squareRoot: ScaleType { ScaleType(name: "squareRoot") }
  public static var symmetricLog: ScaleType { ScaleType(name: "symmetricLog") }
  public static var date: ScaleType { ScaleType(name: "date") }
  public static var category: ScaleType { ScaleType(name: "category") }
  public static func power(exponent: Double = 1) -> ScaleType { ScaleType(name: "power") }
}
