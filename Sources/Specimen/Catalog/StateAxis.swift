import Foundation
import SpecimenUI

/// The inputs of one cell: the environment it renders in and the control inputs a state sets.
public struct CellState: Sendable {
  /// The environment the component renders in (pressed, enabled, color scheme …).
  public var environment = EnvironmentValues()
  /// The button role, for components that take one.
  public var role: ButtonRole?
  /// For each axis, the name of this cell's value.
  public var valueNames: [String: String] = [:]

  public init() {}
}

/// One value of a state axis: a name and how it changes a cell.
public struct AxisValue: Sendable {
  /// The value's name, as shown in headers and file names.
  public let name: String
  let apply: @Sendable (inout CellState) -> Void

  public init(_ name: String, apply: @escaping @Sendable (inout CellState) -> Void) {
    self.name = name
    self.apply = apply
  }

  /// A value that sets an environment key.
  public static func environment<V: Sendable>(_ name: String, _ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> AxisValue {
    AxisValue(name) { $0.environment[keyPath: keyPath] = value }
  }
}

/// A dimension of a component's state space: a name and its values.
public struct StateAxis: Sendable {
  public let name: String
  public let values: [AxisValue]

  public init(_ name: String, _ values: [AxisValue]) {
    self.name = name
    self.values = values
  }

  /// Normal, pressed and disabled: the interaction states of a control.
  public static let interaction = StateAxis("state", [
    AxisValue("normal") { _ in },
    AxisValue("pressed") { $0.environment.isPressed = true },
    AxisValue("disabled") { $0.environment.isEnabled = false },
  ])

  /// No role, destructive and cancel.
  public static let role = StateAxis("role", [
    AxisValue("none") { $0.role = nil },
    AxisValue("destructive") { $0.role = .destructive },
    AxisValue("cancel") { $0.role = .cancel },
  ])

  /// Pressed or not.
  public static let isPressed = StateAxis("isPressed", [
    AxisValue("false") { $0.environment.isPressed = false },
    AxisValue("true") { $0.environment.isPressed = true },
  ])

  /// Enabled or disabled.
  public static let isEnabled = StateAxis("isEnabled", [
    AxisValue("true") { $0.environment.isEnabled = true },
    AxisValue("false") { $0.environment.isEnabled = false },
  ])

  /// Light and dark.
  public static let colorScheme = StateAxis("colorScheme", [
    AxisValue("light") { $0.environment.colorScheme = .light },
    AxisValue("dark") { $0.environment.colorScheme = .dark },
  ])
}
