import Foundation
import SpecimenUI
import Testing
@testable import SpecimenCairo

/// Container and slash variants SF Symbols has (`heart.circle.fill`, `chevron.forward.circle`,
/// `plus.square`, `bolt.slash`) draw the glyph in a ring or rounded square, cut out of a disc, or
/// crossed by a slash with a gap, even where no drawing of the whole symbol exists; names SF Symbols
/// lacks stay missing, and `symbolVariant` falls back to the bare glyph for them, as on iOS.
@Suite struct SymbolCompositionTests {
  static let blue = Pixel(0, 122, 255), white = Pixel(255, 255, 255), halfBlue = Pixel(128, 189, 255)

  /// `image`, resizable, filling a 40 × 40 frame at scale 1 in blue: a container is the whole frame,
  /// its centre at (20, 20) and its glyph inside 11…29 (7/16 of the side).
  static func draw(_ image: Image) throws -> RasterImage {
    try Render.image(image.resizable().foregroundStyle(.blue).frame(width: 40, height: 40))
  }

  @Test func aFilledCircleCutsItsGlyphOutOfADisc() throws {
    let image = try Self.draw(Image(systemName: "heart.circle.fill"))
    expectPixel(image, 20, 21, Self.white)  // inside the heart: the background through the cut
    expectPixel(image, 20, 5, Self.blue)    // the disc above the heart
    expectPixel(image, 5, 20, Self.blue)
    expectPixel(image, 1, 1, Self.white)    // outside the disc
  }

