import Foundation

/// A camera looking down at the map: its center, its distance from it, and its heading and pitch.
public struct MapCamera: Sendable, Equatable {
  /// The point the camera looks at.
  public var centerCoordinate: CLLocationCoordinate2D
  /// The camera's distance from the center, in meters.
  public var distance: Double
  /// The camera's heading in degrees from north (drawn north up).
  public var heading: Double
  /// The camera's pitch in degrees from straight down (drawn flat).
  public var pitch: Double

  /// A camera.
  public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
    self.centerCoordinate = centerCoordinate
    self.distance = distance
    self.heading = heading
    self.pitch = pitch
  }

  /// The unit-square height and width the camera sees in a view of `size`: as tall as the camera's distance, an estimate
  /// (MapKit publishes no field of view), measured at its center's latitude as MapKit's flat map does (clamped to the
  /// Web Mercator square, so a camera over a pole sees as much as one at ±85.05°), and as wide as the view's proportions
  /// make it. A camera farther out than the world is tall sees the whole world.
  func unitSize(in size: CGSize) -> (width: Double, height: Double) {
    let height = MapProjection.unitLength(ofMeters: max(distance, 0), atLatitude: centerCoordinate.latitude)
    let aspect = size.height > 0 ? Double(size.width / size.height) : 1
    return (min(height * aspect, 1), min(height, 1))
  }
}

/// Where a map's camera is: framing its content, a region, a rect, a camera, an item or the user.
public struct MapCameraPosition: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case automatic
    case region(MKCoordinateRegion)
    case rect(MKMapRect)
    case camera(MapCamera)
    case item(CLLocationCoordinate2D)
    indirect case userLocation(fallback: MapCameraPosition)
  }
  let kind: Kind

  /// Frames the map's content (the whole world when it has none).
  public static let automatic = MapCameraPosition(kind: .automatic)
  /// Shows a region.
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
  /// Shows a map rect.
  public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }
  /// Shows what a camera sees.
  public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }
  /// Shows a map item (about a kilometre around it, Specimen's estimate).
  public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
    MapCameraPosition(kind: .item(item.placemark.coordinate))
  }
  /// Follows the user's location; a render has none, so the map shows `fallback`.
  public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
    MapCameraPosition(kind: .userLocation(fallback: fallback))
  }

  /// The region shown, when the position is a region.
  public var region: MKCoordinateRegion? { if case .region(let region) = kind { region } else { nil } }
  /// The rect shown, when the position is a rect.
  public var rect: MKMapRect? { if case .rect(let rect) = kind { rect } else { nil } }
  /// The camera, when the position is a camera.
  public var camera: MapCamera? { if case .camera(let camera) = kind { camera } else { nil } }
  /// The fallback of a user-location position.
  public var fallbackPosition: MapCameraPosition? { if case .userLocation(let fallback) = kind { fallback } else { nil } }
  /// Whether the position frames the content.
  public var positionedByUser: Bool { false }
  /// Whether the position follows the user.
  public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }
}

/// The ways a person may move a map (kept: a still is not moved).
public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Panning.
  public static let pan = MapInteractionModes(rawValue: 1)
  /// Zooming.
  public static let zoom = MapInteractionModes(rawValue: 2)
  /// Rotating.
  public static let rotate = MapInteractionModes(rawValue: 4)
  /// Pitching.
  public static let pitch = MapInteractionModes(rawValue: 8)
  /// Every mode.
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// How the iOS 14 map follows the user (a render has no user location).
public enum MapUserTrackingMode: Sendable, Hashable {
  /// Not following.
  case none
  /// Following the user's location.
  case follow
}
