import Foundation

/// The Web Mercator projection MapKit draws with, and how a camera region fills a map view.
///
/// A coordinate projects to the unit square: x = (longitude + 180) / 360, and
/// y = ½ − ln(tan(π/4 + φ/2)) / 2π, with the latitude φ clamped to ±85.0511°, where the square ends.
/// A region is shown whole: the view's scale is the smaller of its width over the region's projected
/// width and its height over the region's projected height, and the region's center is the view's.
enum MapProjection {
  /// The latitude where the Web Mercator square ends (atan(sinh π), in degrees).
  static let maxLatitude = 85.051_128_779_806_6
  /// The equator's length in meters (WGS 84).
  static let equatorLength = 40_075_016.686
  /// Meters per degree along a meridian, as MapKit's region conversions use (the equator's length / 360).
  static let metersPerDegreeOfLatitude = equatorLength / 360
  /// The most a map zooms in: 256 points per tile at zoom level 20 (about 0.15 m a point at the equator).
  static let maxPointsPerUnit = 256.0 * 1_048_576

  /// The unit-square point of `coordinate` (its latitude clamped to the square).
  static func unitPoint(of coordinate: CLLocationCoordinate2D) -> (x: Double, y: Double) {
    let latitude = min(max(coordinate.latitude, -maxLatitude), maxLatitude) * .pi / 180
    let x = (coordinate.longitude + 180) / 360
    let y = 0.5 - log(tan(.pi / 4 + latitude / 2)) / (2 * .pi)
    return (x, y)
  }

  /// The coordinate of a unit-square point.
  static func coordinate(ofUnitPoint point: (x: Double, y: Double)) -> CLLocationCoordinate2D {
    let latitude = atan(sinh(.pi * (1 - 2 * point.y))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: point.x * 360 - 180)
  }

  /// The unit-square size of `meters` at `latitude` (Web Mercator stretches by 1 / cos φ).
  static func unitLength(ofMeters meters: Double, atLatitude latitude: Double) -> Double {
    let clamped = min(max(latitude, -maxLatitude), maxLatitude) * .pi / 180
    return meters / (equatorLength * cos(clamped))
  }
}

/// Where a map's camera puts the world in a view of a given size: a unit-square center and a scale.
struct MapViewport: Equatable {
  /// The unit-square point at the view's center.
  var center: (x: Double, y: Double)
  /// View points per unit-square length.
  var pointsPerUnit: Double
  /// The view's size.
  var size: CGSize

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.center == rhs.center && lhs.pointsPerUnit == rhs.pointsPerUnit && lhs.size == rhs.size
  }

  /// The viewport showing all of `region` (checked: see `MapRegionCheck`).
  init(region: MKCoordinateRegion, size: CGSize) {
    let center = MapProjection.unitPoint(of: region.center)
    let top = MapProjection.unitPoint(of: CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: 0)).y
    let bottom = MapProjection.unitPoint(of: CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: 0)).y
    self.init(center: center, unitWidth: region.span.longitudeDelta / 360, unitHeight: bottom - top, size: size, inset: 0)
  }

  /// The viewport showing a unit-square rect of `unitWidth` × `unitHeight` around `center`, `inset`
  /// points in from each edge, zoomed no further in than `MapProjection.maxPointsPerUnit`.
  init(center: (x: Double, y: Double), unitWidth: Double, unitHeight: Double, size: CGSize, inset: Double) {
    let width = max(Double(size.width) - 2 * inset, 1), height = max(Double(size.height) - 2 * inset, 1)
    let byWidth = unitWidth > 0 ? width / unitWidth : .infinity
    let byHeight = unitHeight > 0 ? height / unitHeight : .infinity
    self.init(center: center, pointsPerUnit: min(byWidth, byHeight, MapProjection.maxPointsPerUnit), size: size)
  }

  /// The viewport at `pointsPerUnit` around `center`, moved north or south so that it shows nothing past the
  /// world's top or bottom edge, as MapKit's flat map never does (centred when the whole world is shorter than the
  /// view). East and west need no limit: the world repeats.
  init(center: (x: Double, y: Double), pointsPerUnit: Double, size: CGSize) {
    self.pointsPerUnit = pointsPerUnit
    self.size = size
    let halfHeight = Double(size.height) / 2 / pointsPerUnit
    self.center = (center.x, halfHeight >= 0.5 ? 0.5 : min(max(center.y, halfHeight), 1 - halfHeight))
  }

  /// The view point of `coordinate`.
  func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
    let unit = MapProjection.unitPoint(of: coordinate)
    return CGPoint(x: (unit.x - center.x) * pointsPerUnit + Double(size.width) / 2,
                   y: (unit.y - center.y) * pointsPerUnit + Double(size.height) / 2)
  }
}
