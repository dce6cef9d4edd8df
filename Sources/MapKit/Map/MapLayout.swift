import Foundation

/// Where a map's records go in a view of a given size: the viewport its camera gives, the view
/// points of each record, and the warnings for what could not be placed.
struct MapLayout {
  /// A record with its view points: one for a marker or annotation, the clipped runs of an overlay.
  struct Placed {
    var record: MapRecord
    var point: CGPoint
    /// An overlay's outline in view points, clipped: one run for a polygon or circle, pieces of a line.
    var runs: [[CGPoint]] = []
  }

  var viewport: MapViewport
  var overlays: [Placed] = []
  var annotations: [Placed] = []
  var warnings: [String] = []

  /// How far past the view's edges markers are still placed and overlays clipped, in points.
  static let margin: CGFloat = 400
  /// How far automatic framing keeps coordinates from the view's edges, in points (room for a
  /// marker's balloon and title; Specimen's estimate).
  static let automaticInset: Double = 48
  /// The smallest region automatic framing shows, in unit-square lengths (about a kilometre).
  static let automaticMinimumSize = 1000 / MapProjection.equatorLength

  init(items: MapItemList, position: MapCameraPosition, bounds: MapCameraBounds? = nil, size: CGSize) {
    var invalid = 0
    let records = items.records.filter { record in
      let valid = record.coordinates.allSatisfy(CLLocationCoordinate2DIsValid)
      let radiusValid: Bool
      if case .circle(let radius) = record.kind { radiusValid = radius.isFinite && radius >= 0 } else { radiusValid = true }
      if !(valid && radiusValid) { invalid += 1 }
      return valid && radiusValid
    }
    var warnings: [String] = []
    // An anchor that is not a finite unit point puts the view nowhere: it hangs from its default, the bottom.
    var badAnchors = 0
    let anchored = records.map { record -> MapRecord in
      guard case .annotation(let content, let anchor, let title) = record.kind, !(anchor.x.isFinite && anchor.y.isFinite) else { return record }
      badAnchors += 1
      var fixed = record
      fixed.kind = .annotation(content: content, anchor: .bottom, title: title)
      return fixed
    }
    if badAnchors > 0 {
      warnings.append("Map: \(badAnchors) of its annotations have an anchor that is not a finite unit point (NaN or infinite x or y); "
        + "they hang from .bottom. Give an anchor such as .bottom or UnitPoint(x: 0.5, y: 1)")
    }
    if invalid > 0 {
      warnings.append("Map: \(invalid) of its items have a coordinate that is not valid (NaN, infinite, or beyond ±90° latitude "
        + "or ±180° longitude) or a circle radius that is not a finite distance ≥ 0, and are not drawn")
    }
    if items.dropped > 0 {
      warnings.append("Map: only its first \(MapItemList.limit) items are drawn (\(items.dropped) more are left out); "
        + "iOS clusters that many markers, show fewer at once")
    }
    viewport = Self.viewport(for: position, records: anchored, size: size, warnings: &warnings)
    if let bounds { viewport = bounds.constrain(viewport, warnings: &warnings) }
    self.warnings = warnings
    let bounds = CGRect(origin: .zero, size: size).insetBy(dx: -Self.margin, dy: -Self.margin)
    for record in anchored {
      let points = record.coordinates.map(viewport.point(for:))
      switch record.kind {
      case .polyline:
        let runs = MapClipping.clip(polyline: points, to: bounds)
        if !runs.isEmpty { overlays.append(Placed(record: record, point: .zero, runs: runs)) }
      case .polygon:
        let run = MapClipping.clip(polygon: points, to: bounds)
        if run.count > 2 { overlays.append(Placed(record: record, point: .zero, runs: [run])) }
      case .circle(let radius):
        let center = record.coordinates[0]
        let radiusPoints = MapProjection.unitLength(ofMeters: radius, atLatitude: center.latitude) * viewport.pointsPerUnit
        let run = MapClipping.clip(polygon: Self.circle(around: points[0], radius: radiusPoints, reaching: bounds), to: bounds)
        if run.count > 2 { overlays.append(Placed(record: record, point: .zero, runs: [run])) }
      default:
        if bounds.contains(points[0]) { annotations.append(Placed(record: record, point: points[0])) }
      }
    }
  }

