import CompatSupport
import MapKit
import SpecimenUI

// Left: the iOS 17 map, 1 200 m around the Ferry Building (the user's location is unknown, so the
// position falls back to that region) in 200 × 240 pt: the land (10, 230); the teal ring's stroke
// and fill around the center (100, 120), 150 m = 25 pt in radius (the region's 1 200 m span the
// 200-pt width); the brown balloon of the shop 0.0017° (149 m, 25 pt) east of it, its tip on the
// coordinate (125, 120) and its body above (114, 97); the ferry annotation 334 m west and north,
// centered on its coordinate (45, 65), blue (36, 64); the location button at the top trailing
// corner (156, 12). Right: the iOS 14 map with purple markers: one at the center (its body at
// 300, 94); the other is 121 pt west of it, off this map.
public let compatCase = CompatCase("MapKitCoffeeMap", width: 400, height: 240,
    probes: [.at(10, 230, "#F8F4EC"), .at(114, 97, "#A2845E"), .at(36, 64, "#007AFF"), .at(300, 94, "#AF52DE"),
             .at(390, 230, "#F8F4EC"), .at(100, 145, "#30B0C7", tolerance: 12)]) {
    HStack(spacing: 0) {
        CoffeeMapView(shops: [
            CoffeeShop(name: "Blue Bottle", coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.392)),
        ])
        .frame(width: 200, height: 240)
        LegacyLandmarksMap()
            .frame(width: 200, height: 240)
    }
}
