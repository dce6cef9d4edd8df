import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// `zIndex`, `rotation3DEffect` (seen head-on), `transformEffect`, `projectionEffect` and `colorInvert`, checked in pixels.
@Suite struct TransformEffectTests {
  private let red = Pixel(255, 59, 48), blue = Pixel(0, 122, 255), white = Pixel(255, 255, 255)

  /// In a ZStack the later view draws on top, unless an earlier one has a higher zIndex.
  @Test func zIndexReordersSiblings() throws {
    let plain = ZStack { Color.red.frame(width: 20, height: 20); Color.blue.frame(width: 10, height: 10) }
    #expect(try Render.image(plain).px(10, 10).isClose(to: blue))
    let raised = ZStack { Color.red.frame(width: 20, height: 20).zIndex(1); Color.blue.frame(width: 10, height: 10) }
    #expect(try Render.image(raised).px(10, 10).isClose(to: red))
    // Equal indices keep declaration order; layout is untouched.
    let equal = ZStack { Color.red.frame(width: 20, height: 20).zIndex(2); Color.blue.frame(width: 10, height: 10).zIndex(2) }
    #expect(try Render.image(equal).px(10, 10).isClose(to: blue))
    #expect(Render.list(raised).size == CGSize(width: 20, height: 20))
  }

  /// A half turn about the y axis mirrors the view; 60° about the x axis halves its height.
  @Test func rotation3DIsSeenHeadOn() throws {
    let halves = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
    let flipped = try Render.image(halves.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
    #expect(flipped.px(3, 5).isClose(to: blue))
    #expect(flipped.px(16, 5).isClose(to: red))
    let tilted = try Render.image(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)),
                                  background: .white)
    #expect(tilted.px(10, 3).isClose(to: white))
    #expect(tilted.px(10, 10).isClose(to: red))
    #expect(tilted.px(10, 16).isClose(to: white))
    // A zero axis or a NaN angle changes nothing.
    let zero = try Render.image(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(60), axis: (x: 0, y: 0, z: 0)))
    #expect(zero.px(10, 2).isClose(to: red))
  }

  /// transformEffect works from the view's top-leading corner; projectionEffect draws the affine part.
  @Test func affineTransforms() throws {
    let moved = try Render.image(Color.red.frame(width: 20, height: 20).transformEffect(CGAffineTransform(translationX: 10, y: 0)),
                                 background: .white)
    #expect(moved.px(5, 10).isClose(to: white))
    #expect(moved.px(15, 10).isClose(to: red))
    let half = ProjectionTransform(CGAffineTransform(scaleX: 0.5, y: 1))
    let scaled = try Render.image(Color.red.frame(width: 20, height: 20).projectionEffect(half), background: .white)
    #expect(scaled.px(5, 10).isClose(to: red))
    #expect(scaled.px(15, 10).isClose(to: white))
  }

  @Test func colorInvertInvertsEachChannel() throws {
    let image = try Render.image(Color.white.frame(width: 10, height: 10).colorInvert(), background: .white)
    #expect(image.px(5, 5).isClose(to: Pixel(0, 0, 0)))
  }
}
