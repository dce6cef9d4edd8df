import Foundation

/// How a map draws the world: the standard map, satellite imagery, or imagery with roads and labels.
public struct MapStyle: Sendable, Equatable {
  enum Kind: Sendable, Equatable { case standard, imagery, hybrid }
  let kind: Kind

  /// The standard map.
  public static let standard = MapStyle(kind: .standard)
  /// Satellite imagery.
  public static let imagery = MapStyle(kind: .imagery)
  /// Imagery with roads and labels.
  public static let hybrid = MapStyle(kind: .hybrid)

  /// The standard map with options (none change the land colour).
  public static func standard(elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
                              pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false) -> MapStyle { .standard }
  /// Satellite imagery with options.
  public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }
  /// Imagery with roads and labels, with options.
  public static func hybrid(elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all,
                            showsTraffic: Bool = false) -> MapStyle { .hybrid }

  /// Whether terrain is flat or raised.
  public enum Elevation: Sendable { case automatic, flat, realistic }
  /// How strongly the standard map draws its features.
  public enum StandardEmphasis: Sendable { case automatic, muted }

  /// The colour drawn where tiles would be: Specimen's estimate of the style's land at rest
  /// (Apple publishes none), light and dark.
  func landColor(_ scheme: ColorScheme) -> Color {
    switch (kind, scheme) {
    case (.standard, .dark): Color(red: 0x2B / 255, green: 0x2C / 255, blue: 0x2F / 255)
    case (.standard, _): Color(red: 0xF8 / 255, green: 0xF4 / 255, blue: 0xEC / 255)
    case (.imagery, _), (.hybrid, _): Color(red: 0x3B / 255, green: 0x47 / 255, blue: 0x35 / 255)
    }
  }
}

/// Which points of interest a map labels (no labels are drawn without tiles).
public struct PointOfInterestCategories: Sendable {
  /// Every category.
  public static let all = PointOfInterestCategories()
  /// No category.
  public static let excludingAll = PointOfInterestCategories()
  /// Only these categories.
  public static func including<S: Sequence>(_ categories: S) -> PointOfInterestCategories where S.Element == MKPointOfInterestCategory { all }
  /// All but these categories.
  public static func excluding<S: Sequence>(_ categories: S) -> PointOfInterestCategories where S.Element == MKPointOfInterestCategory { all }
}

/// A kind of point of interest.
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
  public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
  public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
  public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
  public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
  public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
  public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
  public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
  public static let amusementPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryAmusementPark")
  public static let aquarium = MKPointOfInterestCategory(rawValue: "MKPOICategoryAquarium")
  public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryAtm")
  public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
  public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
  public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
  public static let brewery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBrewery")
  public static let campground = MKPointOfInterestCategory(rawValue: "MKPOICategoryCampground")
  public static let carRental = MKPointOfInterestCategory(rawValue: "MKPOICategoryCarRental")
  public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEvCharger")
  public static let fireStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryFireStation")
  public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
  public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
  public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
  public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
  public static let laundry = MKPointOfInterestCategory(rawValue: "MKPOICategoryLaundry")
  public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
  public static let marina = MKPointOfInterestCategory(rawValue: "MKPOICategoryMarina")
  public static let movieTheater = MKPointOfInterestCategory(rawValue: "MKPOICategoryMovieTheater")
  public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
  public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
  public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
  public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
  public static let police = MKPointOfInterestCategory(rawValue: "MKPOICategoryPolice")
  public static let postOffice = MKPointOfInterestCategory(rawValue: "MKPOICategoryPostOffice")
  public static let restroom = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestroom")
  public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
  public static let stadium = MKPointOfInterestCategory(rawValue: "MKPOICategoryStadium")
  public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
  public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
  public static let winery = MKPointOfInterestCategory(rawValue: "MKPOICategoryWinery")
  public static let zoo = MKPointOfInterestCategory(rawValue: "MKPOICategoryZoo")
}

private struct MapStyleKey: EnvironmentKey { static let defaultValue = MapStyle.standard }
private struct MapControlsKey: EnvironmentKey { static let defaultValue: AnyView? = nil }

extension EnvironmentValues {
  /// The style a `.mapStyle(_:)` above set.
  var mapStyle: MapStyle {
    get { self[MapStyleKey.self] }
    set { self[MapStyleKey.self] = newValue }
  }
  /// The controls a `.mapControls { … }` above set.
  var mapControls: AnyView? {
    get { self[MapControlsKey.self] }
    set { self[MapControlsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of maps in this view.
  public func mapStyle(_ mapStyle: MapStyle) -> some View {
    environment(\.mapStyle, mapStyle)
  }

  /// Sets the controls of maps in this view. At rest a map shows its user-location button and
  /// pitch toggle; the compass shows only when the map is rotated and the scale only while zooming.
  public func mapControls<C: View>(@ViewBuilder _ content: () -> C) -> some View {
    environment(\.mapControls, AnyView(content()))
  }

  /// Sets when a control shows (kept: controls show as they do at rest).
  public func mapControlVisibility(_ visibility: Visibility) -> some View { self }
  /// Sets the scope of map controls placed outside their map.
  public func mapScope(_ scope: Namespace.ID) -> some View { self }
  /// Disables selecting map features.
  public func mapFeatureSelectionDisabled(_ isDisabled: @escaping (MapFeature) -> Bool) -> some View { self }
  /// Called when the map's camera changes (never, in a still).
  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { self }
  /// Called when the map's camera changes (never, in a still).
  public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { self }
}

/// A feature of the map a person can select (nothing is selected in a still).
public struct MapFeature: Hashable, Sendable {}

/// How often a camera-change action runs.
public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

/// What a camera-change action learns.
public struct MapCameraUpdateContext: Sendable {
  /// The camera.
  public let camera: MapCamera
  /// The visible region.
  public let region: MKCoordinateRegion
  /// The visible rect.
  public let rect: MKMapRect
}
