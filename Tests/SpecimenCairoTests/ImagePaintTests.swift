import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// `ImagePaint` repeats a region of an image from the corner of the filled bounds, at its scale.
@Suite struct ImagePaintTests {
  static let red = Pixel(255, 0, 0), blue = Pixel(0, 0, 255), white = Pixel(255, 255, 255)

  /// A 10×10 pt SVG tile: red left half, blue right half.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-image-paint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="5" height="10" fill="#f00"/>"##
      + ##"<rect x="5" width="5" height="10" fill="#00f"/></svg>"##
    try svg.write(to: folder.appendingPathComponent("stripe.svg"), atomically: true, encoding: .utf8)
    return folder
  }

  static func render(_ view: some View, folder: URL) throws -> RasterImage {
    let store = ImageStore(assetFolders: [folder])
    let placed = LayoutEngine(measurers: Measurers(text: PangoTextMeasurer(), image: store))
      .place(ResolveContext().resolve(view), in: .unspecified)
    return try CairoRenderer(scale: 1, background: .white, images: store).rasterize(Painter.displayList(of: placed))
  }

  @Test func tilesRepeatFromTheBoundsCorner() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try Self.render(Rectangle().fill(ImagePaint(image: Image("stripe"))).frame(width: 40, height: 10).padding(3), folder: folder)
    Render.save(image, "image-paint-tiles")
    for x in [5, 15, 25, 35] { #expect(image.px(x, 8).isClose(to: Self.red), "x \(x): \(image.px(x, 8))") }
    for x in [10, 20, 30, 40] { #expect(image.px(x, 8).isClose(to: Self.blue), "x \(x): \(image.px(x, 8))") }
    #expect(image.px(1, 8).isClose(to: Self.white))
  }

  @Test func scaleAndSourceRectPickTheRegionAndItsSize() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // At scale 2 the tile is 20 pt: red 0–10, blue 10–20.
    let scaled = try Self.render(Rectangle().fill(.image(Image("stripe"), scale: 2)).frame(width: 40, height: 10), folder: folder)
    #expect(scaled.px(8, 5).isClose(to: Self.red) && scaled.px(12, 5).isClose(to: Self.blue) && scaled.px(28, 5).isClose(to: Self.red))
    // The right half only: blue everywhere.
    let half = try Self.render(Rectangle().fill(ImagePaint(image: Image("stripe"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))
      .frame(width: 40, height: 10), folder: folder)
    #expect([1, 4, 8, 13, 22, 37].allSatisfy { half.px($0, 5).isClose(to: Self.blue) })
    // As a border: the stroke shows the tiles, the inside stays clear.
    let border = try Self.render(Color.white.frame(width: 40, height: 40).border(ImagePaint(image: Image("stripe")), width: 4), folder: folder)
    #expect(border.px(2, 20).isClose(to: Self.red) && border.px(20, 20).isClose(to: Self.white))
  }

  @Test func unusableNumbersWarnAndDrawTheWholeImage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try Self.render(Rectangle().fill(ImagePaint(image: Image("stripe"), sourceRect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), scale: -CGFloat.infinity))
      .frame(width: 20, height: 10), folder: folder)
    #expect(image.px(2, 5).isClose(to: Self.red) && image.px(7, 5).isClose(to: Self.blue))
    let warnings = image.diagnostics.warnings.map(\.message)
    #expect(warnings.contains { $0.hasPrefix("ImagePaint scale -inf") }, "\(warnings)")
    #expect(warnings.contains { $0.hasPrefix("ImagePaint sourceRect") }, "\(warnings)")
  }

  @Test func tiledResizableImagesRepeatAtTheirOwnSize() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let tiled = try Self.render(Image("stripe").resizable(resizingMode: .tile).frame(width: 40, height: 20), folder: folder)
    for x in [2, 12, 22, 32] { #expect(tiled.px(x, 15).isClose(to: Self.red), "x \(x): \(tiled.px(x, 15))") }
    for x in [7, 17, 27, 37] { #expect(tiled.px(x, 15).isClose(to: Self.blue), "x \(x): \(tiled.px(x, 15))") }
    // Stretched (the default), one stripe pair spans the frame: red up to x = 20.
    let stretched = try Self.render(Image("stripe").resizable().frame(width: 40, height: 20), folder: folder)
    #expect(stretched.px(12, 15).isClose(to: Self.red) && stretched.px(27, 15).isClose(to: Self.blue))
  }

  @Test func interpolationNoneScalesBitmapsWithoutSmoothing() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A 2×1 PNG: one red pixel, one blue.
    let pixels = try Render.image(HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0).frame(width: 1, height: 1)
      Color(red: 0, green: 0, blue: 1).frame(width: 1, height: 1) }, scale: 1)
    try pixels.pngData().write(to: folder.appendingPathComponent("pixels.png"))
    let crisp = try Self.render(Image("pixels").resizable().interpolation(.none).frame(width: 20, height: 10), folder: folder)
    #expect(crisp.px(9, 5) == Self.red && crisp.px(10, 5) == Self.blue, "\(crisp.px(9, 5)) \(crisp.px(10, 5))")
    let smooth = try Self.render(Image("pixels").resizable().frame(width: 20, height: 10), folder: folder)
    #expect(smooth.px(9, 5) != Self.red, "smoothed across the pixel edge: \(smooth.px(9, 5))")
  }
}
