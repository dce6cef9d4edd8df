import Foundation
import Testing
@testable import SpecimenUI

/// iOS 26 `ConcentricRectangle` and `Edge.Corner.Style`: radii from the container shape, minimums,
/// fixed and literal radii, uniform groups.
@Suite struct ConcentricRectangleTests {
  /// Where a rectangle's outline leaves its top edge at the top-leading corner: the radius there.
  func topLeadingRadius(_ shape: ConcentricRectangle, _ rect: CGRect = CGRect(x: 0, y: 0, width: 100, height: 60)) -> CGFloat {
    let path = shape.path(in: rect)
    let onTop = StrokeOutline.polylines(of: path).flatMap(\.points).filter { abs($0.y - rect.minY) < 1e-9 }
    return (onTop.map(\.x).min() ?? rect.minX) - rect.minX
  }

  @Test func concentricCornersFollowTheContainerAndTheirMinimum() {
    let card = AnyInsettableShape(RoundedRectangle(cornerRadius: 24))
    #expect(topLeadingRadius(ConcentricRectangle().following(card)) > 24)
    // With no container shape a concentric corner is square, or its minimum.
    #expect(topLeadingRadius(ConcentricRectangle()) == 0)
    let minimum = ConcentricRectangle(corners: .concentric(minimum: 12))
    #expect(topLeadingRadius(minimum) > 12 && topLeadingRadius(minimum) < topLeadingRadius(minimum.following(card)))
    // A capsule container's radius is half the shorter side of the rectangle.
    #expect(abs(topLeadingRadius(ConcentricRectangle().following(AnyInsettableShape(Capsule()))) - 30) < 1e-6)
  }

  @Test func fixedAndLiteralRadiiAndUniformGroups() {
    #expect(Edge.Corner.Style(integerLiteral: 8) == .fixed(8))
    #expect(Edge.Corner.Style(floatLiteral: 7.5) == .fixed(7.5))
    #expect(topLeadingRadius(ConcentricRectangle(corners: 0)) == 0)
    // Bad radii are square corners.
    #expect(Edge.Corner.Style.fixed(.nan) == .fixed(0) && Edge.Corner.Style.fixed(-4) == .fixed(0))
    // A uniform pair takes the larger radius of the two.
    let pair = ConcentricRectangle(uniformTopCorners: .fixed(0), uniformBottomCorners: .fixed(0))
    #expect(topLeadingRadius(pair) == 0)
    let mixed = ConcentricRectangle(topLeadingCorner: 0, topTrailingCorner: 20, bottomLeadingCorner: 0, bottomTrailingCorner: 0)
    #expect(topLeadingRadius(mixed) == 0)
    var uniform = mixed
    uniform.uniformGroups = [[0, 1, 2, 3]]
    #expect(topLeadingRadius(uniform) == topLeadingRadius(ConcentricRectangle(corners: 20)))
    #expect(Edge.Corner.Set.all == [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing])
  }
}
