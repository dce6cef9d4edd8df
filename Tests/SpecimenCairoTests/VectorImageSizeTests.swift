import CCairo
import Foundation
import SpecimenUI
import Testing
@testable import SpecimenCairo

/// A vector image (SVG or PDF) drawn larger than Cairo's coordinates can place is named and not drawn:
/// before, librsvg took seconds on it and drew nothing, without a word.
@Suite struct VectorImageSizeTests {
  static func cloud(_ side: CGFloat, _ mode: Image.TemplateRenderingMode) -> some View {
    Image(systemName: "cloud.rain.fill").renderingMode(mode).resizable()
      .frame(width: side, height: side).frame(width: 40, height: 40).clipped()
  }

  static func sizeErrors(_ image: RasterImage) -> [String] {
    image.diagnostics.errors.map(\.message).filter { $0.contains("ImageStore.maxVectorSide") }
  }

  @Test(arguments: [Image.TemplateRenderingMode.template, .original])
  func aSymbolPastCairosCoordinatesIsNamed(_ mode: Image.TemplateRenderingMode) throws {
    let image = try Render.image(Self.cloud(1e9, mode))
    #expect(Self.sizeErrors(image) == [
      "Image(systemName: \"cloud.rain.fill\") at (-5e+08, -5e+08, 1e+09×1e+09): could not draw cloud-rain-fill.svg in a frame of "
        + "1000000000×1000000000 pt: 1000000000 px a side is past what Cairo can place (4194304 px, ImageStore.maxVectorSide); "
        + "give the image a smaller frame or font size",
    ])
  }

  /// The limit is on device pixels: a frame under it draws at 1x and is named at 2x.
  @Test func theLimitCountsTheDeviceScale() throws {
    let side = CGFloat(ImageStore.maxVectorSide) * 0.75
    let plain = try Render.image(Self.cloud(side, .template), scale: 1)
    #expect(Self.sizeErrors(plain).isEmpty, "\(plain.diagnostics)")
    // The middle of the cloud fills the window in the foreground colour.
    expectPixel(plain, 20, 20, Pixel(0, 0, 0))
    let doubled = try Render.image(Self.cloud(side, .template), scale: 2)
    #expect(Self.sizeErrors(doubled).count == 1, "\(doubled.diagnostics)")
  }

  @Test func onlyVectorFilesAreLimited() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 10, 10))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let frame = CGRect(x: 0, y: 0, width: 1e8, height: 10)
    #expect(ImageStore.vectorSidePastCairo(frame, path: "a/logo.svg", on: cr) == 1e8)
    #expect(ImageStore.vectorSidePastCairo(frame, path: "a/logo.PDF", on: cr) == 1e8)
    #expect(ImageStore.vectorSidePastCairo(frame, path: "a/photo.png", on: cr) == nil)
    #expect(ImageStore.vectorSidePastCairo(frame, path: "a/photo.JPG", on: cr) == nil)
    #expect(ImageStore.vectorSidePastCairo(CGRect(x: 0, y: 0, width: 4_000_000, height: 10), path: "a/logo.svg", on: cr) == nil)
    // A rotation turns the frame's width into device height; the side is the same.
    cairo_rotate(cr, .pi / 2)
    #expect(ImageStore.vectorSidePastCairo(frame, path: "a/logo.svg", on: cr).map { ($0 - 1e8).magnitude < 1 } == true)
  }
}
