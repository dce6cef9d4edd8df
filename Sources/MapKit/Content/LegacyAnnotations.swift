import Foundation

/// An annotation of the iOS 14 `Map(…annotationItems:annotationContent:)`.
public protocol MapAnnotationProtocol {
  /// The record the map draws (not part of Apple's API).
  var _specimenRecord: _MapAnnotationRecord { get }
}

/// What an iOS 14 annotation draws, for the map (not part of Apple's API).
public struct _MapAnnotationRecord {
  let record: MapRecord
}

/// The iOS 14 balloon marker at a coordinate (deprecated in iOS 17 for `Marker`).
nonisolated public struct MapMarker: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?
  /// A marker, red unless tinted.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }
  public var _specimenRecord: _MapAnnotationRecord {
    _MapAnnotationRecord(record: MapRecord(kind: .marker(glyph: .systemImage("mappin"), title: nil), coordinates: [coordinate],
                                           tint: tint.map { AnyShapeStyle($0) }))
  }
}

/// The iOS 14 pin at a coordinate (deprecated in iOS 17 for `Marker`).
nonisolated public struct MapPin: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let tint: Color?
  /// A pin, red unless tinted.
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
    self.coordinate = coordinate
    self.tint = tint
  }
  public var _specimenRecord: _MapAnnotationRecord {
    _MapAnnotationRecord(record: MapRecord(kind: .pin, coordinates: [coordinate], tint: tint.map { AnyShapeStyle($0) }))
  }
}

/// The iOS 14 view at a coordinate, its `anchorPoint` (a unit point, the center by default) on it.
nonisolated public struct MapAnnotation<Content: View>: MapAnnotationProtocol {
  let coordinate: CLLocationCoordinate2D
  let anchorPoint: CGPoint
  let content: AnyView
  /// An annotation drawn by a view.
  public init(coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content) {
    self.coordinate = coordinate
    self.anchorPoint = anchorPoint
    self.content = AnyView(content())
  }
  public var _specimenRecord: _MapAnnotationRecord {
    _MapAnnotationRecord(record: MapRecord(kind: .annotation(content: content, anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y), title: nil),
                                           coordinates: [coordinate]))
  }
}
