import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

private func resolved(_ color: Color, _ scheme: ColorScheme) -> [Int] {
  var environment = EnvironmentValues()
  environment.colorScheme = scheme
  let c = color.resolve(in: environment)
  return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.opacity * 100).rounded())]
}

@Suite struct UIKitColorTests {
  @Test func systemGray6() {
    #expect(resolved(Color(.systemGray6), .light) == [242, 242, 247, 100])
    #expect(resolved(Color(.systemGray6), .dark) == [28, 28, 30, 100])
  }

  @Test func placeholderText() {
    #expect(resolved(Color(.placeholderText), .light) == [60, 60, 67, 30])
    #expect(resolved(Color(.placeholderText), .dark) == [235, 235, 245, 30])
  }

  @Test func secondarySystemFill() {
    #expect(resolved(Color(uiColor: .secondarySystemFill), .light) == [120, 120, 128, 16])
    #expect(resolved(Color(uiColor: .secondarySystemFill), .dark) == [120, 120, 128, 32])
  }

  @Test func backgroundsAndSeparators() {
    #expect(resolved(Color(.systemBackground), .dark) == [0, 0, 0, 100])
    #expect(resolved(Color(.secondarySystemGroupedBackground), .dark) == [28, 28, 30, 100])
    #expect(resolved(Color(.opaqueSeparator), .light) == [198, 198, 200, 100])
    #expect(resolved(Color(.systemGray3), .dark) == [72, 72, 74, 100])
  }

  @Test func systemTintsMatchSwiftUIColors() {
    for scheme in ColorScheme.allCases {
      #expect(resolved(Color(.systemOrange), scheme) == resolved(.orange, scheme))
      #expect(resolved(Color(.systemBlue), scheme) == resolved(.blue, scheme))
      #expect(resolved(Color(.systemGray), scheme) == resolved(.gray, scheme))
    }
    #expect(resolved(Color(.systemRed), .dark) == [255, 69, 58, 100])
  }

  @Test func fixedUIKitColorsDoNotAdapt() {
    #expect(resolved(Color(.red), .dark) == [255, 0, 0, 100])
    #expect(resolved(Color(UIColor.systemGray6.withAlphaComponent(0.5)), .light) == [242, 242, 247, 50])
  }
}

@Suite struct GradientAndMaterialPixelTests {
  @Test func linearGradientChangesColorFromStartToEnd() throws {
    let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 10)
    let image = try ViewRenderer(scale: 2, background: nil).rasterize(view, in: ProposedViewSize(width: 100, height: 10))
    let start = image.pixel(x: 0, y: 10), end = image.pixel(x: 199, y: 10)
    // Color.red is iOS's (255, 59, 48) and Color.blue (0, 122, 255); the middle is half way.
    #expect(start.r >= 253 && abs(Int(start.g) - 59) <= 2 && abs(Int(start.b) - 48) <= 2 && start.a == 255)
    #expect(end.r <= 2 && abs(Int(end.g) - 122) <= 2 && end.b >= 253 && end.a == 255)
    let middle = image.pixel(x: 100, y: 10)
    #expect(abs(Int(middle.r) - 127) <= 2 && abs(Int(middle.b) - 151) <= 2)
  }

  @Test func fillWithAGradientStyleUsesItsGeometry() throws {
    let view = Rectangle().fill(.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom)).frame(width: 10, height: 100)
    let image = try ViewRenderer(scale: 1, background: nil).rasterize(view, in: ProposedViewSize(width: 10, height: 100))
    #expect(image.pixel(x: 5, y: 0).r > 250)
    #expect(image.pixel(x: 5, y: 99).r < 5)
    #expect(abs(Int(image.pixel(x: 5, y: 50).r) - 127) < 4)
  }

  @Test func colorGradientIsLighterAtTheTopAndDarkerAtTheBottom() throws {
    let view = Rectangle().fill(Color.orange.gradient).frame(width: 10, height: 100)
    let image = try ViewRenderer(scale: 1, background: nil).rasterize(view, in: ProposedViewSize(width: 10, height: 100))
    let top = image.pixel(x: 5, y: 0), bottom = image.pixel(x: 5, y: 99)
    // Orange is (255, 149, 0): 12% toward white at the top, 8% toward black at the bottom.
    #expect(top.r == 255 && abs(Int(top.g) - 162) <= 1 && abs(Int(top.b) - 31) <= 1)
    #expect(abs(Int(bottom.r) - 235) <= 1 && abs(Int(bottom.g) - 137) <= 1 && bottom.b == 0)
  }

  @Test func angularGradientWithDefaultAnglesDrawsAFullTurn() throws {
    let view = AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center).frame(width: 100, height: 100)
    let image = try ViewRenderer(scale: 1, background: nil).rasterize(view, in: ProposedViewSize(width: 100, height: 100))
    // Just below the 0° ray (pointing trailing) the turn starts red; just above it, it ends blue.
    let start = image.pixel(x: 95, y: 52), end = image.pixel(x: 95, y: 47)
    #expect(start.r > 200 && start.b < 60)
    #expect(end.b > 200 && end.r < 60)
  }

  @Test func materialIsTranslucentAndFollowsTheColorScheme() throws {
    let view = Rectangle().fill(.regularMaterial).frame(width: 10, height: 10)
    let renderer = ViewRenderer(scale: 1, background: nil)
    let light = try renderer.rasterize(view, in: ProposedViewSize(width: 10, height: 10)).pixel(x: 5, y: 5)
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let darkPixel = try renderer.rasterize(view, in: ProposedViewSize(width: 10, height: 10), environment: dark).pixel(x: 5, y: 5)
    // regularMaterial: rgb 229 at 80% light, rgb 32 at 80% dark (±1 for premultiplied rounding).
    #expect(light.a == 204 && abs(Int(light.r) - 229) <= 1)
    #expect(darkPixel.a == 204 && abs(Int(darkPixel.r) - 32) <= 1)
  }

  @Test func materialOverAColorLetsItShowThrough() throws {
    let view = Color.red.overlay(Rectangle().fill(.ultraThinMaterial)).frame(width: 10, height: 10)
    let pixel = try ViewRenderer(scale: 1, background: nil).rasterize(view, in: ProposedViewSize(width: 10, height: 10)).pixel(x: 5, y: 5)
    #expect(pixel.a == 255)
    #expect(pixel.r > 240 && pixel.g > 100 && pixel.g < 160)  // red veiled by 55% light grey
  }
}
