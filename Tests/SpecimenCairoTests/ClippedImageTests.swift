import CCairo
import Foundation
import SpecimenUI
import Testing
@testable import SpecimenCairo

/// An image wholly outside the clip is not drawn (a heavy symbol's weighted bitmap is not made for it);
/// one that shows in part still draws.
@Suite struct ClippedImageTests {
  @Test func anImageIsSkippedOnlyWhenItsFrameGrownByItsSizeIsOutsideTheClip() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_rectangle(cr, 0, 0, 50, 50)
    cairo_clip(cr)
    #expect(ImageStore.isClippedAway(CGRect(x: 10_000, y: 0, width: 40, height: 40), on: cr))
    #expect(ImageStore.isClippedAway(CGRect(x: 0, y: -200, width: 40, height: 40), on: cr))
    #expect(ImageStore.isClippedAway(CGRect(x: 71, y: 0, width: 20, height: 20), on: cr))
    // Within its own size of the clip (a symbol's ink and a heavier weight reach past its frame), it is drawn.
    #expect(!ImageStore.isClippedAway(CGRect(x: 69, y: 0, width: 20, height: 20), on: cr))
    #expect(!ImageStore.isClippedAway(CGRect(x: 10, y: 10, width: 20, height: 20), on: cr))
  }

  @Test func aHeavySymbolHalfInsideTheClipDraws() throws {
    let view = Image(systemName: "square.fill").font(.system(size: 40)).fontWeight(.black).foregroundStyle(.black)
      .offset(x: 30).frame(width: 50, height: 50).clipped()
    let image = try Render.image(view, scale: 1)
    var dark = 0
    for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).r < 60 { dark += 1 } }
    #expect(dark > 200, "\(dark) dark pixels")
  }
}
