import Foundation

/// The `specimen` command line over a catalog; a team's own executable calls `SpecimenCLI.main(catalog:)`.
public enum SpecimenCLI {
  /// Runs the command in `arguments` (without the program name) over `catalog`; returns the exit code.
  public static func run(catalog: [CatalogEntry], arguments: [String]) -> Int32 {
    var out = "Previews"
    var index = 0
    var command = "render"
    if let first = arguments.first, !first.hasPrefix("-") {
      command = first
      index = 1
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--out":
        guard index + 1 < arguments.count else { return usage("--out needs a folder, e.g. --out Previews") }
        out = arguments[index + 1]
        index += 2
      case "-h", "--help":
        print(help)
        return 0
      default:
        return usage("unknown option '\(argument)'")
      }
    }
    switch command {
    case "list":
      for entry in catalog { print("\(entry.name)  (\(entry.cells.count) cells: \(entry.rows.name) × \(entry.columns.name))") }
      return 0
    case "render":
      return render(catalog: catalog, out: URL(fileURLWithPath: out))
    default:
      return usage("unknown command '\(command)'")
    }
  }

  /// Runs with the process's arguments and exits.
  public static func main(catalog: [CatalogEntry]) -> Never {
    exit(run(catalog: catalog, arguments: Array(CommandLine.arguments.dropFirst())))
  }

  static func render(catalog: [CatalogEntry], out: URL) -> Int32 {
    let writer = SheetWriter(outputFolder: out)
    var failures = 0
    for entry in catalog {
      let start = Date()
      do {
        let output = try writer.write(entry)
        let ms = Int(Date().timeIntervalSince(start) * 1000)
        print("\(entry.name): \(output.cells.count) cells, sheet \(output.sheet.lastPathComponent) (\(ms) ms)")
      } catch {
        failures += 1
        FileHandle.standardError.write(Data("error: \(entry.name): \(error)\n".utf8))
      }
    }
    return failures == 0 ? 0 : 1
  }

  static func usage(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("specimen: \(message)\n\n\(help)\n".utf8))
    return 2
  }

  static let help = """
    usage: specimen <command> [options]

    commands:
      render     render every entry's sheet and cells (default)
      list       list the catalog's entries

    options:
      --out DIR  where to write the PNGs (default: Previews)
      -h, --help show this help
    """
}
