import Foundation
import Specimen
import Testing
@testable import MapKit

/// Maps drawn at rest: the land colour, a marker's balloon with its tip on the coordinate, an
/// annotation's anchor, overlays under markers; hostile coordinates, spans and counts end as warnings.
@Suite struct MapRenderTests {
  static let center = CLLocationCoordinate2D(latitude: 40, longitude: -74)
  static let region = MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))

  static func image<V: View>(_ view: V, scheme: ColorScheme = .light) throws -> RasterImage {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return try ViewRenderer(scale: 1).rasterize(view.frame(width: 200, height: 200), in: ProposedViewSize(width: 200, height: 200),
                                                environment: environment)
  }

  static func hex(_ image: RasterImage, _ x: Int, _ y: Int) -> String {
    let p = image.pixel(x: x, y: y)
    return String(format: "#%02X%02X%02X", p.r, p.g, p.b)
  }

  @Test func theLandIsTheStylesColourLightAndDark() throws {
    #expect(Self.hex(try Self.image(Map(initialPosition: .region(Self.region))), 10, 10) == "#F8F4EC")
    #expect(Self.hex(try Self.image(Map(initialPosition: .region(Self.region)), scheme: .dark), 10, 10) == "#2B2C2F")
    #expect(Self.hex(try Self.image(Map(initialPosition: .region(Self.region)).mapStyle(.imagery)), 10, 10) == "#3B4735")
  }

  @Test func aMarkersTipIsOnItsCoordinate() throws {
    let east = CLLocationCoordinate2D(latitude: 40, longitude: -73.975)
    let image = try Self.image(Map(initialPosition: .region(Self.region)) {
      Marker("Office", coordinate: east)
      Marker("Home", systemImage: "house", coordinate: Self.center).tint(.green)
    })
    // The region is 0.1° wide in 200 pt: 0.025° east is 50 pt right of the center.
    let red = image.pixel(x: 150, y: 100 - 30)
    #expect(red.r > 200 && red.g < 90, "the balloon's body above the tip: \(red)")
    #expect(Self.hex(image, 150, 100 - 39) == "#F8F4EC", "the balloon is 38 pt tall")
    let green = image.pixel(x: 100 - 10, y: 100 - 24)
    #expect(green.g > 150 && green.r < 120, "the tinted balloon: \(green)")
  }

  @Test func anAnnotationHangsFromItsAnchorAndOverlaysAreBelowIt() throws {
    let image = try Self.image(Map(initialPosition: .region(Self.region)) {
      MapCircle(center: Self.center, radius: 2000).foregroundStyle(.yellow)
      Annotation("Pin", coordinate: Self.center, anchor: .topLeading) {
        Rectangle().fill(.blue).frame(width: 20, height: 20)
      }
    })
    #expect(Self.hex(image, 110, 110) == "#007AFF", "the annotation's top leading corner is on the coordinate")
    #expect(Self.hex(image, 90, 90) != "#007AFF" && Self.hex(image, 90, 90) != "#F8F4EC", "the circle is under it")
    // 2 km at 40° N is 2 000 / (40 075 017 · cos 40°) of the world; 0.1° is 1/3 600 of it in 200 pt.
    let radius = 2000 / (40_075_016.686 * cos(40 * Double.pi / 180)) * 3600 * 200
    #expect(Self.hex(image, 100 - Int(radius) - 2, 100 + 25) == "#F8F4EC")
  }

  @Test func hostileNumbersEndAsWarnings() throws {
    let nan = CLLocationCoordinate2D(latitude: .nan, longitude: 3)
    let huge = MKCoordinateRegion(center: Self.center, span: MKCoordinateSpan(latitudeDelta: 1e308, longitudeDelta: .infinity))
    var list = MapItemList()
    for index in 0..<100_000 {
      list.append(MapRecord(kind: .marker(glyph: .systemImage("mappin"), title: nil), coordinates: [index == 7 ? nan : Self.center]))
    }
    let layout = MapLayout(items: list, position: .region(huge), size: CGSize(width: 200, height: 200))
    #expect(layout.warnings == [
      "Map: 1 of its items have a coordinate that is not valid (NaN, infinite, or beyond ±90° latitude or ±180° longitude) "
        + "or a circle radius that is not a finite distance ≥ 0, and are not drawn",
      "Map: only its first 2000 items are drawn (98000 more are left out); iOS clusters that many markers, show fewer at once",
      "Map: the camera's span (1e+308°, inf°) is not within the world (0…180° by 0…360°); drawn at the closest zoom",
    ])
    #expect(layout.annotations.count == 1_999)
    // A hundred thousand markers through the builder: the map draws its first 2 000.
    let markers = (0..<100_000).map { CLLocationCoordinate2D(latitude: Double($0 % 80), longitude: Double($0 % 170)) }
    let image = try Self.image(Map(initialPosition: .region(huge)) {
      ForEach(markers.indices, id: \.self) { Marker("", coordinate: markers[$0]) }
    })
    #expect(image.width == 200)
  }

  /// The UIKit map of a representable, with an annotation and a delegate, as iOS 13 view files wrap it.
  struct LegacyMapView: UIViewRepresentable {
    let region: MKCoordinateRegion
    func makeUIView(context: Context) -> MKMapView {
      let map = MKMapView()
      map.delegate = context.coordinator
      map.addAnnotation(MKPointAnnotation(coordinate: region.center, title: "Here", subtitle: nil))
      return map
    }
    func updateUIView(_ map: MKMapView, context: Context) { map.setRegion(region, animated: true) }
    func makeCoordinator() -> Coordinator { Coordinator() }
    final class Coordinator: NSObject, MKMapViewDelegate {
      func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        let renderer = MKPolylineRenderer(overlay: overlay)
        renderer.strokeColor = .systemBlue
        return renderer
      }
    }
  }

  @Test func aUIKitMapDrawsItsLand() throws {
    #expect(Self.hex(try Self.image(LegacyMapView(region: Self.region)), 100, 100) == "#F8F4EC")
    #expect(Self.hex(try Self.image(LegacyMapView(region: Self.region), scheme: .dark), 100, 100) == "#2B2C2F")
  }

  /// A Look Around preview whose scene never loads is the secondary system background; searches,
  /// directions and scene requests find nothing.
  @Test func lookAroundWithoutASceneIsAnEmptyPanel() async throws {
    let scene = try await MKLookAroundSceneRequest(coordinate: Self.center).scene
    #expect(scene == nil)
    #expect(try await MKLocalSearch(request: MKLocalSearch.Request()).start().mapItems.isEmpty)
    #expect(try await MKDirections(request: MKDirections.Request()).calculate().routes.isEmpty)
    let image = try Self.image(LookAroundPreview(initialScene: scene))
    #expect(Self.hex(image, 100, 100) == "#F2F2F7")
  }

  /// Whether any pixel in the rows under the map's center (where a title goes) is dark.
  static func hasTitle(_ image: RasterImage) -> Bool {
    (104...116).contains { y in (70...130).contains { x in image.pixel(x: x, y: y).r < 120 } }
  }

  @Test func aLabelsTitleGoesUnderTheBalloonAndItsIconInside() throws {
    let labelled = try Self.image(Map(initialPosition: .region(Self.region)) {
      Marker(coordinate: Self.center) { Label("Cafe", systemImage: "cup.and.saucer.fill") }
    })
    #expect(Self.hasTitle(labelled))
    let hidden = try Self.image(Map(initialPosition: .region(Self.region)) {
      Marker(coordinate: Self.center) { Label("Cafe", systemImage: "cup.and.saucer.fill") }.annotationTitles(.hidden)
    })
    #expect(!Self.hasTitle(hidden))
    // The icon is drawn in white inside the balloon, as the default pin glyph is.
    #expect((80...90).contains { y in (92...108).contains { x in hidden.pixel(x: x, y: y).g > 200 } })
  }
}
