import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// Text holding inline images that is cut by a line limit keeps the images and text that fit, then "…"
/// (Pango's ellipsizer dropped them: `Text("x") + 20 stars` under `lineLimit(1)` drew only "…").
@Suite struct InlineImageTruncationTests {
  static var stars: Text { (0..<20).reduce(Text("x")) { text, _ in text + Text(Image(systemName: "star.fill")) } }

  /// Columns of the image's middle row that hold dark ink.
  func inkColumns(_ image: RasterImage) -> [Int] {
    let row = image.height / 2
    return (0..<image.width).filter { let p = image.pixel(x: $0, y: row); return p.a > 0 && Int(p.r) + Int(p.g) + Int(p.b) < 300 }
  }

  @Test func oneLineKeepsTheImagesThatFitAndEndsInAnEllipsis() throws {
    let image = try Render.image(Self.stars.lineLimit(1).frame(width: 200, alignment: .leading), width: 200, height: 40)
    let ink = inkColumns(image)
    // Stars across most of the line, not a lone ellipsis at its start.
    #expect(ink.count > 80, "\(ink.count) ink columns")
    #expect((ink.max() ?? 0) > 150)
    #expect(ink.filter { $0 > 40 && $0 < 120 }.count > 30)
  }

  @Test func twoLinesFillBoth() throws {
    let one = try Render.image(Self.stars.lineLimit(1).frame(width: 200, alignment: .leading), width: 200)
    let two = try Render.image(Self.stars.lineLimit(2).frame(width: 200, alignment: .leading), width: 200)
    #expect(two.height > one.height + 15)
    // The second line is full too: ink across its middle.
    let row = two.height * 3 / 4
    let ink = (0..<two.width).filter { let p = two.pixel(x: $0, y: row); return p.a > 0 && Int(p.r) + Int(p.g) + Int(p.b) < 300 }
    #expect(ink.count > 80, "\(ink.count) ink columns on the second line")
  }

  @Test func aPrefixCutsRunsDropsTrailingSpacesAndAddsAnEllipsis() throws {
    let font = ResolvedFont(size: 17)
    var text = ResolvedText(string: "", font: font)
    var star = TextRun(string: TextRun.imageCharacter, font: font, paint: .color(.black))
    star.image = ResolvedImage(source: .symbol("star.fill"), isResizable: false, renderingMode: .template, tint: .color(.black), font: font)
    text.runs = [TextRun(string: "Rated ", font: font, paint: .color(.black)), star,
                 TextRun(string: " by many", font: font, paint: .color(.black))]
    text.string = text.runs.map(\.string).joined()
    let cut = try #require(InlineImageTruncation.prefix(of: text, utf8Count: "Rated ".utf8.count + 3 + " by".utf8.count))
    #expect(cut.string == "Rated \u{FFFC} by…")
    #expect(cut.runs.count == 4 && cut.runs[1].image != nil && cut.runs[3].image == nil)
    let atSpace = try #require(InlineImageTruncation.prefix(of: text, utf8Count: "Rated ".utf8.count + 4))
    #expect(atSpace.string == "Rated \u{FFFC}…", "the space before the cut is dropped")
    #expect(InlineImageTruncation.prefix(of: text, utf8Count: 0) == nil)
  }
}
