import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenUI
import Testing

/// A user shape written as most are: from (0, 0), using only the rectangle's size.
private struct Diagonal: Shape {
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: rect.width, y: rect.height))
    return p
  }
}

/// A filled user shape drawn from (0, 0): the left half of its rectangle.
private struct LeftHalf: Shape {
  func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)) }
}

/// Custom shapes are drawn in their own box wherever the box is (SwiftUI passes `path(in:)` a
/// rectangle at the origin and places the path with the view).
@Suite struct ShapePlacementPixelTests {
  /// Counts red pixels inside and outside `box` (in points, at scale 1).
  func redPixels(_ image: RasterImage, in box: CGRect) -> (inside: Int, outside: Int) {
    var inside = 0, outside = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.px(x, y)
        guard p.r > 180 && p.g < 140 && p.b < 140 else { continue }
        if box.insetBy(dx: -1, dy: -1).contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) { inside += 1 } else { outside += 1 }
      }
    }
    return (inside, outside)
  }

  @Test func strokedShapeInAnOverlayOfAFrameInAZStack() throws {
    let view = ZStack {
      Color.white.frame(width: 80, height: 60)
      Color.clear.frame(width: 16, height: 16).overlay(Diagonal().stroke(Color.red, lineWidth: 2))
    }
    let image = try Render.image(view)
    Render.save(image, "custom-shape-overlay")
    let counts = redPixels(image, in: CGRect(x: 32, y: 22, width: 16, height: 16))
    #expect(counts.inside >= 16 && counts.outside == 0, "\(counts)")
  }

  @Test func filledShapeInABackgroundAndAFrame() throws {
    let view = HStack(spacing: 0) {
      Color.white.frame(width: 30, height: 20)
      Text("").frame(width: 20, height: 20).background(LeftHalf().fill(Color.red))
    }.padding(5)
    let image = try Render.image(view, background: .white)
    Render.save(image, "custom-shape-background")
    // The box is at x 35…55, y 5…25; its left half is red.
    expectPixel(image, 40, 15, Pixel(255, 59, 48))
    expectPixel(image, 50, 15, Pixel(255, 255, 255))
    expectPixel(image, 2, 2, Pixel(255, 255, 255))
    let framed = try Render.image(LeftHalf().fill(Color.red).frame(width: 20, height: 10).padding(.leading, 40))
    expectPixel(framed, 45, 5, Pixel(255, 59, 48))
    expectPixel(framed, 5, 5, Pixel(255, 255, 255))
  }

  @Test func customClipShapeIsPlacedWithItsView() throws {
    let view = Color.red.frame(width: 20, height: 20).clipShape(LeftHalf()).padding(.leading, 30)
    let image = try Render.image(view)
    expectPixel(image, 35, 10, Pixel(255, 59, 48))
    expectPixel(image, 45, 10, Pixel(255, 255, 255))
  }

  @Test func roundedRectangleRadiusClampsToACapsule() throws {
    for style in [RoundedCornerStyle.circular, .continuous] {
      let rounded = try Render.image(RoundedRectangle(cornerRadius: 16, style: style).fill(Color.red).frame(width: 32, height: 16), scale: 3)
      let capsule = try Render.image(Capsule(style: style).fill(Color.red).frame(width: 32, height: 16), scale: 3)
      #expect(try rounded.plainPNGData() == capsule.plainPNGData(), "\(style)")
      // A capsule's end is a half circle: at the top edge's row the fill starts near x = 8 pt, not at the corner's 16.
      expectPixel(rounded, 24, 24, Pixel(255, 59, 48))
      expectPixel(rounded, 1, 1, Pixel(255, 255, 255))
    }
  }

  @Test func unevenRoundedRectangleRoundsOnlyItsCorners() throws {
    let shape = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 6, style: .continuous)
    let image = try Render.image(shape.fill(Color.red).frame(width: 40, height: 30), scale: 2)
    Render.save(image, "uneven")
    expectPixel(image, 1, 1, Pixel(255, 255, 255))  // top leading: rounded
    expectPixel(image, 78, 1, Pixel(255, 59, 48))  // top trailing: square
    expectPixel(image, 1, 58, Pixel(255, 59, 48))  // bottom leading: square
    expectPixel(image, 78, 58, Pixel(255, 255, 255))  // bottom trailing: rounded
    let viaRect = try Render.image(Rectangle().fill(Color.red).frame(width: 40, height: 30)
      .clipShape(.rect(topLeadingRadius: 10, bottomTrailingRadius: 6)), scale: 2)
    #expect(try viaRect.plainPNGData() == image.plainPNGData())
  }
}
