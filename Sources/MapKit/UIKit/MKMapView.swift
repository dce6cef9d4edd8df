import Foundation

/// The UIKit map view that `UIViewRepresentable` wrappers create. A representable draws a UIKit
/// view's background, so this one draws the standard style's land colour (light or dark); its
/// region, annotations and overlays are kept and not drawn, and its delegate is never called.
open class MKMapView: UIView, @unchecked Sendable {
  /// The object told about the map (never called in a render).
  open weak var delegate: (any MKMapViewDelegate)?
  /// The visible region.
  open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
  /// The visible region's center.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { region.center = newValue }
  }
  /// The kind of map shown.
  open var mapType: MKMapType = .standard {
    didSet { backgroundColor = Self.land(for: mapType) }
  }
  /// Whether the user's location shows (a render has none).
  open var showsUserLocation = false
  /// How the map follows the user.
  open var userTrackingMode: MKUserTrackingMode = .none
  /// Whether the compass shows when rotated.
  open var showsCompass = true
  /// Whether the scale shows.
  open var showsScale = false
  /// Whether points of interest are labelled.
  open var showsPointsOfInterest = true
  /// Whether buildings show.
  open var showsBuildings = true
  /// Whether traffic shows.
  open var showsTraffic = false
  /// Whether the person may zoom, scroll, rotate and pitch.
  open var isZoomEnabled = true
  open var isScrollEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true
  /// The annotations added.
  open private(set) var annotations: [any MKAnnotation] = []
  /// The overlays added.
  open private(set) var overlays: [any MKOverlay] = []
  /// The annotations selected.
  open var selectedAnnotations: [any MKAnnotation] = []

  /// A map view.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Self.land(for: .standard)
  }

  /// A map view from an archive (there are none: a zero frame).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    backgroundColor = Self.land(for: .standard)
  }

  /// Shows a region.
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
  /// Centers on a coordinate.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { centerCoordinate = coordinate }
  /// Shows a map rect.
  open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) { region = MKCoordinateRegion(mapRect) }
  /// Shows a map rect with padding.
  open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) { region = MKCoordinateRegion(mapRect) }
  /// Shows the given annotations.
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}
  /// Adds an annotation (kept, not drawn).
  open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
  /// Adds annotations (kept, not drawn).
  open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
  /// Removes an annotation.
  open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
  /// Removes annotations.
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    let removed = Set(annotations.map { ObjectIdentifier($0) })
    self.annotations.removeAll { removed.contains(ObjectIdentifier($0)) }
  }
  /// Adds an overlay (kept, not drawn).
  open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
  /// Adds an overlay at a level (kept, not drawn).
  open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { overlays.append(overlay) }
  /// Adds overlays (kept, not drawn).
  open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
  /// Removes an overlay.
  open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
  /// Removes overlays.
  open func removeOverlays(_ overlays: [any MKOverlay]) {
    let removed = Set(overlays.map { ObjectIdentifier($0) })
    self.overlays.removeAll { removed.contains(ObjectIdentifier($0)) }
  }
  /// Selects an annotation.
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
  /// Deselects an annotation.
  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) { selectedAnnotations = [] }
  /// Registers an annotation view class for reuse.
  open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {}
  /// A reusable annotation view (none: nothing is drawn).
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
  /// A reusable annotation view of a registered class.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
    MKAnnotationView(annotation: annotation, reuseIdentifier: identifier)
  }

  /// The land colour of a map type, light and dark (Specimen's estimate, as `Map`'s).
  static func land(for type: MKMapType) -> UIColor {
    let style: MapStyle = type == .standard || type == .mutedStandard ? .standard : .imagery
    return UIColor { traits in
      UIColor(style.landColor(traits.userInterfaceStyle == .dark ? .dark : .light))
    }
  }
}

/// The kind of map a `MKMapView` shows.
public enum MKMapType: UInt, Sendable {
  case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// How a `MKMapView` follows the user.
public enum MKUserTrackingMode: Int, Sendable {
  case none = 0, follow, followWithHeading
}

/// An object placed on a map: its coordinate and titles.
public protocol MKAnnotation: NSObjectProtocol {
  /// Where the annotation is.
  var coordinate: CLLocationCoordinate2D { get }
  /// The annotation's title.
  var title: String? { get }
  /// The annotation's subtitle.
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// An annotation at a point, with a title and subtitle.
open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
  open var coordinate: CLLocationCoordinate2D
  open var title: String?
  open var subtitle: String?
  /// An annotation at (0, 0).
  public override init() {
    coordinate = CLLocationCoordinate2D()
    super.init()
  }
  /// An annotation at a coordinate.
  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
    super.init()
  }
}

