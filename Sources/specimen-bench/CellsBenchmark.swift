import Foundation
import Specimen
import SpecimenUI

/// `specimen-bench cells`: renders a synthetic catalog of `--count` cells (entries of 100 cells,
/// 10 label rows × 10 tint columns of a bordered button) into `--out`, as `specimen render` does;
/// run it under `/usr/bin/time -v` to read the peak RSS.
enum CellsBenchmark: Benchmark {
  static let name = "cells"
  static let summary = "render a synthetic catalog of N cells to a folder, for peak RSS [--count N] [--out DIR] [-j N]"
  static let usage = "usage: specimen-bench cells [--count N] [--out DIR] [-j N]"

  static func run(arguments: [String]) -> Int32 {
    guard let args = BenchArguments(arguments, accepted: ["--count", "--out", "-j"], usage: usage) else { return 2 }
    let count = args.int("--count", 1_000)
    let out = URL(fileURLWithPath: args.string("--out") ?? "/tmp/specimen-bench-cells")
    var options = RenderOptions()
    options.jobs = args.int("-j", 1)
    let start = now()
    let result = CatalogRenderer(outputFolder: out, options: options).run(catalog(cells: count))
    let seconds = now() - start
    for error in result.errors.prefix(5) { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
    emitJSON(["bench": "cells", "cells": result.cellCount, "seconds": seconds, "errors": result.errors.count])
    return result.errors.isEmpty ? 0 : 1
  }

  /// `cells` cells (rounded up to a multiple of 100) in entries of 100.
  static func catalog(cells: Int) -> [CatalogEntry] {
    let tints: [Color] = [.blue, .red, .green, .orange, .purple, .pink, .teal, .indigo, .brown, .gray]
    return stride(from: 0, to: cells, by: 100).map { first in
      let labels = StateAxis.labels((0..<10).map { "Item \(first + $0 * 10)" })
      let columns = StateAxis.values((0..<10).map { Double($0) }, name: "tint")
      return CatalogEntry("Synthetic\(first / 100)", rows: labels, columns: columns) { state in
        Button(state.label ?? "Item") {}
          .buttonStyle(.borderedProminent)
          .tint(tints[Int(state.value ?? 0) % tints.count])
      }
    }
  }
}
