import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing
@testable import SpecimenCairo

/// Hostile values around images in text and weighted symbols: each draws (or is refused by name) and
/// the frame stays finite.
@Suite struct InlineImageHostileTests {
  static func finite(_ size: CGSize) -> Bool { size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0 }

  @Test func unusableFontSizesAroundAnInlineSymbolAreCheckedFirst() throws {
    for size in [CGFloat.nan, -5, .infinity, 1e9] {
      let view = Text("a \(Image(systemName: "star.fill")) b").font(.system(size: size))
      let list = Render.list(view)
      #expect(Self.finite(list.size), "size \(size): \(list.size)")
      #expect(list.size.width < 20_000, "size \(size): \(list.size)")
      let image = try Render.image(view, scale: 1)
      #expect(image.diagnostics.items.contains { $0.message.contains("font size") }, "size \(size): \(image.diagnostics)")
    }
  }

  @Test func anUnusableBaselineOffsetMovesNothing() throws {
    let plain = Render.list(Text(Image(systemName: "circle.fill"))).size
    let offset = Render.list(Text(Image(systemName: "circle.fill")).baselineOffset(.infinity))
    #expect(offset.size == plain)
  }

  @Test func aThousandInlineSymbolsWrap() {
    var text = Text("start")
    for _ in 0..<1_000 { text = text + Text(Image(systemName: "star.fill")) }
    let size = Render.list(text.frame(width: 300)).size
    #expect(size.width == 300)
    #expect(size.height > 20 * 50)  // about 14 symbols a line, so over 70 lines
  }

  @Test func aMissingImageInTextIsReportedAndTakesRoom() throws {
    let image = try Render.image(Text("a \(Image("no-such-asset")) b"), scale: 1)
    #expect(image.diagnostics.items.contains { $0.message.contains("no-such-asset") }, "\(image.diagnostics)")
  }

  @Test func aSymbolTooLargeToWeighDrawsAtRegularWeight() throws {
    // 1000 pt at 2× is over the 2048² pixels a weighted bitmap may have.
    let view = Image(systemName: "minus").font(.system(size: 1000, weight: .black))
    let image = try Render.image(view, scale: 2)
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    #expect(image.width > 1000)
  }

  @Test func anInlineImageShrinksWithItsText() {
    let text = Text("Rated \(Image(systemName: "star.fill")) 4.8 by our readers").lineLimit(1).minimumScaleFactor(0.5)
    let natural = Render.list(text).size
    let shrunk = Render.list(text, width: natural.width * 0.7).size
    // The symbol shrinks with the font: the line fits at about 70 % (were it full size, the text would shrink more).
    #expect(shrunk.width <= natural.width * 0.7 + 0.01)
    #expect(shrunk.height > natural.height * 0.62 && shrunk.height < natural.height * 0.75, "\(natural) → \(shrunk)")
  }
}
