import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// The `GraphicsContext` API public canvas code uses beyond paths and colours: gradient shadings in the context's
/// user space, clipping (and its inverse), blend modes, and text resolved, measured and drawn with a shading.
@Suite struct CanvasContextAPITests {
  private func canvas(_ renderer: @escaping (inout GraphicsContext, CGSize) -> Void) -> some View {
    Canvas(renderer: renderer).frame(width: 200, height: 100)
  }

  @Test func aLinearGradientsPointsAreInTheContextsUserSpace() throws {
    let gradient = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    let image = try Render.image(canvas { context, _ in
      context.translateBy(x: 50, y: 0)
      context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)),
                   with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 100, y: 0)))
    }, scale: 1)
    // The gradient runs over the translated square (x 50…150): red at its left edge, blue at its right, mixed between.
    expectPixel(image, 50, 50, Pixel(252, 0, 3), tolerance: 4)
    expectPixel(image, 149, 50, Pixel(3, 0, 252), tolerance: 4)
    let middle = image.px(100, 50)
    #expect(abs(Int(middle.r) - Int(middle.b)) < 12 && middle.r > 100, "the middle mixes red and blue: \(middle)")
    expectPixel(image, 30, 50, Pixel(255, 255, 255))
  }

  @Test func aClipLimitsLaterDrawingAndItsInverseCutsAHole() throws {
    let image = try Render.image(canvas { context, size in
      var clipped = context
      clipped.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)))
      clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Color(red: 0, green: 1, blue: 0)))
      context.clip(to: Path(CGRect(x: 140, y: 40, width: 20, height: 20)), options: .inverse)
      context.fill(Path(CGRect(x: 100, y: 0, width: 100, height: 100)), with: .color(Color(red: 0, green: 0, blue: 1)))
    }, scale: 1)
    expectPixel(image, 50, 50, Pixel(0, 255, 0))
    // The ellipse's corner region stays clear: the green fill covered the whole canvas before the clip.
    expectPixel(image, 5, 5, Pixel(255, 255, 255))
    // The copy's clip does not reach the original context: the blue fill covers the right half except the hole.
    expectPixel(image, 120, 20, Pixel(0, 0, 255))
    expectPixel(image, 150, 50, Pixel(255, 255, 255))
  }

  @Test func theClipBoundingRectIsInUserSpace() throws {
    let seen = Box()
    _ = try Render.image(canvas { context, _ in
      context.translateBy(x: 5, y: 5)
      seen.before = context.clipBoundingRect
      context.clip(to: Path(CGRect(x: 10, y: 10, width: 50, height: 50)))
      seen.after = context.clipBoundingRect
    }, scale: 1)
    #expect(seen.before == CGRect(x: -5, y: -5, width: 200, height: 100))
    #expect(seen.after == CGRect(x: 10, y: 10, width: 50, height: 50))
  }

  @Test func aBlendModeCompositesLaterDrawing() throws {
    let image = try Render.image(canvas { context, _ in
      context.fill(Path(CGRect(x: 0, y: 0, width: 200, height: 100)), with: .color(Color(red: 0, green: 0, blue: 1)))
      context.blendMode = .multiply
      context.fill(Path(CGRect(x: 100, y: 0, width: 100, height: 100)), with: .color(Color(red: 1, green: 1, blue: 0)))
    }, scale: 1)
    // Yellow multiplied over blue is black; the left half keeps the blue.
    expectPixel(image, 150, 50, Pixel(0, 0, 0))
    expectPixel(image, 50, 50, Pixel(0, 0, 255))
  }

  final class Box: @unchecked Sendable {
    var before = CGRect.null
    var after = CGRect.null
    var measured = CGSize.zero
  }

  @Test func resolvedTextIsMeasuredAndDrawnWithItsShading() throws {
    let seen = Box()
    let image = try Render.image(canvas { context, size in
      var label = context.resolve(Text("Weekly"))
      label.shading = .color(Color(red: 1, green: 0, blue: 0))
      let measured = label.measure(in: size)
      seen.measured = measured
      context.draw(label, in: CGRect(origin: CGPoint(x: 10, y: 10), size: measured))
    }, scale: 1)
    // "Weekly" in the body font: about 55 pt wide and one 17-pt line tall.
    #expect(seen.measured.width > 40 && seen.measured.width < 70, "measured \(seen.measured)")
    #expect(seen.measured.height > 18 && seen.measured.height < 24, "measured \(seen.measured)")
    // The ink is red and ends within the measured width.
    var inkColumns: [Int] = []
    for x in 0..<200 where (0..<100).contains(where: { image.px(x, $0).g < 128 }) { inkColumns.append(x) }
    let last = inkColumns.max() ?? 0
    #expect(inkColumns.min() ?? 0 >= 10)
    #expect(Double(last) <= 10 + seen.measured.width && Double(last) >= 10 + seen.measured.width - 4,
            "ink ends at \(last), the measured text at \(10 + seen.measured.width)")
    #expect(inkColumns.contains { x in (0..<100).contains { image.px(x, $0).isClose(to: Pixel(255, 0, 0), tolerance: 20) } },
            "the text should be drawn in the red shading")
  }
}
