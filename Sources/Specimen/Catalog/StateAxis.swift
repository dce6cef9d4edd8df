import Foundation
import SpecimenUI

/// One value of a state axis: a name and how it changes a cell.
public struct AxisValue: Sendable {
  /// The value's name, as shown in headers and used in file names.
  public let name: String
  let apply: @Sendable (inout CellState) -> Void

  public init(_ name: String, apply: @escaping @Sendable (inout CellState) -> Void) {
    self.name = name
    self.apply = apply
  }
}

/// A dimension of a component's state space: a name and its values.
///
/// Built-in axes set forced states and environment values; `environment(_:_:_:)` makes one
/// for any environment key (a team's own `Theme`, say) and `labels(_:)` one for text stress.
public struct StateAxis: Sendable {
  public let name: String
  public let values: [AxisValue]

  public init(_ name: String, _ values: [AxisValue]) {
    self.name = name
    self.values = values
  }

  /// An axis over an environment value.
  public static func environment<V: Sendable>(
    _ name: String, _ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ values: [(String, V)]
  ) -> StateAxis {
    StateAxis(name, values.map { pair in
      let value = pair.1
      return AxisValue(pair.0) { $0.environment[keyPath: keyPath] = value }
    })
  }

  /// An axis over label strings, for text stress (long, short, other scripts).
  public static func labels(_ labels: [String], name: String = "label") -> StateAxis {
    StateAxis(name, labels.enumerated().map { index, label in
      AxisValue(labels.count <= 1 ? label : "\(index + 1)-\(label)") { $0.label = label }
    })
  }

  /// An axis over numeric values (progress, slider, gauge); nil is shown as "indeterminate".
  public static func values(_ values: [Double?], name: String = "value") -> StateAxis {
    StateAxis(name, values.map { value in
      AxisValue(value.map { StateAxis.format($0) } ?? "indeterminate") { $0.value = value }
    })
  }

  static func format(_ value: Double) -> String {
    // Non-finite and huge values keep Swift's spelling ("inf", "1e+20"); `Int(_:)` would trap on them.
    value.isFinite && abs(value) < 1e15 && value == value.rounded() ? String(Int64(saturating: value)) : String(value)
  }

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

  /// Focused or not.
  public static let isFocused = StateAxis("isFocused", [
    AxisValue("false") { $0.environment.isFocused = false },
    AxisValue("true") { $0.environment.isFocused = true },
  ])

  /// Hovered or not.
  public static let isHovered = StateAxis("isHovered", [
    AxisValue("false") { $0.environment.isHovered = false },
    AxisValue("true") { $0.environment.isHovered = true },
  ])

  /// On or off, for toggles.
  public static let isOn = StateAxis("isOn", [
    AxisValue("false") { $0.isOn = false },
    AxisValue("true") { $0.isOn = true },
  ])

  /// Empty or filled, for text fields.
  public static func text(_ filled: String = "Jane Appleseed") -> StateAxis {
    StateAxis("text", [AxisValue("empty") { $0.text = "" }, AxisValue("filled") { $0.text = filled }])
  }

  /// Normal, pressed and disabled: the interaction states of a control, as one axis.
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

  /// Light and dark.
  public static let colorScheme = environment("colorScheme", \.colorScheme, [("light", .light), ("dark", .dark)])
  /// Standard and increased contrast (asset-catalog colours with a High Contrast variant follow it).
  public static let colorSchemeContrast = environment(
    "contrast", \.colorSchemeContrast, [("standard", .standard), ("increased", .increased)])

  /// Every control size, mini to extra large.
  public static let controlSize = environment("controlSize", \.controlSize, ControlSize.allCases.map { ($0.rawValue, $0) })

  /// Dynamic Type sizes: a small, the default, a large and an accessibility size.
  public static let dynamicTypeSize = environment(
    "dynamicTypeSize", \.dynamicTypeSize,
    [("xSmall", .xSmall), ("large", .large), ("xxxLarge", .xxxLarge), ("accessibility3", .accessibility3)])

  /// Left-to-right and right-to-left.
  public static let layoutDirection = environment(
    "layoutDirection", \.layoutDirection, [("leftToRight", .leftToRight), ("rightToLeft", .rightToLeft)])
}
