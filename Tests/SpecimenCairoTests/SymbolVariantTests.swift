import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// `symbolVariant`, `symbolRenderingMode` and palette foreground styles on symbols.
@Suite struct SymbolVariantTests {
  func png(_ view: some View) throws -> Data { try Render.image(view, scale: 2).plainPNGData() }

  @Test func fillVariantDrawsTheFilledSymbol() throws {
    #expect(try png(Image(systemName: "heart").symbolVariant(.fill)) == png(Image(systemName: "heart.fill")))
    #expect(try png(Image(systemName: "person").symbolVariant(.circle)) == png(Image(systemName: "person.circle")))
    #expect(try png(Image(systemName: "bell").symbolVariant(.slash)) == png(Image(systemName: "bell.slash")))
    // circle.fill composes; an outer variant combines with an inner one.
    #expect(try png(Image(systemName: "xmark").symbolVariant(.circle.fill)) == png(Image(systemName: "xmark.circle.fill")))
    #expect(try png(Image(systemName: "xmark").symbolVariant(.fill).symbolVariant(.circle)) == png(Image(systemName: "xmark.circle.fill")))
  }

  @Test func noneTurnsAnOuterVariantOff() throws {
    #expect(try png(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill)) == png(Image(systemName: "heart")))
  }

  @Test func aVariantWithoutADrawingFallsBackToTheClosestName() throws {
    // There is no "wifi.circle.fill" drawing; "wifi" is the closest symbol.
    let image = try Render.image(Image(systemName: "wifi").symbolVariant(.circle.fill), scale: 2)
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    #expect(try image.plainPNGData() == png(Image(systemName: "wifi")))
  }

  @Test func renderingModesAreAccepted() throws {
    for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
      let image = try Render.image(Image(systemName: "star.fill").symbolRenderingMode(mode).foregroundStyle(.red), scale: 2)
      #expect(image.diagnostics.isEmpty)
      #expect(try image.plainPNGData() == png(Image(systemName: "star.fill").foregroundStyle(.red)))
    }
  }

  @Test func paletteSetsTheSecondaryLevel() throws {
    // `.secondary` under `foregroundStyle(.red, .blue)` is blue, not a faded red.
    let image = try Render.image(Rectangle().fill(.secondary).frame(width: 10, height: 10).foregroundStyle(.red, .blue))
    expectPixel(image, 5, 5, Pixel(0, 122, 255))
    let faded = try Render.image(Rectangle().fill(.secondary).frame(width: 10, height: 10).foregroundStyle(.red, .secondary))
    #expect(faded.px(5, 5).r > 200 && faded.px(5, 5).g > 100, "the faded primary: \(faded.px(5, 5))")
  }
}
