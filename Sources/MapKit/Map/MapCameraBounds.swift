import Foundation

/// Limits on where a map's camera can go: an area its center stays in, and the nearest and farthest it may be
/// from that center. A still applies them to the position it starts at, as MapKit does when the map appears.
public struct MapCameraBounds: Sendable {
  /// The area the camera's center stays in.
  enum Area: Sendable {
    case region(MKCoordinateRegion)
    case rect(MKMapRect)
  }
  let area: Area?
  let minimumDistance: Double?
  let maximumDistance: Double?

  /// Bounds to a region, with distance limits.
  public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    self.init(area: .region(centerCoordinateBounds), minimumDistance: minimumDistance, maximumDistance: maximumDistance)
  }

  /// Bounds to a map rect, with distance limits.
  public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    self.init(area: .rect(centerCoordinateBounds), minimumDistance: minimumDistance, maximumDistance: maximumDistance)
  }

  /// Distance limits only.
  public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
    self.init(area: nil, minimumDistance: minimumDistance, maximumDistance: maximumDistance)
  }

  init(area: Area?, minimumDistance: Double?, maximumDistance: Double?) {
    self.area = area
    self.minimumDistance = minimumDistance
    self.maximumDistance = maximumDistance
  }

  /// `viewport` with its center moved into the bounds' area and its distance (the height it shows, in meters at its
  /// center, as `MapCamera` measures it) brought within the bounds' range. A limit that is not a number, an area that
  /// is not a valid region or a finite rect, or a range whose minimum passes its maximum is named and not applied.
  func constrain(_ viewport: MapViewport, warnings: inout [String]) -> MapViewport {
    var center = viewport.center
    if let area = checkedArea(warnings: &warnings) {
      center.x = min(max(center.x, area.minX), area.maxX)
      center.y = min(max(center.y, area.minY), area.maxY)
    }
    let latitude = MapProjection.coordinate(ofUnitPoint: center).latitude
    let height = Double(viewport.size.height)
    let distance = height / viewport.pointsPerUnit / MapProjection.unitLength(ofMeters: 1, atLatitude: latitude)
    var bounded = distance
    if let range = checkedRange(warnings: &warnings) {
      bounded = min(max(distance, range.lowerBound), range.upperBound)
    }
    // Zoomed out no further than the whole world, in no further than the closest zoom; a view with no height keeps its
    // scale (it shows nothing to bound).
    let wholeWorld = Double(min(viewport.size.width, viewport.size.height))
    let pointsPerUnit = bounded == distance || !(height > 0) ? viewport.pointsPerUnit
      : min(max(height / MapProjection.unitLength(ofMeters: bounded, atLatitude: latitude), wholeWorld), MapProjection.maxPointsPerUnit)
    return MapViewport(center: center, pointsPerUnit: pointsPerUnit, size: viewport.size)
  }

  /// The area as a unit-square rect, or nil (with a warning when it is not usable).
  private func checkedArea(warnings: inout [String]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    switch area {
    case nil:
      return nil
    case .region(let region):
      let span = region.span
      guard CLLocationCoordinate2DIsValid(region.center), span.latitudeDelta.isFinite, span.longitudeDelta.isFinite,
            span.latitudeDelta >= 0, span.longitudeDelta >= 0 else {
        warnings.append("MapCameraBounds: the center bounds (center (\(region.center.latitude), \(region.center.longitude)), span "
          + "(\(span.latitudeDelta)°, \(span.longitudeDelta)°)) are not a valid coordinate with a finite span ≥ 0; not applied")
        return nil
      }
      let northWest = MapProjection.unitPoint(of: CLLocationCoordinate2D(latitude: region.center.latitude + span.latitudeDelta / 2,
                                                                       longitude: region.center.longitude - span.longitudeDelta / 2))
      let southEast = MapProjection.unitPoint(of: CLLocationCoordinate2D(latitude: region.center.latitude - span.latitudeDelta / 2,
                                                                       longitude: region.center.longitude + span.longitudeDelta / 2))
      return (northWest.x, northWest.y, southEast.x, southEast.y)
    case .rect(let rect):
      let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
      guard values.allSatisfy(\.isFinite), rect.size.width >= 0, rect.size.height >= 0 else {
        warnings.append("MapCameraBounds: the center bounds' map rect \(values) is not finite with a size ≥ 0; not applied")
        return nil
      }
      let world = MKMapSize.world
      return (rect.minX / world.width, rect.minY / world.height, rect.maxX / world.width, rect.maxY / world.height)
    }
  }

  /// The distance range, or nil (with a warning when a limit is not a number ≥ 0 or the minimum passes the maximum).
  private func checkedRange(warnings: inout [String]) -> ClosedRange<Double>? {
    guard minimumDistance != nil || maximumDistance != nil else { return nil }
    var usable = true
    // A maximum may be infinite (no limit); a minimum must be a finite distance.
    for (name, value, finite) in [("minimumDistance", minimumDistance, true), ("maximumDistance", maximumDistance, false)] {
      if let value, !(value >= 0 && (value.isFinite || !finite)) {
        warnings.append("MapCameraBounds(\(name): \(value)): not a \(finite ? "finite " : "")distance ≥ 0 in meters; "
          + "the bounds' distances are not applied")
        usable = false
      }
    }
    let lower = minimumDistance ?? 0, upper = maximumDistance ?? .infinity
    guard usable else { return nil }
    guard lower <= upper else {
      warnings.append("MapCameraBounds: minimumDistance \(lower) is above maximumDistance \(upper); the bounds' distances are not applied")
      return nil
    }
    return lower...upper
  }
}
