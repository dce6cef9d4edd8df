import Foundation
import SpecimenUI

// How odd numbers are clamped, so that layout never traps and never loops:
//
// - A proposal dimension that is NaN becomes nil (ideal); a negative one becomes 0. Containers
//   already keep proposals non-negative (rules 18 and 30); this also covers the root proposal
//   and user-supplied values, so leaves never see a negative proposal (rule 7 is moot).
// - A size a leaf reports that is NaN or negative becomes 0. Infinity is kept: proposing ∞ to a
//   flexible view legitimately answers ∞ (rule 2), and stacks rely on it to measure flexibility.
// - Fixed frame dimensions that are negative or non-finite are ignored (rule 12).
// - Insets, offsets and positions that are NaN count as 0.

extension ProposedViewSize {
  /// This proposal with NaN dimensions made nil and negative ones made 0.
  var sanitized: ProposedViewSize {
    ProposedViewSize(width: Self.clean(width), height: Self.clean(height))
  }

  private static func clean(_ value: CGFloat?) -> CGFloat? {
    guard let value, !value.isNaN else { return nil }
    return max(value, 0)
  }

  /// The dimension along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    axis == .horizontal ? width : height
  }

  /// A proposal from a length along `axis` and one across it.
  init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }
}

extension CGSize {
  /// This size with NaN and negative dimensions made 0.
  var sanitized: CGSize {
    CGSize(width: Self.clean(width), height: Self.clean(height))
  }

  private static func clean(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : max(value, 0)
  }

  /// The dimension along `axis`.
  subscript(axis: Axis) -> CGFloat {
    axis == .horizontal ? width : height
  }

  /// A size from a length along `axis` and one across it.
  init(_ axis: Axis, major: CGFloat, minor: CGFloat) {
    if axis == .horizontal {
      self.init(width: major, height: minor)
    } else {
      self.init(width: minor, height: major)
    }
  }
}

extension CGPoint {
  /// A point from a coordinate along `axis` and one across it.
  init(_ axis: Axis, major: CGFloat, minor: CGFloat) {
    if axis == .horizontal {
      self.init(x: major, y: minor)
    } else {
      self.init(x: minor, y: major)
    }
  }

  /// The coordinate along `axis`.
  subscript(axis: Axis) -> CGFloat {
    axis == .horizontal ? x : y
  }
}

extension Axis {
  /// The other axis.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// `value`, or 0 when it is NaN.
func finiteOrZero(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : value }
