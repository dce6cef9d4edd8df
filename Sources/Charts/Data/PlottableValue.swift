import Foundation

/// Labeled data that you plot in a chart using marks.
public struct PlottableValue<Value: Plottable> {
  /// The label (the axis or legend title the value is plotted under).
  let label: String
  /// The value.
  let value: Value
  /// A date's calendar unit: the mark spans one unit from the date (bars), and axes step in it.
  let unit: Calendar.Component?
  let calendar: Calendar?

  init(label: String, value: Value, unit: Calendar.Component? = nil, calendar: Calendar? = nil) {
    (self.label, self.value, self.unit, self.calendar) = (label, value, unit, calendar)
  }

  /// Creates a parameter value with label and value.
  public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: String(label), value: value)
  }
  /// Creates a parameter value with a localized label key and value.
  public static func value(_ labelKey: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: labelKey.key, value: value)
  }
  /// Creates a parameter value with a localized label resource and value.
  public static func value(_ labelResource: LocalizedStringResource, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: labelResource.description, value: value)
  }
  /// Creates a parameter value with a text label and value (the label is not drawn by Specimen's charts, so it is kept empty).
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: "", value: value)
  }
  /// The primitive the chart computes with.
  var primitive: PlotPrimitive { value.plotPrimitive }
  /// The value with its label and unit, erased.
  var erased: PlotEntry { PlotEntry(label: label, primitive: primitive, unit: unit, calendar: calendar) }
}

extension PlottableValue where Value == Date {
  /// Creates a date value that spans one calendar `unit` (a bar one day wide for `.day`).
  public static func value<S: StringProtocol>(_ label: S, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
    PlottableValue(label: String(label), value: date, unit: unit, calendar: calendar)
  }
  /// Creates a date value with a localized label key that spans one calendar `unit`.
  public static func value(_ labelKey: LocalizedStringKey, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
    PlottableValue(label: labelKey.key, value: date, unit: unit, calendar: calendar)
  }
  /// Creates a date value with a localized label resource that spans one calendar `unit`.
  public static func value(_ labelResource: LocalizedStringResource, _ date: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Value> {
    PlottableValue(label: labelResource.description, value: date, unit: unit, calendar: calendar)
  }
}

/// A plotted value without its Swift type: what a mark record holds.
struct PlotEntry: Hashable, @unchecked Sendable {
  var label: String
  var primitive: PlotPrimitive
  var unit: Calendar.Component? = nil
  var calendar: Calendar? = nil

  /// A fixed position the mark was given in points or as a plot fraction, not data (e.g. `xStart: CGFloat`).
  static func fixed(_ value: Double) -> PlotEntry { PlotEntry(label: "", primitive: .number(value)) }
}
