import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// SF Symbols 6's new names for older symbols draw as the older names do: a media player's
/// `15.arrow.trianglehead.counterclockwise` is the skip-back ring with 15 in it (`gobackward.15`).
@Suite struct SymbolRenamedTests {
  @Test func everyRenamedPairIsPublishedUnderBothNames() {
    for (new, old) in SymbolMap.renamedNames {
      #expect(SFSymbolNames.contains(new), "\(new)")
      #expect(SFSymbolNames.contains(old), "\(old)")
    }
  }

  @Test(arguments: ["15.arrow.trianglehead.counterclockwise", "15.arrow.trianglehead.clockwise", "10.arrow.trianglehead.clockwise",
                    "30.arrow.trianglehead.counterclockwise", "arrow.trianglehead.clockwise", "arrow.trianglehead.counterclockwise",
                    "arrow.trianglehead.2.clockwise", "airplay.audio", "airplay.video", "airpods.max"])
  func aNewNameDrawsItsOldNamesDrawing(_ name: String) throws {
    let folders = [AssetLocator.builtinAssets]
    let old = try #require(SymbolMap.renamedNames[name])
    let drawing = try #require(SymbolMap.file(for: old, assetFolders: folders), "\(old) has no drawing")
    #expect(SymbolMap.file(for: name, assetFolders: folders) == drawing)
    let image = try Render.image(Image(systemName: name).font(.title), scale: 2)
    #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)")
    #expect(!image.isUniform)
  }
}
