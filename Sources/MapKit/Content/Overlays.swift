import Foundation

/// A line through coordinates (iOS 17), drawn with its `stroke` (1 pt of the tint by default).
nonisolated public struct MapPolyline: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let coordinates: [CLLocationCoordinate2D]

  /// How a line runs between its points.
  public struct ContourStyle: Sendable, Equatable {
    let geodesic: Bool
    /// Straight on the map.
    public static let straight = ContourStyle(geodesic: false)
    /// Along the shortest path on Earth (drawn straight).
    public static let geodesic = ContourStyle(geodesic: true)
  }

  /// A line through `coordinates`.
  public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
    self.coordinates = coordinates
  }
  /// A line through map points.
  public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
    self.coordinates = points.map(\.coordinate)
  }
  func collect(into list: inout MapItemList) {
    list.append(MapRecord(kind: .polyline, coordinates: coordinates))
  }
}

/// A closed shape through coordinates (iOS 17), filled with its `foregroundStyle` and stroked with its `stroke`.
nonisolated public struct MapPolygon: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let coordinates: [CLLocationCoordinate2D]

  /// A polygon through `coordinates`.
  public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
  /// A polygon through map points.
  public init(points: [MKMapPoint]) { self.coordinates = points.map(\.coordinate) }
  func collect(into list: inout MapItemList) {
    list.append(MapRecord(kind: .polygon, coordinates: coordinates))
  }
}

/// A circle of a radius in meters around a coordinate (iOS 17).
nonisolated public struct MapCircle: MapContent, PrimitiveMapContent {
  public typealias Body = Never
  let center: CLLocationCoordinate2D
  let radius: CLLocationDistance

  /// A circle.
  public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
    self.center = center
    self.radius = radius
  }
  /// A circle covering a map rect's center and half its width.
  public init(mapRect: MKMapRect) {
    let middle = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
    self.center = middle.coordinate
    self.radius = middle.distance(to: MKMapPoint(x: mapRect.maxX, y: mapRect.midY))
  }
  func collect(into list: inout MapItemList) {
    list.append(MapRecord(kind: .circle(radius: radius), coordinates: [center]))
  }
}
