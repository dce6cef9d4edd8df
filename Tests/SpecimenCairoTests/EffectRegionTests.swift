import Foundation
import SpecimenUI
import Testing

/// Effects drawn through a pixel layer (shadows, blurs, color effects) cover everything their content
/// draws, not only the view's frame: SwiftUI applies them to the rendered content, which can reach past
/// the frame (a shadow already on it, a child moved by `.offset`).
@Suite struct EffectRegionTests {
  /// A 40 pt white disc with a black shadow 6 pt down, then a faint second shadow around both (as
  /// design systems write elevations, and as `Slider`'s knob is drawn).
  private struct DoubleShadow: View {
    var body: some View {
      Circle().fill(Color.white)
        .shadow(color: .black.opacity(0.5), radius: 3, x: 0, y: 6)
        .shadow(color: .black.opacity(0.05), radius: 0.5, x: 0, y: 0.5)
        .frame(width: 40, height: 40)
        .padding(30)
    }
  }

  @Test func aShadowAroundAShadowKeepsTheInnerShadowWhole() throws {
    let image = try Render.image(DoubleShadow(), scale: 1)
    // The disc ends at y = 70; the inner shadow's disc ends at 76 and its blur reaches about 5 pt further (visibly).
    // The outer shadow's own reach ends at about 73.5, where the inner shadow used to be cut off.
    let below = (71...84).map { Int(image.px(50, $0).r) }
    #expect(below[0] < 200, "the inner shadow under the disc: \(below)")
    for (y, value) in zip(74...80, below[3...9]) {
      #expect(value < 255, "the inner shadow still darkens y = \(y) (column \(below))")
    }
    #expect(zip(below, below.dropFirst()).allSatisfy { $0 <= $1 }, "the shadow fades without a step: \(below)")
  }

  @Test func aColorEffectCoversAShadowBeyondTheFrame() throws {
    let view = Rectangle().fill(Color.red)
      .shadow(color: .blue, radius: 0, x: 0, y: 10)
      .frame(width: 20, height: 20)
      .grayscale(1)
      .padding(20)
    let image = try Render.image(view, scale: 1)
    // The hard blue shadow spans y = 30…50 under x = 20…40; grayscale turns it gray everywhere.
    let inside = image.px(30, 45)
    #expect(inside.r == inside.g && inside.g == inside.b && inside.r < 128, "shadow below the frame, grayed: \(inside)")
  }

  @Test func aBlurSpreadsAChildMovedOutOfTheFrame() throws {
    let view = ZStack {
      Rectangle().fill(Color.black).frame(width: 10, height: 10).offset(x: 30)
    }
    .frame(width: 10, height: 10)
    .blur(radius: 2)
    .padding(40)
    let image = try Render.image(view, scale: 1)
    // The square is drawn at x = 70…80 (30 pt right of its 40…50 frame); blurred, its centre stays dark
    // and its edge is soft.
    #expect(image.px(75, 45).r < 60, "the moved child is drawn, blurred: \(image.px(75, 45))")
    let edge = Int(image.px(70, 45).r)
    #expect(edge > 60 && edge < 200, "its edge is soft: \(edge)")
  }

  /// A layer only covers what can be seen: a shadow on a view far larger than the image (a 50 000 pt
  /// square seen through a 100 pt clip) is drawn where it shows, instead of asking for a layer of
  /// 2.5 billion pixels and being dropped with a warning.
  @Test func aShadowOnAHugeViewIsDrawnWhereItShows() throws {
    let view = Rectangle().fill(Color(red: 1, green: 0, blue: 0))
      .frame(width: 50_000, height: 50_000)
      .shadow(color: .black, radius: 0, x: 0, y: 0)
      .frame(width: 100, height: 100)
      .clipped()
      .padding(10)
    let image = try Render.image(view, scale: 1)
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    expectPixel(image, 60, 60, Pixel(255, 0, 0))
    expectPixel(image, 5, 5, Pixel(255, 255, 255))
  }
}
