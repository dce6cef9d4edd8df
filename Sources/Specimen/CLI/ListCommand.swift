import Foundation

/// `specimen list [PATTERN…] [--cells]`: the catalog's entries (and their cells).
struct ListCommand: CLICommand {
  static let help = """
    usage: specimen list [PATTERN…] [--cells]

    Lists the catalog's entries with their axes and cell counts.

    options:
      PATTERN   only entries or cells (Entry/cell) matching these globs
      --cells   list every cell id as well
    """

  let filters: [String]
  let showCells: Bool

  init(parsing parser: inout ArgumentParser) throws {
    showCells = parser.flag("--cells")
    filters = try parser.patterns()
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    var options = RenderOptions()
    options.filters = filters
    let renderer = CatalogRenderer(outputFolder: URL(fileURLWithPath: "."), options: options)
    var total = 0
    for entry in catalog {
      let cells = renderer.selectedCells(of: entry)
      guard !cells.isEmpty else { continue }
      total += cells.count
      output.out("\(entry.name)  \(cells.count) cells  axes: \(entry.axes.map { "\($0.name)(\($0.values.count))" }.joined(separator: " × "))")
      if showCells { for cell in cells { output.out("  \(cell.id)") } }
    }
    output.out("\(total) cells")
    return 0
  }
}
