import Foundation
import Specimen
import SpecimenCairo
import SpecimenUI
import Testing

/// A Divider and a list row's tinted separator are hairlines, one device pixel thick at every scale, as iOS draws
/// them: 1 pt at 1x, 0.5 pt at 2x, 1/3 pt at 3x.
@Suite struct HairlineTests {
  /// The rows of column `x` that are not white.
  private func inkedRows(_ image: RasterImage, x: Int) -> [Int] {
    (0..<image.height).filter { y in
      let p = image.pixel(x: x, y: y)
      return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 250
    }
  }

  @Test(arguments: [1, 2, 3])
  func dividerIsOneDevicePixel(_ scale: Int) throws {
    // Below a half-point offset: at 1x a fixed 0.5-pt line snapped to nothing.
    let view = VStack(spacing: 0) { Color.white.frame(height: 10.5); Divider(); Color.white.frame(height: 10) }
      .frame(width: 20).background(Color.white)
    let image = try ViewRenderer(scale: CGFloat(scale)).rasterize(view, in: .unspecified)
    let rows = inkedRows(image, x: 10 * scale)
    #expect(rows.count == 1, "\(rows) at \(scale)x")
    let p = image.pixel(x: 10 * scale, y: rows.first ?? 0)
    // The separator colour, rgba(60, 60, 67, 0.29), over white.
    #expect(abs(Int(p.r) - 198) <= 2 && abs(Int(p.b) - 200) <= 2, "\(p)")
  }

  @Test(arguments: [1, 3])
  func tintedListSeparatorIsOneDevicePixel(_ scale: Int) throws {
    let view = List { Text("Alpha").listRowSeparatorTint(.red); Text("Beta") }.listStyle(.plain).frame(width: 200, height: 120)
    let image = try ViewRenderer(scale: CGFloat(scale)).rasterize(view, in: .unspecified)
    let x = 190 * scale
    let red = (0..<image.height).filter { y in
      let p = image.pixel(x: x, y: y)
      return p.r > 200 && p.g < 120 && p.b < 120
    }
    #expect(red.count == 1, "\(red) at \(scale)x")
  }

  /// A style that draws its own hairline, as design systems write one: `pixelLength` points tall.
  private struct PixelRule: View {
    @Environment(\.pixelLength) private var pixelLength
    var body: some View { Color.black.frame(height: pixelLength) }
  }

  @Test(arguments: [1, 2, 3])
  func pixelLengthIsTheRenderersPixel(_ scale: Int) throws {
    let view = VStack(spacing: 0) { Color.white.frame(height: 10); PixelRule(); Color.white.frame(height: 10) }
      .frame(width: 20).background(Color.white)
    let image = try ViewRenderer(scale: CGFloat(scale)).rasterize(view, in: .unspecified)
    #expect(inkedRows(image, x: 10 * scale) == [10 * scale], "at \(scale)x")
  }

  @Test func displayScaleTheCallerSetIsKept() throws {
    var environment = EnvironmentValues()
    environment.displayScale = 1
    // At 3x, a 1-pt line (the pixel of the scale the caller set) is three device pixels.
    let view = VStack(spacing: 0) { Color.white.frame(height: 10); PixelRule(); Color.white.frame(height: 10) }
      .frame(width: 20).background(Color.white)
    let image = try ViewRenderer(scale: 3).rasterize(view, in: .unspecified, environment: environment)
    #expect(inkedRows(image, x: 30) == [30, 31, 32])
  }

  @Test(arguments: [1, 3])
  func screenScaleIsTheRenderers(_ scale: Int) throws {
    struct ScaleWide: View {
      var body: some View { Color.black.frame(width: 10 * UIScreen.main.scale, height: 1) }
    }
    let placed = try ViewRenderer(scale: CGFloat(scale)).checkedPlace(ScaleWide(), in: .unspecified)
    #expect(placed.frame.width == CGFloat(10 * scale))
  }
}
