import Foundation
import HostileSupport
import SpecimenUI
import Testing
@testable import Specimen

/// Trees built in a loop are cut at `ViewDepth.limit`: their cell fails with an error naming the limit
/// and how to raise it, never a stack overflow; trees under the limit render; the rest of the run is written.
@Suite struct DeepTreeTests {
  static func nestedPaddings(_ depth: Int) -> AnyView {
    var view = AnyView(Text("deep"))
    for _ in 0..<depth { view = AnyView(view.padding(0.5)) }
    return view
  }

  static func nestedStacks(_ depth: Int) -> AnyView {
    var view = AnyView(Color.red.frame(width: 4, height: 4))
    for level in 0..<depth { view = level % 2 == 0 ? AnyView(HStack { view }) : AnyView(VStack { view }) }
    return view
  }

  /// Renders an entry with a control cell and one cell of `view`; returns the run and the deep cell's record.
  static func run(_ view: @escaping @Sendable () -> AnyView) throws -> (CatalogRenderer.RunResult, Manifest.CellRecord?, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-deep-\(UUID().uuidString)")
    let catalog = [CatalogEntry("Deep", axes: [StateAxis("tree", [AxisValue("flat") { $0.label = "flat" }, AxisValue("deep") { $0.label = "deep" }])]) { state in
      if state.label == "deep" { view() } else { AnyView(Text("flat")) }
    }]
    let result = CatalogRenderer(outputFolder: folder).run(catalog)
    let manifest = try Manifest.read(from: folder.appendingPathComponent("manifest.json"))
    return (result, manifest.entries.first?.cells.first { $0.name == "tree-deep" }, folder)
  }

  @Test(arguments: [("3000 nested .padding", 3_000, false), ("10000 nested stacks", 10_000, true)])
  func deepTreesFailTheirCellWithTheNamedLimit(name: String, depth: Int, stacks: Bool) throws {
    let (result, deep, folder) = try Self.run { stacks ? Self.nestedStacks(depth) : Self.nestedPaddings(depth) }
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(deep?.error, "\(name): the deep cell should fail")
    #expect(error.contains("more than \(ViewDepth.limit) views deep (ViewDepth.limit)"), "\(error)")
    #expect(error.contains("SPECIMEN_MAX_VIEW_DEPTH=N"), "\(error)")
    #expect(result.files.contains("Deep/tree-flat.png"), "the other cell is still written")
    #expect(result.files.contains("manifest.json"))
  }

  @Test func treesUnderTheLimitRender() throws {
    let depth = ViewDepth.limit * 3 / 4 / 2  // each .padding through AnyView is two levels
    let (result, deep, folder) = try Self.run { Self.nestedPaddings(depth) }
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(deep?.error == nil, "\(deep?.error ?? "")")
    #expect(result.files.contains("Deep/tree-deep.png"))
  }

  /// A renderer called on a thread with a small stack still renders a tree as deep as the limit allows: its work moves
  /// to a thread with a stack sized for `ViewDepth.limit` (RenderStack), where the catalog renders.
  @Test func aDeepTreeRendersFromAThreadWithASmallStack() throws {
    let depth = ViewDepth.limit * 3 / 4 / 2
    let render = { @Sendable () -> (hasRoom: Bool, pixels: [UInt8]?, size: CGSize) in
      let renderer = ViewRenderer(scale: 1)
      let raster = try? renderer.rasterize(Self.nestedPaddings(depth), in: .unspecified)
      return (RenderStack.hasRoom, raster?.rgbaBytes(), renderer.size(of: Self.nestedPaddings(depth), in: .unspecified))
    }
    let small = onThread(stackBytes: 512 << 10, render)
    let big = onThread(stackBytes: ViewDepth.stackBytes, render)
    #expect(!small.hasRoom && big.hasRoom)
    let pixels = try #require(small.pixels, "the deep tree renders")
    #expect(pixels == big.pixels, "the same pixels as on a thread with room")
    #expect(small.size == big.size && small.size.width > CGFloat(depth), "each padding adds a point across: \(small.size)")
  }

  /// Work already on a stack big enough stays on its thread (a catalog's workers, a view measured inside a body).
  @Test func helperThreadsHaveRoomAndSmallThreadsDoNot() {
    #expect(onThread(stackBytes: ViewDepth.stackBytes) { RenderStack.hasRoom })
    #expect(!onThread(stackBytes: 8 << 20) { RenderStack.hasRoom })
    #expect(WorkPool.map(2, threads: 2) { _ in RenderStack.hasRoom } == [true, true])
  }
}
