import Foundation

/// The `specimen` command line over a catalog.
///
/// A team's own executable target calls `SpecimenCLI.main(catalog:)` with its entries and gets
/// every command: `list`, `render`, `layout`. Usage errors exit 2 with what to type instead.
public enum SpecimenCLI {
  /// Runs and exits with the command's status.
  public static func main(catalog: [CatalogEntry]) -> Never {
    exit(run(catalog: catalog, arguments: Array(CommandLine.arguments.dropFirst())))
  }

  /// Runs the command in `arguments` (without the program name) over `catalog`; returns the exit status.
  public static func run(catalog: [CatalogEntry], arguments: [String], output: CLIOutput = .standard) -> Int32 {
    var rest = arguments
    let command = rest.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "help"
    if !rest.isEmpty, !rest[0].hasPrefix("-") { rest.removeFirst() }
    let commands: [String: CLICommand.Type] = ["list": ListCommand.self, "render": RenderCommand.self, "layout": LayoutCommand.self, "verify": VerifyCommand.self, "record": RecordCommand.self, "prune": PruneCommand.self, "diff": DiffCommand.self, "merge": MergeCommand.self, "audit": AuditCommand.self]
    if command == "help" || command == "-h" || command == "--help" {
      output.out(CLIHelp.overview)
      return arguments.isEmpty ? 2 : 0
    }
    guard let type = commands[command] else {
      let suggestion = CLIHelp.closest(command, in: commands.keys.sorted()).map { " Did you mean '\($0)'?" } ?? ""
      output.err("specimen: unknown command '\(command)'.\(suggestion) Commands: \(commands.keys.sorted().joined(separator: ", ")); see 'specimen --help'.")
      return 2
    }
    if rest.contains("-h") || rest.contains("--help") {
      output.out(type.help)
      return 0
    }
    do {
      try AssetsOption.extract(&rest)
      try FontPathOption.extract(&rest)
      var parser = ArgumentParser(rest, command: command)
      let instance = try type.init(parsing: &parser)
      try parser.finish()
      return instance.run(catalog: catalog, output: output)
    } catch let error as UsageError {
      output.err("specimen \(command): \(error.message)\n\n\(type.help)")
      return 2
    } catch {
      output.err("specimen \(command): \(error)")
      return 2
    }
  }
}

/// Where the CLI prints: standard output and error, or a capture for tests.
public struct CLIOutput: Sendable {
  public let out: @Sendable (String) -> Void
  public let err: @Sendable (String) -> Void

  public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
    self.out = out
    self.err = err
  }

  /// The process's standard output and standard error.
  public static let standard = CLIOutput(
    out: { print($0) },
    err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
}

/// One subcommand.
protocol CLICommand {
  static var help: String { get }
  init(parsing parser: inout ArgumentParser) throws
  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32
}

/// A mistake in the command line; the message says what to type instead.
struct UsageError: Error {
  let message: String
}

/// A small parser for `--name value`, `--name=value` and flags.
struct ArgumentParser {
  private var arguments: [String]
  let command: String

  init(_ arguments: [String], command: String) {
    self.arguments = arguments
    self.command = command
  }

  /// Removes and returns the value of option `name` (`--name v` or `--name=v`), if present. An option that takes
  /// one value and is given twice is a usage error naming both values (`--out a --out b` used to say only
  /// "unknown option '--out'").
  mutating func value(_ names: String...) throws -> String? {
    guard let first = try take(names) else { return nil }
    let before = arguments
    if let second = try take(names) {
      let name = names.first { n in before.contains { $0 == n || $0.hasPrefix(n + "=") } } ?? names[0]
      throw UsageError(message: "\(name) is given more than once ('\(first)', then '\(second)'); give it once")
    }
    return first
  }

  /// Removes and returns the first value of any of `names`, if present.
  private mutating func take(_ names: [String]) throws -> String? {
    for (i, argument) in arguments.enumerated() {
      for name in names {
        if argument == name {
          guard i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") else {
            throw UsageError(message: "\(name) needs a value")
          }
          let value = arguments[i + 1]
          arguments.removeSubrange(i...(i + 1))
          return value
        }
        if argument.hasPrefix(name + "=") {
          arguments.remove(at: i)
          return String(argument.dropFirst(name.count + 1))
        }
      }
    }
    return nil
  }

  /// Removes and returns the value of an option naming a file or folder (`what`, e.g. "a folder"). An empty
  /// value (`--out=`, or `--out "$DIR"` with DIR unset) is a usage error: as a path it names the working
  /// directory, which the command would then write into.
  mutating func path(_ name: String, _ what: String, example: String) throws -> String? {
    guard let path = try value(name) else { return nil }
    guard !path.isEmpty else { throw UsageError(message: "\(name) takes \(what), not an empty path; e.g. \(name) \(example)") }
    return path
  }

  /// Removes every value of a repeatable option.
  mutating func values(_ names: String...) throws -> [String] {
    var found: [String] = []
    while true {
      var next: String?
      for name in names where next == nil { next = try take([name]) }
      guard let value = next else { return found }
      found.append(value)
    }
  }

  /// Removes flag `name`; true when it was present.
  mutating func flag(_ name: String) -> Bool {
    guard let i = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: i)
    return true
  }

  /// Removes and returns the remaining positional arguments as entry or cell patterns. An empty one (`render "$NAME"`
  /// with NAME unset) selects nothing, which `list` printed as "0 cells" and exit 0: it is a usage error.
  mutating func patterns() throws -> [String] {
    let found = positionals()
    guard !found.contains("") else {
      throw UsageError(message: "an empty PATTERN selects no entry (an unset shell variable?); leave it out to take every entry, or name one, e.g. 'Toggle*'")
    }
    return found
  }

  /// Removes and returns the remaining positional arguments.
  mutating func positionals() -> [String] {
    let found = arguments.filter { !$0.hasPrefix("-") }
    arguments.removeAll { !$0.hasPrefix("-") }
    return found
  }

  /// Fails on anything not consumed.
  func finish() throws {
    guard let first = arguments.first else { return }
    throw UsageError(message: "unknown option '\(first)'")
  }
}
