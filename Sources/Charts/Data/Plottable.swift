import Foundation

/// A type that can serve as data to plot in a chart.
public protocol Plottable {
  /// A primitive plottable type.
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  /// The primitive plottable value that corresponds to the plottable value of the underlying type.
  var primitivePlottable: PrimitivePlottable { get }
  /// Creates the plottable value that corresponds to the primitive plottable value, if any.
  init?(primitivePlottable: PrimitivePlottable)
}

/// A type that represents the primitive plottable types supported by the framework.
public protocol PrimitivePlottableProtocol: Plottable where Self == Self.PrimitivePlottable {
  /// The value as the chart computes with it.
  var _plotPrimitive: PlotPrimitive { get }
  /// The value a chart hands back (axis values, chart proxies), if it is of this type.
  static func _fromPlotPrimitive(_ primitive: PlotPrimitive) -> Self?
}

extension PrimitivePlottableProtocol {
  /// The value itself.
  public var primitivePlottable: Self { self }
  /// The value itself.
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
  /// The raw value (an enum with `String` raw values plots as categories).
  public var primitivePlottable: RawValue { rawValue }
  /// The case with this raw value.
  public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// A plotted value as the chart computes with it: a number, a category or a date.
public enum PlotPrimitive: Hashable, Sendable {
  /// A quantitative value.
  case number(Double)
  /// A categorical value.
  case category(String)
  /// A temporal value.
  case date(Date)
}

extension String: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .category(self) }
  public static func _fromPlotPrimitive(_ primitive: PlotPrimitive) -> String? {
    if case .category(let s) = primitive { return s }
    return nil
  }
}

extension Date: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .date(self) }
  public static func _fromPlotPrimitive(_ primitive: PlotPrimitive) -> Date? {
    if case .date(let d) = primitive { return d }
    return nil
  }
}


extension Double: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(self) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> Double? { if case .number(let v) = p { return v }; return nil }
}
extension Float: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> Float? { if case .number(let v) = p { return Float(v) }; return nil }
}
extension CGFloat: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> CGFloat? { if case .number(let v) = p { return CGFloat(v) }; return nil }
}

/// Integers answer a chart's Double when it is finite and in their range (truncated, as `Int(exactly:)` would refuse fractions).
private func integer<I: BinaryInteger>(_ p: PlotPrimitive, _ type: I.Type) -> I? {
  guard case .number(let v) = p, v.isFinite else { return nil }
  return I(exactly: v.rounded(.towardZero))
}

extension Int: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> Int? { integer(p, Int.self) }
}
extension Int8: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> Int8? { integer(p, Int8.self) }
}
extension Int16: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> Int16? { integer(p, Int16.self) }
}
extension Int32: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> Int32? { integer(p, Int32.self) }
}
extension Int64: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> Int64? { integer(p, Int64.self) }
}
extension UInt: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> UInt? { integer(p, UInt.self) }
}
extension UInt8: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> UInt8? { integer(p, UInt8.self) }
}
extension UInt16: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> UInt16? { integer(p, UInt16.self) }
}
extension UInt32: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> UInt32? { integer(p, UInt32.self) }
}
extension UInt64: PrimitivePlottableProtocol {
  public var _plotPrimitive: PlotPrimitive { .number(Double(self)) }
  public static func _fromPlotPrimitive(_ p: PlotPrimitive) -> UInt64? { integer(p, UInt64.self) }
}

extension Plottable {
  /// This value as the chart computes with it.
  var plotPrimitive: PlotPrimitive { primitivePlottable._plotPrimitive }
  /// A value of this type from a chart's primitive, if it converts.
  static func fromPlotPrimitive(_ primitive: PlotPrimitive) -> Self? {
    PrimitivePlottable._fromPlotPrimitive(primitive).flatMap { Self(primitivePlottable: $0) }
  }
}

/// `Decimal` plots as a number: public chart code formats decimal amounts on axes
/// (`AxisMarks(format: Decimal.FormatStyle.Percent())`), which needs it to be plottable.
extension Decimal: Plottable {
  /// The decimal as a `Double`.
  public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
  /// The decimal nearest a finite `Double`; nil for NaN or ±∞.
  public init?(primitivePlottable: Double) {
    guard primitivePlottable.isFinite else { return nil }
    self.init(primitivePlottable)
  }
}
