import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// A canvas's layer clips (`clipToLayer`), its per-pixel filters (`alphaThreshold`, `colorMatrix`, `luminanceToAlpha`,
/// `projectionTransform`), palette and tiled-image shadings, and `ResolvedSymbol.size`, checked at known pixels.
@Suite struct CanvasLayerFilterTests {
  static let red = Color(red: 1, green: 0, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)
  static let green = Color(red: 0, green: 1, blue: 0)

  /// Two discs 6 pt apart drawn in one layer, thresholded at half alpha after an optional blur.
  func discs(blur: CGFloat?, threshold: Double = 0.5) -> some View {
    Canvas { context, _ in
      context.addFilter(.alphaThreshold(min: threshold, color: Self.blue))
      if let blur { context.addFilter(.blur(radius: blur)) }
      context.drawLayer { layer in
        layer.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.black))
        layer.fill(Path(ellipseIn: CGRect(x: 56, y: 10, width: 40, height: 40)), with: .color(.black))
      }
    }
    .frame(width: 106, height: 60)
  }

  @Test func aThresholdAfterABlurMergesNearbyShapesInOneColor() throws {
    let merged = try Render.image(discs(blur: 8), scale: 1)
    expectPixel(merged, 53, 30, Pixel(0, 0, 255), tolerance: 0)  // the gap, bridged
    expectPixel(merged, 30, 30, Pixel(0, 0, 255), tolerance: 0)  // a disc's centre
    expectPixel(merged, 2, 2, Pixel(255, 255, 255), tolerance: 0)  // far from both: clear
    let hard = try Render.image(discs(blur: nil), scale: 1)
    expectPixel(hard, 53, 30, Pixel(255, 255, 255), tolerance: 0)  // without the blur the gap stays open
    expectPixel(hard, 30, 30, Pixel(0, 0, 255), tolerance: 0)
  }

  @Test func aThresholdThatIsNotANumberIsNamedAndLeftOut() throws {
    let image = try Render.image(discs(blur: nil, threshold: .nan), scale: 1)
    expectPixel(image, 30, 30, Pixel(0, 0, 0))  // the discs as drawn, black
    #expect(image.diagnostics.warnings.map(\.message).contains {
      $0.contains("GraphicsContext.Filter.alphaThreshold nan is not usable; drawn without the effect")
    }, "\(image.diagnostics.warnings.map(\.message))")
  }

  /// A red fill of the whole canvas through a layer clip of its left half; an unclipped blue square top right.
  func clipped(_ options: GraphicsContext.ClipOptions, opacity: Double = 1) -> some View {
    Canvas { context, size in
      var clipped = context
      clipped.clipToLayer(opacity: opacity, options: options) { layer in
        layer.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 40)), with: .color(.black))
      }
      clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.red))
      context.fill(Path(CGRect(x: 90, y: 0, width: 10, height: 10)), with: .color(Self.blue))
    }
    .frame(width: 100, height: 40)
  }

  @Test func aLayerClipShowsLaterDrawingWhereTheLayerIsOpaque() throws {
    let plain = try Render.image(clipped([]), scale: 1)
    expectPixel(plain, 25, 20, Pixel(255, 0, 0), tolerance: 0)
    expectPixel(plain, 75, 20, Pixel(255, 255, 255), tolerance: 0)
    expectPixel(plain, 95, 5, Pixel(0, 0, 255), tolerance: 0)  // the context the clip was not added to
    let inverse = try Render.image(clipped(.inverse), scale: 1)
    expectPixel(inverse, 25, 20, Pixel(255, 255, 255), tolerance: 0)
    expectPixel(inverse, 75, 20, Pixel(255, 0, 0), tolerance: 0)
    let faint = try Render.image(clipped([], opacity: 0.5), scale: 1)
    expectPixel(faint, 25, 20, Pixel(255, 128, 128), tolerance: 2)
    expectPixel(faint, 75, 20, Pixel(255, 255, 255), tolerance: 0)
  }

  @Test func aColorMatrixRecoloursEachPixel() throws {
    var swap = ColorMatrix()
    (swap.r1, swap.r3, swap.b1, swap.b3) = (0, 1, 1, 0)  // red and blue trade places
    var half = ColorMatrix()
    half.a4 = 0.5
    let view = Canvas { context, _ in
      var swapped = context
      swapped.addFilter(.colorMatrix(swap))
      swapped.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.red))
      var faded = context
      faded.addFilter(.colorMatrix(half))
      faded.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), with: .color(Self.green))
    }
    .frame(width: 40, height: 20)
    let image = try Render.image(view, scale: 1)
    expectPixel(image, 10, 10, Pixel(0, 0, 255), tolerance: 0)
    expectPixel(image, 30, 10, Pixel(128, 255, 128), tolerance: 2)
  }

  @Test func luminanceBecomesAlphaInBlack() throws {
    let view = HStack(spacing: 0) {
      Color.white.frame(width: 10, height: 10)
      Color(white: 0.5).frame(width: 10, height: 10)
      Color.black.frame(width: 10, height: 10)
    }
    .luminanceToAlpha()
    let image = try Render.image(view, scale: 1, background: nil)
    expectPixel(image, 5, 5, Pixel(0, 0, 0, 255), tolerance: 0)
    expectPixel(image, 15, 5, Pixel(0, 0, 0, 128), tolerance: 2)
    expectPixel(image, 25, 5, Pixel(0, 0, 0, 0), tolerance: 0)
  }

  @Test func aProjectionFilterMovesTheDrawing() throws {
    let view = Canvas { context, _ in
      context.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 30, y: 0))))
      context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.red))
    }
    .frame(width: 60, height: 20)
    let image = try Render.image(view, scale: 1)
    expectPixel(image, 5, 10, Pixel(255, 255, 255), tolerance: 0)
    expectPixel(image, 40, 10, Pixel(255, 0, 0), tolerance: 0)
  }

  @Test func aPaletteShadingColoursASymbolsLevels() throws {
    let view = Canvas { context, _ in
      var symbol = context.resolve(Image(systemName: "xmark.circle.fill"))
      symbol.shading = .palette([.color(Self.blue), .color(Self.green)])
      context.draw(symbol, in: CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    .frame(width: 40, height: 40)
    let image = try Render.image(view, scale: 1)
    expectPixel(image, 20, 20, Pixel(0, 0, 255), tolerance: 8)  // the cross: primary
    expectPixel(image, 20, 6, Pixel(0, 255, 0), tolerance: 8)  // the disc: secondary
  }

  @Test func tiledImagesStartAtTheirOrigin() throws {
    func tiles(_ origin: CGPoint) throws -> RasterImage {
      let view = Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .tiledImage(Image(systemName: "star.fill"), origin: origin))
      }
      .frame(width: 60, height: 60)
      return try Render.image(view, scale: 1)
    }
    let still = try tiles(.zero), moved = try tiles(CGPoint(x: 7, y: 5))
    var shiftedMismatches = 0, unshiftedMismatches = 0
    for y in 10..<40 {
      for x in 10..<40 {
        if still.px(x, y) != moved.px(x + 7, y + 5) { shiftedMismatches += 1 }
        if still.px(x, y) != moved.px(x, y) { unshiftedMismatches += 1 }
      }
    }
    #expect(shiftedMismatches == 0, "the moved tiling is the first one 7 pt right and 5 pt down")
    #expect(unshiftedMismatches > 0, "moving the origin moves the tiles")
  }

  @Test func aResolvedSymbolHasItsViewsSize() throws {
    final class Box: @unchecked Sendable { var size: CGSize? }
    let seen = Box()
    let view = Canvas { context, _ in
      seen.size = context.resolveSymbol(id: 1)?.size
    } symbols: {
      Color.red.frame(width: 30, height: 12).tag(1)
    }
    .frame(width: 40, height: 40)
    _ = try Render.image(view, scale: 1)
    #expect(seen.size == CGSize(width: 30, height: 12))
  }
}
