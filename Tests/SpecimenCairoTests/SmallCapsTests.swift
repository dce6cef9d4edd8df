import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// `Font.smallCaps()`, `lowercaseSmallCaps()` and `uppercaseSmallCaps()`: the letters they name are
/// set as small capitals (synthesized from scaled capitals where the font has none, as Inter).
@Suite struct SmallCapsTests {
  private func width(_ string: String, _ font: Font) -> CGFloat { Render.list(Text(string).font(font)).size.width }

  @Test func lowercaseLettersBecomeSmallCapitals() throws {
    let body = Font.system(size: 17)
    // Other glyphs, other widths (the shapes are checked by smallCapitalsAreShorterThanCapitals).
    #expect(abs(width("settings", body.lowercaseSmallCaps()) - width("settings", body)) > 1)
    // Capitals stay as they are.
    #expect(width("SETTINGS", body.lowercaseSmallCaps()) == width("SETTINGS", body))
  }

  @Test func allSmallCapsShrinkCapitalsToo() throws {
    let body = Font.system(size: 17)
    let capitals = width("SETTINGS", body)
    let small = width("SETTINGS", body.smallCaps())
    #expect(small < capitals - 4)
    // `smallCaps()` is the union: lowercase and uppercase letters are set alike.
    #expect(width("Settings", body.smallCaps()) == width("SETTINGS", body.smallCaps()))
    #expect(width("Settings", body.lowercaseSmallCaps().uppercaseSmallCaps()) == width("Settings", body.smallCaps()))
  }

  @Test func smallCapitalsAreShorterThanCapitals() throws {
    let font = Font.system(size: 40)
    func inkTop(_ view: some View) throws -> Int {
      let image = try Render.image(view, scale: 1)
      for y in 0..<image.height where (0..<image.width).contains(where: { image.px($0, y).r < 128 }) { return y }
      return image.height
    }
    let capitals = try inkTop(Text("HH").font(font))
    let small = try inkTop(Text("hh").font(font.lowercaseSmallCaps()))
    let sheet = VStack(alignment: .leading) {
      Text("Settings and More").font(.system(size: 28))
      Text("Settings and More").font(.system(size: 28).lowercaseSmallCaps())
      Text("Settings and More").font(.system(size: 28).smallCaps())
      Text("SHOW").font(.caption.lowercaseSmallCaps())
    }
    Render.save(try Render.image(sheet, scale: 2), "small-caps")
    // Same baseline, so the small capitals' tops sit lower (larger y) than full capitals'.
    #expect(small > capitals + 3, "small caps top \(small), capitals top \(capitals)")
  }
}
