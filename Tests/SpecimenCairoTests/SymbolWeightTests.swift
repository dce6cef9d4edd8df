import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing
@testable import SpecimenCairo

/// Symbols take their font's weight, as SF Symbols do: heavier strokes for `.bold`, lighter for
/// `.ultraLight`, and a glyph cut out of a filled container grows with the container.
@Suite struct SymbolWeightTests {
  /// The rows (top, bottom) of `image` in column `x` darker than mid-grey, in pixels.
  static func darkRows(_ image: RasterImage, column x: Int) -> (Int, Int)? {
    let rows = (0..<image.height).filter { image.px(x, $0).r < 128 }
    return rows.first.map { ($0, rows.last!) }
  }

  /// The number of pixels of `image` darker than mid-grey.
  static func darkCount(_ image: RasterImage) -> Int {
    var count = 0
    for y in 0..<image.height { for x in 0..<image.width where image.px(x, y).r < 128 { count += 1 } }
    return count
  }

  /// The total ink of `image`: the sum of every pixel's darkness (255 − red), robust to anti-aliasing.
  static func ink(_ image: RasterImage) -> Int {
    var sum = 0
    for y in 0..<image.height { for x in 0..<image.width { sum += 255 - Int(image.px(x, y).r) } }
    return sum
  }

  @Test func strokesFollowTheSystemFontsStems() {
    #expect(SymbolWeight.strokeRatio(weight: 400) == 1)
    #expect(abs(SymbolWeight.strokeRatio(weight: 700) - 151.3 / 83.8) < 1e-9)
    #expect(abs(SymbolWeight.strokeRatio(weight: 650) - (128.5 + 151.3) / 2 / 83.8) < 1e-9)
    #expect(SymbolWeight.strokeRatio(weight: -5) == SymbolWeight.strokeRatio(weight: 100))
    #expect(SymbolWeight.strokeRatio(weight: 5000) == SymbolWeight.strokeRatio(weight: 900))
    // A regular body symbol's strokes are 16.93 / 16 pt; bold adds 80.5 % of that.
    #expect(abs(SymbolWeight.strokeChange(weight: 700, fullHeight: 16) - (151.3 / 83.8 - 1)) < 1e-9)
    #expect(SymbolWeight.strokeChange(weight: 700, fullHeight: .nan) == 0)
  }

  /// A bar 8 samples wide in a 40 × 8 sample strip (factor 4: 10 × 2 pixels), columns 16…23.
  static let bar: [UInt8] = (0..<(40 * 8)).map { (16..<24).contains($0 % 40) ? 255 : 0 }

  @Test func aDilationWidensABarByTheRadiusOnEachSide() {
    let grown = SymbolWeight.morph(Self.bar, width: 40, height: 8, radius: 4, factor: 4)
    // Samples 12…27 are covered: pixels 3…6 fully, nothing else.
    #expect(Array(grown[0..<10]) == [0, 0, 0, 255, 255, 255, 255, 0, 0, 0])
    let half = SymbolWeight.morph(Self.bar, width: 40, height: 8, radius: 2, factor: 4)
    #expect(Array(half[0..<10]) == [0, 0, 0, 128, 255, 255, 128, 0, 0, 0])
    // A fractional radius covers part of a sample: samples 13 and 26 half, so pixels 3 and 6 at 2.5 / 4.
    let between = SymbolWeight.morph(Self.bar, width: 40, height: 8, radius: 2.5, factor: 4)
    #expect(Array(between[0..<10]) == [0, 0, 0, 159, 255, 255, 159, 0, 0, 0])
  }

  @Test func anErosionNarrowsABar() {
    let thinned = SymbolWeight.morph(Self.bar, width: 40, height: 8, radius: -2, factor: 4)
    #expect(Array(thinned[10..<20]) == [0, 0, 0, 0, 128, 128, 0, 0, 0, 0])  // samples 18…21: half of pixels 4 and 5
  }

  /// `name` at 17 pt and `weight`, at 4×, on white.
  static func symbol(_ name: String, _ weight: Font.Weight) throws -> RasterImage {
    try Render.image(Image(systemName: name).font(.system(size: 17, weight: weight)), scale: 4)
  }

