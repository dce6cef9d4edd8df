import Foundation
import SpecimenUI

/// `specimen-bench text-join`: time of `reduce(Text("")) { $0 + Text(…) }` over 1 000, 10 000 and 100 000 one-letter
/// texts, then of resolving the joined text (its characters and one run per text).
enum TextJoinBenchmark: Benchmark {
  static let name = "text-join"
  static let summary = "+ joins of 1 000 / 10 000 / 100 000 texts, then their resolve [--runs N] [--joins A,B,…]"
  static let usage = "usage: specimen-bench text-join [--runs N] [--joins A,B,…]"

  static func run(arguments: [String]) -> Int32 {
    guard let args = BenchArguments(arguments, accepted: ["--runs", "--joins"], usage: usage) else { return 2 }
    let runs = max(1, args.int("--runs", 5))
    let counts = (args.string("--joins") ?? "1000,10000,100000").split(separator: ",").compactMap { Int($0) }.filter { $0 >= 1 }
    guard !counts.isEmpty else {
      FileHandle.standardError.write(Data("specimen-bench text-join: --joins takes counts like 1000,10000\n\(usage)\n".utf8))
      return 2
    }
    print("reduce(Text(\"\")) { $0 + Text(\"a\" or \"b\") }, then ResolveContext().resolve; \(runs) timed runs after 2 warm-up runs")
    print("   joins   join ms   µs/join   resolve ms")
    for count in counts {
      let join = Timing(runs: runs) { _ = joined(count) }
      let text = joined(count)
      let resolve = Timing(runs: runs) { _ = ResolveContext().resolve(text) }
      print("\(column(Double(count), 0, width: 8))\(column(join.median * 1e3, 3, width: 10))"
        + "\(column(join.median * 1e6 / Double(count), 3, width: 10))\(column(resolve.median * 1e3, 3, width: 13))")
    }
    return 0
  }

  /// `count` one-letter texts joined by `+`, alternating "a" and a bold "b".
  static func joined(_ count: Int) -> Text {
    (0..<count).reduce(Text("")) { $0 + ($1.isMultiple(of: 2) ? Text("a") : Text("b").bold()) }
  }
}
