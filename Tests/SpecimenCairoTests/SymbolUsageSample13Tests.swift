import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// The thirteenth usage sample (docs/sf-symbols-usage-sample13.txt, found where code chooses a symbol by a condition,
/// animates it with a symbol effect, sets it through UIKit, builds its name by interpolation or keeps it in an enum
/// or constant property): how many of its names that SF Symbols has draw an icon; run with
/// `swift test --filter SymbolUsageSample13Tests` to see the numbers and the names still loud.
@Suite struct SymbolUsageSample13Tests {
  @Test func coverageOfTheThirteenthSample() {
    SymbolUsageSampleTests.expectCoverage("sf-symbols-usage-sample13.txt", "thirteenth", sampled: 404, sfSymbols: 401, floor: 399)
  }

  /// The thirteenth sample's map points only at installed Bootstrap drawings, maps no name an earlier map or a
  /// project drawing already draws, and its names are SF Symbols.
  @Test func theThirteenthSampleMapIsClean() throws {
    try SymbolUsageSampleTests.expectClean(SymbolMap.sample13Names)
  }

  /// The names the sample switches `.fill` on for (`.symbolVariant(isOn ? .fill : .none)`) draw the filled name's own
  /// drawing when the condition holds, pixel for pixel, not the bare name.
  @Test(arguments: ["doc.text", "bookmark", "rectangle.split.2x1", "line.3.horizontal.decrease.circle", "star", "paperplane",
                    "heart", "lightbulb"])
  func aFillSwitchedOnDrawsTheFilledName(_ name: String) throws {
    func draw(_ view: some View) throws -> RasterImage { try Render.image(view.font(.title).foregroundStyle(.black), scale: 2) }
    let applied = try draw(Image(systemName: name).symbolVariant(.fill))
    let named = try draw(Image(systemName: "\(name).fill")), bare = try draw(Image(systemName: name))
    #expect(applied.diagnostics.isEmpty && named.diagnostics.isEmpty, "\(name).fill: \(applied.diagnostics) \(named.diagnostics)")
    let asFilled = applied.rgbaBytes() == named.rgbaBytes(), asBare = applied.rgbaBytes() == bare.rgbaBytes()
    #expect(asFilled && !asBare, "\(name) with .fill draws as \(name).fill: \(asFilled), as the bare name: \(asBare)")
  }

  /// `sidebar.left`, `sidebar.right` and `scissors` have no `.fill` in SF Symbols, so the sample's `.fill` switched on
  /// for them draws the bare name, as iOS falls back to it, without a diagnostic.
  @Test(arguments: ["sidebar.left", "sidebar.right", "scissors"])
  func aFillSFSymbolsLacksDrawsTheBareName(_ name: String) throws {
    #expect(!SFSymbolNames.contains("\(name).fill"))
    let applied = try Render.image(Image(systemName: name).symbolVariant(.fill).font(.title).foregroundStyle(.black), scale: 2)
    let bare = try Render.image(Image(systemName: name).font(.title).foregroundStyle(.black), scale: 2)
    #expect(applied.diagnostics.isEmpty, "\(name): \(applied.diagnostics)")
    #expect(applied.rgbaBytes() == bare.rgbaBytes(), "\(name) with .fill does not draw as the bare name")
  }

  /// The families the sample's code builds names from by interpolation draw for the values that code passes: a word's
  /// length in a circle (`"\(word.count).circle"`, words of 3 to 8 letters), a name's first letter in a filled circle
  /// (`"\(letter).circle.fill"`, any letter), and a plus or a minus in a filled portrait rectangle
  /// (`"\(sign).rectangle.portrait.fill"`).
  @Test func namesBuiltByInterpolationDraw() {
    let lengths = (3...8).map { "\($0).circle" }
    let letters = "abcdefghijklmnopqrstuvwxyz".map { "\($0).circle.fill" }
    let signs = ["plus", "minus"].map { "\($0).rectangle.portrait.fill" }
    let names = lengths + letters + signs
    #expect(names.allSatisfy(SFSymbolNames.contains))
    let drawn = Set(SymbolUsageSampleTests.drawn(names[...]))
    #expect(drawn.count == names.count, "still loud: \(names.filter { !drawn.contains($0) })")
  }
}
