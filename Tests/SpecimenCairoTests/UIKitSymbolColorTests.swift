import SpecimenUI
import Testing
@testable import SpecimenCairo

/// `UIImage.SymbolConfiguration`'s colours (iOS 15/16) drawn through `Image(uiImage:)`: a palette colours the glyph and
/// its container layer by layer, a hierarchical colour fades the container, and the configuration's colours beat the
/// view's foreground style, as on iOS.
@Suite struct UIKitSymbolColorTests {
  static let blue = Pixel(0, 122, 255), white = Pixel(255, 255, 255), red = Pixel(255, 59, 48)
  /// Blue at the secondary level's 0.5 opacity over white.
  static let halfBlue = Pixel(128, 189, 255)

  /// `xmark.circle.fill` configured with `configuration`, resizable in a 40 × 40 frame at scale 1, in a red foreground.
  static func symbol(_ configuration: UIImage.SymbolConfiguration) throws -> RasterImage {
    let image = try #require(UIImage(systemName: "xmark.circle.fill", withConfiguration: configuration))
    return try Render.image(Image(uiImage: image).resizable().foregroundStyle(.red).frame(width: 40, height: 40))
  }

  @Test func paletteColoursTheGlyphAndTheContainer() throws {
    let image = try Self.symbol(UIImage.SymbolConfiguration(paletteColors: [.white, .systemBlue]))
    expectPixel(image, 20, 20, Self.white)  // where the cross's arms meet
    expectPixel(image, 20, 5, Self.blue)    // the disc above the cross
  }

  @Test func aOneColourPaletteColoursEveryLayer() throws {
    let image = try Self.symbol(UIImage.SymbolConfiguration(paletteColors: [.systemBlue]))
    expectPixel(image, 20, 20, Self.blue)
    expectPixel(image, 20, 5, Self.blue)
  }

  @Test func hierarchicalFadesTheContainer() throws {
    let image = try Self.symbol(UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue))
    expectPixel(image, 20, 20, Self.blue)
    expectPixel(image, 20, 5, Self.halfBlue)
  }

  @Test func appliedColoursKeepTheSizeAndTheLastColouringWins() throws {
    let configuration = UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)
      .applying(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed))
      .applying(UIImage.SymbolConfiguration(paletteColors: [.white, .systemBlue]))
    let image = try Self.symbol(configuration)
    expectPixel(image, 20, 20, Self.white)
    expectPixel(image, 20, 5, Self.blue)
  }

  @Test func monochromeDrawsOneLayerInTheForegroundStyle() throws {
    let image = try Self.symbol(UIImage.SymbolConfiguration(paletteColors: [.white, .systemBlue]).configurationPreferringMonochrome())
    expectPixel(image, 20, 20, Self.white)  // the cross is cut out: the background shows
    expectPixel(image, 20, 5, Self.red)
  }

  @Test func anEmptyPaletteLeavesTheForegroundStyle() throws {
    let image = try Self.symbol(UIImage.SymbolConfiguration(paletteColors: []))
    expectPixel(image, 20, 5, Self.red)
  }
}

/// `UIImage.applyingSymbolConfiguration(_:)` lays a configuration over the image's own, as UIKit's `applying(_:)` does.
@Suite struct UIKitSymbolConfigurationLayeringTests {
  static func size(_ image: UIImage?) throws -> CGSize {
    Render.list(Image(uiImage: try #require(image))).size
  }

  @Test func aWeightAppliedLaterKeepsTheConfiguredSize() throws {
    let sized = UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))
    let layered = try Self.size(sized?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(weight: .bold)))
    let direct = try Self.size(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .bold)))
    let body = try Self.size(UIImage(systemName: "star.fill", withConfiguration: UIImage.SymbolConfiguration(weight: .bold)))
    #expect(layered == direct)
    #expect(layered.width > body.width * 1.5, "a 40-pt star is over 1.5 times as wide as a 17-pt one: \(layered) vs \(body)")
  }
}
