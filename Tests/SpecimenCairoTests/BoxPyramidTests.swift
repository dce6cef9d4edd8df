import CCairo
import Foundation
@testable import SpecimenCairo
import Testing

/// The halved copy a strong downscale reads: each of its pixels is the mean of the source's pixels under it.
struct BoxPyramidTests {
  /// An opaque `width`×`height` surface whose pixel (x, y) has red `red(x, y)` and blue 255 − red.
  static func surface(width: Int, height: Int, red: (Int, Int) -> Int) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = cairo_image_surface_get_data(surface)!
    for y in 0..<height {
      for x in 0..<width {
        let r = UInt32(red(x, y))
        data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) {
          $0.pointee = 0xFF00_0000 | r << 16 | (255 - r)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return surface
  }

  /// Pixel (x, y) of `surface` as (alpha, red, blue), premultiplied.
  static func pixel(_ surface: OpaquePointer, _ x: Int, _ y: Int) -> (a: Int, r: Int, b: Int) {
    let stride = Int(cairo_image_surface_get_stride(surface))
    let value = cairo_image_surface_get_data(surface)!.advanced(by: y * stride + x * 4)
      .withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    return (Int(value >> 24), Int(value >> 16 & 0xFF), Int(value & 0xFF))
  }

  static func mean(_ red: (Int, Int) -> Int, x: Int, y: Int, size: Int) -> Double {
    var sum = 0
    for j in y..<(y + size) { for i in x..<(x + size) { sum += red(i, j) } }
    return Double(sum) / Double(size * size)
  }

  static func ramp(_ x: Int, _ y: Int) -> Int { (x * 7 + y * 3) % 256 }

  /// A 4.5× downscale halves twice: each pixel is the mean of a 4×4 block (within one level of rounding per halving).
  @Test func eachPixelIsTheMeanOfItsBlock() throws {
    let source = Self.surface(width: 40, height: 24, red: Self.ramp)
    defer { cairo_surface_destroy(source) }
    let pyramid = try #require(BoxPyramid(source, footprint: CGRect(x: 0, y: 0, width: 40, height: 24), ratio: 4.5,
                                          extend: CAIRO_EXTEND_PAD))
    #expect(pyramid.factor == 4)
    #expect(pyramid.origin.x == 0 && pyramid.origin.y == 0)
    #expect(cairo_image_surface_get_width(pyramid.surface) == 10 && cairo_image_surface_get_height(pyramid.surface) == 6)
    for (i, j) in [(0, 0), (3, 2), (9, 5), (5, 1)] {
      let expected = Self.mean(Self.ramp, x: i * 4, y: j * 4, size: 4)
      let got = Self.pixel(pyramid.surface, i, j)
      #expect(got.a == 255)
      #expect(abs(Double(got.r) - expected) <= 2, "pixel (\(i), \(j)) red \(got.r), mean \(expected)")
    }
  }

  /// Only the footprint (with a margin of two halved pixels) is read, from the surface's pixel under its corner.
  @Test func readsOnlyAroundTheFootprint() throws {
    let source = Self.surface(width: 200, height: 200, red: Self.ramp)
    defer { cairo_surface_destroy(source) }
    let pyramid = try #require(BoxPyramid(source, footprint: CGRect(x: 100.5, y: 60, width: 16, height: 16), ratio: 8,
                                          extend: CAIRO_EXTEND_PAD))
    #expect(pyramid.factor == 8)
    // 100.5 − 2 × 8 rounded down; 60 − 16.
    #expect(pyramid.origin.x == 84 && pyramid.origin.y == 44)
    // 84…133 (49 pixels) and 44…92 (48 pixels), halved three times.
    #expect(cairo_image_surface_get_width(pyramid.surface) == 7 && cairo_image_surface_get_height(pyramid.surface) == 6)
    let expected = Self.mean(Self.ramp, x: 84 + 8, y: 44 + 16, size: 8)
    #expect(abs(Double(Self.pixel(pyramid.surface, 1, 2).r) - expected) <= 3)
  }

  /// A surface drawn with a device offset (a group's) is read at its pixels: pattern point p is pixel p + offset.
  @Test func followsTheDeviceOffset() throws {
    let source = Self.surface(width: 32, height: 32, red: Self.ramp)
    defer { cairo_surface_destroy(source) }
    cairo_surface_set_device_offset(source, 10, 20)
    let pyramid = try #require(BoxPyramid(source, footprint: CGRect(x: -10, y: -20, width: 32, height: 32), ratio: 2,
                                          extend: CAIRO_EXTEND_NONE))
    #expect(pyramid.origin.x == -10 && pyramid.origin.y == -20)
    #expect(cairo_image_surface_get_width(pyramid.surface) == 16)
    let expected = Self.mean(Self.ramp, x: 6, y: 4, size: 2)
    #expect(abs(Double(Self.pixel(pyramid.surface, 3, 2).r) - expected) <= 1)
  }

  /// Past the edge of a surface that is transparent outside it (`EXTEND_NONE`), a halved pixel half outside is
  /// half transparent; with `EXTEND_PAD` the edge continues, opaque.
  @Test func theEdgeFollowsTheExtendMode() throws {
    let source = Self.surface(width: 5, height: 4, red: { _, _ in 200 })
    defer { cairo_surface_destroy(source) }
    let none = try #require(BoxPyramid(source, footprint: CGRect(x: 0, y: 0, width: 5, height: 4), ratio: 2,
                                       extend: CAIRO_EXTEND_NONE))
    let pad = try #require(BoxPyramid(source, footprint: CGRect(x: 0, y: 0, width: 5, height: 4), ratio: 2,
                                      extend: CAIRO_EXTEND_PAD))
    #expect(cairo_image_surface_get_width(none.surface) == 3)
    #expect(abs(Self.pixel(none.surface, 2, 0).a - 128) <= 1)
    #expect(Self.pixel(none.surface, 1, 0).a == 255)
    #expect(Self.pixel(pad.surface, 2, 0) == (255, 200, 55))
  }

  /// Under 2× nothing is halved, and a footprint that misses the surface gives nothing to read.
  @Test func refusesWhatNeedsNoHalving() {
    let source = Self.surface(width: 8, height: 8, red: Self.ramp)
    defer { cairo_surface_destroy(source) }
    #expect(BoxPyramid(source, footprint: CGRect(x: 0, y: 0, width: 8, height: 8), ratio: 1.9, extend: CAIRO_EXTEND_PAD) == nil)
    #expect(BoxPyramid(source, footprint: CGRect(x: 500, y: 0, width: 8, height: 8), ratio: 4, extend: CAIRO_EXTEND_PAD) == nil)
    #expect(BoxPyramid(source, footprint: CGRect(x: CGFloat.nan, y: 0, width: 8, height: 8), ratio: 4, extend: CAIRO_EXTEND_PAD) == nil)
  }
}
