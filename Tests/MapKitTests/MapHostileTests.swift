import Foundation
import Specimen
import HostileSupport
import Testing
@testable import MapKit

/// Hostile coordinates, spans, radii and counts of MapKit and CoreLocation in one catalog run: NaN, infinite and
/// out-of-range coordinates of markers, annotations and overlays; regions, rects and cameras with NaN, negative and
/// huge spans and distances; MapCircles of huge radius; 100 000 annotations and a 100 000-point polyline; hostile
/// stroke widths and annotation anchors; the iOS 14 map's annotations. Every case must have its outcome (`renders`,
/// `warns` or `fails`, with the text its message contains), and every other cell and the manifest are written.
@Suite struct MapHostileTests {
  typealias Case = HostileCase

  struct Place: Identifiable, Sendable { let id: Int; let coordinate: CLLocationCoordinate2D }

  static let center = CLLocationCoordinate2D(latitude: 40, longitude: -74)
  static let region = MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
  static func at(_ latitude: Double, _ longitude: Double) -> CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ outcome: String = "renders", _ says: String = "", _ view: @escaping @Sendable () -> some View) {
      cases.append(Case(name: name, outcome: outcome, says: says, view: { AnyView(view().frame(width: 200, height: 200)) }))
    }
    add("control") { Map(initialPosition: .region(region)) { Marker("A", coordinate: center) } }
    // Coordinates.
    add("marker-nan", "warns", "Map: 1 of its items have a coordinate that is not valid") { Map(initialPosition: .region(region)) { Marker("A", coordinate: at(.nan, .nan)); Marker("B", coordinate: center) } }
    add("marker-out-of-range", "warns", "Map: 2 of its items have a coordinate that is not valid") { Map { Marker("A", coordinate: at(1e300, -1e300)); Marker("B", coordinate: at(91, 181)) } }
    add("annotation-infinite", "warns", "Map: 1 of its items have a coordinate that is not valid") {
      Map { Annotation("A", coordinate: at(.infinity, 0), anchor: UnitPoint(x: .nan, y: .infinity)) { Color.red.frame(width: 10, height: 10) } }
    }
    add("annotation-anchor-hostile", "warns", "Map: 1 of its annotations have an anchor that is not a finite unit point (NaN or infinite x or y); they hang from .bottom") {
      Map(initialPosition: .region(region)) { Annotation("A", coordinate: center, anchor: UnitPoint(x: 1e300, y: -.infinity)) { Color.red.frame(width: 10, height: 10) } }
    }
    add("polyline-nan-points", "warns", "Map: 1 of its items have a coordinate that is not valid") { Map { MapPolyline(coordinates: [center, at(.nan, 0), at(41, -73)]).stroke(.blue, lineWidth: 3) } }
    add("polyline-100000-points") {
      Map { MapPolyline(coordinates: (0..<100_000).map { at(40 + Double($0 % 100) / 1000, -74 + Double($0) / 100_000) }).stroke(.blue, lineWidth: 2) }
    }
    add("polyline-width-hostile", "warns", "Map: a MapPolyline is stroked with line width nan, not a finite width ≥ 0; its stroke is not drawn. Give .stroke(_:lineWidth:) a finite width ≥ 0") {
      Map(initialPosition: .region(region)) { MapPolyline(coordinates: [center, at(40.02, -73.98)]).stroke(.blue, lineWidth: .nan)
        MapPolyline(coordinates: [center, at(40.03, -73.97)]).stroke(.red, style: StrokeStyle(lineWidth: 1e300, dash: [.nan, -1])) }
    }
    add("polygon-wrapping-world") { Map { MapPolygon(coordinates: [at(-89, -180), at(89, 180), at(-89, 180), at(89, -180)]).foregroundStyle(.blue) } }
    add("polygon-points-huge", "warns", "Map: 1 of its items have a coordinate that is not valid") { Map { MapPolygon(points: [MKMapPoint(x: 1e300, y: -1e300), MKMapPoint(x: .nan, y: 0), MKMapPoint(x: 0, y: .infinity)]) } }
    add("circle-huge-radius") { Map(initialPosition: .region(region)) { MapCircle(center: center, radius: 1e300).foregroundStyle(.blue) } }
    add("circle-max-radius") { Map(initialPosition: .region(region)) { MapCircle(center: center, radius: .greatestFiniteMagnitude).foregroundStyle(.blue) } }
    add("circle-nan-radius", "warns", "or a circle radius that is not a finite distance ≥ 0, and are not drawn") { Map(initialPosition: .region(region)) { MapCircle(center: center, radius: .nan); MapCircle(center: center, radius: -1) } }
    add("circle-huge-radius-automatic") { Map { MapCircle(center: center, radius: 1e300) } }
    add("circle-maprect-hostile", "warns", "Map: 1 of its items have a coordinate that is not valid") { Map { MapCircle(mapRect: MKMapRect(x: .nan, y: 1e300, width: -.infinity, height: 1e-300)) } }
    // Circles near the poles and past the map's caps (MapKit's projection ends at ±85.05°).
    add("circle-at-pole-huge-radius") { Map { MapCircle(center: at(90, 0), radius: 1e7); MapCircle(center: at(-89.9999, 180), radius: 1e300) } }
    add("circle-near-cap-nan-radius", "warns", "or a circle radius that is not a finite distance ≥ 0, and are not drawn") {
      Map(initialPosition: .region(MKCoordinateRegion(center: at(85, 0), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))) {
        MapCircle(center: at(85.0511, 0), radius: .nan); MapCircle(center: at(85.0511, 0), radius: 5e6) }
    }
    add("circle-half-earth-radius") { Map(initialPosition: .region(region)) { MapCircle(center: center, radius: 2.0037e7).foregroundStyle(.blue) } }
    add("circle-subnormal-radius") { Map(initialPosition: .region(region)) { MapCircle(center: center, radius: 5e-324); Marker("A", coordinate: center) } }
    // A camera farther out than the world is tall shows the whole world (its heading is what is named).
    add("circle-camera-at-pole", "warns", "Map: the camera's heading nan is not a finite angle in degrees; drawn north up") {
      Map(initialPosition: .camera(MapCamera(centerCoordinate: at(90, 0), distance: 1e9, heading: .nan, pitch: 1e300))) { MapCircle(center: at(89, 0), radius: 1e6) }
    }
    // Counts.
    add("annotations-100000", "warns", "only its first 2000 items are drawn") {
      Map { ForEach((0..<100_000).map { Place(id: $0, coordinate: at(40 + Double($0 % 300) / 3000, -74 + Double($0 / 300) / 3000)) }) { place in
        Marker("P", coordinate: place.coordinate) } }
    }
    add("legacy-annotations-100000", "warns", "Map: only its first 2000 items are drawn (98000 more are left out)") {
      Map(coordinateRegion: .constant(region), annotationItems: (0..<100_000).map { Place(id: $0, coordinate: center) }) { place in
        MapMarker(coordinate: place.coordinate) }
    }
    // Camera positions.
    add("region-nan-span", "warns", "Map: the camera's span (nan°, -1.0°) is not within the world") { Map(initialPosition: .region(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: .nan, longitudeDelta: -1)))) }
    add("region-nan-center", "warns", "Map: the camera's center (nan, inf) is not a valid coordinate; drawn at (0, 0)") { Map(initialPosition: .region(MKCoordinateRegion(center: at(.nan, .infinity), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)))) }
    add("region-zero-span") { Map(initialPosition: .region(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0, longitudeDelta: 0)))) { Marker("A", coordinate: center) } }
    add("region-denormal-span") {
      Map(initialPosition: .region(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 5e-324, longitudeDelta: 5e-324)))) {
        Marker("A", coordinate: center); MapCircle(center: center, radius: 10); MapPolyline(coordinates: [center, at(41, -73)]) }
    }
    add("region-meters-hostile", "warns", "Map: the camera's span (nan°") { Map(initialPosition: .region(MKCoordinateRegion(center: center, latitudinalMeters: .nan, longitudinalMeters: 1e300))) }
    add("rect-hostile", "warns", "Map: the camera's map rect [nan, 0.0, 1e+300, -1.0] is not finite with a size ≥ 0; the whole world is shown") { Map(initialPosition: .rect(MKMapRect(x: .nan, y: 0, width: 1e300, height: -1))) }
    add("rect-tiny") { Map(initialPosition: .rect(MKMapRect(x: 1, y: 1, width: 1e-300, height: 0))) { Marker("A", coordinate: center) } }
    add("camera-hostile", "warns", "Map: the camera's distance inf is not a finite distance ≥ 0; drawn at 1 000 m") { Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: .infinity, heading: .nan, pitch: -1e300))) }
    add("camera-heading-nan", "warns", "Map: the camera's heading nan is not a finite angle in degrees; drawn north up. Give MapCamera(heading:) a finite angle") {
      Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: 1000, heading: .nan))) { Marker("A", coordinate: center) }
    }
    add("camera-pitch-infinite", "warns", "Map: the camera's pitch -inf is not a finite angle in degrees; drawn flat. Give MapCamera(pitch:) a finite angle") {
      Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: 1000, heading: 1e300, pitch: -.infinity))) { Marker("A", coordinate: center) }
    }
    add("camera-zero-distance") { Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: 0))) { Marker("A", coordinate: center) } }
    add("legacy-region-hostile", "warns", "Map: the camera's span (inf°, nan°)") {
      Map(coordinateRegion: .constant(MKCoordinateRegion(center: at(.nan, 0), span: MKCoordinateSpan(latitudeDelta: .infinity, longitudeDelta: .nan))))
    }
    add("legacy-maprect-hostile", "warns", "Map: the camera's map rect [inf, nan, nan, 1e+300]") { Map(mapRect: .constant(MKMapRect(x: .infinity, y: .nan, width: .nan, height: 1e300))) }
    return cases
  }()

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Maps", fileSuffix: "maps") == [])
  }

  /// A circle far larger than the view (10³⁰⁰ m overflowed to NaN points when clipped) covers the view when the view is
  /// inside it, misses it when it is outside, and otherwise keeps its edge where it crosses the view, within half a point.
  @Test func aHugeCircleCoversMissesOrCrossesTheView() {
    let box = CGRect(x: 0, y: 0, width: 200, height: 200)
    #expect(MapLayout.circle(around: CGPoint(x: 100, y: 100), radius: 1e300, reaching: box)
      == [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 0), CGPoint(x: 200, y: 200), CGPoint(x: 0, y: 200)])
    #expect(MapLayout.circle(around: CGPoint(x: 100, y: 100), radius: .infinity, reaching: box).count == 4)
    #expect(MapLayout.circle(around: CGPoint(x: 1e9, y: 100), radius: 1e8, reaching: box).isEmpty)
    // Centred 2·10⁷ pt to the left, its edge crosses the middle of the box: x = 100 at y = 100, 100 − 0.00025 at the corners.
    let crossing = MapClipping.clip(polygon: MapLayout.circle(around: CGPoint(x: -2e7, y: 100), radius: 2e7 + 100, reaching: box), to: box)
    let right = crossing.map(\.x).max() ?? 0
    #expect(crossing.count > 2 && abs(right - 100) < 0.5, "\(crossing)")
    #expect(crossing.allSatisfy { $0.x <= 100.5 })
    #expect(MapLayout.circle(around: .zero, radius: 10, reaching: box).count == 48, "a small circle is itself")
  }

  @Test func aCircleOfHugeRadiusFillsTheMap() throws {
    func map(_ radius: Double) -> some View {
      Map(initialPosition: .region(Self.region)) { MapCircle(center: Self.center, radius: radius).foregroundStyle(Color(red: 1, green: 0, blue: 0)) }
        .frame(width: 200, height: 200)
    }
    let huge = try ViewRenderer(scale: 1).rasterize(map(1e300), in: ProposedViewSize(width: 200, height: 200))
    let earth = try ViewRenderer(scale: 1).rasterize(map(40_000_000), in: ProposedViewSize(width: 200, height: 200))
    #expect(huge.diagnostics.warnings.isEmpty, "\(huge.diagnostics.warnings.map(\.message))")
    for (x, y) in [(2, 2), (197, 2), (100, 100), (2, 197)] {
      #expect(huge.pixel(x: x, y: y).r == 255 && huge.pixel(x: x, y: y).g == 0, "(\(x), \(y)): \(huge.pixel(x: x, y: y))")
    }
    #expect(huge.rgbaBytes() == earth.rgbaBytes(), "as a circle around the whole earth")
  }
}
