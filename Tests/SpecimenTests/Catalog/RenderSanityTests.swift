import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// Render problems in a cell become named errors of the run; the other cells still render.
@Suite struct RenderSanityTests {
  private let catalog = [
    CatalogEntry("Icons", axes: [StateAxis("symbol", [AxisValue("known") { $0.label = "trash" }, AxisValue("unknown") { $0.label = "no.such.symbol" }])]) { state in
      Image(systemName: state.label ?? "trash").font(.title)
    },
  ]

  @Test func unknownSymbolFailsItsCellOnly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-sanity-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CatalogRenderer(outputFolder: folder).run(catalog)
    #expect(result.errors.count == 1)
    let error = try #require(result.errors.first)
    #expect(error.hasPrefix("Icons/symbol-unknown: "))
    #expect(error.contains("no.such.symbol"))
    #expect(error.contains("Assets/Icons/no.such.symbol.svg"))
    // Both cells are still written, so the bad one can be seen.
    #expect(result.files.contains("Icons/symbol-known.png") && result.files.contains("Icons/symbol-unknown.png"))
    let record = try #require(result.manifest.entries.first?.cells.first { $0.name == "symbol-unknown" })
    #expect(record.error == error)
  }

  @Test func renderCommandExitsNonZeroAndNamesTheCell() {
    final class Lines: @unchecked Sendable { var err: [String] = [] }
    let lines = Lines()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-sanity-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let status = SpecimenCLI.run(catalog: catalog, arguments: ["render", "--out", folder.path],
                                 output: CLIOutput(out: { _ in }, err: { lines.err.append($0) }))
    #expect(status == 1)
    #expect(lines.err.contains { $0.hasPrefix("error: Icons/symbol-unknown") })
  }
}
