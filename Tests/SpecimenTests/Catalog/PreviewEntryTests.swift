import Foundation
import Specimen
import SpecimenCairo
import SpecimenUI
import Testing

private struct Sizes_Previews: PreviewProvider {
  static var previews: some View {
    Rectangle().fill(.blue).frame(width: 30, height: 20).previewLayout(.sizeThatFits).previewDisplayName("Fits")
    Rectangle().fill(.blue).frame(width: 30, height: 20).previewLayout(.fixed(width: 200, height: 80)).previewDisplayName("Fixed")
    Rectangle().fill(.blue).frame(width: 30, height: 20)
    Rectangle().fill(.blue).frame(width: 30, height: 20).previewDevice("iPhone SE (3rd generation)")
      .previewInterfaceOrientation(.landscapeRight)
    Rectangle().fill(.primary).frame(width: 30, height: 20).previewLayout(.sizeThatFits)
      .preferredColorScheme(.dark).previewDisplayName("Fits")
  }
}

private struct Broken_Previews: PreviewProvider {
  static var previews: some View {
    Text("NaN").previewLayout(.fixed(width: .nan, height: 10))
    Text("Huge").previewLayout(.fixed(width: 1e20, height: 10))
    Text("Unknown").previewDevice("Pixel 8")
  }
}

struct PreviewEntryTests {
  @Test func oneCellPerPreviewNamedByDisplayNameOrPosition() {
    let entry = CatalogEntry.previews(Sizes_Previews.self)
    #expect(entry.name == "Sizes_Previews")
    #expect(entry.cells.map(\.name) == ["preview-Fits", "preview-Fixed", "preview-3", "preview-4", "preview-Fits (2)"])
    #expect(entry.problems.isEmpty)
  }

  @Test func eachLayoutSizesItsCell() {
    let cells = CatalogEntry.previews(Sizes_Previews.self).cells
    let renderer = ViewRenderer()
    let sizes = cells.map { renderer.place($0.view, in: .unspecified).frame.size }
    #expect(sizes == [
      CGSize(width: 30, height: 20),     // .sizeThatFits: the ideal size
      CGSize(width: 200, height: 80),    // .fixed
      CGSize(width: 393, height: 852),   // .device, the default iPhone 16
      CGSize(width: 667, height: 375),   // iPhone SE (3rd generation) on its side
      CGSize(width: 30, height: 20),
    ])
    // The fitting size does not grow when the sheet proposes a bigger box.
    #expect(renderer.place(cells[0].view, in: ProposedViewSize(width: 400, height: 900)).frame.size == CGSize(width: 30, height: 20))
  }

  @Test func preferredColorSchemeDarkensTheCellAndItsContent() throws {
    let cells = CatalogEntry.previews(Sizes_Previews.self).cells
    #expect(cells[4].state.environment.colorScheme == .dark)
    #expect(cells[0].state.environment.colorScheme == .light)
    let image = try ViewRenderer(scale: 1, background: nil).rasterize(cells[4].view, in: .unspecified)
    let centre = image.pixel(x: 15, y: 10)
    #expect(centre.r == 255 && centre.g == 255 && centre.b == 255 && centre.a == 255)   // .primary in dark is white
  }

  /// Each unusable size or device is a warning of its own cell, drawn on the default device's screen; the entry has no
  /// problem, so the file's other previews render (round 26: before, the whole entry was refused).
  @Test func unusableSizesAndUnknownDevicesWarnTheirCellAlone() throws {
    let entry = CatalogEntry.previews(Broken_Previews.self)
    #expect(entry.problems.isEmpty, "\(entry.problems)")
    let renderer = ViewRenderer(scale: 1)
    let warnings = try entry.cells.map { try renderer.rasterize($0.view, in: .unspecified).diagnostics.warnings.map(\.message) }
    #expect(warnings[0] == ["previewLayout(.fixed(width: nan, height: 10.0)) needs finite sizes from 1 to 4096 points; drawn on iPhone 16's "
      + "screen, 393 × 852 pt"])
    #expect(warnings[1].first?.contains("1e+20") == true, "\(warnings[1])")
    #expect(warnings[2].first?.hasPrefix("previewDevice \"Pixel 8\" is not in Specimen's device table") == true, "\(warnings[2])")
    // Each still has a usable size, so nothing traps while listing or measuring.
    for cell in entry.cells { #expect(renderer.place(cell.view, in: .unspecified).frame.size == CGSize(width: 393, height: 852)) }
  }

  @Test func emptyPreviewsAreANamedProblem() {
    let entry = CatalogEntry.previews("Empty") { EmptyView() }
    #expect(entry.problems.first == "Empty: its previews list no views; return at least one view from `previews`")
  }

  @Test func macroPreviewsFromAClosure() {
    let entry = CatalogEntry.previews("Card.Preview") {
      Text("A").previewDisplayName("A")
      Group { Text("B"); Text("C") }.previewLayout(.sizeThatFits)
    }
    #expect(entry.cells.map(\.name) == ["preview-A", "preview-2", "preview-3"])
  }

  /// The registry wraps `#Preview`s written under `#if DEBUG` in the same condition inside the builder.
  @Test func conditionalPreviewsInsideTheBuilder() {
    let entry = CatalogEntry.previews("Conditional.Preview") {
      #if DEBUG
      Text("debug only").previewDisplayName("Debug")
      #endif
      #if NEVER_DEFINED_BY_SPECIMEN
      Text("never")
      #endif
      Text("always")
    }
    #if DEBUG
    #expect(entry.cells.map(\.name) == ["preview-Debug", "preview-2"])
    #else
    #expect(entry.cells.map(\.name) == ["preview-1"])
    #endif
  }
}
