import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// Effects nested or repeated past `RenderLimits.maxRenderLayerPixels` (a `.blur` in a `.blur` 20 deep took 133 s,
/// `.blendMode` 20 deep around a 2 000-pt view 8 s, growing with every level) are drawn without their layers once
/// the render's layers reach the limit, with one warning that counts them and names the first.
@Suite struct LayerBudgetTests {
  /// A 1 000-pt square (red, a blue strip along its bottom) inside `depth` compositing groups, around `inner`.
  static func nested(_ depth: Int, blur: Bool = false) -> AnyView {
    var view = AnyView(VStack(spacing: 0) { Color.red.frame(width: 1_000, height: 990); Color.blue.frame(width: 1_000, height: 10) })
    if blur { view = AnyView(view.blur(radius: 4, opaque: true)) }
    for _ in 0..<depth { view = AnyView(view.compositingGroup()) }
    return view
  }

  /// The warning for `refused` layers refused after the canvas-sized groups (2 000² px each at 2×) filled the budget.
  static func warning(refused: Int) -> String {
    "\(refused) effect layer(s) were not made, so their views are drawn without the effect: this render's layers "
      + "(blurs, shadows, color effects, perspective, opacity, blend-mode, mask and compositing groups) reached "
      + "RenderLimits.maxRenderLayerPixels (268435456 px), the first at .compositingGroup/.drawingGroup on a view of "
      + "(0, 0, 1000×1000), which needed 4000000 px more. Nest or repeat fewer such effects, e.g. one effect on the container "
      + "instead of one per level"
  }

  @Test func groupsPastTheBudgetAreDrawnWithoutTheirLayerAndNamedOnce() throws {
    let fits = RenderLimits.maxRenderLayerPixels / 4_000_000
    #expect(fits == 67)
    let image = try ViewRenderer(scale: 2).rasterize(Self.nested(80), in: .unspecified)
    #expect(image.width == 2_000 && image.height == 2_000)
    #expect(image.diagnostics.items.map(\.message) == [Self.warning(refused: 80 - fits)])
    let red = image.pixel(x: 10, y: 10), blue = image.pixel(x: 10, y: 1_995)
    #expect([red.r, red.g, red.b, red.a] == [255, 59, 48, 255] && [blue.r, blue.g, blue.b, blue.a] == [0, 122, 255, 255])
    // Under the budget nothing is said.
    #expect(try ViewRenderer(scale: 2).rasterize(Self.nested(fits), in: .unspecified).diagnostics.items.isEmpty)
  }

  /// A blur inside groups that used up the budget is drawn sharp, with no warning of its own: the pixels of the same
  /// groups without the blur.
  @Test func aBlurPastTheBudgetIsDrawnSharp() throws {
    let blurred = try ViewRenderer(scale: 2).rasterize(Self.nested(68, blur: true), in: .unspecified)
    let sharp = try ViewRenderer(scale: 2).rasterize(Self.nested(68), in: .unspecified)
    // Compared as one Bool: a failing comparison of 16 M bytes would be diffed element by element.
    let same = blurred.rgbaBytes() == sharp.rgbaBytes()
    #expect(same, "the blur past the budget is drawn sharp")
    #expect(blurred.diagnostics.items.map(\.message) == [Self.warning(refused: 2)])
    #expect(sharp.diagnostics.items.map(\.message) == [Self.warning(refused: 1)])
  }
}
