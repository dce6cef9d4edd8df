import Foundation

/// A dynamic property that scales a numeric value with the Dynamic Type size.
///
/// The value is scaled by how much its text style's point size grows from the default Dynamic
/// Type size (large) to the environment's, as `UIFontMetrics.scaledValue(for:)` scales it: a
/// 20 pt metric relative to `.body` is 20 at large, 27.06 at xxxLarge (23/17) and 20 × 53/17 at
/// accessibility5. At the default size it is the base value.
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
  public var wrappedValue: Value { value(at: EnvironmentValues.current.dynamicTypeSize) }

  /// The value at Dynamic Type size `size`.
  func value(at size: DynamicTypeSize) -> Value {
    let ratio = textStyle.pointSize(at: size) / textStyle.pointSize(at: .large)
    return baseValue * Value(ratio)
  }
}
