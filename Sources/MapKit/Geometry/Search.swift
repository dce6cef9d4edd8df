import Foundation

/// A search for places by name or category. A render has no network: a search finds nothing.
open class MKLocalSearch: NSObject, @unchecked Sendable {
  /// What to search for and where.
  open class Request: NSObject, @unchecked Sendable {
    /// The words to search for.
    open var naturalLanguageQuery: String?
    /// The region to search in.
    open var region = MKCoordinateRegion()
    /// The kinds of result wanted.
    open var resultTypes: ResultType = [.address, .pointOfInterest]
    /// A request.
    public override init() { super.init() }
    /// A request from a completion.
    public init(completion: MKLocalSearchCompletion) {
      naturalLanguageQuery = completion.title
      super.init()
    }
  }

  /// The kinds of search result.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1)
    public static let pointOfInterest = ResultType(rawValue: 2)
    public static let physicalFeature = ResultType(rawValue: 4)
  }

  /// What a search found.
  open class Response: NSObject, @unchecked Sendable {
    /// The places found (none).
    open var mapItems: [MKMapItem] { [] }
    /// The region holding them.
    open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
  }

  /// A search.
  public init(request: Request) {}
  /// Runs the search (nothing is found).
  open func start() async throws -> Response { Response() }
  /// Runs the search and calls `completionHandler` with an empty response.
  open func start(completionHandler: @escaping (Response?, (any Error)?) -> Void) { completionHandler(Response(), nil) }
  /// Cancels the search.
  open func cancel() {}
}

/// A suggestion of a search completer.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
  /// The suggestion's title.
  open var title: String { "" }
  /// The suggestion's subtitle.
  open var subtitle: String { "" }
}

/// Suggests completions as a person types (none, in a render; the delegate is never called).
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
  /// The text typed so far.
  open var queryFragment = ""
  /// The region to suggest places in.
  open var region = MKCoordinateRegion()
  /// The kinds of suggestion wanted.
  open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
  /// The suggestions (none).
  open var results: [MKLocalSearchCompletion] { [] }
  /// Whether suggestions are being fetched.
  open var isSearching: Bool { false }
  /// The object told of suggestions.
  open weak var delegate: (any MKLocalSearchCompleterDelegate)?
  public override init() { super.init() }
  /// Stops suggesting.
  open func cancel() {}

  /// The kinds of suggestion.
  public struct ResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let address = ResultType(rawValue: 1)
    public static let pointOfInterest = ResultType(rawValue: 2)
    public static let query = ResultType(rawValue: 4)
  }
}

/// The methods a search completer calls on its delegate (never called in a render).
public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
  func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
  func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
  public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
  public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// Directions between two places. A render has no network: no route is found.
open class MKDirections: NSObject, @unchecked Sendable {
  /// Where from, where to, and how.
  open class Request: NSObject, @unchecked Sendable {
    open var source: MKMapItem?
    open var destination: MKMapItem?
    open var transportType: MKDirectionsTransportType = .any
    open var requestsAlternateRoutes = false
    open var departureDate: Date?
    public override init() { super.init() }
  }

  /// The routes found.
  open class Response: NSObject, @unchecked Sendable {
    /// The routes (none).
    open var routes: [MKRoute] { [] }
  }

  /// Directions for a request.
  public init(request: Request) {}
  /// Finds routes (none).
  open func calculate() async throws -> Response { Response() }
  /// Finds routes and calls `completionHandler` with none.
  open func calculate(completionHandler: @escaping (Response?, (any Error)?) -> Void) { completionHandler(Response(), nil) }
  /// Cancels the request.
  open func cancel() {}
}

/// How a route travels.
public struct MKDirectionsTransportType: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let automobile = MKDirectionsTransportType(rawValue: 1)
  public static let walking = MKDirectionsTransportType(rawValue: 2)
  public static let transit = MKDirectionsTransportType(rawValue: 4)
  public static let cycling = MKDirectionsTransportType(rawValue: 8)
  public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A route between two places.
open class MKRoute: NSObject, @unchecked Sendable {
  /// The route's line.
  open var polyline: MKPolyline { MKPolyline(coordinates: [], count: 0) }
  /// The route's name.
  open var name: String { "" }
  /// The route's length in meters.
  open var distance: CLLocationDistance { 0 }
  /// The expected travel time in seconds.
  open var expectedTravelTime: TimeInterval { 0 }
}

extension MapPolyline {
  /// A line along a route.
  public init(_ route: MKRoute) { self.init(coordinates: route.polyline.coordinates) }
  /// A line of a UIKit polyline.
  public init(_ polyline: MKPolyline, contourStyle: ContourStyle = .straight) { self.init(coordinates: polyline.coordinates) }
}