/// The view of an annotation on a `MKMapView` (kept, not drawn).
open class MKAnnotationView: UIView, @unchecked Sendable {
  open var annotation: (any MKAnnotation)?
  open var reuseIdentifier: String?
  open var image: UIImage?
  open var canShowCallout = false
  open var centerOffset = CGPoint.zero
  open var rightCalloutAccessoryView: UIView?
  open var leftCalloutAccessoryView: UIView?
  open var clusteringIdentifier: String?
  open var displayPriority: Float = 1000
  /// A view of an annotation.
  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// An annotation view from an archive (there are none).
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The balloon view of an annotation on a `MKMapView` (kept, not drawn).
open class MKMarkerAnnotationView: MKAnnotationView, @unchecked Sendable {
  open var markerTintColor: UIColor?
  open var glyphTintColor: UIColor?
  open var glyphText: String?
  open var glyphImage: UIImage?
}

/// A shape drawn over a map.
public protocol MKOverlay: MKAnnotation {
  /// The map rect the overlay covers.
  var boundingMapRect: MKMapRect { get }
}

/// A line over a map.
open class MKPolyline: NSObject, MKOverlay, @unchecked Sendable {
  /// The line's coordinates.
  public let coordinates: [CLLocationCoordinate2D]
  /// A line through coordinates.
  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.coordinates = Array(UnsafeBufferPointer(start: coordinates, count: max(count, 0)))
  }
  /// How many points the line has.
  open var pointCount: Int { coordinates.count }
  open var coordinate: CLLocationCoordinate2D { coordinates.first ?? CLLocationCoordinate2D() }
  open var boundingMapRect: MKMapRect {
    coordinates.map { MKMapRect(origin: MKMapPoint($0), size: MKMapSize()) }.reduce(MKMapRect.null) { $0.union($1) }
  }
}

/// A circle over a map.
open class MKCircle: NSObject, MKOverlay, @unchecked Sendable {
  open var coordinate: CLLocationCoordinate2D
  /// The radius in meters.
  open var radius: CLLocationDistance
  /// A circle.
  public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
    coordinate = coord
    self.radius = radius
  }
  open var boundingMapRect: MKMapRect {
    let unit = MapProjection.unitLength(ofMeters: radius, atLatitude: coordinate.latitude) * MKMapSize.world.width
    let center = MKMapPoint(coordinate)
    return MKMapRect(x: center.x - unit, y: center.y - unit, width: 2 * unit, height: 2 * unit)
  }
}

/// Draws an overlay on a `MKMapView` (kept, not drawn).
open class MKOverlayRenderer: NSObject, @unchecked Sendable {
  public let overlay: any MKOverlay
  open var alpha: CGFloat = 1
  /// A renderer of an overlay.
  public init(overlay: any MKOverlay) { self.overlay = overlay }
}

/// Draws an overlay's path.
open class MKOverlayPathRenderer: MKOverlayRenderer, @unchecked Sendable {
  open var fillColor: UIColor?
  open var strokeColor: UIColor?
  open var lineWidth: CGFloat = 0
  open var lineDashPattern: [NSNumber]?
}

/// Draws a line.
open class MKPolylineRenderer: MKOverlayPathRenderer, @unchecked Sendable {
  /// A renderer of a line.
  public init(polyline: MKPolyline) { super.init(overlay: polyline) }
  /// A renderer of an overlay.
  public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}

/// Draws a circle.
open class MKCircleRenderer: MKOverlayPathRenderer, @unchecked Sendable {
  /// A renderer of a circle.
  public init(circle: MKCircle) { super.init(overlay: circle) }
  /// A renderer of an overlay.
  public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}

/// The methods a `MKMapView` calls on its delegate (all optional; never called in a render).
public protocol MKMapViewDelegate: NSObjectProtocol {
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
}
