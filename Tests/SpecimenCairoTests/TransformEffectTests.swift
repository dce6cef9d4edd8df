import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// `zIndex`, `rotation3DEffect` (head-on and in perspective), `transformEffect`, `projectionEffect` and `colorInvert`, checked in pixels.
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

  /// With perspective 0, a half turn about the y axis mirrors the view; 60° about the x axis halves its height.
  @Test func rotation3DIsSeenHeadOn() throws {
    let halves = HStack(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }
    let flipped = try Render.image(halves.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)))
    #expect(flipped.px(3, 5).isClose(to: blue))
    #expect(flipped.px(16, 5).isClose(to: red))
    let tilted = try Render.image(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0), perspective: 0),
                                  background: .white)
    #expect(tilted.px(10, 3).isClose(to: white))
    #expect(tilted.px(10, 10).isClose(to: red))
    #expect(tilted.px(10, 16).isClose(to: white))
    // A zero axis or a NaN angle changes nothing.
    let zero = try Render.image(Color.red.frame(width: 20, height: 20).rotation3DEffect(.degrees(60), axis: (x: 0, y: 0, z: 0)))
    #expect(zero.px(10, 2).isClose(to: red))
  }

  /// SwiftUI's default perspective 1 puts the eye max(width, height) in front of the view. A 100 pt
  /// square turned 45° about the y axis: its right edge recedes to x = 76.12 and spans y 13.06…86.94,
  /// its left edge comes forward to x = −4.70 and spans y −27.35…127.35 (worked out from
  /// x = 50 + r.x / w, w = 1 − r.z / 100, r the turned point relative to the centre).
  @Test func rotation3DIsSeenInPerspective() throws {
    let square = Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).padding(40)
    let image = try Render.image(square, background: .white)
    Render.save(image, "rotation3d-perspective")
    // Right edge at x = 116.12 (40 + 76.12), from y = 53.06 to 126.94.
    #expect(image.px(114, 90).isClose(to: red) && image.px(118, 90).isClose(to: white), "\(image.px(114, 90)) \(image.px(118, 90))")
    #expect(image.px(114, 51).isClose(to: white) && image.px(114, 56).isClose(to: red))
    // Left edge at x = 35.30, from y = 12.65 to 167.35: taller than the view, drawn past its frame.
    #expect(image.px(37, 90).isClose(to: red) && image.px(33, 90).isClose(to: white))
    #expect(image.px(37, 16).isClose(to: red) && image.px(37, 10).isClose(to: white) && image.px(37, 164).isClose(to: red))
    // Perspective 0 is the head-on view: 70.71 pt wide, centred, full height.
    let flat = try Render.image(Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), perspective: 0)
      .padding(40), background: .white)
    #expect(flat.px(56, 41).isClose(to: red) && flat.px(53, 90).isClose(to: white) && flat.px(124, 138).isClose(to: red) && flat.px(127, 90).isClose(to: white))
    // Same input, same bytes.
    #expect(try Render.image(square, background: .white).pngData() == image.pngData())
  }

  /// A perspective `ProjectionTransform` (m13/m23) is drawn: w = 1 + x / 100 shrinks the right side.
  @Test func projectionEffectDrawsItsPerspectivePart() throws {
    var m = ProjectionTransform()
    m.m13 = 0.01
    let image = try Render.image(Color.red.frame(width: 100, height: 100).projectionEffect(m), background: .white)
    // The right edge (x = 100) maps to 100 / 2 = 50, its corners to y = 0 and 50; the bottom edge to y = 100 − x.
    #expect(image.px(48, 25).isClose(to: red) && image.px(52, 25).isClose(to: white))
    #expect(image.px(48, 52).isClose(to: white) && image.px(2, 94).isClose(to: red) && image.px(10, 93).isClose(to: white))
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

  /// Edge-on turns, points behind the eye, huge or non-finite perspectives and singular projections
  /// draw something finite (or nothing), the same bytes every time, and never stop the render.
  @Test(arguments: [(90.0, 1.0, 0.0), (89.9999, 1.0, 0.0), (60, 1, 500), (60, 1, -500), (45, -1, 0), (45, 1e12, 0),
                    (45, .nan, 0), (45, .infinity, 0), (45, 1, .nan), (.nan, 1, 0), (170, 40, 0)] as [(Double, Double, Double)])
  func hostileRotationsDrawDeterministically(_ degrees: Double, _ perspective: Double, _ anchorZ: Double) throws {
    let view = Color.red.frame(width: 60, height: 40)
      .rotation3DEffect(.degrees(degrees), axis: (x: 1, y: 1, z: 0), anchorZ: CGFloat(anchorZ), perspective: CGFloat(perspective))
      .padding(20)
    let first = try Render.image(view, scale: 2, background: .white)
    #expect(first.width == 200 && first.height == 160)
    #expect(try Render.image(view, scale: 2, background: .white).pngData() == first.pngData())
  }

  @Test func singularOrNonFiniteProjectionsDrawNothingOrTheViewPlain() throws {
    var singular = ProjectionTransform()
    singular.m13 = 1
    singular.m11 = 0
    singular.m31 = 0
    singular.m33 = 0
    let image = try Render.image(Color.red.frame(width: 20, height: 20).projectionEffect(singular).padding(5), background: .white)
    #expect(image.px(15, 15).isClose(to: white))
    var nan = ProjectionTransform()
    nan.m13 = .nan
    let plain = try Render.image(Color.red.frame(width: 20, height: 20).projectionEffect(nan).padding(5), background: .white)
    #expect(plain.px(15, 15).isClose(to: red))
    #expect(plain.diagnostics.warnings.contains { $0.message.contains("drawn without the transform") })
  }
}
