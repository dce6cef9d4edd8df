import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size.
///
/// Specimen renders at the default Dynamic Type size (large), where the scale is 1, so
/// the value is the base value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let baseValue: Value
  let textStyle: Font.TextStyle

  /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    self.baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// Creates the scaled metric with an unscaled value using the default scaling (relative to `.body`).
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }

  /// The value scaled based on the current environment.
  public var wrappedValue: Value { baseValue }
}