  @Test func anOutlinedCircleRingsItsGlyph() throws {
    let image = try Self.draw(Image(systemName: "chevron.forward.circle"))
    expectPixel(image, 0, 20, Self.blue, tolerance: 40)   // the ring's left edge, mid-height
    expectPixel(image, 20, 1, Self.blue, tolerance: 40)   // its top
    expectPixel(image, 8, 20, Self.white)                 // inside the ring, left of the chevron
    #expect((11...29).contains { image.px($0, 20).isClose(to: Self.blue, tolerance: 60) },
            "the chevron crosses the middle row inside the ring")
  }

  @Test func aSquareVariantDrawsARoundedSquare() throws {
    let image = try Self.draw(Image(systemName: "plus.square"))
    expectPixel(image, 1, 20, Self.blue, tolerance: 40)   // the square's left side
    expectPixel(image, 20, 38, Self.blue, tolerance: 40)  // its bottom
    expectPixel(image, 20, 20, Self.blue)                 // the plus
    expectPixel(image, 8, 8, Self.white)                  // between them
  }

  @Test func aRectangleVariantIsWiderThanTall() throws {
    // At its natural size `plus.rectangle` is wider than `plus.square`; `lock.rectangle` has the lock inside a 4:3 outline.
    #expect(SymbolMap.mappedFile(for: "lock.rectangle") == nil)
    func natural(_ name: String) -> CGSize {
      ImageStore.shared.intrinsicSize(of: ResolvedImage(source: .symbol(name), isResizable: false, renderingMode: .template,
                                                        tint: .color(.black), font: ResolvedFont(size: 17)))
    }
    let size = natural("plus.rectangle"), square = natural("plus.square")
    #expect(size.width > square.width + 2, "\(size) against \(square)")
    let image = try Render.image(Image(systemName: "lock.rectangle").resizable().foregroundStyle(.blue).frame(width: 40, height: 30))
    expectPixel(image, 0, 15, Self.blue, tolerance: 40)   // the outline's left side
    expectPixel(image, 20, 0, Self.blue, tolerance: 40)   // its top
    expectPixel(image, 5, 15, Self.white)                 // inside it, left of the lock
  }

  @Test func symbolVariantCircleFindsTheComposedForm() throws {
    let image = try Self.draw(Image(systemName: "chevron.forward"))
    let circled = try Render.image(Image(systemName: "chevron.forward").resizable().symbolVariant(.circle)
      .foregroundStyle(.blue).frame(width: 40, height: 40))
    expectPixel(circled, 20, 1, Self.blue, tolerance: 40)  // the ring
    expectPixel(image, 20, 1, Self.white)                  // the bare chevron has none
  }

  @Test func aVariantSFSymbolsLacksFallsBackToTheGlyph() throws {
    // SF Symbols has no `doc.text.circle`: `.circle` leaves the document as it is.
    #expect(!SFSymbolNames.contains("doc.text.circle"))
    let plain = try Self.draw(Image(systemName: "doc.text"))
    let variant = try Render.image(Image(systemName: "doc.text").resizable().symbolVariant(.circle)
      .foregroundStyle(.blue).frame(width: 40, height: 40))
    #expect(try plain.pngData() == variant.pngData())
  }

  @Test func aWholeDrawingOfTheSymbolIsKept() throws {
    // Bootstrap draws `arrow-right-circle` itself; it is not composed again.
    let file = try #require(SymbolMap.file(for: "arrow.right.circle", assetFolders: []))
    #expect(file.hasSuffix("/arrow-right-circle.svg"))
    let composed = try #require(SymbolMap.file(for: "heart.circle.fill", assetFolders: []))
    #expect(SymbolDecoration.Composition(path: composed) == SymbolDecoration.Composition(
      decoration: .circle, isFilled: true, glyphPath: "\(SymbolMap.bootstrapFolder)/heart-fill.svg"))
  }

  @Test func aSlashCrossesTheGlyphWithAGap() throws {
    // `circle.slash.fill`: the disc (16 units = 40 px) crossed from top left to bottom right through (20, 20).
    #expect(SymbolMap.mappedFile(for: "circle.slash.fill") == nil)
    let image = try Self.draw(Image(systemName: "circle.slash.fill"))
    expectPixel(image, 20, 20, Self.blue)   // on the slash
    expectPixel(image, 21, 18, Self.white)  // 2.1 px off it: the gap (0.5 to 1.4 units, 1.25 to 3.5 px)
    expectPixel(image, 18, 21, Self.white)  // the gap on the other side
    expectPixel(image, 24, 16, Self.blue)   // 5.7 px off it: the disc
    expectPixel(image, 37, 3, Self.white)   // outside the disc
  }

  @Test func symbolVariantSlashFindsTheComposedForm() throws {
    let plain = try Self.draw(Image(systemName: "bolt"))
    let slashed = try Render.image(Image(systemName: "bolt").resizable().symbolVariant(.slash)
      .foregroundStyle(.blue).frame(width: 40, height: 40))
    #expect(slashed.diagnostics.isEmpty, "\(slashed.diagnostics)")
    #expect(try plain.pngData() != slashed.pngData())
    // SF Symbols has no `doc.text.slash`: the document stays as it is.
    #expect(!SFSymbolNames.contains("doc.text.slash"))
    let document = try Render.image(Image(systemName: "doc.text").resizable().symbolVariant(.slash)
      .foregroundStyle(.blue).frame(width: 40, height: 40))
    #expect(try document.pngData() == Self.draw(Image(systemName: "doc.text")).pngData())
  }

  @Test func aMappedSlashDrawingIsKept() throws {
    let file = try #require(SymbolMap.file(for: "bell.slash", assetFolders: []))
    #expect(file.hasSuffix("/bell-slash.svg"))
  }

  @Test func aBadgedNameDrawsTheBadgeAtTheLowerTrailingCorner() throws {
    // `book.badge.plus`: the book with a plus at its lower right, the book cut back around it. Resizable in a
    // 38 × 38 frame the 19-unit document is 2 px a unit: the plus's centre is at (30, 29), the cut's edge 11.6 px out.
    #expect(SymbolMap.mappedFile(for: "book.badge.plus") == nil)
    let path = try #require(SymbolMap.file(for: "book.badge.plus", assetFolders: []))
    #expect(SymbolBadge.Composition(path: path) == SymbolBadge.Composition(
      glyphPath: try #require(SymbolMap.file(for: "book", assetFolders: [])), badgePath: try #require(SymbolMap.file(for: "plus", assetFolders: []))))
    let document = try #require(ImageStore.shared.svg(path))
    let image = try Render.image(Image(systemName: "book.badge.plus").resizable().foregroundStyle(.blue)
      .frame(width: document.ink.width * 2, height: document.ink.height * 2))
    let x = Int(((15 - document.ink.minX) * 2).rounded(.down)), y = Int(((14.5 - document.ink.minY) * 2).rounded(.down))
    expectPixel(image, x, y, Self.blue, tolerance: 60)  // where the plus's bars cross
    expectPixel(image, x - 6, y - 6, Self.white)        // inside the cut, off the plus
    // Between the badge's box and the cut's edge nothing is drawn: the book is cut back there.
    var drawn = 0
    for py in max(y - 12, 0)..<min(y + 12, image.height) {
      for px in max(x - 12, 0)..<min(x + 12, image.width) {
        let dx = (CGFloat(px) + 0.5) / 2 - 15 + document.ink.minX, dy = (CGFloat(py) + 0.5) / 2 - 14.5 + document.ink.minY
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance > 4.6, distance < 5.3, max(abs(dx), abs(dy)) > 4.6, image.px(px, py).r < 200 { drawn += 1 }
      }
    }
    #expect(drawn == 0, "\(drawn) pixels drawn in the cut around the badge")
    #expect(SymbolBadge.parse("folder.badge.plus")! == ("folder", "plus"))
    #expect(SymbolBadge.parse("folder.badge.gearshape") == nil)
    #expect(SymbolBadge.Composition(path: SymbolBadge.Composition(glyphPath: "a:b.svg", badgePath: "c:d.svg").path)
      == SymbolBadge.Composition(glyphPath: "a:b.svg", badgePath: "c:d.svg"))
    #expect(SymbolBadge.Composition(path: SymbolBadge.scheme + "99:x.svg") == nil)
  }

  @Test func hierarchicalFadesTheComposedContainer() throws {
    let image = try Render.image(Image(systemName: "heart.circle.fill").resizable().symbolRenderingMode(.hierarchical)
      .foregroundStyle(.blue).frame(width: 40, height: 40))
    expectPixel(image, 20, 21, Self.blue)     // the heart, primary
    expectPixel(image, 20, 5, Self.halfBlue)  // the disc, secondary
  }

  @Test func aProjectIconKeepsItsRootPresentationAttributes() throws {
    // A stroked icon in the style of Feather/Lucide: fill and stroke set on the root element.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-container-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Icons"), withIntermediateDirectories: true)
    let icon = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M6 9l6 6 6-6"/></svg>"#
    try Data(icon.utf8).write(to: folder.appendingPathComponent("Icons/bolt.svg"))
    let store = ImageStore(assetFolders: [folder])
    let path = try #require(SymbolMap.file(for: "bolt.circle", assetFolders: [folder]))
    #expect(path.hasSuffix("Icons/bolt.svg"), "the project's glyph is the one composed: \(path)")
    let document = try #require(store.svg(path))
    #expect(document.ink.width > 15.5 && document.ink.height > 15.5, "the ring fills the 16-unit document: \(document.ink)")
    // Stroked, the chevron is a V whose point is under the centre; filled (the root's attributes lost) it would be a solid triangle.
    let list = Render.list(Image(systemName: "bolt.circle").resizable().foregroundStyle(.blue).frame(width: 40, height: 40))
    let image = try CairoRenderer(scale: 1, background: .white, images: store).rasterize(list)
    expectPixel(image, 20, 22, Self.blue, tolerance: 40)  // the point of the V
    expectPixel(image, 20, 17, Self.white)                // inside the V
    expectPixel(image, 1, 20, Self.blue, tolerance: 80)   // the ring
  }

  @Test func markupWithoutARootElementIsNotComposed() {
    let composition = SymbolDecoration.Composition(decoration: .circle, isFilled: false, glyphPath: "x.svg")
    let ink = CGRect(x: 0, y: 0, width: 16, height: 16), size = CGSize(width: 16, height: 16)
    #expect(composition.markup(glyph: Data("<svg/>".utf8), glyphSize: size, glyphInk: ink) == nil)
    #expect(composition.markup(glyph: Data("not svg".utf8), glyphSize: size, glyphInk: ink) == nil)
    #expect(composition.markup(glyph: Data("<svg viewBox='0 0 16 16'><path d='M0 0h1v1z'/></svg>".utf8), glyphSize: size,
                               glyphInk: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)) == nil)
  }

  @Test func containerNamesParse() {
    #expect(SymbolDecoration.parse("heart.circle.fill")! == ("heart", .circle, true))
    #expect(SymbolDecoration.parse("plus.square")! == ("plus", .square, false))
    #expect(SymbolDecoration.parse("circle") == nil)
    #expect(SymbolDecoration.parse("circle.fill") == nil)
    #expect(SymbolDecoration.parse(".circle") == nil)
    #expect(SymbolDecoration.parse("car.slash.fill")! == ("car", .slash, true))
    #expect(SymbolDecoration.parse("slash") == nil)
  }
}
