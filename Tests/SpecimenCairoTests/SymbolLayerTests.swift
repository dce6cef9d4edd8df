import SpecimenUI
import Testing
@testable import SpecimenCairo

/// `.palette` and `.hierarchical` draw a glyph in a container (`xmark.circle.fill`) in two styles:
/// the glyph in the primary, the container in the secondary, as SF Symbols do.
@Suite struct SymbolLayerTests {
  static let blue = Pixel(0, 122, 255), white = Pixel(255, 255, 255), gray = Pixel(142, 142, 147)
  /// Blue at the secondary level's 0.5 opacity over white.
  static let halfBlue = Pixel(128, 189, 255)

  /// `name`, resizable, filling a 40 × 40 frame at scale 1: its disc is centred at (20, 20).
  static func symbol<V: View>(_ name: String, _ style: (Image) -> V) throws -> RasterImage {
    try Render.image(style(Image(systemName: name).resizable()).frame(width: 40, height: 40))
  }

  @Test func paletteDrawsTheGlyphInTheFirstStyleAndTheContainerInTheSecond() throws {
    let image = try Self.symbol("xmark.circle.fill") { $0.symbolRenderingMode(.palette).foregroundStyle(.white, .blue) }
    expectPixel(image, 20, 20, Self.white)  // where the cross's arms meet
    expectPixel(image, 20, 5, Self.blue)    // the disc above the cross
    expectPixel(image, 5, 20, Self.blue)
  }

  @Test func twoForegroundStylesDrawInLayersWithoutAMode() throws {
    let image = try Self.symbol("xmark.circle.fill") { $0.foregroundStyle(.white, .gray) }
    expectPixel(image, 20, 20, Self.white)
    expectPixel(image, 20, 5, Self.gray)
  }

  @Test func monochromeKeepsTheGlyphCutOut() throws {
    let image = try Self.symbol("xmark.circle.fill") { $0.foregroundStyle(.gray) }
    expectPixel(image, 20, 20, Self.white)  // the white background through the cut-out
    expectPixel(image, 20, 5, Self.gray)
    let dark = try Render.image(Image(systemName: "xmark.circle.fill").resizable().foregroundStyle(.gray)
      .frame(width: 40, height: 40), background: RGBA(0, 0, 0))
    expectPixel(dark, 20, 20, Pixel(0, 0, 0))
  }

  @Test func hierarchicalFadesTheContainer() throws {
    let image = try Self.symbol("xmark.circle.fill") { $0.symbolRenderingMode(.hierarchical).foregroundStyle(.blue) }
    expectPixel(image, 20, 20, Self.blue)
    expectPixel(image, 20, 5, Self.halfBlue)
  }

  @Test func anOutlinedContainerIsTheShapeAroundTheGlyph() throws {
    let image = try Self.symbol("plus.circle") { $0.symbolRenderingMode(.hierarchical).foregroundStyle(.blue) }
    expectPixel(image, 20, 20, Self.blue)       // the plus
    expectPixel(image, 20, 1, Self.halfBlue, tolerance: 12)  // the ring at the top
    expectPixel(image, 12, 12, Self.white)      // between them
  }

  @Test func aGlyphCroppedByTheCircleIsWhole() throws {
    let image = try Self.symbol("person.crop.circle.fill") { $0.symbolRenderingMode(.palette).foregroundStyle(.white, .blue) }
    expectPixel(image, 20, 37, Self.white)  // the body, open at the circle's lower edge
    expectPixel(image, 20, 14, Self.white)  // the head
    expectPixel(image, 6, 14, Self.blue)
  }

  @Test func symbolsOutsideAContainerStayOneLayer() throws {
    let image = try Self.symbol("gearshape.fill") { $0.symbolRenderingMode(.palette).foregroundStyle(.blue, .white) }
    expectPixel(image, 20, 20, Self.white)  // the centre hole shows the background
    expectPixel(image, 20, 8, Self.blue)
  }

  @Test func aHugeSymbolDrawsInOneLayer() throws {
    // 2100 × 2100 pixels is over SymbolLayers.maxSplitPixels: the cross stays cut out, nothing is split.
    let image = try Render.image(Image(systemName: "xmark.circle.fill").resizable().symbolRenderingMode(.palette)
      .foregroundStyle(.white, .blue).frame(width: 2100, height: 2100), background: RGBA(0, 0, 0))
    expectPixel(image, 1050, 1050, Pixel(0, 0, 0))
    expectPixel(image, 1050, 200, Self.white)  // the one layer takes the primary style
  }

  @Test func anSVGExportDrawsTheLayersToo() throws {
    let list = Render.list(Image(systemName: "xmark.circle.fill").resizable().symbolRenderingMode(.palette)
      .foregroundStyle(.white, .blue).frame(width: 40, height: 40))
    let svg = try CairoRenderer(scale: 2, background: .white).svgData(list)
    let image = try CairoRenderer.rasterizeSVG(svg, size: list.size, scale: 2)
    expectPixel(image, 40, 40, Self.white, tolerance: 6)
    expectPixel(image, 40, 10, Self.blue, tolerance: 6)
  }

  @Test func containersAreReadFromTheName() {
    #expect(SymbolLayers.kind(of: "xmark.circle.fill") == .filledCircle)
    #expect(SymbolLayers.kind(of: "exclamationmark.triangle.fill") == .filled)
    #expect(SymbolLayers.kind(of: "play.rectangle.fill") == .filled)
    #expect(SymbolLayers.kind(of: "plus.circle") == .outlined)
    #expect(SymbolLayers.kind(of: "checkmark.seal") == .outlined)
    #expect(SymbolLayers.kind(of: "circle.fill") == nil)
    #expect(SymbolLayers.kind(of: "square.and.arrow.up") == nil)
    #expect(SymbolLayers.kind(of: "gearshape.fill") == nil)
  }
}
