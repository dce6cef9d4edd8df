import Foundation

/// The options of one benchmark subcommand: `--name value` pairs, checked against the names it accepts.
struct BenchArguments {
  private var values: [String: String] = [:]

  /// Parses `arguments`; returns nil (after printing `usage`) on an unknown option or a missing value.
  init?(_ arguments: [String], accepted: Set<String>, usage: String) {
    var iterator = arguments.makeIterator()
    while let name = iterator.next() {
      guard accepted.contains(name), let value = iterator.next() else {
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
        return nil
      }
      values[name] = value
    }
  }

  /// The value of `name` as a positive integer, or `fallback`.
  func int(_ name: String, _ fallback: Int) -> Int { values[name].flatMap { Int($0) }.map { max(1, $0) } ?? fallback }

  /// The value of `name`, or nil.
  func string(_ name: String) -> String? { values[name] }
}

/// Seconds since an arbitrary origin, for timing single operations.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// The median of `values` (0 when empty).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Prints one JSON object per line, for the `make bench` report script.
func emitJSON(_ object: [String: Any]) {
  guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
  print(String(decoding: data, as: UTF8.self))
}
