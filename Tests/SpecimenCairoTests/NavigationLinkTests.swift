import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// NavigationLink draws as iOS draws it: a row with a disclosure chevron in a list, a button elsewhere.
@Suite struct NavigationLinkTests {
  /// The colours of the inked pixels in `columns` of `image` (alpha-blended on white).
  func ink(_ image: RasterImage, columns: Range<Int>, rows: Range<Int>) -> [Pixel] {
    rows.flatMap { y in columns.map { image.px($0, y) } }.filter { $0.r < 235 || $0.g < 235 || $0.b < 235 }
  }

  @Test func aListRowShowsItsLabelAndATrailingChevron() throws {
    let list = List { NavigationLink("Privacy") { Text("Details") } }
      .frame(width: 390, height: 120)
    let image = try Render.image(list, scale: 1)
    // The chevron: grey ink (tertiaryLabel, #3C3C43 at 30 %) in the row's last 40 pt, inside the card.
    let chevron = ink(image, columns: 330..<372, rows: 40..<100)
    #expect(!chevron.isEmpty, "a chevron at the trailing edge")
    #expect(chevron.allSatisfy { abs(Int($0.r) - Int($0.b)) <= 8 && $0.r > 150 }, "light grey: \(chevron.prefix(3))")
    // The label in the primary colour (black ink), not the tint.
    let label = ink(image, columns: 20..<120, rows: 40..<100)
    #expect(label.contains { $0.r < 60 && $0.g < 60 && $0.b < 60 })
    #expect(!label.contains { $0.b > 200 && $0.r < 100 }, "no blue")
  }

  @Test func outsideAListItIsAButtonThatButtonStylesStyle() throws {
    let tinted = try Render.image(NavigationLink("Open") { Text("Details") }.padding(10), scale: 1)
    let blue = ink(tinted, columns: 0..<tinted.width, rows: 0..<tinted.height)
    #expect(blue.contains { $0.b > 200 && $0.r < 100 }, "the default button style tints the label")
    let plain = try Render.image(NavigationLink("Open") { Text("Details") }.buttonStyle(.plain).padding(10), scale: 1)
    let black = ink(plain, columns: 0..<plain.width, rows: 0..<plain.height)
    #expect(black.contains { $0.r < 60 && $0.g < 60 && $0.b < 60 } && !black.contains { $0.b > 200 && $0.r < 100 })
    // No chevron outside a list: the plain link is as wide as its text.
    #expect(Render.list(NavigationLink("Open") { Text("Details") }.buttonStyle(.plain)).size == Render.list(Text("Open")).size)
  }
}
