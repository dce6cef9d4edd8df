import Foundation

/// How much of an entry's state space to render: every combination, or a covering subset.
public enum AxisReduction: Sendable, Equatable {
  /// The full Cartesian product of the axes.
  case full
  /// Every pair of values of any two axes appears in at least one cell (an all-pairs covering array).
  case allPairs

  /// The value-index combinations to render for axes of the given sizes, in a stable order.
  public func combinations(counts: [Int]) -> [[Int]] {
    guard !counts.contains(0) else { return [] }
    switch self {
    case .full: return AxisReduction.product(counts)
    case .allPairs: return counts.count <= 2 ? AxisReduction.product(counts) : AxisReduction.pairwise(counts)
    }
  }

  static func product(_ counts: [Int]) -> [[Int]] {
    var result: [[Int]] = [[]]
    for count in counts {
      result = result.flatMap { prefix in (0..<count).map { prefix + [$0] } }
    }
    return result
  }

  /// A greedy all-pairs cover: repeatedly take the full combination that covers the most uncovered pairs.
  ///
  /// Deterministic: candidates are scanned in product order and ties keep the first.
  static func pairwise(_ counts: [Int]) -> [[Int]] {
    var uncovered = Set<[Int]>()  // [axisA, valueA, axisB, valueB]
    for a in counts.indices {
      for b in counts.indices where b > a {
        for va in 0..<counts[a] { for vb in 0..<counts[b] { uncovered.insert([a, va, b, vb]) } }
      }
    }
    let candidates = product(counts)
    var chosen: [[Int]] = []
    while !uncovered.isEmpty {
      var best: [Int] = candidates[0]
      var bestGain = -1
      for candidate in candidates {
        var gain = 0
        for a in counts.indices {
          for b in counts.indices where b > a && uncovered.contains([a, candidate[a], b, candidate[b]]) { gain += 1 }
        }
        if gain > bestGain {
          bestGain = gain
          best = candidate
        }
      }
      chosen.append(best)
      for a in counts.indices {
        for b in counts.indices where b > a { uncovered.remove([a, best[a], b, best[b]]) }
      }
    }
    return chosen.sorted { $0.lexicographicallyPrecedes($1) }
  }
}
