import Foundation
import Specimen
import HostileSupport
import Testing
@testable import MapKit

/// Hostile round 34's maps: cameras at both poles, regions centred on a pole spanning the world and past it, camera
/// bounds of NaN, negative and narrowing distances and NaN regions, items at NaN placemarks, user-location fallbacks of NaN
/// cameras and nested 10 000 deep, 5 000 annotations, one of a 1 MB title, markers of 1 MB titles and empty symbols, annotation
/// content of NaN frames, polylines across the antimeridian, map rects three worlds wide, camera distances of -10^300 and
/// 5e-324, and the imagery and hybrid styles. Every case must have its outcome, and every other cell and the manifest are
/// written.
@Suite struct MapHostileRound34Tests {
  typealias Case = HostileCase
  struct Place: Identifiable, Sendable { let id: Int; let coordinate: CLLocationCoordinate2D }

  static let center = CLLocationCoordinate2D(latitude: 40, longitude: -74)
  static let region = MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
  static func at(_ latitude: Double, _ longitude: Double) -> CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
  static let megabyte = String(repeating: "Title ", count: 170_000)

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // A camera over a pole is measured at ±85.05°, where MapKit's flat map ends, and the map shows nothing past that edge:
    // "camera-north-pole" and "camera-south-pole-far" render (see MapCameraBoundsTests).
    "region-span-past-world": ("warns", "Map: the camera's span (1e+300°, 720.0°) is not within the world (0…180° by 0…360°); drawn as the whole world"),
    // A camera farther out than the world is tall shows the whole world; the bounds' distances are named and not applied.
    "camera-bounds-hostile": ("warns", "MapCameraBounds(minimumDistance: nan): not a finite distance ≥ 0 in meters; the bounds' distances are "
      + "not applied"),
    "camera-bounds-region-nan": ("warns", "MapCameraBounds: the center bounds (center (nan, 0.0), span (-1.0°, nan°)) are not a valid "
      + "coordinate with a finite span ≥ 0; not applied"),
    "item-nan-placemark": ("warns", "Map: the camera's center (nan, inf) is not a valid coordinate; drawn at (0, 0)"),
    "user-location-fallback-nan": ("warns", "Map: the camera's distance nan is not a finite distance ≥ 0; drawn at 1 000 m"),
    "annotations-5000-one-1mb-title": ("warns", "Map: only its first 2000 items are drawn (3000 more are left out); iOS clusters that many markers"),
    // An empty symbol name fails the cell, as Image(systemName: "") does anywhere.
    "marker-1mb-title-and-empty-symbol": ("fails", "Image(systemName: \"\"): refused an empty name"),
    "annotation-content-nan-frame": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
    "camera-distance-negative-and-tiny": ("warns", "Map: the camera's distance -1e+300 is not a finite distance ≥ 0; drawn at 1 000 m"),
  ]

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name) { view().frame(width: 200, height: 200) } }
    add("control") { Map(initialPosition: .region(region)) { Marker("A", coordinate: center) } }
    add("camera-north-pole") { Map(initialPosition: .camera(MapCamera(centerCoordinate: at(90, 0), distance: 1_000))) { Marker("A", coordinate: at(90, 0)) } }
    add("camera-south-pole-far") { Map(initialPosition: .camera(MapCamera(centerCoordinate: at(-90, 180), distance: 1e7))) }
    add("region-pole-whole-span") { Map(initialPosition: .region(MKCoordinateRegion(center: at(90, 0), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360)))) }
    add("region-span-past-world") { Map(initialPosition: .region(MKCoordinateRegion(center: at(0, 0), span: MKCoordinateSpan(latitudeDelta: 1e300, longitudeDelta: 720)))) }
    add("camera-bounds-hostile") {
      Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: 1e9)), bounds: MapCameraBounds(minimumDistance: .nan, maximumDistance: -1)) { Marker("A", coordinate: center) }
    }
    add("camera-bounds-clamp") {
      Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: 1e7)), bounds: MapCameraBounds(minimumDistance: 100, maximumDistance: 1_000)) { Marker("A", coordinate: center) }
    }
    add("camera-bounds-region-nan") {
      Map(initialPosition: .region(region), bounds: MapCameraBounds(centerCoordinateBounds: MKCoordinateRegion(center: at(.nan, 0), span: MKCoordinateSpan(latitudeDelta: -1, longitudeDelta: .nan))))
    }
    add("item-nan-placemark") { Map(initialPosition: .item(MKMapItem(placemark: MKPlacemark(coordinate: at(.nan, .infinity))))) }
    add("user-location-fallback-nan") { Map(initialPosition: .userLocation(fallback: .camera(MapCamera(centerCoordinate: at(.nan, 0), distance: .nan)))) }
    add("user-location-fallback-nested") {
      var position = MapCameraPosition.region(region)
      for _ in 0..<10_000 { position = .userLocation(fallback: position) }
      return Map(initialPosition: position)
    }
    // One title of 1 MB among 5 000 (2 000 titles of 1 MB, each cut to `TextLength.limit` and laid out, took 20 s).
    add("annotations-5000-one-1mb-title") {
      Map(initialPosition: .region(region)) {
        ForEach((0..<5_000).map { Place(id: $0, coordinate: at(40 + Double($0 % 70) / 1000, -74 + Double($0 / 70) / 1000)) }) { place in
          Annotation(place.id == 0 ? megabyte : "Crate \(place.id)", coordinate: place.coordinate) { Color.red.frame(width: 4, height: 4) }
        }
      }
    }
    add("marker-1mb-title-and-empty-symbol") { Map(initialPosition: .region(region)) { Marker(megabyte, systemImage: "", coordinate: center); Marker("", monogram: Text(megabyte), coordinate: center) } }
    add("annotation-content-nan-frame") { Map(initialPosition: .region(region)) { Annotation("A", coordinate: center) { Color.red.frame(width: .nan, height: 1e300) } } }
    add("polyline-across-antimeridian") { Map { MapPolyline(coordinates: [at(0, 179), at(0, -179), at(10, 179.5)]).stroke(.blue, lineWidth: 2) } }
    add("map-rect-world-wrap") { Map(initialPosition: .rect(MKMapRect(x: -MKMapRect.world.width, y: 0, width: MKMapRect.world.width * 3, height: MKMapRect.world.height))) }
    add("camera-distance-negative-and-tiny") {
      VStack {
        Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: -1e300)))
        Map(initialPosition: .camera(MapCamera(centerCoordinate: center, distance: 5e-324))) { Marker("A", coordinate: center) }
      }
    }
    add("map-style-imagery-hybrid") { VStack { Map(initialPosition: .region(region)).mapStyle(.imagery(elevation: .realistic)); Map(initialPosition: .region(region)).mapStyle(.hybrid) } }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "MapsRound34", fileSuffix: "maps-round34") == [])
  }

  /// Fallbacks nested 10 000 deep are walked in a loop, not by recursion: on a thread of 4 MiB (less than the renderer's
  /// own threads have) the map frames the innermost fallback's region.
  @Test func nestedFallbacksAreWalkedWithoutRecursion() {
    let same = onThread(stackBytes: 4 << 20) { () -> Bool in
      var position = MapCameraPosition.region(Self.region)
      for _ in 0..<10_000 { position = .userLocation(fallback: position) }
      var warnings: [String] = [], plain: [String] = []
      let size = CGSize(width: 320, height: 200)
      let nested = MapLayout.viewport(for: position, records: [], size: size, warnings: &warnings)
      let region = MapLayout.viewport(for: .region(Self.region), records: [], size: size, warnings: &plain)
      return nested == region && warnings == plain
    }
    #expect(same)
  }
}
