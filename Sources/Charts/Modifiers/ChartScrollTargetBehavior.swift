import Foundation

/// How a scrollable chart settles after a scroll (iOS 17); a still never scrolls, so it is accepted and unused.
public protocol ChartScrollTargetBehavior: ScrollTargetBehavior {}

/// A scroll behavior that settles on values matching date components or a unit (iOS 17).
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior {
  /// A coarser alignment the scroll may settle on instead.
  public struct MajorValueAlignment: Sendable {
    let name: String
    /// Settles on dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment { MajorValueAlignment(name: "matching") }
    /// Settles on multiples of `unit`.
    public static func unit(_ value: Double) -> MajorValueAlignment { MajorValueAlignment(name: "unit") }
    /// Settles a page at a time.
    public static var page: MajorValueAlignment { MajorValueAlignment(name: "page") }
  }
  let name: String
  /// Leaves the target unchanged (no gesture ends in a still render).
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// When a value-aligned scroll limits itself to one value per gesture (iOS 17).
public struct ValueAlignedLimitBehavior: Sendable {
  let name: String
  public static var automatic: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(name: "automatic") }
  public static var always: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(name: "always") }
  public static var never: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(name: "never") }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
  /// Settles on dates that match `matching`.
  public static func valueAligned(matching: DateComponents, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil,
                                  limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
    ValueAlignedChartScrollTargetBehavior(name: "matching")
  }
  /// Settles on multiples of `unit`.
  public static func valueAligned(unit: Double, majorAlignment: ValueAlignedChartScrollTargetBehavior.MajorValueAlignment? = nil,
                                  limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
    ValueAlignedChartScrollTargetBehavior(name: "unit")
  }
}

nonisolated extension View {
  /// How a scrollable chart settles (iOS 17); a still draws the domain's start.
  public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View { chartConfiguration { _ in } }
}

/// A chart can page like a scroll view (`.chartScrollTargetBehavior(.paging)`).
extension PagingScrollTargetBehavior: ChartScrollTargetBehavior {}
