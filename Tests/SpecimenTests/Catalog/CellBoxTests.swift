import Foundation
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen

/// A cell's box holds its content at the size it was measured, before pixel snapping: a snapped
/// size can be a fraction of a pixel smaller, and text proposed that much less than its width wraps.
@Suite struct CellBoxTests {
  static func textFrames(_ node: PlacedNode) -> [CGRect] {
    (node.node.type == "Text" ? [node.frame] : []) + node.children.flatMap(textFrames)
  }

  @Test(arguments: [ControlSize.mini, .small, .regular, .large])
  func textHuggingCellsKeepOneLine(_ size: ControlSize) throws {
    // "Continue" in the mini bordered button is 51.1 pt wide: snapped, its button measured 67.0 pt
    // against 67.1, and the label wrapped to "Continu-e" in its box.
    let entry = CatalogEntry("Buttons", axes: []) { _ in Button("Continue") {}.buttonStyle(.bordered).controlSize(size) }
    let cell = try #require(entry.cells.first)
    let renderer = ViewRenderer(scale: 2)
    let measured = SheetGrid.measure(cell, renderer: renderer)
    // Its column is as wide as it needs; its row is taller, for a larger neighbour.
    let box = CGSize(width: SheetGrid.padded(measured.width), height: SheetGrid.padded(measured.height) + 40)
    let alone = try #require(Self.textFrames(renderer.place(cell.view, in: .unspecified)).first)
    let boxed = try #require(Self.textFrames(renderer.place(CellBox(cell: cell, size: box), in: .unspecified)).first)
    #expect(boxed.height < alone.height * 1.5, "\(size): the label keeps its one line (\(boxed) against \(alone))")
    #expect(measured.width >= alone.width)
  }
}