  /// The largest radius drawn as a circle of its own, in points. A larger circle (a `MapCircle` of 10³⁰⁰ m: its
  /// points overflowed to NaN when clipped) is drawn as one of this radius whose edge is where the large one's edge
  /// meets `bounds`: over a view of a few thousand points the two arcs differ by under half a point.
  static let maxCircleRadius: Double = 1_000_000

  /// The polygon of a circle around `center` as `bounds` sees it: `bounds` itself when the circle covers it, none
  /// when it misses it, else a circle (`maxCircleRadius` at most, see there).
  static func circle(around center: CGPoint, radius: Double, reaching bounds: CGRect) -> [CGPoint] {
    guard !radius.isNaN, radius > maxCircleRadius else { return circle(around: center, radius: radius) }
    let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                   CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
    func distance(_ a: CGPoint, _ b: CGPoint) -> Double { Double(hypot(a.x - b.x, a.y - b.y)) }
    if corners.allSatisfy({ distance($0, center) <= radius }) { return corners }
    let mid = CGPoint(x: bounds.midX, y: bounds.midY)
    let d = distance(mid, center)
    guard d.isFinite, d > 0, d - radius < Double(hypot(bounds.width, bounds.height)) else { return [] }
    // The nearest edge point stays (d − radius from the middle, toward the center); the radius becomes the largest.
    let ux = Double(center.x - mid.x) / d, uy = Double(center.y - mid.y) / d
    let reach = d - radius + maxCircleRadius
    return circle(around: CGPoint(x: Double(mid.x) + ux * reach, y: Double(mid.y) + uy * reach), radius: maxCircleRadius)
  }

  /// How far a side of a circle's polygon may stray inside the arc, in points: a fifth of a pixel at 3x,
  /// so the edge of a filled or stroked `MapCircle` looks round, as iOS draws it, at every display scale.
  static let circleTolerance = 1.0 / 16

