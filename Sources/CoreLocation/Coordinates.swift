import Foundation

/// A latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// A distance in meters.
public typealias CLLocationDistance = Double
/// A speed in meters per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from north, clockwise.
public typealias CLLocationDirection = Double
/// An accuracy in meters.
public typealias CLLocationAccuracy = Double

/// A latitude and longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Degrees north of the equator (negative south), -90 to 90.
  public var latitude: CLLocationDegrees
  /// Degrees east of Greenwich (negative west), -180 to 180.
  public var longitude: CLLocationDegrees

  /// The coordinate (0, 0).
  public init() {
    latitude = 0
    longitude = 0
  }

  /// A coordinate.
  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }

  public var description: String { "CLLocationCoordinate2D(latitude: \(latitude), longitude: \(longitude))" }
}

/// Whether `coord` is a real coordinate: finite, latitude within ±90 and longitude within ±180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
  coord.latitude.isFinite && coord.longitude.isFinite && abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

/// A coordinate from a latitude and longitude.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate Core Location returns when it has none.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
/// The distance filter that reports every move.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The best accuracy a device offers.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// Accuracy to about ten meters.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accuracy to about a hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accuracy to about a kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accuracy to about three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Approximate location only.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 5000

/// A position on Earth, with its accuracy and time.
open class CLLocation: NSObject, @unchecked Sendable {
  /// The position.
  public let coordinate: CLLocationCoordinate2D
  /// Meters above sea level.
  public let altitude: CLLocationDistance
  /// The radius of uncertainty of the position, in meters (negative when invalid).
  public let horizontalAccuracy: CLLocationAccuracy
  /// The uncertainty of the altitude, in meters.
  public let verticalAccuracy: CLLocationAccuracy
  /// The direction of travel, in degrees (negative when unknown).
  public let course: CLLocationDirection
  /// The speed, in meters per second (negative when unknown).
  public let speed: CLLocationSpeed
  /// When the position was measured.
  public let timestamp: Date

  /// A location at a latitude and longitude.
  public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
              horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date(timeIntervalSinceReferenceDate: 0))
  }

  /// A location with an altitude and accuracies.
  public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                          verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
    self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
              course: -1, speed: -1, timestamp: timestamp)
  }

  /// A location with a course and speed.
  public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
              verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = hAccuracy
    self.verticalAccuracy = vAccuracy
    self.course = course
    self.speed = speed
    self.timestamp = timestamp
  }

  /// The great-circle distance to `location` in meters (haversine on a sphere of the WGS 84 mean radius).
  open func distance(from location: CLLocation) -> CLLocationDistance {
    let radius = 6_371_008.8
    let lat1 = coordinate.latitude * .pi / 180, lat2 = location.coordinate.latitude * .pi / 180
    let dLat = lat2 - lat1
    let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * radius * asin(min(1, sqrt(max(0, h))))
  }
}
