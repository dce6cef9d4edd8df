import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// `.border(_:width:)` strokes inside the view's frame and leaves its size alone.
@Suite struct BorderModifierTests {
  @Test func borderIsDrawnInsideTheFrame() throws {
    let view = Color.white.frame(width: 20, height: 10).border(Color.red, width: 2)
    #expect(Render.list(view).size == CGSize(width: 20, height: 10))
    let image = try Render.image(view, scale: 1, background: .white)
    #expect(image.px(0, 0).isClose(to: Pixel(255, 59, 48)))
    #expect(image.px(1, 5).isClose(to: Pixel(255, 59, 48)))
    #expect(image.px(19, 9).isClose(to: Pixel(255, 59, 48)))
    #expect(image.px(2, 2).isClose(to: Pixel(255, 255, 255)))
    #expect(image.px(10, 5).isClose(to: Pixel(255, 255, 255)))
  }
}
