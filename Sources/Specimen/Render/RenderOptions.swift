import Foundation

/// What a render run produces and how.
public struct RenderOptions: Sendable {
  /// Device pixels per point.
  public var scale: CGFloat = 2
  /// Vector formats written per sheet besides PNG.
  public var vectorFormats: Set<VectorFormat> = []
  /// Worker threads.
  public var jobs = 1
  /// Only this part of the cells (and sheets), for splitting a run over machines.
  public var shard: Shard?
  /// Glob patterns over entry names or `Entry/cell` ids; empty means everything.
  public var filters: [String] = []
  /// Whether `filters` are exact entry names or cell ids rather than globs (`--exact`), so a name
  /// with `*`, `?` or `[` selects only itself.
  public var exactFilters = false
  /// Whether each entry also gets an accessibility sheet (`render --accessibility`).
  public var accessibilitySheets = false

  public init() {}

  /// Whether filter `pattern` selects `name` (an entry name or a cell id).
  public func filter(_ pattern: String, selects name: String) -> Bool {
    exactFilters ? pattern == name : Glob.matches(pattern, name)
  }
}

/// A vector output format.
public enum VectorFormat: String, Sendable, CaseIterable {
  case svg, pdf
}

/// Part `index` (1-based) of `count` equal parts of a run.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
  public let index: Int
  public let count: Int

  /// Parses "i/n" with 1 ≤ i ≤ n.
  public init?(_ text: String) {
    let parts = text.split(separator: "/")
    guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
    index = i
    count = n
  }

  /// Whether the item at position `k` of a stable ordering belongs to this shard.
  public func contains(_ k: Int) -> Bool { k % count == index - 1 }

  public var description: String { "\(index)/\(count)" }
}

/// Shell-style glob matching (`*`, `?`), used to filter entries and cells.
public enum Glob {
  /// Whether `text` matches `pattern` as a whole.
  public static func matches(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern), t = Array(text)
    var pi = 0, ti = 0, star = -1, mark = 0
    while ti < t.count {
      if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
        pi += 1
        ti += 1
      } else if pi < p.count, p[pi] == "*" {
        star = pi
        mark = ti
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}
