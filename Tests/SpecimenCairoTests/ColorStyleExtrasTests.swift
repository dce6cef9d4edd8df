import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// `Color.mix(with:by:in:)`, `Color.Resolved`'s linear components, `EllipticalGradient` and the semantic shape styles.
@Suite struct ColorStyleExtrasTests {
  private func pixel(_ style: some ShapeStyle, dark: Bool = false) throws -> Pixel {
    let view = Rectangle().fill(style).frame(width: 4, height: 4).environment(\.colorScheme, dark ? .dark : .light)
    return try Render.image(view, background: dark ? .black : .white).px(2, 2)
  }

  @Test func mixInDeviceAndPerceptualSpaces() throws {
    let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
    // sRGB components halfway: 127.5.
    #expect(try pixel(black.mix(with: white, by: 0.5, in: .device)).isClose(to: Pixel(128, 128, 128), tolerance: 1))
    // OKLab halfway between black and white is L = 0.5, about sRGB 99 (Ottosson's transform).
    #expect(try pixel(black.mix(with: white, by: 0.5)).isClose(to: Pixel(99, 99, 99), tolerance: 2))
    // The ends, and a fraction outside 0…1 clamped.
    #expect(try pixel(Color.red.mix(with: .blue, by: 0)).isClose(to: Pixel(255, 59, 48)))
    #expect(try pixel(Color.red.mix(with: .blue, by: 7)).isClose(to: Pixel(0, 122, 255)))
    // Dynamic colours mix their dark appearance in the dark.
    #expect(try pixel(Color.red.mix(with: .red, by: 0.5, in: .device), dark: true).isClose(to: Pixel(255, 69, 58)))
  }

  @Test func resolvedLinearComponents() {
    var resolved = Color.Resolved(red: 0.5, green: 1, blue: 0)
    #expect(abs(resolved.linearRed - 0.214) < 0.001)
    #expect(resolved.linearGreen == 1 && resolved.linearBlue == 0)
    resolved.linearRed = 0.214
    #expect(abs(resolved.red - 0.5) < 0.001)
    let fromLinear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214, green: 0, blue: 0)
    #expect(abs(fromLinear.red - 0.5) < 0.001)
    #expect(Color(resolved) == Color(red: Double(resolved.red), green: 1, blue: 0))
  }

  /// An elliptical gradient reaches the edges of a wide shape along both axes.
  @Test func ellipticalGradientFitsTheBounds() throws {
    let view = Rectangle().fill(EllipticalGradient(colors: [.black, .white])).frame(width: 100, height: 20)
    let image = try Render.image(view)
    let center = image.px(50, 10), nearSide = image.px(98, 10), nearTop = image.px(50, 1)
    #expect(center.r < 20)
    #expect(nearSide.r > 230 && nearTop.r > 200, "\(nearSide) \(nearTop)")
    // Halfway out along x is the same grey as halfway out along y.
    #expect(abs(Int(image.px(75, 10).r) - Int(image.px(50, 15).r)) <= 16)
  }

  @Test func semanticStyles() throws {
    #expect(try pixel(.link).isClose(to: Pixel(0, 122, 255)))
    #expect(try pixel(.selection).isClose(to: Pixel(0, 122, 255)))
    #expect(try pixel(.windowBackground, dark: true).isClose(to: Pixel(0, 0, 0)))
    // systemFill (120, 120, 128) at 20 % over white; the secondary level is lighter (16 %).
    #expect(try pixel(.fill).isClose(to: Pixel(228, 228, 230), tolerance: 2))
    #expect(try pixel(FillShapeStyle().secondary).isClose(to: Pixel(233, 233, 235), tolerance: 2))
    #expect(try pixel(.separator).isClose(to: Pixel(198, 198, 200), tolerance: 2))
  }
}
