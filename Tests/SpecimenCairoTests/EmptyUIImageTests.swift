import SpecimenUI
import Testing
@testable import SpecimenCairo

/// `UIImage()` is UIKit's empty image: the `?? UIImage()` fallback draws nothing, takes no room and reports nothing.
@Suite struct EmptyUIImageTests {
  @Test func anEmptyImageTakesNoRoom() throws {
    let image = try Render.image(HStack(spacing: 0) {
      Image(uiImage: UIImage())
      Color.red.frame(width: 10, height: 10)
    })
    #expect(image.width == 10 && image.height == 10)
    expectPixel(image, 0, 5, Pixel(255, 59, 48))
  }

  @Test func theFallbackOfAMissingNameDrawsNothingAndReportsNothing() throws {
    let image = try Render.image(Image(uiImage: UIImage(named: "no-such-image") ?? UIImage()).resizable()
      .frame(width: 20, height: 20).background(Color.blue).padding(5))
    #expect(image.width == 30)
    expectPixel(image, 15, 15, Pixel(0, 122, 255))  // the background shows: no placeholder over it
    #expect(image.diagnostics.errors.isEmpty, "\(image.diagnostics.errors.map(\.message))")
  }

  @Test func aBlendModeOnAShapeStyleCompilesAndDrawsTheStyle() throws {
    let image = try Render.image(Rectangle().fill(Color.green.blendMode(.multiply)).frame(width: 10, height: 10))
    expectPixel(image, 5, 5, Pixel(52, 199, 89))
  }
}
