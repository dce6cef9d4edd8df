import Foundation
@testable import SpecimenUI
import Testing

@Suite struct ColorSetTests {
  let catalog = Fixture.catalog

  func rgba(_ name: String, _ appearance: AssetAppearance = AssetAppearance()) throws -> RGBA {
    let asset = try #require(catalog.colors[name], "no colour set \(name); problems: \(catalog.problems)")
    return try #require(asset.rgba(for: appearance))
  }

  func expect(_ c: RGBA, _ r: Double, _ g: Double, _ b: Double, _ a: Double, sourceLocation: SourceLocation = #_sourceLocation) {
    let got = [c.red, c.green, c.blue, c.alpha], want = [r, g, b, a]
    #expect(zip(got, want).allSatisfy { abs($0 - $1) < 1e-6 }, "got \(got), want \(want)", sourceLocation: sourceLocation)
  }

  @Test func componentsAsFloatsIntegersHexAndNumbers() throws {
    expect(try rgba("Bytes"), 1, 128.0 / 255, 0, 0.5)  // "255", "128", "0"; alpha "0.500"
    expect(try rgba("Hex"), 1, 128.0 / 255, 0, 1)  // "0xFF", "0x80", "0x00"
    expect(try rgba("Numbers"), 0.25, 0.5, 1, 1)  // bare JSON numbers
    #expect(AssetColorComponent.parse("0.5") == 0.5)
    #expect(AssetColorComponent.parse("128") == 128.0 / 255)
    #expect(AssetColorComponent.parse("0xff") == 1)
    #expect(AssetColorComponent.parse("1", isAlpha: true) == 1)
    #expect(AssetColorComponent.parse("1e999") == nil)
    #expect(AssetColorComponent.parse("nan") == nil)
    #expect(AssetColorComponent.parse("") == nil)
  }

  @Test func colorSpacesConvertToSRGB() throws {
    expect(try rgba("Extended"), 1, 0, 0.5, 1)  // extended-srgb 1.2, -0.1, 0.5: drawn clamped
    expect(try rgba("Linear"), 0.7353569830524495, 0, 1, 1)  // extended-linear-srgb 0.5 → sRGB transfer
    expect(try rgba("P3"), 0.8595697527095895, 0.3704023689406739, 0.12343426219542011, 1)  // display-p3 0.8, 0.4, 0.2
    expect(try rgba("Gray"), 0.5038667822745281, 0.5038667822745281, 0.5038667822745281, 0.5)  // gray-gamma-22 0.5
    expect(try rgba("ExtendedGray"), 1, 1, 1, 1)
    // CSS Color 4's worked example: color(display-p3 1 0 0) is rgb(109.3% −22.67% −15.01%) before clamping.
    let red = try #require(ColorSpaceMath.toSRGB(space: "display-p3", 1, 0, 0))
    #expect(abs(red.0 - 1.0931) < 1e-4 && abs(red.1 + 0.2267) < 1e-4 && abs(red.2 + 0.1501) < 1e-4)
  }

  @Test func appearancesPickLuminosityThenContrast() throws {
    expect(try rgba("Brand", AssetAppearance(colorScheme: .light)), 0.2, 0.4, 0.6, 1)  // Any
    expect(try rgba("Brand", AssetAppearance(colorScheme: .dark)), 0, 1, 0, 1)  // Dark
    expect(try rgba("Brand", AssetAppearance(colorScheme: .light, contrast: .increased)), 0, 0, 1, 1)  // Any + High Contrast
    expect(try rgba("Brand", AssetAppearance(colorScheme: .dark, contrast: .increased)), 1, 1, 0, 1)  // Dark + High Contrast
    expect(try rgba("Lum", AssetAppearance(colorScheme: .light)), 1, 1, 1, 1)  // Light beats Any
    expect(try rgba("Lum", AssetAppearance(colorScheme: .dark)), 0.5, 0.5, 0.5, 1)
    expect(try rgba("PhoneOnly"), 1, 1, 1, 1)  // the iphone idiom beats universal
  }

  @Test func systemColorReferencesFollowTheScheme() throws {
    expect(try rgba("Reference", AssetAppearance(colorScheme: .light)), 0, 122.0 / 255, 1, 1)
    expect(try rgba("Reference", AssetAppearance(colorScheme: .dark)), 10.0 / 255, 132.0 / 255, 1, 1)
  }

  @Test func namespacesPrefixNamesAndPlainFoldersDoNot() {
    #expect(catalog.colors["Accent/Primary"] != nil)
    #expect(catalog.colors["Primary"] == nil)
    #expect(catalog.colors["Sky"] != nil)
    #expect(catalog.colors["Palette/Sky"] == nil)
  }

  @Test func unreadableComponentsAreProblemsNotCrashes() {
    #expect(catalog.colors["Broken"] != nil)
    #expect(catalog.problems.contains(
      "Broken.colorset: component \"red\" is abc, not a number (0.5), an integer 0–255 (128) or hex (0x80)"), "\(catalog.problems)")
  }
}
