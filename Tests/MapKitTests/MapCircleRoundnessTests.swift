import Foundation
import Specimen
import Testing
@testable import MapKit

/// A `MapCircle` is drawn as a polygon fine enough to look round: no side strays more than
/// `MapLayout.circleTolerance` (1/16 pt) inside the arc, where 48 sides used to leave a 0.2-pt flat
/// between corners of a 100-pt circle that showed as facets on a 2x or 3x screen.
@Suite struct MapCircleRoundnessTests {
  @Test func everySideStaysWithinASixteenthOfAPointOfTheArc() {
    for radius in [20.0, 102, 148, 400, 5_000, 200_000] {
      let points = MapLayout.circle(around: .zero, radius: radius)
      #expect(points.count >= 48)
      let sagitta = radius * (1 - cos(Double.pi / Double(points.count)))
      #expect(sagitta <= MapLayout.circleTolerance, "radius \(radius): \(points.count) sides, \(sagitta) pt from the arc")
    }
  }

  @Test func aFilledCircleIsRoundBetweenTheCornersOfTheOld48Gon() throws {
    let map = Map(initialPosition: .automatic) {
      MapCircle(center: CLLocationCoordinate2D(latitude: 10, longitude: 20), radius: 2_000)
        .foregroundStyle(.red)
    }
    let scale = 4.0
    let image = try ViewRenderer(scale: scale, background: .white)
      .rasterize(map.frame(width: 300, height: 300), in: ProposedViewSize(width: 300, height: 300))
    // The circle's extent along the middle row (its vertex at angle 0 and the one opposite lie on it).
    let row = image.height / 2
    let red = (0..<image.width).filter { image.pixel(x: $0, y: row).g < 130 && image.pixel(x: $0, y: row).r > 200 }
    let left = try #require(red.first), right = try #require(red.last)
    let radius = Double(right - left + 1) / 2 / scale
    #expect(radius > 90 && radius < 110, "the automatic position frames the circle 48 pt in: \(radius) pt")
    let center = CGPoint(x: Double(left + right + 1) / 2 / scale, y: (Double(row) + 0.5) / scale)
    // Halfway between the old polygon's first two corners, 0.15 pt inside the arc: outside the old
    // polygon's side (0.22 pt inside there), well inside the fine one.
    let angle = Double.pi / 48
    let x = Int((center.x + (radius - 0.15) * cos(angle)) * scale), y = Int((center.y + (radius - 0.15) * sin(angle)) * scale)
    let p = image.pixel(x: x, y: y)
    #expect(p.r > 240 && p.g < 100, "(\(x), \(y)) is \(p): the edge is flat there")
  }
}
