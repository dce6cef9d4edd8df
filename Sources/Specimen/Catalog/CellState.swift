import Foundation
import SpecimenUI

/// The inputs of one cell: the environment it renders in and the control inputs its state sets.
///
/// Axes write into it; the entry's content closure reads it to build the component.
public struct CellState: Sendable {
  /// The environment the component renders in (pressed, enabled, focused, color scheme …).
  public var environment = EnvironmentValues()
  /// The button role, for components that take one.
  public var role: ButtonRole?
  /// Whether a toggle is on.
  public var isOn = false
  /// A text field's text ("" shows the placeholder).
  public var text = ""
  /// A progress, slider or gauge value; nil means indeterminate.
  public var value: Double? = 0.5
  /// A label string set by a label axis; nil lets the entry choose its own.
  public var label: String?
  /// For each axis, in the entry's axis order: the axis name and this cell's value name.
  public internal(set) var values: [(axis: String, value: String)] = []

  public init() {}

  /// The name of this cell's value on `axis`, or nil when the entry has no such axis.
  public subscript(axis: String) -> String? {
    values.first { $0.axis == axis }?.value
  }
}
