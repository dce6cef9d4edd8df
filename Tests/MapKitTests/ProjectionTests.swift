import Foundation
import Testing
@testable import MapKit

/// The Web Mercator projection and how a camera's region fills a view: the numbers MapKit's
/// placement follows.
@Suite struct ProjectionTests {
  @Test func coordinatesProjectToTheUnitSquare() {
    let origin = MapProjection.unitPoint(of: CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(origin.x == 0.5 && origin.y == 0.5)
    let corner = MapProjection.unitPoint(of: CLLocationCoordinate2D(latitude: 89, longitude: 180))
    #expect(corner.x == 1 && abs(corner.y) < 1e-12, "latitudes past 85.0511° clamp to the square's top")
    // y = ½ − ln(tan(67.5°)) / 2π = 0.359 725 04
    let north45 = MapProjection.unitPoint(of: CLLocationCoordinate2D(latitude: 45, longitude: -90))
    #expect(north45.x == 0.25 && abs(north45.y - 0.359_725_04) < 1e-8)
    let back = MapProjection.coordinate(ofUnitPoint: north45)
    #expect(abs(back.latitude - 45) < 1e-9 && abs(back.longitude + 90) < 1e-9)
  }

  @Test func aRegionFillsTheViewAlongItsTighterSide() {
    let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                                    span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10))
    let viewport = MapViewport(region: region, size: CGSize(width: 100, height: 200))
    // 10° of longitude is 1/36 of the world: 100 pt / (1/36) = 3 600 pt per world width.
    #expect(abs(viewport.pointsPerUnit - 3600) < 1e-9)
    let east = viewport.point(for: CLLocationCoordinate2D(latitude: 0, longitude: 5))
    #expect(abs(east.x - 100) < 1e-9 && abs(east.y - 100) < 1e-9)
    // 5° north is ln(tan(47.5°)) / 2π = 0.013 906 4 of the world above the center.
    let north = viewport.point(for: CLLocationCoordinate2D(latitude: 5, longitude: 0))
    #expect(abs(north.x - 50) < 1e-9 && abs(north.y - 49.937) < 0.001)
  }

  @Test func metersBecomeDegreesAsMapKitConvertsThem() {
    let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 60, longitude: 10),
                                    latitudinalMeters: 111_319.49, longitudinalMeters: 111_319.49)
    #expect(abs(region.span.latitudeDelta - 1) < 1e-6)
    #expect(abs(region.span.longitudeDelta - 2) < 1e-6, "a degree of longitude at 60° is half as long")
    let a = CLLocation(latitude: 51.5074, longitude: -0.1278), b = CLLocation(latitude: 48.8566, longitude: 2.3522)
    #expect(abs(a.distance(from: b) - 343_560) < 500, "London to Paris, great circle")
  }

  @Test func automaticFramingKeepsEveryCoordinateInside() {
    let coordinates = [CLLocationCoordinate2D(latitude: 37.77, longitude: -122.42), CLLocationCoordinate2D(latitude: 37.80, longitude: -122.27)]
    var list = MapItemList()
    for coordinate in coordinates { list.append(MapRecord(kind: .pin, coordinates: [coordinate])) }
    let layout = MapLayout(items: list, position: .automatic, size: CGSize(width: 300, height: 200))
    let points = layout.annotations.map(\.point)
    #expect(points.count == 2)
    // The wider extent (0.15° of longitude) spans the width less the 48-pt insets.
    #expect(abs(points[0].x - 48) < 1e-6 && abs(points[1].x - 252) < 1e-6)
    #expect(abs((points[0].y + points[1].y) / 2 - 100) < 1e-6)
  }

  @Test func overlaysAreClippedKeepingTheirDirection() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let segment = MapClipping.clip(segment: CGPoint(x: 50, y: 50), CGPoint(x: 1e9, y: 1e9 + 100), to: rect)
    #expect(segment?.0 == CGPoint(x: 50, y: 50))
    // It leaves through the bottom edge a hair before the corner: (100 − 5e-6, 100).
    #expect(abs((segment?.1.x ?? 0) - 100) < 1e-4 && segment?.1.y == 100)
    let triangle = MapClipping.clip(polygon: [CGPoint(x: -50, y: 50), CGPoint(x: 50, y: -50), CGPoint(x: 150, y: 50)], to: rect)
    // The triangle's part inside the square is the square's top half: 100 × 50.
    let area = zip(triangle, triangle.dropFirst() + triangle.prefix(1)).reduce(0.0) { $0 + ($1.0.x * $1.1.y - $1.1.x * $1.0.y) } / 2
    #expect(abs(abs(area) - 5000) < 1e-6)
    #expect(triangle.allSatisfy { $0.x >= 0 && $0.x <= 100 && $0.y >= 0 && $0.y <= 50 })
    #expect(MapClipping.clip(polyline: [CGPoint(x: -10, y: 50), CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 500), CGPoint(x: 60, y: 50)], to: rect)
      == [[CGPoint(x: 0, y: 50), CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 100)], [CGPoint(x: 50 + 10.0 * 400 / 450, y: 100), CGPoint(x: 60, y: 50)]])
  }

  /// A circle's polygon has 48 to 4 096 sides; a radius of 1e300 points (a MapCircle of huge meters
  /// on a zoomed-in map) gets the most sides instead of trapping when its side count becomes an Int.
  @Test func circleSidesAreBoundedForAnyRadius() {
    #expect(MapLayout.circle(around: .zero, radius: 1).count == 48)
    #expect(MapLayout.circle(around: .zero, radius: 1e300).count == 4096)
    #expect(MapLayout.circle(around: .zero, radius: .infinity).isEmpty)
  }
}
