import Foundation
import SpecimenCairo
@testable import SpecimenUI
import Testing

/// Custom symbols drawn in their own colours: the template's `multicolor-<index>:<color>` annotations
/// (Apple, "Creating custom symbol images for your app"). `custom.alert` holds a red box (layer 0) over
/// the top half of a `tintColor` bar (layer 1), and a bar in a colour its style names (layer 2, `#437B48`);
/// at 100 pt one template unit is one point.
@Suite struct CustomSymbolMulticolorTests {
  static func alert(_ mode: SymbolRenderingMode?) -> some View {
    Image("custom.alert", bundle: .module).font(.system(size: 100)).symbolRenderingMode(mode).foregroundStyle(Color.green)
  }

  @Test func multicolorLayersTakeTheirAnnotatedColours() throws {
    let image = try Fixture.render(Self.alert(.multicolor))
    #expect(image.width == 70 && image.height == 70)
    #expect(bytes(image, 10, 10) == [255, 59, 48, 255])  // systemRedColor
    #expect(bytes(image, 30, 10) == [255, 59, 48, 255])  // layer 0 over layer 1
    #expect(bytes(image, 30, 60) == [52, 199, 89, 255])  // tintColor: the foreground style, not the style's #007AFF
    #expect(bytes(image, 60, 35) == [67, 123, 72, 255])  // the style's own fill for a name that is no system colour
    #expect(bytes(image, 47, 35) == [255, 255, 255, 255])
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
  }

  @Test func systemColoursFollowTheAppearance() throws {
    let image = try Fixture.render(Self.alert(.multicolor), environment: Fixture.environment(.dark))
    #expect(bytes(image, 10, 10) == [255, 69, 58, 255])  // systemRedColor in dark
  }

  @Test func otherModesDrawEveryLayerInTheForegroundStyle() throws {
    for mode in [nil, SymbolRenderingMode.monochrome] {
      let image = try Fixture.render(Self.alert(mode))
      for (x, y) in [(10, 10), (30, 60), (60, 35)] { #expect(bytes(image, x, y) == [52, 199, 89, 255], "\(String(describing: mode)) at \(x), \(y)") }
    }
  }
}
