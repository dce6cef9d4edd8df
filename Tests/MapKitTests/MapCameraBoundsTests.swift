import Foundation
import Testing
@testable import MapKit

/// Where a camera near the world's edge looks, and how `MapCameraBounds` limits the position a map starts at: the
/// flat map shows nothing past ±85.05°, a camera's distance is measured where the square ends, the bounds' area holds
/// the center and their range the distance, and unusable bounds are named and not applied.
@Suite struct MapCameraBoundsTests {
  static let size = CGSize(width: 300, height: 200)
  static func at(_ latitude: Double, _ longitude: Double) -> CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

  static func layout(_ position: MapCameraPosition, bounds: MapCameraBounds? = nil, marker: CLLocationCoordinate2D? = nil) -> MapLayout {
    var list = MapItemList()
    if let marker { list.append(MapRecord(kind: .pin, coordinates: [marker])) }
    return MapLayout(items: list, position: position, bounds: bounds, size: size)
  }

  /// The camera distance a viewport shows: its height in meters at its center.
  static func distance(_ viewport: MapViewport) -> Double {
    let latitude = MapProjection.coordinate(ofUnitPoint: viewport.center).latitude
    return Double(size.height) / viewport.pointsPerUnit * MapProjection.equatorLength * cos(latitude * .pi / 180)
  }

  @Test func aCameraOverThePoleShowsTheWorldsTopEdge() {
    let layout = Self.layout(.camera(MapCamera(centerCoordinate: Self.at(90, 0), distance: 1_000)), marker: Self.at(90, 0))
    #expect(layout.warnings == [])
    // 1 000 m measured at 85.0511°, where the square ends: 1 000 / (40 075 016.686 × cos 85.0511°) of the world.
    let expected = Double(Self.size.height) / (1_000 / (MapProjection.equatorLength * cos(MapProjection.maxLatitude * .pi / 180)))
    #expect(abs(layout.viewport.pointsPerUnit / expected - 1) < 1e-12)
    // The view's top is the world's top: the marker on the pole is on the top edge, horizontally centred.
    let point = layout.annotations.first?.point ?? CGPoint(x: -1, y: -1)
    #expect(abs(point.x - 150) < 1e-6 && abs(point.y) < 1e-6)
  }

  @Test func aRegionPastTheEdgeIsMovedInsideTheWorld() {
    let south = Self.layout(.region(MKCoordinateRegion(center: Self.at(-89, 20), span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))),
                            marker: Self.at(-85.051_128_779_806_6, 20))
    let point = south.annotations.first?.point ?? CGPoint(x: -1, y: -1)
    #expect(abs(point.y - Self.size.height) < 1e-6, "the world's bottom edge is the view's bottom edge")
    // A region well inside the world is not moved.
    let inside = Self.layout(.region(MKCoordinateRegion(center: Self.at(40, 20), span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))),
                             marker: Self.at(40, 20))
    #expect(inside.annotations.first.map { abs($0.point.y - 100) < 1e-6 } == true)
  }

  @Test func aCameraFartherThanTheWorldShowsTheWholeWorldCentred() {
    let layout = Self.layout(.camera(MapCamera(centerCoordinate: Self.at(-90, 180), distance: 1e9)))
    #expect(layout.warnings == [])
    #expect(layout.viewport.pointsPerUnit == 200 && layout.viewport.center.y == 0.5)
  }

  @Test func theBoundsRangeHoldsTheCamerasDistance() {
    let center = Self.at(40, -74)
    let near = Self.layout(.camera(MapCamera(centerCoordinate: center, distance: 1_000)))
    let clampedIn = Self.layout(.camera(MapCamera(centerCoordinate: center, distance: 1e7)), bounds: MapCameraBounds(maximumDistance: 1_000))
    #expect(clampedIn.warnings == [])
    #expect(abs(clampedIn.viewport.pointsPerUnit / near.viewport.pointsPerUnit - 1) < 1e-9)
    let clampedOut = Self.layout(.camera(MapCamera(centerCoordinate: center, distance: 10)), bounds: MapCameraBounds(minimumDistance: 5_000))
    #expect(abs(Self.distance(clampedOut.viewport) - 5_000) < 1e-6)
    // A distance inside the range is kept exactly.
    let kept = Self.layout(.camera(MapCamera(centerCoordinate: center, distance: 1_000)), bounds: MapCameraBounds(minimumDistance: 10, maximumDistance: .infinity))
    #expect(kept.viewport == near.viewport)
  }

  @Test func theBoundsAreaHoldsTheCenter() {
    let area = MKCoordinateRegion(center: Self.at(40, -74), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 2))
    let layout = Self.layout(.camera(MapCamera(centerCoordinate: Self.at(48, -60), distance: 1_000)), bounds: MapCameraBounds(centerCoordinateBounds: area))
    #expect(layout.warnings == [])
    // Held at the area's north-east corner: 40.5° N, 73° W.
    let corner = MapProjection.unitPoint(of: Self.at(40.5, -73))
    #expect(abs(layout.viewport.center.x - corner.x) < 1e-12 && abs(layout.viewport.center.y - corner.y) < 1e-12)
    let world = MKMapSize.world
    let rect = MKMapRect(x: world.width / 4, y: world.height / 4, width: world.width / 8, height: world.height / 8)
    let byRect = Self.layout(.camera(MapCamera(centerCoordinate: Self.at(0, 0), distance: 1_000)), bounds: MapCameraBounds(centerCoordinateBounds: rect))
    #expect(byRect.viewport.center.x == 0.375 && byRect.viewport.center.y == 0.375)
  }

  @Test func aMapWithNoHeightKeepsAFiniteScaleUnderBounds() {
    var list = MapItemList()
    list.append(MapRecord(kind: .pin, coordinates: [Self.at(40, -74)]))
    let flat = MapLayout(items: list, position: .camera(MapCamera(centerCoordinate: Self.at(40, -74), distance: 1_000)),
                         bounds: MapCameraBounds(minimumDistance: 5_000), size: CGSize(width: 300, height: 0))
    #expect(flat.viewport.pointsPerUnit > 0 && flat.viewport.pointsPerUnit.isFinite)
    #expect(flat.annotations.first.map { $0.point.x.isFinite && $0.point.y.isFinite } == true)
  }

  @Test func unusableBoundsAreNamedAndNotApplied() {
    let camera = MapCameraPosition.camera(MapCamera(centerCoordinate: Self.at(40, -74), distance: 1_000))
    let free = Self.layout(camera).viewport
    let inverted = Self.layout(camera, bounds: MapCameraBounds(minimumDistance: 5_000, maximumDistance: 100))
    #expect(inverted.warnings == ["MapCameraBounds: minimumDistance 5000.0 is above maximumDistance 100.0; the bounds' distances are not applied"])
    #expect(inverted.viewport == free)
    let infinite = Self.layout(camera, bounds: MapCameraBounds(minimumDistance: .infinity))
    #expect(infinite.warnings == ["MapCameraBounds(minimumDistance: inf): not a finite distance ≥ 0 in meters; the bounds' distances are not applied"])
    #expect(infinite.viewport == free)
    let badRect = Self.layout(camera, bounds: MapCameraBounds(centerCoordinateBounds: MKMapRect(x: .nan, y: 0, width: 1, height: -1), maximumDistance: 1))
    #expect(badRect.warnings == ["MapCameraBounds: the center bounds' map rect [nan, 0.0, 1.0, -1.0] is not finite with a size ≥ 0; not applied"])
    #expect(badRect.viewport.center == free.center && badRect.viewport.pointsPerUnit > free.pointsPerUnit, "the usable range is still applied")
  }
}
