import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI

/// `specimen-bench layout`: resolve + layout time of stack trees of 100, 1 000 and 10 000 nodes.
enum LayoutBenchmark: Benchmark {
  static let name = "layout"
  static let summary = "resolve+layout of 100 / 1 000 / 10 000-node stack trees [--runs N] [--nodes A,B,…]"

  static func run(arguments: [String]) -> Int32 {
    var runs = 21
    var counts = [100, 1_000, 10_000]
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      switch argument {
      case "--runs":
        guard let value = iterator.next().flatMap({ Int($0) }), value >= 1 else { return usageError("--runs takes a positive number") }
        runs = value
      case "--nodes":
        let values = iterator.next()?.split(separator: ",").compactMap { Int($0) } ?? []
        guard !values.isEmpty, values.allSatisfy({ $0 >= 1 }) else { return usageError("--nodes takes counts like 100,1000") }
        counts = values
      default:
        return usageError("unknown option \(argument)")
      }
    }
    print("resolve + layout of LayoutBenchmarkTrees.stackView, proposed 1000×1000; \(runs) timed runs after 2 warm-up runs")
    print("   nodes   median ms      min ms   µs/node   measures/leaf")
    for count in counts {
      let view = LayoutBenchmarkTrees.stackView(nodeCount: count)
      let nodes = LayoutBenchmarkTrees.count(ResolveContext().resolve(view))
      let timing = Timing(runs: runs) {
        let root = ResolveContext().resolve(view)
        _ = LayoutEngine(measurers: ViewRenderer.measurers).place(root, in: ProposedViewSize(width: 1000, height: 1000))
      }
      let perNode = timing.median * 1e6 / Double(nodes)
      // Work per node: real leaf measurements (cache misses) per leaf in one pass.
      let root = ResolveContext().resolve(view)
      let engine = LayoutEngine(measurers: ViewRenderer.measurers)
      _ = engine.place(root, in: ProposedViewSize(width: 1000, height: 1000))
      let perLeaf = Double(engine.leafMeasurementCount) / Double(leafCount(root))
      print("\(column(Double(nodes), 0, width: 8))\(column(timing.median * 1e3, 3, width: 12))"
        + "\(column(timing.min * 1e3, 3, width: 12))\(column(perNode, 2, width: 10))\(column(perLeaf, 2, width: 16))")
    }
    return 0
  }

  /// The number of childless nodes under `node`.
  private static func leafCount(_ node: ResolvedNode) -> Int {
    node.children.isEmpty ? 1 : node.children.reduce(0) { $0 + leafCount($1) }
  }

  private static func usageError(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("specimen-bench layout: \(message)\nusage: specimen-bench layout [--runs N] [--nodes A,B,…]\n".utf8))
    return 2
  }
}
