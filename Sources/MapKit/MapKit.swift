// `import MapKit` (iOS 14–18 SwiftUI maps): `Map` with its iOS 17 content (`Marker`, `Annotation`,
// `MapPolyline`, `MapPolygon`, `MapCircle`, `UserAnnotation`), camera positions, styles and
// controls; the iOS 14 `Map(coordinateRegion:…annotationItems:)` with `MapMarker`, `MapPin` and
// `MapAnnotation`; and the geometry types (`MKCoordinateRegion`, `MKMapRect`, `MKMapItem` …).
//
// There are no map tiles: a map is drawn as its style's plain land colour, with its content placed
// by the Web Mercator projection of the camera's region, as MapKit places it. Re-exports SpecimenUI
// and CoreLocation.
@_exported import CoreLocation
@_exported import SpecimenUI
