import Foundation

/// The named limit on how many views one cell resolves, so a runaway collection fails its cell
/// instead of eating the machine's memory.
///
/// A `ForEach` over ten million rows (or a `Canvas` drawing a million shapes, a `Picker` with a
/// million options) would resolve, lay out and draw every one: gigabytes of nodes for one cell,
/// when a sheet only shows a screenful. Resolve counts every view it evaluates (each `body`,
/// modifier and container is one); past `limit` it stops, `ForEach` stops iterating its data, and
/// the cell fails with `ViewCountError`, which names the limit and how to raise it. Real
/// component styles and screens resolve a few thousand views.
public enum ViewCount {
  /// The most views one cell resolves: 100 000, or `SPECIMEN_MAX_VIEWS` (from 1 000 to 10 000 000).
  public static let limit: Int = {
    guard let text = ProcessInfo.processInfo.environment[environmentVariable], let n = Int(text) else { return 100_000 }
    return min(max(n, 1_000), 10_000_000)
  }()

  /// The environment variable that raises or lowers `limit`.
  public static let environmentVariable = "SPECIMEN_MAX_VIEWS"
}

/// A view tree with more than `ViewCount.limit` views.
public struct ViewCountError: Error, Equatable, CustomStringConvertible {
  public init() {}
  public var description: String {
    "the view has more than \(ViewCount.limit) views (ViewCount.limit); show fewer rows (e.g. the first screenful of a "
      + "ForEach's data, as a device shows) or raise the limit with \(ViewCount.environmentVariable)=N"
  }
}
