import Foundation
@testable import SpecimenCairo
import SpecimenLayout
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

  /// Apple: `symbolVariant(.none)` "doesn't have any effect"; `.environment(\.symbolVariants, .none)` clears.
  @Test func noneClearsOnlyThroughTheEnvironment() throws {
    #expect(try png(Image(systemName: "heart").symbolVariant(.none).symbolVariant(.fill)) == png(Image(systemName: "heart.fill")))
    #expect(try png(Image(systemName: "heart").environment(\.symbolVariants, .none).symbolVariant(.fill)) == png(Image(systemName: "heart")))
  }

  static func firstImage(_ node: ResolvedNode) -> ResolvedImage? {
    if case .image(let image) = node.kind { return image }
    return node.children.lazy.compactMap { firstImage($0) }.first
  }

  /// The file each composed name resolves to, in iOS's order (OpenSwiftUI `Image.Location.findName`).
  func file(_ name: String, _ variants: SymbolVariants) -> String? {
    let node = ResolveContext().resolve(Image(systemName: name).symbolVariant(variants))
    guard let image = Self.firstImage(node) else { return nil }
    return ImageStore.shared.file(for: image).map { URL(fileURLWithPath: $0).lastPathComponent }
  }

  @Test func variantsResolveToTheirDrawings() {
    #expect(file("heart", .fill) == "heart-fill.svg")
    #expect(file("person", .circle) == "person-circle.svg")
    #expect(file("xmark", .circle.fill) == "x-circle-fill.svg")
    #expect(file("plus", .square.fill) == "plus-square-fill.svg")
    #expect(file("bell", .slash) == "bell-slash.svg")
    #expect(file("bell", .slash.fill) == "bell-slash-fill.svg")
    #expect(file("3", .circle.fill) == "3-circle-fill.svg")
    // A part the name already has is not added twice.
    #expect(file("person.circle", .circle) == "person-circle.svg")
    #expect(file("heart.fill", .fill) == "heart-fill.svg")
  }

  /// "A symbol that doesn't have the specified variant remains unaffected" (Apple, `symbolVariant(_:)`):
  /// without a slashed drawing iOS draws the symbol itself, with its other variants.
  @Test func aMissingSlashFallsBackToTheSymbolItself() throws {
    #expect(file("globe", .slash) == "globe.svg")
    // SF Symbols has `bookmark.slash.fill`; Bootstrap has no drawing of it, so it is composed from `bookmark.fill`.
    #expect(SymbolMap.file(for: "bookmark.slash.fill", assetFolders: [])?.hasPrefix(SymbolDecoration.scheme + "slash.fill:") == true)
    #expect(file("tray", .slash.fill) == file("tray", .fill))
    let image = try Render.image(Image(systemName: "globe").symbolVariant(.slash), scale: 2)
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
  }

  /// The closest shape to the symbol wins; fill and slash accumulate (Apple, `symbolVariant(_:)`).
  @Test func theInnermostShapeWins() {
    let node = ResolveContext().resolve(Image(systemName: "arrow.left").symbolVariant(.square).symbolVariant(.circle).symbolVariant(.fill))
    guard let image = Self.firstImage(node), case .symbol(let name) = image.source else {
      Issue.record("no image")
      return
    }
    #expect(name == "arrow.left.square.fill")
  }

  @Test func aVariantWithoutADrawingFallsBackToTheClosestName() throws {
    // SF Symbols has no "doc.text.circle.fill" nor "doc.text.circle"; "doc.text.fill" is the closest symbol.
    let image = try Render.image(Image(systemName: "doc.text").symbolVariant(.circle.fill), scale: 2)
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    #expect(try image.plainPNGData() == png(Image(systemName: "doc.text.fill")))
    #expect(try image.plainPNGData() != png(Image(systemName: "doc.text")))
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
