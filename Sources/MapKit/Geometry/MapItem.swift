import Foundation

/// A place on a map: a placemark with a coordinate.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
  /// The place's coordinate.
  public let coordinate: CLLocationCoordinate2D
  /// A one-line address, when the parts are known.
  open var title: String? {
    let street = subThoroughfare.map { "\($0) \(thoroughfare ?? "")" } ?? thoroughfare
    let parts = [street, locality, administrativeArea, country].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: ", ")
  }

  /// A placemark at a coordinate.
  public init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
    super.init()
    location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
  }

  /// A placemark at a coordinate with address fields (kept as given).
  public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
    self.init(coordinate: coordinate)
  }

  /// A placemark of a geocoder's placemark.
  public convenience override init(placemark: CLPlacemark) {
    self.init(coordinate: placemark.location?.coordinate ?? CLLocationCoordinate2D())
    name = placemark.name
    thoroughfare = placemark.thoroughfare
    subThoroughfare = placemark.subThoroughfare
    locality = placemark.locality
    administrativeArea = placemark.administrativeArea
    postalCode = placemark.postalCode
    country = placemark.country
  }
}

/// A point of interest: a placemark with a name, phone number and URL.
open class MKMapItem: NSObject, Identifiable, @unchecked Sendable {
  /// The item's place.
  public let placemark: MKPlacemark
  /// The item's name.
  open var name: String?
  /// The item's phone number.
  open var phoneNumber: String?
  /// The item's website.
  open var url: URL?
  /// Whether the item is the device's location.
  open private(set) var isCurrentLocation = false
  /// The item's time zone.
  open var timeZone: TimeZone?
  /// The kind of point of interest the item is, if known (iOS 13).
  open var pointOfInterestCategory: MKPointOfInterestCategory?

  /// An item at a place.
  public init(placemark: MKPlacemark) {
    self.placemark = placemark
    self.name = placemark.name
  }

  /// The device's location (a render has none: the item is at (0, 0)).
  open class func forCurrentLocation() -> MKMapItem {
    let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D()))
    item.isCurrentLocation = true
    return item
  }

  /// Opens the item in Maps (nothing opens in a render).
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }

  /// Opens several items in Maps (nothing opens in a render).
  @discardableResult
  open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { false }
}

extension MKPlacemark: MKAnnotation {}

// Keys and values of the launch options `openInMaps(launchOptions:)` takes (nothing opens in a render).

/// The key for the mode of transportation to use when Maps gives directions.
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
/// The key for the type of map to display.
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
/// The key for the coordinate of the map's center.
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
/// The key for the span of the map region.
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
/// The key for whether to display traffic information.
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
/// The key for the camera of a 3D map.
public let MKLaunchOptionsCameraKey = "MKLaunchOptionsCamera"
/// Driving directions.
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
/// Walking directions.
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
/// Public transit directions.
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
/// Cycling directions.
public let MKLaunchOptionsDirectionsModeCycling = "MKLaunchOptionsDirectionsModeCycling"
/// The user's preferred mode of transportation.
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
