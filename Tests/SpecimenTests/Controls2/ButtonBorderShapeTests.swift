import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// `ButtonBorderShape` as an `InsettableShape` (iOS 17): drawn on its own, as a regular-size
/// bordered button's platter.
@Suite struct ButtonBorderShapeTests {
  @Test func capsuleAndCircleFillAsTheirShapes() throws {
    let capsule = try C2.render(ButtonBorderShape.capsule.fill(Color(red: 0, green: 0, blue: 1)).frame(width: 100, height: 40), width: 100, height: 40)
    #expect(C2.near(C2.pixel(capsule, 50, 20), 0, 0, 255, 255))
    #expect(C2.pixel(capsule, 2, 2).a == 0)
    #expect(C2.near(C2.pixel(capsule, 20, 2), 0, 0, 255, 255))
    let circle = try C2.render(ButtonBorderShape.circle.fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40), width: 40, height: 40)
    #expect(C2.pixel(circle, 5, 5).a == 0)
    #expect(C2.near(C2.pixel(circle, 20, 20), 0, 0, 255, 255))
  }

  @Test func roundedRectangleUsesItsRadiusOrTheSystemOne() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    #expect(ButtonBorderShape.roundedRectangle(radius: 10).path(in: rect).boundingRect == rect)
    #expect(ButtonBorderShape.roundedRectangle(radius: 10).path(in: rect) == RoundedRectangle(cornerRadius: 10, style: .continuous).path(in: rect))
    // `.automatic` and `.roundedRectangle` round 17.5% of the height, rounded up: 7 pt on 40 pt.
    #expect(ButtonBorderShape.automatic.path(in: rect) == RoundedRectangle(cornerRadius: 7, style: .continuous).path(in: rect))
    #expect(ButtonBorderShape.roundedRectangle.path(in: rect) == RoundedRectangle(cornerRadius: 7, style: .continuous).path(in: rect))
  }

  @Test func insetShrinksTheFrameAndRadius() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let inset = ButtonBorderShape.roundedRectangle(radius: 10).inset(by: 4)
    #expect(inset.path(in: rect) == RoundedRectangle(cornerRadius: 6, style: .continuous).path(in: rect.insetBy(dx: 4, dy: 4)))
    #expect(ButtonBorderShape.capsule.inset(by: 30).path(in: rect).isEmpty)
  }
}
