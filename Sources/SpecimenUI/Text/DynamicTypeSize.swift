import Foundation

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
}

extension Font.TextStyle {
  /// The point size of this style at `size` (Apple HIG, "Typography", iOS Dynamic Type sizes).
  public func pointSize(at size: DynamicTypeSize) -> CGFloat {
    let table: [CGFloat]
    switch self {
    case .largeTitle: table = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: table = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: table = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: table = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: table = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: table = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: table = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: table = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: table = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: table = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
    return table[size.rawValue]
  }
}

struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

/// The sizes `dynamicTypeSize(_:)` ranges allow here: their intersection, all sizes when none is applied.
struct DynamicTypeSizeLimitKey: EnvironmentKey {
  static let defaultValue: ClosedRange<DynamicTypeSize> = .xSmall ... .accessibility5
}

extension EnvironmentValues {
  /// The current Dynamic Type size.
  ///
  /// The value set (by `dynamicTypeSize(_:)`, `environment(\.dynamicTypeSize, _:)` or the run) is read
  /// within the ranges applied around it, so a range limits a size set inside it, as Apple documents for
  /// `dynamicTypeSize(_:)`: `.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xLarge)` is `.large`.
  public var dynamicTypeSize: DynamicTypeSize {
    get {
      let limit = self[DynamicTypeSizeLimitKey.self]
      return min(max(self[DynamicTypeSizeKey.self], limit.lowerBound), limit.upperBound)
    }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the Dynamic Type size within the view to the given value.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environmentChange { $0.dynamicTypeSize = size }
  }

  /// Limits the Dynamic Type size within the view to the given range.
  ///
  /// Nested ranges intersect, and a size set inside the view is read within the range (see
  /// `EnvironmentValues.dynamicTypeSize`). Ranges that do not meet keep the upper limit, as UIKit's
  /// `minimumContentSizeCategory` above `maximumContentSizeCategory` does; a range holding no size (`.large..<.large`,
  /// `..<.xSmall`) changes nothing and is named in a warning.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
    environmentChange { environment in
      let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
      guard let low = allowed.first, let high = allowed.last else {
        LayoutArgumentCheck.report(".dynamicTypeSize(\(DynamicTypeSize.describe(range))): the range holds no Dynamic Type size, so it limits nothing. "
          + "Give a range that holds at least one size, such as .xSmall ... .xxxLarge")
        return
      }
      let outer = environment[DynamicTypeSizeLimitKey.self]
      let upper = min(high, outer.upperBound)
      environment[DynamicTypeSizeLimitKey.self] = min(max(low, outer.lowerBound), upper) ... upper
    }
  }
}

extension DynamicTypeSize {
  /// A range of sizes as code writes it (`.large..<.large`); only half-open ranges can hold no size.
  static func describe<T: RangeExpression>(_ range: T) -> String where T.Bound == DynamicTypeSize {
    switch range {
    case let range as Range<DynamicTypeSize>: ".\(range.lowerBound)..<.\(range.upperBound)"
    case let range as PartialRangeUpTo<DynamicTypeSize>: "..<.\(range.upperBound)"
    default: "\(range)"
    }
  }
}
