import Foundation

/// One `specimen-bench` subcommand.
protocol Benchmark {
  /// The subcommand's name, e.g. "layout".
  static var name: String { get }
  /// One line for the usage text.
  static var summary: String { get }
  /// Runs the benchmark with the arguments after the subcommand; returns the exit status.
  static func run(arguments: [String]) -> Int32
}

/// Finds the subcommand named by the first argument and runs it.
struct BenchmarkDispatcher {
  let benchmarks: [any Benchmark.Type]

  init(_ benchmarks: [any Benchmark.Type]) { self.benchmarks = benchmarks }

  /// Runs the named benchmark, or prints the usage (status 0 for help, 2 for a bad name).
  func run(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first, !["-h", "--help", "help"].contains(name) else {
      print(usage)
      return arguments.isEmpty ? 2 : 0
    }
    guard let benchmark = benchmarks.first(where: { $0.name == name }) else {
      FileHandle.standardError.write(Data("specimen-bench: no benchmark named '\(name)'.\n\(usage)\n".utf8))
      return 2
    }
    return benchmark.run(arguments: Array(arguments.dropFirst()))
  }

  /// The list of subcommands.
  var usage: String {
    let lines = benchmarks.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)" }
    return (["usage: specimen-bench SUBCOMMAND [options]", "", "subcommands:"] + lines).joined(separator: "\n")
  }
}
