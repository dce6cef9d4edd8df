import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// A blurred view positioned at x −1.8·10³⁰⁸ made Foundation's `CGRect.intersection` trap while the blur's layer was
/// sized, ending the whole run (the modifier-chain property test, seed 20242397, with `make fuzz`'s 1 500 chains).
/// The region is now cut from its edges (`Canvas.intersection`) and the cell renders or fails alone.
@Suite struct OverflowingRegionTests {
  /// The chain the property test found, as it wrote it.
  static func found() -> some View {
    let huge = -CGFloat.greatestFiniteMagnitude
    return Ellipse().fill(EllipticalGradient(stops: [.init(color: .red, location: huge), .init(color: .blue, location: -.infinity)],
                                             center: UnitPoint(x: huge, y: -.infinity))).frame(width: 30, height: 20)
      .overlay(Circle().stroke(Color.black, style: StrokeStyle(lineWidth: 0, dash: [-1, 2])))
      .brightness(-1).contrast(huge).blur(radius: .infinity).position(x: huge, y: 0.5)
  }

  @Test(arguments: [1, 3] as [CGFloat])
  func aBlurredViewAtTheEdgeOfTheNumbersRendersItsCell(_ scale: CGFloat) throws {
    let image = try ViewRenderer(scale: scale).rasterize(Self.found(), in: .unspecified)
    let side = Int(10 * scale)
    #expect(image.width == side && image.height == side)
    // The view is far off the canvas: the cell fails by name as blank, after the stops', the position's and the blur's warnings.
    #expect(image.diagnostics.items.map(\.message) == [
      "Gradient stops are not in order of location (-1.79769e+308, -inf): stop 1 at -inf comes after one at -1.79769e+308; drawn sorted "
        + "by location. List the stops from the lowest location to the highest",
      ".position(x: -1.7976931348623157e+308) is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out as "
        + "given, so the view is drawn outside every screen. Give a length that fits on a screen",
      ".blur radius inf is not usable; drawn without the blur (radii must be finite and ≥ 0)",
      "the view drew 1 item(s) but every pixel of the \(side)×\(side) image is the same color; check opacity, clipping, colors equal to the "
        + "background, and frames",
    ])
  }

  @Test func theOverlapOfRectanglesWithOverflowingEdgesIsCutFromTheEdges() {
    let huge = CGFloat.greatestFiniteMagnitude
    let visible = CGRect(x: 0, y: 0, width: 40, height: 20)
    // A region grown past the largest Double: edges at ±∞.
    let far = CGRect(x: -huge, y: 0, width: huge, height: 10).insetBy(dx: -huge / 2, dy: -2)
    #expect(SpecimenCairo.Canvas.intersection(far, visible).isNull)
    #expect(SpecimenCairo.Canvas.intersection(visible, .infinite) == visible)
    #expect(SpecimenCairo.Canvas.intersection(visible, CGRect(x: 10, y: 5, width: 100, height: 100)) == CGRect(x: 10, y: 5, width: 30, height: 15))
    #expect(SpecimenCairo.Canvas.intersection(visible, CGRect(x: 50, y: 0, width: 10, height: 10)).isNull)
    #expect(SpecimenCairo.Canvas.intersection(visible, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)).isNull)
  }
}
