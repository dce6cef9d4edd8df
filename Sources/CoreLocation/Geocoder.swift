import Foundation

/// A place's address parts, as a geocoder returns them.
open class CLPlacemark: NSObject, @unchecked Sendable {
  /// The place's location.
  open var location: CLLocation?
  /// The place's name.
  open var name: String?
  /// The street.
  open var thoroughfare: String?
  /// The street number.
  open var subThoroughfare: String?
  /// The city.
  open var locality: String?
  /// The neighbourhood.
  open var subLocality: String?
  /// The state or province.
  open var administrativeArea: String?
  /// The county.
  open var subAdministrativeArea: String?
  /// The postal code.
  open var postalCode: String?
  /// The country.
  open var country: String?
  /// The country's ISO code.
  open var isoCountryCode: String?
  /// The place's time zone.
  open var timeZone: TimeZone?

  /// An empty placemark.
  public override init() { super.init() }
  /// A copy of a placemark.
  public init(placemark: CLPlacemark) {
    location = placemark.location
    name = placemark.name
    thoroughfare = placemark.thoroughfare
    subThoroughfare = placemark.subThoroughfare
    locality = placemark.locality
    subLocality = placemark.subLocality
    administrativeArea = placemark.administrativeArea
    subAdministrativeArea = placemark.subAdministrativeArea
    postalCode = placemark.postalCode
    country = placemark.country
    isoCountryCode = placemark.isoCountryCode
    timeZone = placemark.timeZone
    super.init()
  }
}

/// Converts between coordinates and addresses. A render has no network: every request fails with
/// `CLError.network`.
open class CLGeocoder: NSObject, @unchecked Sendable {
  /// Whether a request is running.
  open var isGeocoding: Bool { false }
  public override init() { super.init() }

  /// The addresses at a location (fails: no network).
  open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { throw CLError(.network) }
  /// The addresses at a location, passed to `completionHandler` (nil, with the error).
  open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {
    completionHandler(nil, CLError(.network))
  }
  /// The places an address names (fails: no network).
  open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw CLError(.network) }
  /// The places an address names, passed to `completionHandler` (nil, with the error).
  open func geocodeAddressString(_ addressString: String, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {
    completionHandler(nil, CLError(.network))
  }
  /// Cancels the request.
  open func cancelGeocode() {}
}
