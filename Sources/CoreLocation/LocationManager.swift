import Foundation

/// Whether the app may use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
  /// The person has not chosen yet.
  case notDetermined = 0
  /// Restricted by parental controls or management.
  case restricted = 1
  /// The person denied access.
  case denied = 2
  /// Allowed at any time.
  case authorizedAlways = 3
  /// Allowed while the app is in use.
  case authorizedWhenInUse = 4
}

/// Whether the app gets precise or approximate locations.
public enum CLAccuracyAuthorization: Int, Sendable {
  /// Precise locations.
  case fullAccuracy = 0
  /// Approximate locations.
  case reducedAccuracy = 1
}

/// The kind of activity the app tracks, which tunes when updates pause.
public enum CLActivityType: Int, Sendable {
  case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// Errors Core Location reports to a delegate.
public struct CLError: Error, Sendable, Hashable {
  /// The error's code.
  public enum Code: Int, Sendable {
    case locationUnknown = 0, denied, network, headingFailure
    case geocodeFoundNoResult = 8, geocodeCanceled = 10
  }
  /// The error's code.
  public let code: Code
  /// An error with a code.
  public init(_ code: Code) { self.code = code }
  /// The location is not known yet.
  public static let locationUnknown = Code.locationUnknown
  /// Access was denied.
  public static let denied = Code.denied
  /// The network could not be reached.
  public static let network = Code.network
  /// A geocode found nothing.
  public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
}

/// The object a view model asks for locations. A render has no position and no person to ask:
/// authorization stays `.notDetermined`, `location` is nil, requests do nothing and the delegate
/// is never called.
open class CLLocationManager: NSObject, @unchecked Sendable {
  /// The object told of locations and authorization changes (never called in a render).
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// The accuracy the app wants.
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  /// The distance the device moves before an update.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  /// The kind of activity tracked.
  open var activityType: CLActivityType = .other
  /// Whether updates pause when the device stops.
  open var pausesLocationUpdatesAutomatically = true
  /// Whether updates continue in the background.
  open var allowsBackgroundLocationUpdates = false
  /// Whether the blue status bar indicator shows in the background.
  open var showsBackgroundLocationIndicator = false

  public override init() { super.init() }

  /// The app's authorization (always `.notDetermined` here).
  open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
  /// Whether locations are precise.
  open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
  /// The last location (nil: a render has none).
  open var location: CLLocation? { nil }
  /// The app's authorization (the iOS 4–13 class method).
  open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
  /// Whether the device has location services on (false: a render has none).
  open class func locationServicesEnabled() -> Bool { false }
  /// Whether the device reports headings.
  open class func headingAvailable() -> Bool { false }

  /// Asks for authorization while in use (nobody is asked).
  open func requestWhenInUseAuthorization() {}
  /// Asks for authorization at any time (nobody is asked).
  open func requestAlwaysAuthorization() {}
  /// Asks for one location (none comes).
  open func requestLocation() {}
  /// Starts updates (none come).
  open func startUpdatingLocation() {}
  /// Stops updates.
  open func stopUpdatingLocation() {}
  /// Starts heading updates (none come).
  open func startUpdatingHeading() {}
  /// Stops heading updates.
  open func stopUpdatingHeading() {}
  /// Starts significant-change updates (none come).
  open func startMonitoringSignificantLocationChanges() {}
  /// Stops significant-change updates.
  open func stopMonitoringSignificantLocationChanges() {}
}

/// The methods a location manager calls on its delegate (all optional; never called in a render).
public protocol CLLocationManagerDelegate: NSObjectProtocol {
  /// New locations arrived, oldest first.
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  /// Locating failed.
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
  /// The app's authorization changed (iOS 14).
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  /// The app's authorization changed (iOS 4–13).
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}
