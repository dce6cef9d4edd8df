// specimen-bench: timing benchmarks, one subcommand per file. This file only dispatches.
import Foundation

/// Every subcommand; add a new benchmark by writing a `Benchmark` type and listing it here.
let benchmarks: [any Benchmark.Type] = [LayoutBenchmark.self, RenderBenchmark.self, DiffBenchmark.self, CellsBenchmark.self, PNGBenchmark.self, AuditBenchmark.self, TextJoinBenchmark.self]

exit(BenchmarkDispatcher(benchmarks).run(Array(CommandLine.arguments.dropFirst())))
