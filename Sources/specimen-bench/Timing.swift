import Foundation

/// The wall-clock times of repeated runs of one piece of work.
struct Timing {
  /// Each timed run, in seconds.
  let seconds: [Double]

  /// Runs `work` `warmup` times untimed, then `runs` times timed.
  init(runs: Int, warmup: Int = 2, _ work: () -> Void) {
    for _ in 0..<warmup { work() }
    let clock = ContinuousClock()
    seconds = (0..<max(runs, 1)).map { _ in
      let elapsed = clock.measure(work)
      return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
  }

  /// The median run (the mean of the middle two for an even count).
  var median: Double {
    let sorted = seconds.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The fastest run.
  var min: Double { seconds.min() ?? 0 }
}

/// `value` formatted with `decimals` decimals, right-aligned in `width` characters.
func column(_ value: Double, _ decimals: Int, width: Int) -> String {
  let text = String(format: "%.\(decimals)f", value)
  return String(repeating: " ", count: Swift.max(0, width - text.count)) + text
}
