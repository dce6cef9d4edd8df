import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// iOS 26's `.glass` and `.glassProminent` button styles compile and draw as the bordered styles in a capsule.
@Suite struct GlassButtonStyleTests {
  @Test func glassStylesDrawTheBorderedArtworkInACapsule() throws {
    func image<S: PrimitiveButtonStyle>(_ style: S, shape: ButtonBorderShape = .capsule) throws -> RasterImage {
      try Render.image(Button("Continue") {}.buttonStyle(style).buttonBorderShape(shape).padding(4), scale: 2)
    }
    let glass = try Render.image(Button("Continue") {}.buttonStyle(.glass).padding(4), scale: 2)
    let prominent = try Render.image(Button("Continue") {}.buttonStyle(.glassProminent).padding(4), scale: 2)
    let borderedCapsule = try image(BorderedButtonStyle())
    let prominentCapsule = try image(BorderedProminentButtonStyle())
    #expect(try glass.pngData() == borderedCapsule.pngData())
    #expect(try prominent.pngData() == prominentCapsule.pngData())
    // A border shape the code sets wins over the capsule.
    let squared = try Render.image(Button("Continue") {}.buttonStyle(.glass(.regular)).buttonBorderShape(.roundedRectangle(radius: 2)).padding(4), scale: 2)
    #expect(try squared.pngData() == image(BorderedButtonStyle(), shape: ButtonBorderShape.roundedRectangle(radius: 2)).pngData())
    #expect(try squared.pngData() != glass.pngData())
  }
}