  @Test func aBoldMinusIsThickerByTheStemDifference() throws {
    let regular = try Self.symbol("minus", .regular), bold = try Self.symbol("minus", .bold), light = try Self.symbol("minus", .ultraLight)
    let x = regular.width / 2
    let r = try #require(Self.darkRows(regular, column: x)), b = try #require(Self.darkRows(bold, column: bold.width / 2))
    let l = try #require(Self.darkRows(light, column: light.width / 2))
    let change = SymbolWeight.strokeChange(weight: 700, fullHeight: SymbolMap.inkHeight(pointSize: 17, scale: .medium, weight: 400)) * 4
    let grown = CGFloat((b.1 - b.0) - (r.1 - r.0))
    #expect(abs(grown - change) <= 1.5, "bold minus is \(grown) px thicker, expected \(change)")
    #expect(l.1 - l.0 < r.1 - r.0)
    #expect(l.1 - l.0 >= 0)  // still drawn
  }

  @Test func aBoldCutOutGlyphGrowsInsteadOfClosing() throws {
    let regular = try Self.symbol("xmark.circle.fill", .regular), bold = try Self.symbol("xmark.circle.fill", .bold)
    // The cross's centre stays white, and its arms are wider than at regular.
    expectPixel(bold, bold.width / 2, bold.height / 2, Pixel(255, 255, 255))
    func whiteInDisc(_ image: RasterImage) -> Int {
      let cx = image.width / 2, cy = image.height / 2
      var count = 0
      for y in (cy - 12)...(cy + 12) { for x in (cx - 12)...(cx + 12) where image.px(x, y).r > 128 { count += 1 } }
      return count
    }
    #expect(whiteInDisc(bold) > whiteInDisc(regular) + 40)
    #expect(Self.darkCount(bold) > Self.darkCount(regular))  // the disc grew too
  }

  @Test func aGlyphCutOutOfATriangleStaysOpen() throws {
    /// White pixels down the middle column between the triangle's top and bottom: the cut-out exclamation mark.
    func cutOut(_ weight: Font.Weight) throws -> Int {
      let image = try Self.symbol("exclamationmark.triangle.fill", weight)
      let x = image.width / 2
      let rows = try #require(Self.darkRows(image, column: x))
      return (rows.0...rows.1).filter { image.px(x, $0).r > 128 }.count
    }
    let regular = try cutOut(.regular), heavy = try cutOut(.heavy)
    #expect(regular > 20)
    #expect(heavy > regular, "regular \(regular), heavy \(heavy)")  // the mark's bar and dot grow longer
  }

  @Test func aResizableSymbolKeepsItsFrame() throws {
    func heart(_ weight: Font.Weight) throws -> RasterImage {
      try Render.image(Image(systemName: "heart").resizable().frame(width: 40, height: 40).fontWeight(weight), scale: 2)
    }
    let regular = try heart(.regular), black = try heart(.black)
    let r = try #require(Self.darkRows(regular, column: 40)), b = try #require(Self.darkRows(black, column: 40))
    #expect(abs(b.0 - r.0) <= 1 && abs(b.1 - r.1) <= 1, "regular \(r), black \(b)")
    #expect(Self.darkCount(black) > Self.darkCount(regular) * 3 / 2)
  }

  @Test func anSVGExportDrawsTheWeightToo() throws {
    let list = Render.list(Image(systemName: "plus").font(.system(size: 17, weight: .heavy)))
    let png = try CairoRenderer(scale: 2, background: .white).rasterize(list)
    let svg = try CairoRenderer(scale: 2, background: .white).svgData(list)
    let fromSVG = try CairoRenderer.rasterizeSVG(svg, size: list.size, scale: 2)
    #expect(abs(Self.ink(fromSVG) - Self.ink(png)) <= Self.ink(png) / 25)  // the export's bitmap is drawn at 4 px per point, the PNG at 2
    let regular = try CairoRenderer(scale: 2, background: .white).rasterize(Render.list(Image(systemName: "plus").font(.system(size: 17))))
    #expect(Self.darkCount(png) > Self.darkCount(regular) * 3 / 2)
  }
}