  /// A circle as a polygon fine enough that no side strays `circleTolerance` from the arc (at least 48
  /// sides, at most 4 096): a side's sagitta r(1 − cos(π/n)) ≈ rπ²/2n² stays under t with n ≥ π√(r/2t).
  static func circle(around center: CGPoint, radius: Double) -> [CGPoint] {
    guard radius.isFinite, radius > 0 else { return [] }
    // Clamped while still a Double (a radius of 1e300 points), and converted with the checked conversion.
    let sides = Int(saturating: min(4096, max(48, (Double.pi * (radius / (2 * circleTolerance)).squareRoot()).rounded(.up))))
    return (0..<sides).map { index in
      let angle = Double(index) / Double(sides) * 2 * .pi
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  /// The viewport of `position`, its numbers checked (a region's center and span, a camera's distance).
  static func viewport(for position: MapCameraPosition, records: [MapRecord], size: CGSize, warnings: inout [String]) -> MapViewport {
    // A user-location position shows its fallback (a render has no user location); fallbacks nest, so walk them in a loop.
    var position = position
    while let fallback = position.fallbackPosition { position = fallback }
    switch position.kind {
    case .automatic:
      return automatic(records: records, size: size)
    case .region(let region):
      return MapViewport(region: checked(region, warnings: &warnings), size: size)
    case .rect(let rect):
      let world = MKMapSize.world
      let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
      guard values.allSatisfy(\.isFinite), rect.size.width >= 0, rect.size.height >= 0 else {
        warnings.append("Map: the camera's map rect \(values) is not finite with a size ≥ 0; the whole world is shown")
        return MapViewport(center: (0.5, 0.5), unitWidth: 1, unitHeight: 1, size: size, inset: 0)
      }
      return MapViewport(center: ((rect.midX / world.width), (rect.midY / world.height)),
                         unitWidth: min(rect.size.width / world.width, 1), unitHeight: min(rect.size.height / world.height, 1), size: size, inset: 0)
    case .camera(let camera):
      var checkedCamera = camera
      if !(camera.distance.isFinite && camera.distance >= 0) {
        warnings.append("Map: the camera's distance \(camera.distance) is not a finite distance ≥ 0; drawn at 1 000 m")
        checkedCamera.distance = 1000
      }
      // Any heading and pitch draw north up and flat (docs/unsupported.md); one that is not a number is still a mistake to name.
      for (name, angle, drawn) in [("heading", camera.heading, "north up"), ("pitch", camera.pitch, "flat")] where !angle.isFinite {
        warnings.append("Map: the camera's \(name) \(angle) is not a finite angle in degrees; drawn \(drawn). Give MapCamera(\(name):) a finite angle")
      }
      checkedCamera.centerCoordinate = checkedCenter(camera.centerCoordinate, warnings: &warnings)
      let unit = checkedCamera.unitSize(in: size)
      return MapViewport(center: MapProjection.unitPoint(of: checkedCamera.centerCoordinate), unitWidth: unit.width, unitHeight: unit.height,
                         size: size, inset: 0)
    case .item(let coordinate):
      // About a kilometre each way around the item, measured as a camera measures its distance.
      let center = checkedCenter(coordinate, warnings: &warnings)
      let side = MapProjection.unitLength(ofMeters: 1000, atLatitude: center.latitude)
      return MapViewport(center: MapProjection.unitPoint(of: center), unitWidth: side, unitHeight: side, size: size, inset: 0)
    case .userLocation:
      return automatic(records: records, size: size)  // not reached: the loop above walked every fallback
    }
  }

  /// The viewport framing every record's coordinates (the whole world when there are none).
  static func automatic(records: [MapRecord], size: CGSize) -> MapViewport {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for record in records {
      var reach = 0.0
      if case .circle(let radius) = record.kind, let center = record.coordinates.first {
        reach = MapProjection.unitLength(ofMeters: radius, atLatitude: center.latitude)
      }
      for coordinate in record.coordinates {
        let unit = MapProjection.unitPoint(of: coordinate)
        minX = min(minX, unit.x - reach); maxX = max(maxX, unit.x + reach)
        minY = min(minY, unit.y - reach); maxY = max(maxY, unit.y + reach)
      }
    }
    guard minX.isFinite else { return MapViewport(center: (0.5, 0.5), unitWidth: 1, unitHeight: 1, size: size, inset: 0) }
    let inset = min(automaticInset, Double(min(size.width, size.height)) / 4)
    return MapViewport(center: ((minX + maxX) / 2, (minY + maxY) / 2),
                       unitWidth: min(max(maxX - minX, automaticMinimumSize), 1), unitHeight: min(max(maxY - minY, automaticMinimumSize), 1),
                       size: size, inset: inset)
  }

  /// `center`, or (0, 0) with a warning when it is not a valid coordinate.
  static func checkedCenter(_ center: CLLocationCoordinate2D, warnings: inout [String]) -> CLLocationCoordinate2D {
    guard !CLLocationCoordinate2DIsValid(center) else { return center }
    warnings.append("Map: the camera's center (\(center.latitude), \(center.longitude)) is not a valid coordinate; drawn at (0, 0)")
    return CLLocationCoordinate2D()
  }

  /// `region` with a valid center and a span within the world, warning about what was changed.
  static func checked(_ region: MKCoordinateRegion, warnings: inout [String]) -> MKCoordinateRegion {
    var region = region
    region.center = checkedCenter(region.center, warnings: &warnings)
    let span = region.span
    let finite = span.latitudeDelta.isFinite && span.longitudeDelta.isFinite && span.latitudeDelta >= 0 && span.longitudeDelta >= 0
    if !finite || span.latitudeDelta > 180 || span.longitudeDelta > 360 {
      warnings.append("Map: the camera's span (\(span.latitudeDelta)°, \(span.longitudeDelta)°) is not within the world "
        + "(0…180° by 0…360°); drawn \(finite ? "as the whole world" : "at the closest zoom")")
      region.span = finite
        ? MKCoordinateSpan(latitudeDelta: min(span.latitudeDelta, 180), longitudeDelta: min(span.longitudeDelta, 360))
        : MKCoordinateSpan()
    }
    return region
  }
}
