import Foundation

/// A proxy that gives access to a chart's scales: positions of values in the plot area and back.
public struct ChartProxy {
  let model: ChartModel
  /// The plot area's size.
  public let plotSize: CGSize
  /// The plot area's frame in root coordinates.
  let rootFrame: CGRect

  /// The size of the plot area (iOS 16 name).
  public var plotAreaSize: CGSize { plotSize }
  /// The plot area's frame, to read with a `GeometryProxy` (iOS 16 name).
  public var plotAreaFrame: Anchor<CGRect> { Anchor(rootRect: rootFrame) }
  /// The plot's frame, to read with a `GeometryProxy` (iOS 17).
  public var plotFrame: Anchor<CGRect>? { Anchor(rootRect: rootFrame) }

  /// The x position of `value` in the plot area, or nil when it is not on the x scale.
  public func position<P: Plottable>(forX value: P) -> CGFloat? {
    model.fraction(of: value.plotPrimitive, onX: true).map { CGFloat($0) * plotSize.width }
  }
  /// The y position of `value` in the plot area, or nil when it is not on the y scale.
  public func position<P: Plottable>(forY value: P) -> CGFloat? {
    model.fraction(of: value.plotPrimitive, onX: false).map { CGFloat(1 - $0) * plotSize.height }
  }
  /// The position of an (x, y) value pair in the plot area.
  public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
    guard let px = position(forX: value.x), let py = position(forY: value.y) else { return nil }
    return CGPoint(x: px, y: py)
  }
  /// The x value at a position in the plot area.
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
    guard plotSize.width > 0, position.isFinite else { return nil }
    return Self.value(model.x, fraction: Double(position / plotSize.width)).flatMap { P.fromPlotPrimitive($0) }
  }
  /// The y value at a position in the plot area.
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
    guard plotSize.height > 0, position.isFinite else { return nil }
    return Self.value(model.y, fraction: 1 - Double(position / plotSize.height)).flatMap { P.fromPlotPrimitive($0) }
  }
  /// The (x, y) values at a position in the plot area.
  public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
    guard let vx: X = value(atX: location.x), let vy: Y = value(atY: location.y) else { return nil }
    return (vx, vy)
  }

  /// The scale's value at a fraction of its length: the category whose band holds it, or the interpolated number or date.
  static func value(_ scale: ChartScale, fraction: Double) -> PlotPrimitive? {
    // A location of NaN or ∞, or a plot of zero length, has no value on the scale.
    guard fraction.isFinite else { return nil }
    switch scale {
    case .none: return nil
    case .numeric(let lo, let hi, _): return .number(lo + (hi - lo) * fraction)
    case .date(let lo, let hi, _, _, _): return .date(Date(timeIntervalSinceReferenceDate: lo + (hi - lo) * fraction))
    case .category(let names):
      guard !names.isEmpty else { return nil }
      let index = Int(saturating: (fraction * Double(names.count)).rounded(.down))
      return .category(names[min(max(index, 0), names.count - 1)])
    }
  }
}
