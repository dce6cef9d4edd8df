import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// Core Graphics path drawing: into a `Canvas` through `GraphicsContext.withCGContext`, and into the pixels of a
/// `UIGraphicsImageRenderer`, checked at known pixels.
@Suite struct CGContextPathTests {
  /// A canvas whose Core Graphics code fills a triangle, strokes a line, fills a rectangle moved by a saved and
  /// restored transform, and fills a square clipped to a circle.
  struct CoreGraphicsCanvas: View {
    var body: some View {
      Canvas { context, _ in
        context.withCGContext { cg in
          cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
          cg.move(to: CGPoint(x: 0, y: 0))
          cg.addLine(to: CGPoint(x: 40, y: 0))
          cg.addLine(to: CGPoint(x: 0, y: 40))
          cg.closePath()
          cg.fillPath()

          cg.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
          cg.setLineWidth(4)
          cg.move(to: CGPoint(x: 50, y: 20))
          cg.addLine(to: CGPoint(x: 90, y: 20))
          cg.strokePath()

          cg.saveGState()
          cg.translateBy(x: 100, y: 0)
          cg.setFillColor(red: 0, green: 0.5, blue: 0, alpha: 1)
          cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
          cg.restoreGState()
          cg.fill(CGRect(x: 0, y: 50, width: 10, height: 10))  // back at the origin, in the restored red

          cg.saveGState()
          cg.addEllipse(in: CGRect(x: 130, y: 0, width: 40, height: 40))
          cg.clip()
          cg.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
          cg.fill(CGRect(x: 130, y: 0, width: 40, height: 40))
          cg.restoreGState()
        }
      }
      .frame(width: 180, height: 60)
    }
  }

  @Test func aCanvasDrawsWhatItsCoreGraphicsCodeDraws() throws {
    let image = try Render.image(CoreGraphicsCanvas(), scale: 1)
    expectPixel(image, 8, 8, Pixel(255, 0, 0), tolerance: 0)  // inside the triangle
    expectPixel(image, 32, 32, Pixel(255, 255, 255), tolerance: 0)  // past its hypotenuse
    expectPixel(image, 70, 20, Pixel(0, 0, 255), tolerance: 0)  // the 4-pt line
    expectPixel(image, 70, 21, Pixel(0, 0, 255), tolerance: 0)  // its lower half
    expectPixel(image, 70, 24, Pixel(255, 255, 255), tolerance: 0)  // just below it
    expectPixel(image, 110, 10, Pixel(0, 128, 0), tolerance: 1)  // the translated square
    expectPixel(image, 5, 55, Pixel(255, 0, 0), tolerance: 0)  // the restored transform and fill colour
    expectPixel(image, 150, 20, Pixel(255, 128, 0), tolerance: 1)  // inside the clip circle
    expectPixel(image, 132, 2, Pixel(255, 255, 255), tolerance: 0)  // the square's corner, outside the circle
  }

  /// The `side` × `side`-pixel image `actions` draw, as the image renderer hands it out.
  func image(side: CGFloat = 20, _ actions: @escaping (CGContext) -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { actions($0.cgContext) }
  }

  /// The pixels of the 20 × 20 image `actions` draw.
  func pixels(_ actions: @escaping (CGContext) -> Void) throws -> RasterImage {
    try Render.image(Image(uiImage: image(actions)), scale: 1, background: nil)
  }

  @Test func anImageRendererFillsAndStrokesPathsInsideItsClip() throws {
    let triangle = try pixels { cg in
      cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
      cg.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 0, y: 20)])
      cg.fillPath()
    }
    #expect(triangle.px(3, 3) == Pixel(255, 0, 0, 255))
    #expect(triangle.px(16, 16) == Pixel(0, 0, 0, 0))
    let clipped = try pixels { cg in
      cg.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
      cg.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
      cg.setLineWidth(4)
      cg.move(to: CGPoint(x: 0, y: 10))
      cg.addLine(to: CGPoint(x: 20, y: 10))
      cg.strokePath()
    }
    #expect(clipped.px(5, 10) == Pixel(0, 0, 255, 255))  // the line, inside the clip
    #expect(clipped.px(5, 11) == Pixel(0, 0, 255, 255))  // its lower half: 4 px wide
    #expect(clipped.px(15, 10) == Pixel(0, 0, 0, 0))  // the line, outside the clip
    #expect(clipped.px(5, 14) == Pixel(0, 0, 0, 0))  // below the 4-px line
  }

  /// `UIBezierPath.fill()` and `stroke()` paint into the current context with the path's own line width,
  /// and leave the context's path alone: the rectangle begun before them is filled after.
  @Test func aBezierPathFillsAndStrokesIntoTheCurrentContext() throws {
    let drawn = try pixels { cg in
      cg.addRect(CGRect(x: 0, y: 16, width: 4, height: 4))
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
      UIColor.blue.setStroke()
      let line = UIBezierPath()
      line.move(to: CGPoint(x: 10, y: 4))
      line.addLine(to: CGPoint(x: 20, y: 4))
      line.lineWidth = 4
      line.stroke()
      UIColor.green.setFill()
      cg.fillPath()
    }
    #expect(drawn.px(4, 4) == Pixel(255, 0, 0, 255))  // the filled square
    #expect(drawn.px(15, 5) == Pixel(0, 0, 255, 255))  // the 4-px line's lower half
    #expect(drawn.px(15, 7) == Pixel(0, 0, 0, 0))  // below it
    #expect(drawn.px(2, 18) == Pixel(0, 255, 0, 255))  // the context's own rectangle, kept
    #expect(drawn.px(12, 12) == Pixel(0, 0, 0, 0))
  }

  @Test func aPathTooLargeToTestIsNamedAndNotDrawn() throws {
    let drawn = ResolveIssues.collecting {
      image(side: 200) { cg in
        for k in 0..<2_000 { cg.addRect(CGRect(x: 0, y: 0, width: 200, height: 200 - Double(k) / 20)) }
        cg.fillPath()
      }
    }
    let messages = drawn.issues.map(\.message)
    let pixels = try Render.image(Image(uiImage: drawn.result), scale: 1, background: nil)
    #expect(pixels.px(100, 100) == Pixel(0, 0, 0, 0), "not drawn")
    #expect(messages.contains { $0.contains("is more than the image renderer tests (CGContext.pathWorkLimit") }, "\(messages)")
  }
}
