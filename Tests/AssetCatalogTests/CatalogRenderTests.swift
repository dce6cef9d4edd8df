import Foundation
import SpecimenCairo
@testable import SpecimenUI
import Testing

@Suite struct CatalogRenderTests {
  @Test(arguments: [
    (ColorScheme.light, ColorSchemeContrast.standard, [51, 102, 153, 255]),
    (.dark, .standard, [0, 255, 0, 255]),
    (.light, .increased, [0, 0, 255, 255]),
    (.dark, .increased, [255, 255, 0, 255]),
  ])
  func assetColorFollowsTheCellAppearance(scheme: ColorScheme, contrast: ColorSchemeContrast, expected: [Int]) throws {
    let view = Color("Brand", bundle: .module).frame(width: 10, height: 10).padding(5)
    let image = try Fixture.render(view, environment: Fixture.environment(scheme, contrast))
    #expect(bytes(image, 10, 10) == expected)
    #expect(bytes(image, 1, 1) == [255, 255, 255, 255])
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
  }

  @Test func colorResourceAndUIColorNamedResolveTheSameSet() throws {
    let resource = ColorResource(name: "Accent/Primary", bundle: .module)
    let a = try Fixture.render(Rectangle().fill(Color(resource)).frame(width: 4, height: 4))
    let uiColor = try #require(UIColor(named: "Accent/Primary", in: .module, compatibleWith: nil))
    let b = try Fixture.render(Rectangle().fill(Color(uiColor)).frame(width: 4, height: 4))
    #expect(bytes(a, 2, 2) == [0, 0, 255, 255])
    #expect(bytes(b, 2, 2) == [0, 0, 255, 255])
    #expect(UIColor(named: "Nope", in: .module, compatibleWith: nil) == nil)
    let dark = try #require(UIColor(named: "Brand", in: .module, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
    #expect(bytes(try Fixture.render(Color(dark).frame(width: 2, height: 2)), 1, 1) == [0, 255, 0, 255])
  }

  @Test func missingColorIsADiagnosticNamingTheCatalogsSearched() throws {
    let image = try Fixture.render(Color("Nope", bundle: .module).frame(width: 10, height: 10).padding(5))
    #expect(bytes(image, 10, 10) == [255, 0, 255, 255])
    let bundle = Bundle.module.bundleURL.lastPathComponent
    #expect(image.diagnostics.errors.map(\.message) == [
      "Color(\"Nope\", bundle: \(bundle)): no color named \"Nope\"; searched Fixtures/Sample.xcassets",
    ])
    #expect(image.diagnostics.errors.first?.kind == .missingColor)
    let nearMiss = try Fixture.render(Color("brand", bundle: .module).frame(width: 10, height: 10))
    #expect(nearMiss.diagnostics.errors.first?.message.hasSuffix("; Fixtures/Sample.xcassets has \"Brand\"") == true,
            "\(nearMiss.diagnostics)")
  }

  @Test(arguments: [(CGFloat(1), [255, 0, 0, 255]), (CGFloat(2), [0, 255, 0, 255]), (CGFloat(3), [0, 0, 255, 255])] as [(CGFloat, [Int])])
  func imageSetDrawsTheFileOfTheRenderScale(scale: CGFloat, expected: [Int]) throws {
    let view = Image("Dot", bundle: .module)
    #expect(Fixture.size(view) == CGSize(width: 10, height: 10))
    let image = try Fixture.render(view, scale: scale)
    #expect(image.width == Int(10 * scale))
    #expect(bytes(image, image.width / 2, image.height / 2) == expected)
  }

  @Test func aMissingScaleTakesTheNearestLarger() throws {
    let view = Image("OnlyOne", bundle: .module)
    #expect(Fixture.size(view) == CGSize(width: 10, height: 5))  // 30×15 px at 3x
    let image = try Fixture.render(view, scale: 2)
    #expect(bytes(image, 10, 5) == [0, 0, 0, 255])
    let only = try #require(AssetLibrary.shared.image(named: "OnlyOne", inBundleAt: Bundle.module.bundlePath))
    let chosen = CatalogImage(name: "OnlyOne", catalog: "", files: only.asset.files(for: AssetAppearance()), isSymbol: false)
    #expect(chosen.file(forScale: 2)?.scale == 3)
  }

  @Test func darkAppearanceImages() throws {
    let light = try Fixture.render(Image("Moon", bundle: .module), environment: Fixture.environment(.light))
    let dark = try Fixture.render(Image("Moon", bundle: .module), environment: Fixture.environment(.dark))
    #expect(bytes(light, 4, 4) == [255, 255, 255, 255])
    #expect(bytes(dark, 4, 4) == [40, 40, 40, 255])
  }

  @Test func templateImagesAreTintedWithTheForegroundStyle() throws {
    let image = try Fixture.render(Image("Glyph", bundle: .module).foregroundStyle(Color.red))
    #expect(image.width == 16)
    #expect(bytes(image, 8, 8) == [255, 59, 48, 255])  // Color.red, not the SVG's black
    let original = try Fixture.render(Image("Glyph", bundle: .module).renderingMode(.original).foregroundStyle(Color.red))
    #expect(bytes(original, 8, 8) == [0, 0, 0, 255])
  }

  @Test func pdfImagesDrawWithPoppler() throws {
    let view = Image("Logo", bundle: .module)
    #expect(Fixture.size(view) == CGSize(width: 40, height: 20))
    let image = try Fixture.render(view.padding(1), scale: 2)
    #expect(bytes(image, 42, 22) == [0, 128, 255, 255])
    #expect(bytes(image, 0, 0) == [255, 255, 255, 255])
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
  }

  @Test func customSymbolsDrawTheirRegularMediumGlyphTintedAndSizedByTheFont() throws {
    let view = Image("custom.bar", bundle: .module).font(.system(size: 20)).foregroundStyle(Color.blue)
    #expect(Fixture.size(view) == CGSize(width: 10, height: 14))  // a 50×70 glyph at 20/100
    let image = try Fixture.render(view.padding(1), scale: 2)
    #expect(bytes(image, 12, 16) == [0, 122, 255, 255])
    #expect(bytes(image, 0, 0) == [255, 255, 255, 255])
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
  }

  @Test func aMissingImageInABundleNamesTheCatalogs() throws {
    let image = try Fixture.render(Image("Nope", bundle: .module))
    let messages = image.diagnostics.errors.map(\.message)
    let bundle = Bundle.module.bundleURL.lastPathComponent
    #expect(messages == ["Image(\"Nope\", bundle: \(bundle)): no image named \"Nope\"; searched Fixtures/Sample.xcassets"])
  }

  @Test func systemNameDoesNotFindCustomSymbolsButSaysHowTo() throws {
    let image = try Fixture.render(Image(systemName: "custom.bar").padding(1))
    let message = try #require(image.diagnostics.errors.first?.message)
    #expect(message.hasSuffix("Fixtures/Sample.xcassets has a custom symbol of that name: use Image(\"custom.bar\"), as on iOS "
      + "(Image(systemName:) only finds system symbols)"), "\(message)")
  }

  @Test func anUnreadableColorSetSaysWhy() throws {
    let image = try Fixture.render(Color("Broken", bundle: .module).frame(width: 4, height: 4).padding(2))
    #expect(image.diagnostics.errors.map(\.message) == [
      "Color(\"Broken\"): Fixtures/Sample.xcassets cannot read it: Broken.colorset: component \"red\" is abc, "
        + "not a number (0.5), an integer 0–255 (128) or hex (0x80)",
    ])
  }
}
