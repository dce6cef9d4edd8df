import Foundation

// The one way Specimen turns a floating-point number into an integer or a label.
//
// Swift traps when `Int(_:)`, `Int32(_:)` or `UInt32(_:)` meet NaN, ±∞ or a value out of the
// integer's range (`Int(1e20)`), and one trap ends every cell of a run. So every conversion of a
// number that came from a user (a modifier argument, a manifest field, an SVG size) goes through
// `init(saturating:)`, which cannot trap, and every number written into a label goes through
// `NumberText.describe`, which spells NaN and ∞ instead of converting them.

extension FixedWidthInteger {
  /// `value` rounded toward zero, with NaN as 0 and values beyond the type's range (±∞ included)
  /// clamped to its bounds; never traps.
  @inlinable
  public init<F: BinaryFloatingPoint>(saturating value: F) {
    if value.isNaN {
      self = 0
    } else if value <= F(Self.min) {
      self = Self.min
    } else if value >= F(Self.max) {
      self = Self.max
    } else {
      self.init(value)
    }
  }
}

/// Numbers as short text for labels, file names and messages: "2", "0.5", "nan", "inf", "-inf".
public enum NumberText {
  /// `value` without a trailing ".0" and with at most `decimals` decimals; NaN and ±∞ spelled out.
  public static func describe(_ value: Double, decimals: Int = 2) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    // Rounding 1e308 to decimals would overflow to inf; a number this large has no decimals to round.
    if abs(value) >= 1e15 { return String(format: "%g", value) }
    let factor = pow(10, Double(max(0, min(decimals, 6))))
    let r = (value * factor).rounded() / factor
    if abs(r) < 1e15, r == r.rounded() { return String(Int64(saturating: r)) }
    return String(format: "%g", r)
  }
}

extension NumberText {
  /// `value` as short text; see `describe(_:decimals:)`.
  public static func describe(_ value: CGFloat, decimals: Int = 2) -> String { describe(Double(value), decimals: decimals) }
}
