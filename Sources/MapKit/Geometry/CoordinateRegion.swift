import Foundation

/// The width and height of a map region, in degrees.
public struct MKCoordinateSpan: Sendable, Hashable {
  /// The region's height in degrees of latitude (one is about 111 km).
  public var latitudeDelta: CLLocationDegrees
  /// The region's width in degrees of longitude.
  public var longitudeDelta: CLLocationDegrees

  /// An empty span.
  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  /// A span.
  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// A rectangle of the map: a center coordinate and a span.
public struct MKCoordinateRegion: Sendable, Hashable {
  /// The region's center.
  public var center: CLLocationCoordinate2D
  /// The region's size in degrees.
  public var span: MKCoordinateSpan

  /// An empty region at (0, 0).
  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  /// A region.
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `centerCoordinate`.
  public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
    center = centerCoordinate
    let metersPerDegree = MapProjection.metersPerDegreeOfLatitude
    let cosine = cos(centerCoordinate.latitude * .pi / 180)
    span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / metersPerDegree,
                            longitudeDelta: longitudinalMeters / (metersPerDegree * max(cosine, 1e-9)))
  }

  /// The region a map rect covers.
  public init(_ rect: MKMapRect) {
    let northWest = rect.origin.coordinate
    let southEast = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    let middle = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    center = middle
    span = MKCoordinateSpan(latitudeDelta: northWest.latitude - southEast.latitude, longitudeDelta: southEast.longitude - northWest.longitude)
  }
}

/// A point of the Web Mercator plane in map points (the world is `MKMapSize.world` wide).
public struct MKMapPoint: Sendable, Hashable {
  public var x: Double
  public var y: Double

  /// The point (0, 0): the world's top-left corner.
  public init() {
    x = 0
    y = 0
  }

  /// A point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The projection of a coordinate.
  public init(_ coordinate: CLLocationCoordinate2D) {
    let unit = MapProjection.unitPoint(of: coordinate)
    x = unit.x * MKMapSize.world.width
    y = unit.y * MKMapSize.world.height
  }

  /// The coordinate this point projects from.
  public var coordinate: CLLocationCoordinate2D {
    MapProjection.coordinate(ofUnitPoint: (x / MKMapSize.world.width, y / MKMapSize.world.height))
  }

  /// The distance to `other` in meters (great circle).
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    let a = coordinate, b = other.coordinate
    return CLLocation(latitude: a.latitude, longitude: a.longitude).distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
  }
}

/// A size in map points.
public struct MKMapSize: Sendable, Hashable {
  public var width: Double
  public var height: Double

  /// An empty size.
  public init() {
    width = 0
    height = 0
  }

  /// A size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The whole world: 2²⁸ map points square, as in MapKit.
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle in map points.
public struct MKMapRect: Sendable, Hashable {
  public var origin: MKMapPoint
  public var size: MKMapSize

  /// An empty rect.
  public init() {
    origin = MKMapPoint()
    size = MKMapSize()
  }

  /// A rect.
  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }

  /// A rect from its origin's coordinates and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  /// Whether the rect has no area.
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
  /// Whether the rect is the null rect.
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

  /// The smallest rect holding both.
  public func union(_ rect2: MKMapRect) -> MKMapRect {
    if isNull { return rect2 }
    if rect2.isNull { return self }
    let x = min(minX, rect2.minX), y = min(minY, rect2.minY)
    return MKMapRect(x: x, y: y, width: max(maxX, rect2.maxX) - x, height: max(maxY, rect2.maxY) - y)
  }

  /// Whether `point` lies inside.
  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The whole world.
  public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)
  /// The rect of no points.
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
}
