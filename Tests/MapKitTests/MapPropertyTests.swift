import Foundation
import HostileSupport
import MapKit
import Specimen
import Testing

/// A property test over random maps: a position (automatic, a region, a camera, a map rect or an item's) and zero to
/// four items (markers, annotations with anchors, circles, polylines and polygons with stroke widths) whose
/// coordinates, spans, distances, headings, pitches and radii come from the hostile numbers (0, -0, negatives, ±∞, NaN,
/// 1e300, `Int.max`, `greatestFiniteMagnitude`) or ordinary values near the position, with camera bounds and a map
/// style. Each map is rendered with `PropertyRun.renderEach`: no trap or hang, every PNG 1…16 384 px a side, a failed
/// render a named error, the second render the same bytes. Settings as `ModifierChainPropertyTests`.
@Suite struct MapPropertyTests {
  typealias Made = PropertyRun.Made

  typealias Numbers = PropertyRun.Numbers

  static func f(_ v: Double) -> String { PropertyRun.spell(v) }
  static func f(_ c: CLLocationCoordinate2D) -> String { "(\(f(c.latitude)), \(f(c.longitude)))" }

  /// The position a map starts at, with numbers in it.
  static func position(_ n: inout Numbers) -> (MapCameraPosition, String) {
    let center = n.coordinate()
    let (a, b, c) = (n.next(), n.next(), n.next())
    switch n.pick(5) {
    case 0: return (.automatic, "automatic")
    case 1:
      return (.region(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: a, longitudeDelta: b))), "region \(f(center)) span \(f(a)), \(f(b))")
    case 2:
      return (.camera(MapCamera(centerCoordinate: center, distance: a, heading: b, pitch: c)), "camera \(f(center)) distance \(f(a)) heading \(f(b)) pitch \(f(c))")
    case 3:
      return (.rect(MKMapRect(x: a, y: b, width: c, height: a)), "rect \(f(a)), \(f(b)), \(f(c))")
    default:
      return (.region(MKCoordinateRegion(center: center, latitudinalMeters: a, longitudinalMeters: b)), "region \(f(center)) meters \(f(a)), \(f(b))")
    }
  }

  /// One iteration's map: a position, camera bounds, a map style, and up to four items of one kind (a map's content
  /// builder cannot choose between kinds at random) at random coordinates.
  static func map(seed: UInt64) -> Made {
    var n = Numbers(g: PropertyRun.SplitMix(state: seed))
    let (start, startRecipe) = position(&n)
    let coordinates = (0..<n.pick(5)).map { _ in n.coordinate() }
    let (a, b) = (n.next(), n.next())
    let minimum: Double? = n.pick(2) == 0 ? nil : a, maximum: Double? = n.pick(2) == 0 ? nil : b
    let bounds = MapCameraBounds(minimumDistance: minimum, maximumDistance: maximum)
    let points = coordinates.map(f).joined(separator: " ")
    let indices = Array(coordinates.indices)
    let (view, items): (AnyView, String)
    switch n.pick(6) {
    case 0:
      (view, items) = (AnyView(Map(initialPosition: start, bounds: bounds) { ForEach(indices, id: \.self) { Marker("M\($0)", systemImage: "star", coordinate: coordinates[$0]) } }),
                       "markers")
    case 1:
      (view, items) = (AnyView(Map(initialPosition: start, bounds: bounds) {
        ForEach(indices, id: \.self) { Annotation("A\($0)", coordinate: coordinates[$0], anchor: UnitPoint(x: a, y: b)) { Circle().fill(.red).frame(width: a, height: 10) } }
      }), "annotations anchor \(f(a)), \(f(b))")
    case 2:
      (view, items) = (AnyView(Map(initialPosition: start, bounds: bounds) {
        ForEach(indices, id: \.self) { MapCircle(center: coordinates[$0], radius: a).foregroundStyle(.blue.opacity(0.3)).stroke(.blue, lineWidth: b) }
      }), "circles radius \(f(a)) stroke \(f(b))")
    case 3:
      (view, items) = (AnyView(Map(initialPosition: start, bounds: bounds) { MapPolyline(coordinates: coordinates).stroke(.orange, lineWidth: a) }),
                       "polyline width \(f(a))")
    case 4:
      (view, items) = (AnyView(Map(initialPosition: start, bounds: bounds) {
        MapPolygon(coordinates: coordinates).foregroundStyle(.green.opacity(0.4)).stroke(.green, style: StrokeStyle(lineWidth: a, dash: [b, 3]))
      }), "polygon width \(f(a)) dash \(f(b))")
    default:
      (view, items) = (AnyView(Map(initialPosition: start, bounds: bounds) { ForEach(indices, id: \.self) { Marker("M\($0)", monogram: Text("AB"), coordinate: coordinates[$0]) }
        UserAnnotation() }.mapStyle(.imagery(elevation: .realistic))), "monograms + user, imagery")
    }
    return Made(view: AnyView(view.frame(width: 160, height: 120)),
                recipe: "Map(\(startRecipe), bounds \(minimum.map(f) ?? "nil"), \(maximum.map(f) ?? "nil")){\(items) at \(points)}")
  }

  @Test func randomMapsWithExtremeNumbersRenderTheSameBytesTwiceOrFailByName() {
    let outcome = PropertyRun.renderEach("map", Self.map(seed:))
    for problem in outcome.problems { Issue.record(Comment(rawValue: problem)) }
    #expect(outcome.rendered + outcome.failed == 2 * PropertyRun.iterations)
    #expect(outcome.rendered > outcome.failed, "rendered \(outcome.rendered), failed \(outcome.failed)")
  }

  @Test func theMapGeneratorIsDeterministic() {
    #expect(Self.map(seed: 7).recipe == Self.map(seed: 7).recipe)
    #expect(Set((0..<16).map { Self.map(seed: $0).recipe }).count > 8)
  }
}

extension PropertyRun.Numbers {
  /// A latitude or longitude: a hostile number one time in three, else an ordinary one near `near`.
  mutating func degrees(near: Double) -> Double { pick(3) == 0 ? next() : near + Double(pick(200) - 100) / 100 }
  mutating func coordinate() -> CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: degrees(near: 40), longitude: degrees(near: -74)) }
}
