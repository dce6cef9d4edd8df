import CompatSupport
import MapKit
import SpecimenUI

private func trailhead() -> MKMapItem {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 46.855, longitude: -121.764)))
    item.name = "Skyline Trailhead"
    item.pointOfInterestCategory = .park
    return item
}

// The map's land (10, 200) with the green trailhead balloon (118, 52); the place card is a sheet, so
// nothing covers the map; the row below names the park category beside a green disc (40, 265).
public let compatCase = CompatCase("MapItemDetailSheetHome", width: 300, height: 300, probes: [
        .at(10, 200, "#F8F4EC"), .at(150, 140, "#F8F4EC"), .at(118, 52, "#34C759"), .at(40, 265, "#34C759"), .at(200, 265, "#FFFFFF")]) {
    TrailheadMap(trailhead: trailhead(), route: [
        CLLocationCoordinate2D(latitude: 46.855, longitude: -121.764),
        CLLocationCoordinate2D(latitude: 46.852, longitude: -121.758),
        CLLocationCoordinate2D(latitude: 46.848, longitude: -121.755),
    ])
}
