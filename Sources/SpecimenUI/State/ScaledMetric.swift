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
  /// A value that is not finite (a NaN or infinite base, or a finite one scaled past the largest number) is named, with
  /// the base and the size, where it enters: the frame or padding it reaches names only the result.
  func value(at size: DynamicTypeSize) -> Value {
    let ratio = textStyle.pointSize(at: size) / textStyle.pointSize(at: .large)
    let scaled = baseValue * Value(ratio)
    if !scaled.isFinite {
      let base = NumberText.describe(Double(baseValue)), result = NumberText.describe(Double(scaled))
      let why = baseValue.isFinite ? "scales past the largest number (× \(NumberText.describe(Double(ratio), decimals: 3)))" : "is not a finite number"
      ResolveIssues.report(ResolveIssue(.invalidNumber, "@ScaledMetric(relativeTo: .\(textStyle.rawValue)) \(base) \(why) at the "
        + "Dynamic Type size \(size), so the metric is \(result). Give a finite base small enough to scale (the largest size "
        + "scales a metric up to about 3.6 times)"))
    }
    return scaled
  }
}
