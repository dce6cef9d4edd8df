import Foundation
@testable import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// SF Symbols in their own colours (`.symbolRenderingMode(.multicolor)`, `Image.renderingMode(.original)`):
/// layered drawings whose layers take SF Symbols' colours, and the annotations they are read from.
@Suite struct SymbolMulticolorTests {
  static func weather(_ name: String, _ mode: Image.TemplateRenderingMode? = nil) -> some View {
    Image(systemName: name).renderingMode(mode).font(.system(size: 64))
  }

  @Test func annotationsAreReadBottomLayerFirst() {
    let text = #"<path class="multicolor-0:white hierarchical-0:primary"/><path class="multicolor-1:systemYellowColor"/>"#
      + #"<path class="multicolor-1:systemYellowColor multicolor-2:tintColor"/><path class="multicolor-x:red multicolor-3"/>"#
    #expect(MulticolorLayers.layers(in: text) == [.init(index: 2, color: "tintColor"), .init(index: 1, color: "systemYellowColor"),
                                                   .init(index: 0, color: "white")])
    let style = ".multicolor-2:leafGreen {fill:#437B48;opacity:1.0}\n.multicolor-3:sky { opacity:0.5 }"
    #expect(MulticolorLayers.styleFill(of: .init(index: 2, color: "leafGreen"), in: style) == RGBA(67, 123, 72))
    #expect(MulticolorLayers.styleFill(of: .init(index: 3, color: "sky"), in: style) == nil)
  }

  static let yellow = Pixel(255, 204, 0), white = Pixel(255, 255, 255), blue = Pixel(0, 122, 255), black = Pixel(0, 0, 0)

  /// Points of each symbol at 64 pt (scale 1) and the colour iOS draws there: white clouds, a yellow sun and
  /// bolt, blue rain; a yellow triangle with a white mark (Apple, `SymbolRenderingMode.multicolor`).
  static let probes: [(name: String, points: [(Int, Int, Pixel)])] = [
    ("cloud.sun.fill", [(30, 56, white), (56, 20, yellow)]),
    ("cloud.bolt.rain.fill", [(40, 32, white), (38, 64, yellow), (12, 60, blue)]),
    ("exclamationmark.triangle.fill", [(20, 52, yellow), (38, 24, white), (38, 48, white)]),
    ("cloud.sun.rain.fill", [(30, 40, white), (54, 16, yellow), (20, 56, blue)]),
  ]

  @Test func weatherSymbolsDrawInTheirOwnColours() throws {
    for (name, points) in Self.probes {
      let image = try Render.image(Self.weather(name, .original), background: .black)
      for (x, y, colour) in points { expectPixel(image, x, y, colour) }
      #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)")
      // The same symbol in one colour: every probe in the foreground style, but the triangle's mark, a hole.
      let plain = try Render.image(Self.weather(name))
      let hole = name == "exclamationmark.triangle.fill" ? Self.white : nil
      for (x, y, colour) in points { expectPixel(plain, x, y, colour == hole ? Self.white : Self.black) }
    }
  }

  @Test func multicolorModeAndOriginalDrawAlike() throws {
    for name in ["cloud.sun.fill", "cloud.rain.fill", "sun.max.fill"] {
      let original = try Render.image(Self.weather(name, .original), scale: 2).plainPNGData()
      #expect(try Render.image(Self.weather(name).symbolRenderingMode(.multicolor), scale: 2).plainPNGData() == original, "\(name)")
      // The symbol's own colours are not the foreground style's.
      #expect(try Render.image(Self.weather(name).symbolRenderingMode(.multicolor).foregroundStyle(.red), scale: 2).plainPNGData() == original,
              "\(name)")
    }
  }

  @Test func ownColoursFollowTheAppearance() throws {
    let image = try Render.image(Self.weather("cloud.sun.fill").symbolRenderingMode(.multicolor).environment(\.colorScheme, .dark),
                                 background: .black)
    expectPixel(image, 56, 20, Pixel(255, 214, 10))
    expectPixel(image, 30, 56, Self.white)
  }
}
