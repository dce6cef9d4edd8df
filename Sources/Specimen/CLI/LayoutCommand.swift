import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI

/// `specimen layout ENTRY[/CELL]`: the placed tree of one cell as JSON.
struct LayoutCommand: CLICommand {
  static let help = """
    usage: specimen layout ENTRY[/CELL] [--text] [--overlay OUT.png]

    Prints the frames of one cell (the entry's first cell when CELL is left out) as JSON:
    type, id, frame (x, y, width, height in points) and children.

    options:
      --text              an indented text tree instead of JSON
      --overlay OUT.png   also write the cell's render (@2x) with every frame outlined
                          (one hue per depth) and named
    """

  let target: String
  let asText: Bool
  let overlayPath: String?

  init(parsing parser: inout ArgumentParser) throws {
    asText = parser.flag("--text")
    overlayPath = try parser.path("--overlay", "a file", example: "overlay.png")
    let positionals = parser.positionals()
    guard positionals.count == 1, let target = positionals.first else {
      throw UsageError(message: "name one entry or cell, e.g. specimen layout CustomButtonStyle/role-none.state-normal")
    }
    self.target = target
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
    guard let entry = catalog.first(where: { $0.name == parts[0] }) else {
      let hint = CLIHelp.closest(parts[0], in: catalog.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
      output.err("specimen layout: no entry named '\(parts[0])'.\(hint) See 'specimen list'.")
      return 2
    }
    let cells = entry.cells
    let cell = parts.count > 1 ? cells.first { $0.name == parts[1] } : cells.first
    guard let cell else {
      output.err("specimen layout: \(entry.name) has no cell '\(parts[1])'. See 'specimen list \(entry.name) --cells'.")
      return 2
    }
    let result = LayoutInspector.layout(
      of: cell.view, in: ProposedViewSize(width: entry.cellWidth, height: nil), measurers: ViewRenderer.measurers)
    output.out(asText ? result.textDump() : result.jsonDump())
    if let overlayPath {
      do {
        let list = DebugOverlay().overlaid(Painter.displayList(of: result.root), root: result.root)
        let png = try CairoRenderer(scale: 2, background: .white).rasterize(list).pngData()
        try AtomicFile.write(png, to: URL(fileURLWithPath: overlayPath))
      } catch {
        output.err("specimen layout: cannot write the overlay to \(overlayPath): \(error)")
        return 1
      }
    }
    return 0
  }
}
