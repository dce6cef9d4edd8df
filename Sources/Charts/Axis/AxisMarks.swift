import Foundation

/// A type that represents the content of a chart's axis: one or more `AxisMarks`.
public protocol AxisContent {
  /// Adds this content's marks groups to `list`.
  func _collect(into list: inout [AxisMarksRecord])
}

/// A group of visual marks that a chart draws to indicate the composition of a chart's axes.
public struct AxisMarks<Content>: AxisContent {
  let record: AxisMarksRecord
  public func _collect(into list: inout [AxisMarksRecord]) { list.append(record) }
}

/// What an `AxisMarks` asked for, erased.
public struct AxisMarksRecord: @unchecked Sendable {
  var preset: AxisMarkPreset = .automatic
  var position: AxisMarkPosition = .automatic
  var values: AxisMarkValues = .automatic
  var explicitValues: [PlotPrimitive]?
  var stroke: StrokeStyle?
  /// Formats a value's default label; nil uses the axis's own format.
  var format: ((PlotPrimitive) -> String?)?
  /// The marks drawn at a value; nil draws the default grid line, tick and label.
  var content: ((AxisValue) -> [_AxisElement])?
}

extension AxisMarks where Content == Never {
  /// Axis marks with the default grid lines, ticks and labels at `values`.
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
    record = AxisMarksRecord(preset: preset, position: position, values: values, stroke: stroke)
  }
  /// Axis marks with the default content at the given values.
  public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
    record = AxisMarksRecord(preset: preset, position: position, explicitValues: values.map(\.plotPrimitive), stroke: stroke)
  }
  /// Axis marks whose default labels use `format`.
  public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                   values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
  where Format.FormatInput: Plottable, Format.FormatOutput == String {
    record = AxisMarksRecord(preset: preset, position: position, values: values, stroke: stroke, format: AxisFormat.make(format))
  }
  /// Axis marks at the given values whose default labels use `format`.
  public init<Value: Plottable, Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                                     values: [Value], stroke: StrokeStyle? = nil)
  where Value == Format.FormatInput, Format.FormatOutput == String {
    record = AxisMarksRecord(preset: preset, position: position, explicitValues: values.map(\.plotPrimitive), stroke: stroke, format: AxisFormat.make(format))
  }
}

extension AxisMarks where Content: AxisMark {
  /// Axis marks drawing `content` at each value.
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
              @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
    record = AxisMarksRecord(preset: preset, position: position, values: values, content: { value in content(value)._axisElements })
  }
  /// Axis marks drawing `content` at each of the given values.
  public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
    record = AxisMarksRecord(preset: preset, position: position, explicitValues: values.map(\.plotPrimitive),
                             content: { value in content(value)._axisElements })
  }
  /// Axis marks drawing the same `content` at each value.
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
              @AxisMarkBuilder content: @escaping () -> Content) {
    record = AxisMarksRecord(preset: preset, position: position, values: values, content: { _ in content()._axisElements })
  }
  /// Axis marks drawing the same `content` at each of the given values.
  public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                @AxisMarkBuilder content: @escaping () -> Content) {
    record = AxisMarksRecord(preset: preset, position: position, explicitValues: values.map(\.plotPrimitive), content: { _ in content()._axisElements })
  }
}

/// Turns a format style into a label function over chart values.
enum AxisFormat {
  static func make<F: FormatStyle>(_ format: F) -> (PlotPrimitive) -> String? where F.FormatInput: Plottable, F.FormatOutput == String {
    { primitive in F.FormatInput.fromPlotPrimitive(primitive).map { format.format($0) } }
  }
}

/// A result builder that combines `AxisMarks`.
@resultBuilder
public enum AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
  public static func buildBlock() -> _AxisContentList { _AxisContentList(parts: []) }
  public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> _AxisContentList {
    var parts: [any AxisContent] = []
    for part in repeat each content { parts.append(part) }
    return _AxisContentList(parts: parts)
  }
  public static func buildOptional(_ content: _AxisContentList?) -> _AxisContentList { content ?? _AxisContentList(parts: []) }
  public static func buildEither(first content: _AxisContentList) -> _AxisContentList { content }
  public static func buildEither(second content: _AxisContentList) -> _AxisContentList { content }
  public static func buildLimitedAvailability(_ content: _AxisContentList) -> _AxisContentList { content }
}

/// Axis content built by `@AxisContentBuilder`.
public struct _AxisContentList: AxisContent {
  let parts: [any AxisContent]
  public func _collect(into list: inout [AxisMarksRecord]) { for part in parts { part._collect(into: &list) } }
}

/// Where an axis's marks sit.
public struct AxisMarkPosition: Equatable, Sendable {
  enum Kind: Sendable { case automatic, leading, trailing, top, bottom }
  let kind: Kind
  public static var automatic: AxisMarkPosition { AxisMarkPosition(kind: .automatic) }
  public static var leading: AxisMarkPosition { AxisMarkPosition(kind: .leading) }
  public static var trailing: AxisMarkPosition { AxisMarkPosition(kind: .trailing) }
  public static var top: AxisMarkPosition { AxisMarkPosition(kind: .top) }
  public static var bottom: AxisMarkPosition { AxisMarkPosition(kind: .bottom) }
}

/// Describes preset styles for axis markers.
public struct AxisMarkPreset: Equatable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { name }
  public static var automatic: AxisMarkPreset { AxisMarkPreset(name: "automatic") }
  public static var aligned: AxisMarkPreset { AxisMarkPreset(name: "aligned") }
  public static var extended: AxisMarkPreset { AxisMarkPreset(name: "extended") }
  public static var inset: AxisMarkPreset { AxisMarkPreset(name: "inset") }
}

/// Describes the values the axis markers present (one for each value).
public struct AxisMarkValues: @unchecked Sendable {
  enum Kind { case automatic(desiredCount: Int?), numericStride(Double), dateStride(Calendar.Component, Int) }
  let kind: Kind
  /// Automatically determines the values for the markers of the axis.
  public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
  /// Automatic values, about `desiredCount` of them.
  public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
  }
  /// Automatic values at least `minimumStride` apart.
  public static func automatic<S: Plottable>(minimumStride: S, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                             roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
  }
  /// Values every `stepSize` along a numeric axis.
  public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .numericStride(stepSize))
  }
  /// Values every `count` calendar `component`s along a date axis.
  public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                            calendar: Calendar? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .dateStride(component, count))
  }
}

/// A value an axis mark is drawn at, with its place among the axis's values.
public struct AxisValue {
  /// The index of this value among the axis's values.
  public let index: Int
  /// How many values the axis has.
  public let count: Int
  let primitive: PlotPrimitive
  /// The value as `type`, if it converts.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? { P.fromPlotPrimitive(primitive) }
}
